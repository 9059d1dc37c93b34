import type { MouseEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { AnswerMessage, Field, SubmitButton } from "#app/components/forms";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { logFailure, readAdminForm, refuse, succeed } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { adminPath, horsePath } from "#app/paths";
import { deleteRecord, findRecord, isRecordKind, saveRecord } from "#app/record.server";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.record";

const t = texts.recordEdit;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isRecordKind(params.kind)) throw data(null, { status: 404 });
  const record = await findRecord(context.get(requestContext).db, params.kind, params.id);
  if (!record) throw data(null, { status: 404 });
  return record;
}

/**
 * `save` stores a ribbon's or merit line's fields; `delete` asks first: with JavaScript the
 * browser has asked and the form says `confirm=yes`, without it the first post answers with a
 * confirmation step. A deleted record's page goes back to its horse (or to the change log, where
 * the deletion can be undone, when there is no horse page left).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const { kind, id } = params;
  if (!isRecordKind(kind)) return refuse(404, { form: t.notFound });
  const logged = changeLogger(context);
  try {
    if (form.data.intent === "delete") {
      if (form.data.confirm !== "yes") return succeed({ confirm: true });
      const deleted = await deleteRecord(logged, kind, id);
      if (!deleted.ok) return refuse(deleted.status, { form: deleted.message });
      return redirect(deleted.horse ? horsePath(deleted.horse) : adminPath("history"));
    }
    const saved = await saveRecord(logged, kind, id, form.data);
    if (saved.ok) return succeed({ message: t.saved });
    if ("status" in saved) return refuse(saved.status, { form: saved.message }, form.data);
    return refuse(400, saved.fieldErrors, form.data);
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.failed }, form.data);
  }
}

export default function RecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, horse, what, values } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const shown = failure?.values && Object.keys(failure.values).length > 0 ? failure.values : (values ?? {});
  const confirming = actionData?.ok && "confirm" in actionData;
  const title = kind === "ribbon" ? t.ribbonTitle : kind === "merit" ? t.meritTitle : t.deleteTitle;
  return (
    <section>
      <h1>{title}</h1>
      <p>{what}</p>
      {horse ? <Link to={horsePath(horse)}>{t.toHorse(horse)}</Link> : null}
      {confirming ? (
        <DeleteConfirmation what={what} kind={kind} />
      ) : (
        <>
          <AnswerMessage answer={actionData} />
          {values ? <EditForm kind={kind} values={shown} errors={failure?.fieldErrors ?? {}} /> : null}
          <DeleteButton what={what} kind={kind} />
        </>
      )}
    </section>
  );
}

function EditForm({
  kind,
  values,
  errors,
}: {
  kind: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const fields: { name: keyof typeof t.fields; type?: "date"; hint?: string }[] =
    kind === "ribbon"
      ? [{ name: "text" }, { name: "image" }]
      : [{ name: "key" }, { name: "date", type: "date" }, { name: "text" }, { name: "points", hint: t.pointsHint }];
  return (
    <Form method="post" className="form">
      <div className="form-grid">
        {fields.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.name === "text" && kind === "merit" ? t.fields.line : t.fields[field.name]}
            type={field.type}
            hint={field.hint}
            error={errors[field.name]}
            defaultValue={values[field.name]}
            required={field.name !== "image"}
          />
        ))}
      </div>
      <div className="actions">
        <SubmitButton name="intent" value="save">
          {t.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** With JavaScript the browser asks before the form is sent; without, the server's step below asks. */
function DeleteButton({ what, kind }: { what: string; kind: string }) {
  const hydrated = useHydrated();
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(confirmText(kind, what))) event.preventDefault();
  };
  return (
    <Form method="post" className="form">
      {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
      <div className="actions">
        <SubmitButton name="intent" value="delete" className="button button-danger" onClick={ask}>
          {kind === "horse" ? t.deleteHorse : kind === "pedigree" ? t.deletePedigree : t.delete}
        </SubmitButton>
      </div>
    </Form>
  );
}

const confirmText = (kind: string, what: string) =>
  kind === "horse" ? t.confirmHorseDelete(what) : t.confirmDelete(what);

function DeleteConfirmation({ what, kind }: { what: string; kind: string }) {
  return (
    <Form method="post" className="form delete-confirmation">
      <FormMessage kind="error">{confirmText(kind, what)}</FormMessage>
      <input type="hidden" name="intent" value="delete" />
      <div className="actions">
        <SubmitButton name="confirm" value="yes" className="button button-danger">
          {t.delete}
        </SubmitButton>
        <Link to="." className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
