import type { FieldErrors } from "#app/forms.server";
import { NEWS_LIMITS, storedImage } from "#domain";
import * as texts from "#domain/texts";
import { Field } from "./forms";
import { PictureInput } from "./picture-input";
import { ResponsiveImage } from "./responsive-image";

const t = texts.newsAdmin;

/** The post form's picture fields (app/uploads.server.ts takePicture); its alt text is a field of the form's own. */
export const NEWS_PICTURE = { url: "picture", file: "pictureFile", remove: "removePicture" } as const;

/** The owner's post: title, text in the Markdown subset, a picture and its alt text. Inside a multipart form. */
export function NewsFormFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <>
      <Field name="title" label={t.fields.title} defaultValue={values.title} error={errors.title} required />
      <Field
        name="text"
        type="textarea"
        rows={8}
        label={t.fields.text}
        hint={t.hints.text(NEWS_LIMITS.text)}
        defaultValue={values.text}
        error={errors.text}
      />
      <PictureInput
        fields={NEWS_PICTURE}
        values={values}
        errors={errors}
        urlLabel={t.fields.picture}
        uploadHint={texts.pictures.uploadHint}
        preview={(picture) => {
          const image = storedImage(picture);
          return image ? (
            <ResponsiveImage image={image} alt="" className="news-picture" width={160} height={120} sizes="160px" />
          ) : null;
        }}
      />
      <Field
        name="pictureAlt"
        label={t.fields.pictureAlt}
        hint={t.hints.pictureAlt}
        defaultValue={values.pictureAlt}
        error={errors.pictureAlt}
      />
    </>
  );
}
