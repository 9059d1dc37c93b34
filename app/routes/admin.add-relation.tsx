import { FormMessage } from "#app/components/form-message";
import { PedigreeForm } from "#app/components/pedigree-form";
import { readAdminForm, refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { parsePedigreeForm, pedigreeRefusal } from "#app/pedigree-form.server";
import { addPedigreeEntry } from "#data/pedigree/pedigree";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.add-relation";

const t = texts.records.relation;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const parsed = parsePedigreeForm(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, form.data);
  try {
    const saved = await changeLogger(context)("pedigree-add", (tx) => addPedigreeEntry(tx, parsed.data));
    if (!saved.ok) return refuse(409, pedigreeRefusal(saved, parsed.data), form.data);
    // A new key per success remounts the form empty (the form resets after success).
    return succeed({ name: saved.name });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.addFailed }, form.data);
  }
}

export default function AddRelation({ actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <section>
      <h1>{t.addTitle}</h1>
      <p>{t.addIntro}</p>
      {actionData?.ok ? <FormMessage kind="success">{t.added(actionData.name)}</FormMessage> : null}
      <PedigreeForm
        key={actionData?.ok ? actionData.key : "form"}
        values={failure?.values}
        errors={failure?.fieldErrors}
        submitLabel={t.addSubmit}
      />
    </section>
  );
}
