import { Form, useSubmit } from "react-router";
import { Field, FormMessage, SubmitButton } from "#app/components/forms";
import { HorseNameList } from "#app/components/horse-name-list";
import { requestContext } from "#app/context";
import { readAdminForm, type FieldErrors, fieldErrorsOf, refuse, logFailure } from "#app/forms.server";
import { addEvaluation } from "#data/evaluations";
import { horseNames } from "#data/horses";
import { evaluationRecord, type EvaluationData, type EvaluationRecord } from "#data/records";
import {
  EVALUATION_TYPES,
  evaluationTotals,
  exteriorPremium,
  exteriorTotal,
  QUALITY_PAPER_COLOURS,
  RIDING_TEST_RESULTS,
  YOUNG_HORSE_DIRECTIONS,
  type EvaluationType,
} from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin.add-eval";

const t = texts.records.evaluation;
/** The label set shared with the horse page. */
const labels = texts.evaluations;

type FieldName = keyof typeof labels.fields;
/** A score is 0–10 and required unless `optional`; a text is required only when `required`. */
type TypeField =
  | { name: FieldName; kind: "score"; optional?: true }
  | { name: FieldName; kind: "number" }
  | { name: FieldName; kind: "text"; required?: true; hint?: string }
  | { name: FieldName; kind: "select"; options: readonly string[] };

/** Each type's own fields (SPEC.md §3), in form order. */
const TYPE_FIELDS: Record<EvaluationType, readonly TypeField[]> = {
  exterior: (["breedType", "hnb", "extremeties", "movement", "overall"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  premiering: [
    { name: "exterior", kind: "text", hint: t.hints.premieringExterior },
    { name: "meritPoints", kind: "number" },
    { name: "offAmount", kind: "number" },
    { name: "offPoints", kind: "number" },
    { name: "result", kind: "text", required: true, hint: t.hints.result },
  ],
  trearstest: (["typ", "hhb", "extr", "skritt", "trav", "galopp", "hoppTeknik", "hoppTemp"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  kvalitetregistrering: [
    { name: "section", kind: "select", options: Object.keys(QUALITY_PAPER_COLOURS) },
    { name: "regNr", kind: "text", required: true },
  ],
  kvalitetfolbedomning: (["exterior", "gangarter", "skritt", "trav", "galopp", "intryck"] as const).map((name) => ({
    name,
    kind: "score",
  })),
  kvalitetunghasttest: [
    ...(["typ", "hhb", "ben", "skritt", "trav", "galopp", "teknik", "temperament"] as const).map((name) => ({
      name,
      kind: "score" as const,
    })),
    { name: "gangart", kind: "score", optional: true },
    { name: "hoppning", kind: "score", optional: true },
    { name: "inriktning", kind: "select", options: YOUNG_HORSE_DIRECTIONS },
    { name: "ridprov", kind: "select", options: RIDING_TEST_RESULTS },
  ],
};

function typeOf(value: string | null | undefined): EvaluationType {
  return EVALUATION_TYPES.find((type) => type === value) ?? "exterior";
}

/** What the domain computes from an evaluation (evaluationTotals): shown as a preview and after saving. */
function summary(data: EvaluationData): { label: string; value: string }[] {
  return evaluationTotals(data).map((total) => ({
    label: labels.totals[total.key],
    value: labels.value(total, t.outOf),
  }));
}

/**
 * The posted fields through data/records.ts evaluationRecord. Only the chosen type's fields
 * count; blanks are "not given" (so a forgotten score is an error, not a silent 0); a decimal
 * comma is read as a point. The exterior premium is always computed (RULES.md §2), never posted.
 */
function parseEvaluation(
  values: Record<string, string>,
): { ok: true; data: EvaluationRecord } | { ok: false; fieldErrors: FieldErrors } {
  const type = typeOf(values.type);
  const numeric = new Set(
    TYPE_FIELDS[type].filter((f) => f.kind === "score" || f.kind === "number").map((f) => f.name),
  );
  // The posted type itself is validated: an unknown one is refused, not read as the default.
  const input: Record<string, string> = { type: values.type ?? "" };
  for (const name of ["horse", "date", "judge", ...TYPE_FIELDS[type].map((field) => field.name)]) {
    const value = values[name]?.trim() ?? "";
    if (value !== "") input[name] = numeric.has(name as FieldName) ? value.replace(",", ".") : value;
  }
  const result = evaluationRecord.safeParse(input);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    for (const name of Object.keys(fieldErrors))
      if (input[name] === undefined) fieldErrors[name] = texts.validation.required;
    return { ok: false, fieldErrors };
  }
  const data = result.data;
  return {
    ok: true,
    data: data.type === "exterior" ? { ...data, premium: exteriorPremium(exteriorTotal(data)) } : data,
  };
}

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    type: typeOf(new URL(request.url).searchParams.get("type")),
    names: await horseNames(context.get(requestContext).db),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const parsed = parseEvaluation(form.data);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, form.data);
  const lines = summary(parsed.data);
  if (form.data.intent === "preview") return { ok: true as const, saved: false, summary: lines, values: form.data };
  try {
    const saved = await addEvaluation(context.get(requestContext).db, parsed.data);
    if (!saved.ok) return refuse(404, { horse: t.horseNotFound }, form.data);
    return { ok: true as const, saved: true, summary: lines, values: {}, key: String(saved.id) };
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
  const { type, names } = loaderData;
  const submit = useSubmit();
  const result = actionData?.ok ? actionData : null;
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : undefined;
  const values: Record<string, string> = actionData?.values ?? {};
  // A result for another type (the type was switched since) is not shown.
  const current = values.type === undefined || values.type === type;
  const field = (name: FieldName, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
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
      <h1>{t.title}</h1>
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
      {result?.saved ? <FormMessage kind="success">{t.added}</FormMessage> : null}
      {errors?.type ? <FormMessage kind="error">{errors.type}</FormMessage> : null}
      {errors?.form && current ? <FormMessage kind="error">{errors.form}</FormMessage> : null}
      {result && current ? (
        <Summary title={result.saved ? t.savedTitle : t.previewTitle} lines={result.summary} />
      ) : null}
      <Form method="post" className="form" key={`${type}-${result?.saved ? result.key : "form"}`}>
        <input type="hidden" name="type" value={type} />
        <fieldset>
          <legend>{t.common}</legend>
          <div className="form-grid">
            {field("horse", { hint: t.hints.horse, list: "eval-horse-names", autoComplete: "off", required: true })}
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
        <HorseNameList id="eval-horse-names" names={names} />
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
