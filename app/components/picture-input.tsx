import { useState, type ChangeEvent } from "react";
import type { FieldErrors } from "#app/forms.server";
import type { PictureFields } from "#app/pictures";
import { MAX_IMAGE_BYTES } from "#domain";
import * as texts from "#domain/texts";
import { Field } from "./forms";

const t = texts.pictures;
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif,.avif";

interface PictureInputProps {
  fields: PictureFields;
  values: Record<string, string>;
  errors: FieldErrors;
  /** Labels of the address field (the horse form's and the ribbon form's differ). */
  urlLabel: string;
  uploadHint: string;
  /** Draws a stored or linked picture (the horse's picture, a ribbon). */
  preview: (picture: string) => React.ReactNode;
}

/**
 * A picture's part of a form: the current picture, a file to upload with a preview of it
 * before saving, remove, the alt text and the address field of old data. The form must
 * post `multipart/form-data`.
 */
export function PictureInput({ fields, values, errors, urlLabel, uploadHint, preview }: PictureInputProps) {
  const [chosen, setChosen] = useState<{ url: string | null; tooLarge: boolean } | null>(null);
  const current = values[fields.url] ?? "";
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return setChosen(null);
    if (file.size > MAX_IMAGE_BYTES) {
      // Never posted: the server would refuse the whole form before reading it.
      event.currentTarget.value = "";
      return setChosen({ url: null, tooLarge: true });
    }
    // A data: address, which the site's Content-Security-Policy allows for pictures.
    const reader = new FileReader();
    reader.onload = () => setChosen({ url: typeof reader.result === "string" ? reader.result : null, tooLarge: false });
    reader.readAsDataURL(file);
  };
  const fileId = `field-${fields.file}`;
  const fileError = chosen?.tooLarge ? t.refused["too-large"] : errors[fields.file];
  return (
    <div className="picture-input">
      {chosen?.url ? (
        <figure className="picture-preview">
          <img src={chosen.url} alt="" width={320} height={240} />
          <figcaption>{t.chosen}</figcaption>
        </figure>
      ) : current ? (
        <figure className="picture-preview">
          {preview(current)}
          <figcaption>{t.current}</figcaption>
        </figure>
      ) : null}
      <div className="field">
        <label htmlFor={fileId}>{t.upload}</label>
        <input
          id={fileId}
          name={fields.file}
          type="file"
          accept={ACCEPT}
          onChange={onChange}
          aria-invalid={fileError ? true : undefined}
          autoFocus={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
        />
        <p className="hint" id={`${fileId}-hint`}>
          {uploadHint}
        </p>
        {fileError ? (
          <p className="field-error" id={`${fileId}-error`} role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      {fields.remove && current ? (
        <div className="field">
          <label className="check">
            <input type="checkbox" name={fields.remove} defaultChecked={values[fields.remove] === "on"} />
            {t.remove}
          </label>
        </div>
      ) : null}
      {fields.alt ? (
        <Field
          name={fields.alt}
          label={t.alt}
          hint={t.altHint}
          defaultValue={values[fields.alt]}
          error={errors[fields.alt]}
        />
      ) : null}
      <Field name={fields.url} label={urlLabel} hint={t.urlHint} defaultValue={current} error={errors[fields.url]} />
    </div>
  );
}
