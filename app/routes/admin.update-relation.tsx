import { useEffect, useRef } from "react";
import { Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/admin.update-relation";
import { pedigreeByName, searchPedigree, updatePedigreeEntry } from "../../data/pedigree";
import { requireUser } from "../auth.server";
import { FormMessage } from "../components/forms";
import { HorseNameList } from "../components/HorseNameList";
import { PedigreeForm } from "../components/PedigreeForm";
import { requestContext } from "../context";
import { parseForm, formStrings, refuse } from "../forms.server";
import { parsePedigreeForm, pedigreeFormValues, pedigreeRefusal } from "../pedigree-form.server";
import { texts } from "../texts";

const t = texts.records.relation;
const PATH = "/admin/update-relation";
const SUGGESTION_LIMIT = 10;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

interface LookupState {
  /** The name asked for (`?name=`), null before any lookup. */
  query: string | null;
  entry: Record<string, string> | null;
  lookupError: string | null;
  /** Prefix matches: while typing (`?suggest=`), and after a lookup that found nothing. */
  suggestions: string[];
  updated: boolean;
}

async function prefixMatches(context: Route.LoaderArgs["context"], prefix: string): Promise<string[]> {
  const hits = await searchPedigree(context.get(requestContext).db, prefix, SUGGESTION_LIMIT);
  return hits.map((hit) => hit.name);
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<LookupState> {
  requireUser(context);
  const params = new URL(request.url).searchParams;
  const state: LookupState = { query: params.get("name"), entry: null, lookupError: null, suggestions: [], updated: false };
  const suggest = params.get("suggest")?.trim();
  if (suggest) return { ...state, suggestions: await prefixMatches(context, suggest) };
  if (state.query === null) return state;
  const name = state.query.trim();
  if (name === "") return { ...state, lookupError: t.enterName };
  try {
    const entry = await pedigreeByName(context.get(requestContext).db, name);
    if (!entry) return { ...state, lookupError: t.notFound, suggestions: await prefixMatches(context, name) };
    return { ...state, entry: pedigreeFormValues(entry), updated: params.get("updated") === "1" };
  } catch (error) {
    console.error(error);
    return { ...state, lookupError: t.fetchFailed };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const form = await parseForm(request, formStrings);
  if (!form.ok) return refuse(413, form.fieldErrors, form.values);
  const parsed = parsePedigreeForm(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, form.data);
  try {
    const saved = await updatePedigreeEntry(context.get(requestContext).db, form.data.currentName ?? "", parsed.data);
    if (!saved.ok) return refuse(409, pedigreeRefusal(saved, parsed.data), form.data);
    // The page reloads under the (possibly new) name, so a rename never leaves a stale lookup.
    return redirect(`${PATH}?name=${encodeURIComponent(saved.name)}&updated=1`);
  } catch (error) {
    console.error(error);
    return refuse(500, { form: t.updateFailed }, form.data);
  }
}

/** Name lookup with prefix suggestions: a datalist filled while typing (with JS), links after a miss (always). */
function Lookup({ query, error, suggestions }: { query: string | null; error: string | null; suggestions: string[] }) {
  const fetcher = useFetcher<typeof loader>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggest = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === "") return;
    timer.current = setTimeout(() => fetcher.load(`${PATH}?suggest=${encodeURIComponent(text.trim())}`), 200);
  };
  return (
    <Form method="get" className="form" role="search">
      <div className="field">
        <label htmlFor="lookup-name">{t.lookupLabel}</label>
        <input
          id="lookup-name"
          name="name"
          defaultValue={query ?? ""}
          list="pedigree-suggestions"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "lookup-name-error lookup-name-hint" : "lookup-name-hint"}
          onChange={(event) => suggest(event.currentTarget.value)}
        />
        <p className="hint" id="lookup-name-hint">
          {t.lookupHint}
        </p>
        {error ? (
          <p className="field-error" id="lookup-name-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <HorseNameList id="pedigree-suggestions" names={fetcher.data?.suggestions ?? []} />
      {suggestions.length > 0 ? (
        <nav aria-label={t.suggestionsLabel}>
          <ul className="suggestions">
            {suggestions.map((name) => (
              <li key={name}>
                <Link to={`${PATH}?name=${encodeURIComponent(name)}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="actions">
        <button type="submit">{t.lookupSubmit}</button>
      </div>
    </Form>
  );
}

export default function UpdateRelation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { query, entry, lookupError, suggestions, updated } = loaderData;
  return (
    <section>
      <h1>{t.updateTitle}</h1>
      <p>{t.updateIntro}</p>
      <Lookup key={query ?? ""} query={query} error={lookupError} suggestions={suggestions} />
      {entry ? (
        <>
          <h2>{t.editing(entry.name)}</h2>
          {updated && !actionData ? <FormMessage kind="success">{t.updated}</FormMessage> : null}
          <PedigreeForm
            key={entry.name}
            values={actionData?.values ?? entry}
            errors={actionData?.fieldErrors}
            submitLabel={t.updateSubmit}
            submitting={submitting}
            hidden={{ currentName: entry.name }}
          />
        </>
      ) : null}
    </section>
  );
}
