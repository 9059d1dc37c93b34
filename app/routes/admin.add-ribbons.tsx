import { Form, Link } from "react-router";
import { z } from "zod";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { HorseSearch } from "#app/components/horse-search";
import { PictureInput } from "#app/components/picture-input";
import { Rosette } from "#app/components/rosette";
import { requestContext } from "#app/context";
import { fieldErrorsOf, refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { horsePath } from "#app/paths";
import { RIBBON_PICTURE } from "#app/pictures";
import { pickHorse } from "#app/suggestions.server";
import { readAdminUpload, takePicture } from "#app/uploads.server";
import { nameField, ribbonRecord } from "#data/records";
import { addRibbon } from "#data/ribbons";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.add-ribbons";

const t = texts.records.ribbons;

/** The form's fields (`name`, `ribbon`, `image`), validated by the stored ribbon's own rules. */
const ribbonForm = z.object({ name: nameField, ribbon: ribbonRecord.shape.text, image: ribbonRecord.shape.image });

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** `?name=` picks the horse (HorseSearch). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return pickHorse(context.get(requestContext).db, new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await readAdminUpload(request, context);
  if (!form.ok) return form.refusal;
  const picture = await takePicture(db, form, RIBBON_PICTURE);
  if (!picture.ok) return refuse(400, picture.fieldErrors, form.data);
  const { values } = picture;
  const parsed = ribbonForm.safeParse(values);
  if (!parsed.success) return refuse(400, fieldErrorsOf(parsed.error), values);
  const { name, ribbon: text, image } = parsed.data;
  const ribbon = { text, image };
  try {
    const added = await changeLogger(context)("ribbon-add", (tx) => addRibbon(tx, name, ribbon));
    if (!added.ok) return refuse(404, { name: t.notFound }, values);
    // A new key per success remounts the form empty but for the horse: the next ribbon is often its too.
    return succeed({ name, ribbon, horse: added.horse });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.failed }, values);
  }
}

export default function AddRibbons({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  const errors = failure?.fieldErrors;
  const values = failure?.values;
  const horse = values?.name ?? (actionData?.ok ? actionData.name : (loaderData.picked ?? undefined));
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <HorseSearch key={loaderData.query} query={loaderData.query} found={loaderData.found} />
      {actionData?.ok ? (
        <div className="ribbon-added">
          <FormMessage kind="success">
            {t.added} <Link to={horsePath(actionData.horse)}>{texts.recordEdit.toHorse(actionData.horse)}</Link>
          </FormMessage>
          <Rosette text={actionData.ribbon.text} image={actionData.ribbon.image} size="small" />
        </div>
      ) : null}
      {errors?.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="form"
        key={actionData?.ok ? actionData.key : `form-${loaderData.picked}`}
      >
        <div className="form-grid">
          <Field
            name="name"
            label={t.fields.name}
            hint={t.hints.name}
            error={errors?.name}
            defaultValue={horse}
            autoComplete="off"
            required
          />
          <Field name="ribbon" label={t.fields.ribbon} error={errors?.ribbon} defaultValue={values?.ribbon} required />
        </div>
        <PictureInput
          fields={RIBBON_PICTURE}
          values={values ?? {}}
          errors={errors ?? {}}
          urlLabel={t.fields.image}
          uploadHint={texts.pictures.ribbonUploadHint}
          preview={(image) => <Rosette text={values?.ribbon ?? ""} image={image} size="small" />}
        />
        <div className="actions">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
