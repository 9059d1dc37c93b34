import { Link, redirect } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { HorseSearch } from "#app/components/horse-search";
import { PedigreeForm } from "#app/components/pedigree-form";
import { requestContext } from "#app/context";
import { readAdminForm, refuse, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { adminPath, recordPath } from "#app/paths";
import { parsePedigreeForm, pedigreeFormValues, pedigreeRefusal } from "#app/pedigree-form.server";
import { noSuggestions, type NameSuggestions } from "#app/suggestions";
import { lookUpName } from "#app/suggestions.server";
import { pedigreeByName, updatePedigreeEntry } from "#data/pedigree/pedigree";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.update-relation";

const t = texts.records.relation;

interface LookupState {
  /** The name asked for (`?name=`), null before any lookup. */
  query: string | null;
  entry: Record<string, string> | null;
  lookupError: string | null;
  /** Names holding what was typed, when no entry is called that (while typing, HorseSearch asks /admin/names/pedigree). */
  suggestions: NameSuggestions;
  updated: boolean;
}

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<LookupState> {
  const params = new URL(request.url).searchParams;
  const state: LookupState = {
    query: params.get("name"),
    entry: null,
    lookupError: null,
    suggestions: noSuggestions(""),
    updated: false,
  };
  if (state.query === null) return state;
  const name = state.query.trim();
  if (name === "") return { ...state, lookupError: t.enterName };
  const { db } = context.get(requestContext);
  try {
    const { record, found, missing } = await lookUpName(db, name, params.get("page"), "pedigree", pedigreeByName);
    if (!record) return { ...state, lookupError: missing ? t.notFound : null, suggestions: found };
    return { ...state, entry: pedigreeFormValues(record), updated: params.get("updated") === "1" };
  } catch (error) {
    logFailure(error);
    return { ...state, lookupError: t.fetchFailed };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const parsed = parsePedigreeForm(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, form.data);
  try {
    const saved = await changeLogger(context)("pedigree-edit", (tx) =>
      updatePedigreeEntry(tx, form.data.currentName ?? "", parsed.data),
    );
    if (!saved.ok) return refuse(409, pedigreeRefusal(saved, parsed.data), form.data);
    // The page reloads under the (possibly new) name, so a rename never leaves a stale lookup.
    return redirect(adminPath("update-relation", { name: saved.name, updated: 1 }));
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.updateFailed }, form.data);
  }
}

export default function UpdateRelation({ loaderData, actionData }: Route.ComponentProps) {
  const { query, entry, lookupError, suggestions, updated } = loaderData;
  return (
    <section>
      <h1>{t.updateTitle}</h1>
      <p>{t.updateIntro}</p>
      <HorseSearch
        key={query ?? ""}
        query={query ?? ""}
        found={suggestions}
        scope="pedigree"
        label={t.lookupLabel}
        hint={t.lookupHint}
        error={lookupError}
      />
      {entry ? (
        <>
          <h2>{t.editing(entry.name)}</h2>
          {updated && !actionData ? <FormMessage kind="success">{t.updated}</FormMessage> : null}
          <PedigreeForm
            key={entry.name}
            values={actionData?.values ?? entry}
            errors={actionData?.fieldErrors}
            submitLabel={t.updateSubmit}
            hidden={{ currentName: entry.name }}
          />
          <p className="admin-links">
            <Link to={recordPath("pedigree", entry.name)} className="button button-danger">
              {texts.recordEdit.deletePedigree}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
