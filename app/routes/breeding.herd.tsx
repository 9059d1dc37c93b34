import { data, Link } from "react-router";
import { onDemand } from "#app/components/on-demand";
import { herdCsvResponse, herdFigures, herdFiguresForPage, herdPageHeaders, herdView } from "#app/herd.server";
import { HERD_FILE_FORMAT, plannerPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.herd";

const t = texts.herd;

/**
 * The figures, charts and tables: links only, no state of their own, so their code (with their
 * texts, the charts and the number formats) comes when the page first needs it (docs/decisions/0039).
 */
const HerdFigures = onDemand(() => import("#app/components/herd-figures").then((m) => m.HerdFigures));

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: texts.site.defaultPageTitle, description: t.metaDescription });

// The spreadsheet file is answered here, before the page: a loader's Response would be read as
// the page's data.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (new URL(request.url).searchParams.get("format") !== HERD_FILE_FORMAT) return next();
    return herdCsvResponse(await herdFigures(context));
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { figures, updating } = await herdFiguresForPage(context);
  const view = { ...herdView(figures), updating };
  const format = new URL(request.url).searchParams.get("format");
  const headers = herdPageHeaders(updating);
  return format === null
    ? data({ ...view, unknownFormat: false }, { headers })
    : data({ ...view, unknownFormat: true }, { status: 400, headers });
}

// The loader's Cache-Control (figures being updated are not stored) reaches the page's response.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Herd({ loaderData }: Route.ComponentProps) {
  const herd = loaderData;
  return (
    <section className="herd">
      <h1>{t.heading}</h1>
      {herd.unknownFormat ? (
        <p className="form-message error" role="alert">
          {t.unknownFormat}
        </p>
      ) : null}
      <p>{t.intro}</p>
      {herd.updating ? (
        <p className="form-message" role="status">
          {t.updating}
        </p>
      ) : null}
      {herd.referenceHorses === 0 ? <p className="empty">{t.empty}</p> : <HerdFigures herd={herd} />}
      <p>
        <Link to={plannerPath()}>{texts.nav.breeding}</Link>
      </p>
    </section>
  );
}
