import type { ComponentProps, ReactNode } from "react";
import { useNavigation } from "react-router";
import type { ActionAnswer } from "#app/forms.server";
import { FormMessage } from "./form-message";

type Option = string | { value: string; label: string };

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string | number | null;
  type?: "text" | "number" | "email" | "password" | "url" | "date" | "file" | "textarea" | "select";
  options?: readonly Option[];
  required?: boolean;
  autoComplete?: string;
  list?: string;
  rows?: number;
  inputMode?: "numeric" | "decimal" | "text";
  /** For a file: the types the picker offers. */
  accept?: string;
  /** A text input driven by its owner (value, handlers, ref): PedigreeNameField. */
  input?: Pick<ComponentProps<"input">, "value" | "onChange" | "onKeyDown" | "ref" | "aria-controls">;
  /** Shown below the control (a field's own suggestions). */
  children?: ReactNode;
}

/** A labelled input with its error beside it, wired up for screen readers. */
export function Field({
  name,
  label,
  error,
  hint,
  defaultValue,
  type = "text",
  options,
  required,
  ...rest
}: FieldProps) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    // Without JavaScript the browser focuses the first field in error (app/components/form-errors.ts).
    autoFocus: error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue: rest.input?.value === undefined ? (defaultValue ?? undefined) : undefined,
  } as const;
  let control: ReactNode;
  if (type === "textarea") control = <textarea {...common} rows={rest.rows ?? 6} />;
  else if (type === "select")
    control = (
      <select {...common}>
        {options?.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    );
  else
    control = (
      <input
        {...common}
        type={type}
        autoComplete={rest.autoComplete}
        list={rest.list}
        inputMode={rest.inputMode}
        accept={rest.accept}
        {...rest.input}
      />
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {rest.children}
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

/** The message of an action's answer: a success's `message`, or a refusal's form-level text. */
export function AnswerMessage({ answer }: { answer: ActionAnswer | undefined }) {
  if (!answer) return null;
  const text = answer.ok ? answer.message : answer.fieldErrors.form;
  return text ? <FormMessage kind={answer.ok ? "success" : "error"}>{text}</FormMessage> : null;
}

/**
 * A form's submit button, disabled while a submission is under way so it is never sent twice;
 * the button that sent it shows that it is working (aria-busy, drawn by the stylesheet).
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<"button">, "type">) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const sentByThis =
    submitting && (props.name === undefined || navigation.formData?.get(props.name) === String(props.value));
  return <button type="submit" disabled={submitting || disabled} aria-busy={sentByThis || undefined} {...props} />;
}
