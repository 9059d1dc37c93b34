import { COVERING_STATUSES } from "#domain";
import * as texts from "#domain/texts";
import { Field } from "./forms";
import { PedigreeNameField } from "./pedigree-name-field";

const t = texts.coverings;

/** The statuses as the select offers them: the stored value, the Swedish word. */
const STATUS_OPTIONS = COVERING_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/**
 * A covering's form fields (`stallion`, `mare`, `date`, `status`, `note`), on the coverings page and
 * a covering's edit page (app/routes/admin.coverings*.tsx). The stallion and mare are free names: a
 * horse outside the stud is written by its name (docs/product.md, "Coverings").
 */
export function CoveringFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <div className="form-grid">
      <PedigreeNameField
        name="stallion"
        label={t.fields.stallion}
        error={errors.stallion}
        defaultValue={values.stallion}
      />
      <PedigreeNameField name="mare" label={t.fields.mare} error={errors.mare} defaultValue={values.mare} />
      <Field
        name="date"
        type="date"
        label={t.fields.date}
        hint={t.hints.date}
        error={errors.date}
        defaultValue={values.date}
        required
      />
      <Field
        name="status"
        type="select"
        label={t.fields.status}
        options={STATUS_OPTIONS}
        error={errors.status}
        defaultValue={values.status}
      />
      <Field name="note" label={t.fields.note} error={errors.note} defaultValue={values.note} />
    </div>
  );
}
