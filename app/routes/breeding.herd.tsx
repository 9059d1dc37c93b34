import { data, Link } from "react-router";
import { onDemand } from "#app/components/on-demand";
import { herdCsvResponse, herdFigures, herdFiguresForPage, herdPageHeaders, herdView } from "#app/herd.server";
import { HERD_FILE_FORMAT, herdPath, plannerPath } from "#app/paths";
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
  // A format the page does not know is refused before the figures are computed (they may cost seconds).
  if (new URL(request.url).searchParams.get("format") !== null)
    return data({ unknownFormat: true as const }, { status: 400 });
  const { figures, updating } = await herdFiguresForPage(context);
  return data(
    { ...herdView(figures), updating, unknownFormat: false as const },
    { headers: herdPageHeaders(updating) },
  );
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
      {!herd.unknownFormat && herd.updating ? (
        <p className="form-message" role="status">
          {t.updating}
        </p>
      ) : null}
      {herd.unknownFormat ? (
        <p>
          <Link to={herdPath()}>{t.showPage}</Link>
        </p>
      ) : herd.referenceHorses === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <HerdFigures herd={herd} />
      )}
      <p>
        <Link to={plannerPath()}>{texts.nav.breeding}</Link>
      </p>
    </section>
  );
}
