import { Form, Link } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { SubmitButton } from "#app/components/forms";
import { HorseFormFields } from "#app/components/horse-form";
import { requestContext } from "#app/context";
import { refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { horseRefusal, parseHorseForm } from "#app/horse-form.server";
import { horsePath } from "#app/paths";
import { HORSE_PICTURE } from "#app/pictures";
import { readAdminUpload, takePicture } from "#app/uploads.server";
import { addHorse } from "#data/horses";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.add-horse";

const t = texts.adminHorses;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** A new horse is most often the stable's own breeding: the breeder field starts with the stable's name. */
export function loader({ context }: Route.LoaderArgs) {
  return { breeder: context.get(requestContext).stableName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await readAdminUpload(request, context);
  if (!form.ok) return form.refusal;
  const picture = await takePicture(db, form, HORSE_PICTURE);
  if (!picture.ok) return refuse(400, picture.fieldErrors, form.data);
  const parsed = parseHorseForm(picture.values);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
  try {
    const saved = await changeLogger(context)("horse-add", (tx) => addHorse(tx, parsed.data));
    if (!saved.ok) return refuse(409, horseRefusal(saved, parsed.data), picture.values);
    // Its new key remounts the form empty (docs/product.md, "Site behaviour": a form resets after success).
    return succeed({ name: saved.name });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.addFailed }, picture.values);
  }
}

export default function AddHorse({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <section>
      <h1>{t.addTitle}</h1>
      {actionData?.ok ? (
        <FormMessage kind="success">
          {t.added} <Link to={horsePath(actionData.name)}>{texts.recordEdit.toHorse(actionData.name)}</Link>
        </FormMessage>
      ) : null}
      {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
      <Form method="post" encType="multipart/form-data" className="form" key={actionData?.ok ? actionData.key : "form"}>
        <HorseFormFields
          values={failure?.values ?? { breeder: loaderData.breeder }}
          errors={failure?.fieldErrors}
          withForSale
        />
        <div className="actions">
          <SubmitButton>{t.addSubmit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
