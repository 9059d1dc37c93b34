import { useEffect, useRef } from "react";
import { data, Form } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { HorseNameLink } from "#app/components/horse-name-link";
import { TableFrame } from "#app/components/table-frame";
import { useResource } from "#app/components/use-resource";
import { requestContext } from "#app/context";
import { kinshipPage, type ShownPair } from "#app/kinship.server";
import { searchSuggestionsPath } from "#app/paths";
import type { SearchSuggestions } from "#app/search-hits";
import { publicPageMeta } from "#app/social-meta";
import { DEFAULT_STABLE_NAME, NAME_MAX_LENGTH, SEARCH_SUGGESTION_MIN_CHARS } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.kinship";

const t = texts.kinship;

/** How long typing pauses before a field asks for names, as the header's search field waits. */
const SUGGESTION_DELAY_MS = 250;

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
      <Form method="get" className="form kinship-form" key={JSON.stringify(form)} aria-label={t.formLabel}>
        <NameField id="kinship-a" name="a" label={t.firstHorse} value={form.a} />
        <NameField id="kinship-b" name="b" label={t.secondHorse} value={form.b} />
        <div className="actions">
          <button type="submit">{t.submit}</button>
        </div>
      </Form>
      {pair ? <PairFigures pair={pair} /> : null}
    </article>
  );
}

/**
 * A horse's name. With JavaScript the browser offers names as they are typed (a datalist of the
 * header search's suggestions: stud horses and names in the pedigrees); without it, a plain field.
 */
function NameField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  const suggestions = useResource<SearchSuggestions>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = (typed: string) => {
    clearTimeout(timer.current);
    // The server reads the query as the search does (searchQuery); here it only counts characters.
    const query = typed.trim();
    if (Array.from(query).length < SEARCH_SUGGESTION_MIN_CHARS) return;
    timer.current = setTimeout(() => suggestions.load(searchSuggestionsPath(query)), SUGGESTION_DELAY_MS);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        required
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        list={`${id}-names`}
        onChange={(event) => onType(event.currentTarget.value)}
      />
      <datalist id={`${id}-names`}>
        {(suggestions.data?.hits ?? []).map((hit) => (
          <option key={hit.name} value={hit.name} label={hit.label} />
        ))}
      </datalist>
    </div>
  );
}

/** The pair's two figures, the common ancestors' parts and how much of each pedigree is known. */
function PairFigures({ pair }: { pair: ShownPair }) {
  const figures = [
    { label: t.relationship, value: pair.relationship, help: t.relationshipHelp },
    { label: t.kinship, value: pair.kinship, help: t.kinshipHelp },
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
                <td className="num">{horse.inbreeding}</td>
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
