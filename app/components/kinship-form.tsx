import { Form } from "react-router";
import { SuggestedNameField } from "#app/components/suggested-name-field";
import * as texts from "#domain/texts";

// The relationship page's form (app/routes/breeding.kinship.tsx), a part whose code loads on demand.

const t = texts.kinship;

/** Two horses' names, each with the search's suggestions: a plain GET form without JavaScript. */
export function KinshipForm({ form }: { form: { a: string; b: string } }) {
  return (
    <Form method="get" className="form kinship-form" key={JSON.stringify(form)} aria-label={t.formLabel}>
      <SuggestedNameField id="kinship-a" name="a" label={t.firstHorse} value={form.a} />
      <SuggestedNameField id="kinship-b" name="b" label={t.secondHorse} value={form.b} />
      <div className="actions">
        <button type="submit">{t.submit}</button>
      </div>
    </Form>
  );
}
