// The parts both request forms share (docs/product.md, "Requests"): the frame that posts to
// /requests (a fetcher with JavaScript, a plain form without), the fields, the hidden field for
// bots, and the messages of a refusal. The forms themselves: sale-request-form.tsx,
// covering-request-form.tsx.
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { FormFailure } from "#app/forms.server";
import { REQUESTS_PATH } from "#app/paths";
import { HONEYPOT_FIELD, NAME_MAX_LENGTH, REQUEST_LIMITS, type RequestKind } from "#domain";
import * as texts from "#domain/texts";
import { FormMessage } from "./form-message";

const t = texts.requestForms;

/** A refusal of the form: a message per field, what was typed. */
export type RequestFailure = Pick<FormFailure, "fieldErrors" | "values">;

export interface RequestFormProps {
  /** The stud horse asked about. */
  horse: string;
  /** On the horse page: folded under its heading until opened (open again with a refusal). */
  folded?: boolean;
  /** The refusal of a form sent without JavaScript (the /requests page shows the form again with it). */
  failure?: RequestFailure | null;
}

/**
 * A request form of `kind` about `horse`: its heading, what it is for, the fields `children`
 * draws (with the refusal, if any), the hidden field, the privacy note and the button. It posts to
 * /requests; a refusal comes back beside the fields, a request sent leads to its receipt.
 */
export function RequestFrame({
  kind,
  horse,
  folded = false,
  failure: given = null,
  children,
}: RequestFormProps & { kind: RequestKind; children: (failure: RequestFailure | null) => ReactNode }) {
  const id = `${kind}-request`;
  // Keyed: the answer stays with the form if the part is drawn anew while it is on its way.
  const fetcher = useFetcher<FormFailure>({ key: id });
  const failure = (fetcher.data && !fetcher.data.ok ? fetcher.data : null) ?? given;
  const heading = t.headings[kind];
  const form = (
    <fetcher.Form method="post" action={REQUESTS_PATH} className="form request-form" aria-label={heading}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="horse" value={horse} />
      <p>{t.intros[kind](horse)}</p>
      {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
      {children(failure)}
      {/* Hidden from people and screen readers: only a bot fills it in (docs/product.md, "Requests"). */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="hint">{t.privacy}</p>
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={fetcher.state !== "idle"}
          aria-busy={fetcher.state !== "idle" || undefined}
        >
          {t.submit[kind]}
        </button>
      </div>
    </fetcher.Form>
  );
  if (!folded)
    return (
      <section className="request" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {form}
      </section>
    );
  return (
    <details className="accordion request" open={failure !== null || undefined}>
      <summary>{heading}</summary>
      {form}
    </details>
  );
}

type Option = { value: string; label: string };

/** A labelled control of a request form, its id prefixed by the form's (a page may hold both forms). */
export function RequestField({
  form,
  name,
  label,
  failure,
  hint,
  type = "text",
  required,
  maxLength,
  autoComplete,
  options,
}: {
  form: RequestKind;
  name: string;
  label: string;
  failure: RequestFailure | null;
  hint?: string;
  type?: "text" | "url" | "textarea" | "select";
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  options?: readonly Option[];
}) {
  const id = `${form}-request-${name}`;
  const error = failure?.fieldErrors[name];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    defaultValue: failure?.values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    // Without JavaScript the browser focuses the first field in error (app/components/form-errors.ts).
    autoFocus: error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  const control =
    type === "textarea" ? (
      <textarea {...common} rows={5} maxLength={maxLength} />
    ) : type === "select" ? (
      <select {...common}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : (
      <input {...common} type={type} maxLength={maxLength} autoComplete={autoComplete} />
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Who asks and how to answer: the fields both forms have. */
export function ContactFields({ form, failure }: { form: RequestKind; failure: RequestFailure | null }) {
  const fields = t.fields;
  return (
    <>
      <RequestField
        form={form}
        name="name"
        label={fields.name}
        failure={failure}
        required
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <RequestField
        form={form}
        name="contact"
        label={fields.contact}
        hint={t.hints.contact}
        failure={failure}
        required
        maxLength={REQUEST_LIMITS.contact}
        autoComplete="email"
      />
      <RequestField
        form={form}
        name="message"
        label={fields.message}
        hint={t.hints.message(REQUEST_LIMITS.message)}
        failure={failure}
        type="textarea"
        maxLength={REQUEST_LIMITS.message}
      />
    </>
  );
}
