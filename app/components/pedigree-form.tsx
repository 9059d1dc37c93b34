import { Form } from "react-router";
import { BREED_LABELS, GENDERS } from "#domain";
import * as texts from "#domain/texts";
import { FormMessage } from "./form-message";
import { Field, SubmitButton } from "./forms";
import { PedigreeNameField } from "./pedigree-name-field";

const t = texts.records.relation;
const GENDER_OPTIONS = [{ value: "", label: t.unknownGender }, ...GENDERS];

interface PedigreeFormProps {
  /** Values to show (an entry being edited, or what was typed before a refusal). */
  values?: Record<string, string>;
  errors?: Record<string, string>;
  submitLabel: string;
  /** Hidden fields posted along (update-relation: the entry's current name). */
  hidden?: Record<string, string>;
}

/** The pedigree entry form of add-relation and update-relation: the pedigree entry's fields (docs/product.md, "Pedigree and inbreeding"), errors beside them. */
export function PedigreeForm({ values, errors, submitLabel, hidden }: PedigreeFormProps) {
  return (
    <Form method="post" className="form">
      {errors?.form ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="form-grid">
        <Field
          name="name"
          label={t.fields.name}
          error={errors?.name}
          defaultValue={values?.name}
          autoComplete="off"
          required
        />
        <Field
          name="gender"
          label={t.fields.gender}
          type="select"
          options={GENDER_OPTIONS}
          error={errors?.gender}
          defaultValue={values?.gender}
        />
        <Field
          name="breed"
          label={t.fields.breed}
          hint={t.hints.breed}
          error={errors?.breed}
          defaultValue={values?.breed}
          list="pedigree-breeds"
        />
        <Field name="color" label={t.fields.color} error={errors?.color} defaultValue={values?.color} />
        <PedigreeNameField name="sire" label={t.fields.sire} error={errors?.sire} defaultValue={values?.sire} />
        <PedigreeNameField name="dam" label={t.fields.dam} error={errors?.dam} defaultValue={values?.dam} />
        <Field
          name="evalExt"
          label={t.fields.evalExt}
          hint={t.hints.evalExt}
          error={errors?.evalExt}
          defaultValue={values?.evalExt}
        />
        <Field name="link" label={t.fields.link} hint={t.hints.link} error={errors?.link} defaultValue={values?.link} />
      </div>
      <datalist id="pedigree-breeds">
        {Object.entries(BREED_LABELS).map(([code, label]) => (
          <option key={code} value={code} label={label} />
        ))}
      </datalist>
      <div className="actions">
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
