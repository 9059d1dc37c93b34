import { Form } from "react-router";
import { FormMessage, SubmitButton } from "#app/components/forms";
import { HorseFormFields } from "#app/components/horse-form";
import { requestContext } from "#app/context";
import { readAdminForm, refuse, succeed, logFailure } from "#app/forms.server";
import { horseRefusal, parseHorseForm } from "#app/horse-form.server";
import { addHorse } from "#data/horses";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin.add-horse";

const t = texts.adminHorses;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const parsed = parseHorseForm(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
  try {
    const saved = await addHorse(context.get(requestContext).db, parsed.data);
    if (!saved.ok) return refuse(409, horseRefusal(saved, parsed.data), form.data);
    // Its new key remounts the form empty (docs/product.md, "Site behaviour": a form resets after success).
    return succeed({ name: saved.name });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.addFailed }, form.data);
  }
}

export default function AddHorse({ actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <section>
      <h1>{t.addTitle}</h1>
      {actionData?.ok ? <FormMessage kind="success">{t.added}</FormMessage> : null}
      {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
      <Form method="post" className="form" key={actionData?.ok ? actionData.key : "form"}>
        <HorseFormFields values={failure?.values} errors={failure?.fieldErrors} withForSale />
        <div className="actions">
          <SubmitButton>{t.addSubmit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
