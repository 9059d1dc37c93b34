import type { FieldErrors } from "#app/forms.server";
import { HORSE_PICTURE } from "#app/pictures";
import { BREEDS, categoryLabel, FOCUSES, GENDERS, HORSE_CATEGORIES, sectionLabel } from "#domain";
import * as texts from "#domain/texts";
import { Field } from "./forms";
import { HorsePicture } from "./horse-picture";
import { PedigreeNameField } from "./pedigree-name-field";
import { PictureInput } from "./picture-input";

const t = texts.adminHorses;

const CATEGORY_OPTIONS = HORSE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
const BREED_OPTIONS = BREEDS.map((value) => ({ value, label: sectionLabel(value) }));
const FOCUS_OPTIONS = [{ value: "", label: t.noFocus }, ...FOCUSES.map((value) => ({ value, label: value }))];

interface HorseFormFieldsProps {
  values?: Record<string, string>;
  errors?: FieldErrors;
  /** add-horse has the checkbox; update-horse saves for-sale with its own button instead. */
  withForSale: boolean;
}

/**
 * Every field of a horse (named as in docs/product.md, "Horses, categories and sale"), shared by
 * add-horse and update-horse. Put it inside a <Form encType="multipart/form-data"> (the picture is a file).
 */
export function HorseFormFields({ values = {}, errors = {}, withForSale }: HorseFormFieldsProps) {
  const field = (name: keyof typeof t.fields) => ({
    name,
    label: t.fields[name],
    defaultValue: values[name],
    error: errors[name],
  });
  const number = { type: "text", inputMode: "numeric" } as const;
  return (
    <>
      <fieldset>
        <legend>{t.fieldsets.basics}</legend>
        <div className="form-grid">
          <Field {...field("name")} autoComplete="off" />
          <Field {...field("category")} type="select" options={CATEGORY_OPTIONS} />
          <Field {...field("breed")} type="select" options={BREED_OPTIONS} />
          <Field {...field("gender")} type="select" options={GENDERS} />
          <Field {...field("focus")} type="select" options={FOCUS_OPTIONS} />
          <Field {...field("age")} {...number} />
          <Field {...field("height")} {...number} />
          <Field {...field("generation")} {...number} />
          {withForSale ? (
            <div className="field">
              <label className="check">
                <input type="checkbox" name="forSale" defaultChecked={values.forSale === "on"} />
                {t.fields.forSale}
              </label>
            </div>
          ) : null}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.lineage}</legend>
        <div className="form-grid">
          <PedigreeNameField {...field("sire")} />
          <PedigreeNameField {...field("dam")} />
          <Field {...field("breeder")} />
          <Field {...field("seller")} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.looks}</legend>
        <div className="form-grid">
          <Field {...field("color")} />
          <Field {...field("genotype")} hint={t.hints.genotype} />
        </div>
        <PictureInput
          fields={HORSE_PICTURE}
          values={values}
          errors={errors}
          urlLabel={t.fields.picture}
          uploadHint={texts.pictures.uploadHint}
          preview={(picture) => (
            <HorsePicture name={values.name ?? ""} picture={picture} alt={values.pictureAlt} color={values.color} />
          )}
        />
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.abilities}</legend>
        <Field {...field("stats")} hint={t.hints.stats} />
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.description}</legend>
        <Field {...field("desc")} type="textarea" rows={8} />
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.registers}</legend>
        <div className="form-grid">
          <Field {...field("moorwiesen")} />
          <Field {...field("rvhf")} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.fieldsets.sale}</legend>
        <div className="form-grid">
          <Field {...field("link")} hint={t.hints.link} />
          <Field {...field("owner")} />
        </div>
      </fieldset>
    </>
  );
}
