import { data, Form, Link, useSubmit } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { HorseSearch } from "#app/components/horse-search";
import { requestContext } from "#app/context";
import { evaluationTypeOf, TYPE_FIELDS, type EvalFieldName } from "#app/eval-fields";
import { evaluationFormValues, evaluationSummary, parseEvalForm } from "#app/eval-form.server";
import { readAdminForm, refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { horsePath } from "#app/paths";
import { pickHorse } from "#app/suggestions.server";
import { addEvaluation, evaluationById, updateEvaluation } from "#data/evaluations";
import { EVALUATION_TYPES } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.add-eval";

const t = texts.records.evaluation;
/** The label set shared with the horse page. */
const labels = texts.evaluations;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** `?id=` opens a stored evaluation for editing: its type and every field filled in; `?name=` picks the horse (HorseSearch). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  const stored = id && /^\d{1,9}$/.test(id) ? await evaluationById(db, Number(id)) : null;
  if (id && !stored) throw data(null, { status: 404 });
  return {
    type: stored ? stored.type : evaluationTypeOf(params.get("type")),
    editing: stored ? { id: stored.id, values: evaluationFormValues(stored) } : null,
    pick: await pickHorse(db, params),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const parsed = parseEvalForm(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, form.data);
  const lines = evaluationSummary(parsed.data);
  if (form.data.intent === "preview") return succeed({ saved: false, summary: lines, values: form.data, horse: "" });
  const logged = changeLogger(context);
  try {
    const id = form.data.id && /^\d{1,9}$/.test(form.data.id) ? Number(form.data.id) : null;
    if (id !== null) {
      const updated = await logged("evaluation-edit", (tx) => updateEvaluation(tx, id, parsed.data));
      if (!updated.ok)
        return updated.reason === "not-found"
          ? refuse(404, { form: texts.recordEdit.notFound }, form.data)
          : refuse(404, { horse: t.horseNotFound }, form.data);
      return succeed({ saved: true, summary: lines, values: form.data, horse: updated.horse });
    }
    const saved = await logged("evaluation-add", (tx) => addEvaluation(tx, parsed.data));
    if (!saved.ok) return refuse(404, { horse: t.horseNotFound }, form.data);
    return succeed({ saved: true, summary: lines, values: {}, horse: saved.horse });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.failed }, form.data);
  }
}

function Summary({ title, lines }: { title: string; lines: { label: string; value: string }[] }) {
  return (
    <section className="eval-summary" aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AddEval({ loaderData, actionData }: Route.ComponentProps) {
  const { type, pick, editing } = loaderData;
  const submit = useSubmit();
  const result = actionData?.ok ? actionData : null;
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : undefined;
  const values: Record<string, string> =
    actionData?.values ?? editing?.values ?? (pick.picked ? { horse: pick.picked } : {});
  // A result for another type (the type was switched since) is not shown.
  const current = values.type === undefined || values.type === type;
  const field = (name: EvalFieldName, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      key={name}
      name={name}
      label={labels.fields[name]}
      error={current ? errors?.[name] : undefined}
      defaultValue={current ? values[name] : undefined}
      {...extra}
    />
  );
  return (
    <section>
      <h1>{editing ? texts.recordEdit.evaluationTitle : t.title}</h1>
      <p>{t.intro}</p>
      <Form method="get" className="form eval-type">
        <div className="field">
          <label htmlFor="eval-type">{t.typeLabel}</label>
          {/* With JavaScript the fields switch at once; without, the button below does it. */}
          <select id="eval-type" name="type" defaultValue={type} onChange={(event) => submit(event.currentTarget.form)}>
            {EVALUATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {labels.types[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {t.showType}
          </button>
        </div>
      </Form>
      {editing ? null : <HorseSearch key={pick.query} query={pick.query} found={pick.found} keep={{ type }} />}
      {result?.saved ? (
        <FormMessage kind="success">
          {t.added} <Link to={horsePath(result.horse, "eval")}>{texts.recordEdit.toHorse(result.horse)}</Link>
        </FormMessage>
      ) : null}
      {errors?.type ? <FormMessage kind="error">{errors.type}</FormMessage> : null}
      {errors?.form && current ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      {result && current ? (
        <Summary title={result.saved ? t.savedTitle : t.previewTitle} lines={result.summary} />
      ) : null}
      <Form method="post" className="form" key={`${type}-${pick.picked}-${result?.saved ? result.key : "form"}`}>
        <input type="hidden" name="type" value={type} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <fieldset>
          <legend>{t.common}</legend>
          <div className="form-grid">
            {field("horse", { hint: t.hints.horse, autoComplete: "off", required: true })}
            {field("date", { type: "date", required: true })}
            {field("judge")}
          </div>
        </fieldset>
        <fieldset>
          <legend>{labels.types[type]}</legend>
          <div className="form-grid">
            {TYPE_FIELDS[type].map((spec) =>
              spec.kind === "select"
                ? field(spec.name, { type: "select", options: spec.options })
                : spec.kind === "text"
                  ? field(spec.name, { hint: spec.hint, required: spec.required })
                  : field(spec.name, { inputMode: "decimal", required: spec.kind === "score" && !spec.optional }),
            )}
          </div>
        </fieldset>
        <div className="actions">
          <SubmitButton name="intent" value="preview" className="button button-secondary">
            {t.preview}
          </SubmitButton>
          <SubmitButton name="intent" value="save">
            {t.submit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
