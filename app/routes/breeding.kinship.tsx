import { data } from "react-router";
import { CoiBadge } from "#app/components/coi-reading";
import { FormMessage } from "#app/components/form-message";
import { HorseNameLink } from "#app/components/horse-name-link";
import { onDemand } from "#app/components/on-demand";
import { TableFrame } from "#app/components/table-frame";
import { requestContext } from "#app/context";
import { kinshipPage, type ShownPair } from "#app/kinship.server";
import { publicPageMeta } from "#app/social-meta";
import { DEFAULT_STABLE_NAME } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.kinship";

const t = texts.kinship;

/**
 * The two names: a plain GET form that works from the server's HTML, so its code (the names'
 * suggestions) comes when a visitor points at it or focuses in it (docs/decisions/0039).
 */
const KinshipForm = onDemand(() => import("#app/components/kinship-form").then((m) => m.KinshipForm), {
  interactive: true,
});

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: texts.site.pageTitle(t.heading, args.loaderData?.stableName ?? DEFAULT_STABLE_NAME),
    description: t.metaDescription,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, dataVersion, stableName } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const { status, ...page } = await kinshipPage(db, { a: params.get("a"), b: params.get("b") }, dataVersion);
  return data({ ...page, stableName }, { status });
}

export default function Kinship({ loaderData }: Route.ComponentProps) {
  const { form, messages, pair } = loaderData;
  return (
    <article className="kinship-page">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      {messages.length > 0 ? <FormMessage kind="error">{messages.join(" ")}</FormMessage> : null}
      <KinshipForm form={form} />
      {pair ? <PairFigures pair={pair} /> : null}
    </article>
  );
}

/** The pair's two figures, the common ancestors' parts and how much of each pedigree is known. */
function PairFigures({ pair }: { pair: ShownPair }) {
  const figures = [
    { label: t.relationship, value: pair.relationship, help: t.relationshipHelp, reading: null },
    { label: t.kinship, value: pair.kinship, help: t.kinshipHelp, reading: pair.kinshipReading },
  ];
  return (
    <section aria-labelledby="kinship-pair-heading">
      <h2 id="kinship-pair-heading">
        {t.pairHeading} <HorseNameLink name={pair.a.name} /> {t.and} <HorseNameLink name={pair.b.name} />
      </h2>
      <dl className="kinship-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              <span className="value">{figure.value}</span>
              {figure.reading ? (
                <>
                  {" "}
                  <CoiBadge reading={figure.reading} />
                </>
              ) : null}
              <p className="help">{figure.help}</p>
            </dd>
          </div>
        ))}
      </dl>
      {pair.commonAncestors.length === 0 ? (
        <p className="empty">{t.noCommonAncestors}</p>
      ) : (
        <>
          <TableFrame label={t.ancestorsCaption}>
            <table className="table">
              <caption>{t.ancestorsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.ancestor}</th>
                  <th scope="col" className="num">
                    {t.share}
                  </th>
                  <th scope="col">{t.positions}</th>
                </tr>
              </thead>
              <tbody>
                {pair.commonAncestors.map(({ ancestor, share, positions }) => (
                  <tr key={ancestor}>
                    <td>
                      <HorseNameLink name={ancestor} />
                    </td>
                    <td className="num">{share}</td>
                    <td>{positions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <p className="note">{t.positionsNote}</p>
        </>
      )}
      <TableFrame label={t.horsesCaption}>
        <table className="table">
          <caption>{t.horsesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.horse}</th>
              <th scope="col" className="num">
                {t.ownInbreeding}
              </th>
              <th scope="col" className="num">
                {t.knownShare}
              </th>
              <th scope="col" className="num">
                {t.completeGenerations}
              </th>
            </tr>
          </thead>
          <tbody>
            {[pair.a, pair.b].map((horse, index) => (
              <tr key={index}>
                <td>
                  <HorseNameLink name={horse.name} />
                </td>
                <td className="num">
                  {horse.inbreeding} <CoiBadge reading={horse.inbreedingReading} />
                </td>
                <td className="num">{horse.knownShare}</td>
                <td className="num">{horse.completeGenerations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
