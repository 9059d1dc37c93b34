import { data, Form } from "react-router";
import { z } from "zod";
import { requireUser, sessionCookie } from "#app/auth.server";
import { AnswerMessage, Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { parseForm, refuse, refuseForm, succeed } from "#app/forms.server";
import { attemptSignIn, throttleFromEnv } from "#app/login.server";
import { createSession } from "#data/sessions";
import { passwordProblem, setPassword } from "#data/users";
import { PASSWORD_RULES } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.password";

const t = texts.accounts.password;

/** Longer than a password may be is refused by the rules below, with their message. */
const passwordForm = z.object({
  current: z.string().max(PASSWORD_RULES.maxLength + 1),
  next: z.string().max(PASSWORD_RULES.maxLength + 1),
  repeat: z.string().max(PASSWORD_RULES.maxLength + 1),
});

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/**
 * The signed-in administrator's new password: the current one is checked as a sign-in is (the
 * same throttle per e-mail and address), the new one by the rules (data/users.ts), twice alike.
 * Every session of the user ends (setPassword) and this browser gets a new one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const { db, clientIp } = context.get(requestContext);
  const form = await parseForm(request, passwordForm);
  if (!form.ok) return refuseForm({ ...form, values: {} });
  const { current, next, repeat } = form.data;
  const checked = await attemptSignIn(db, {
    email: user.email,
    password: current,
    ip: clientIp,
    throttle: throttleFromEnv(),
  });
  if (checked.kind === "throttled") return refuse(429, { form: texts.auth.throttled });
  if (checked.kind === "failed") return refuse(400, { current: t.wrongCurrent });
  const problem = passwordProblem(next);
  if (problem) return refuse(400, { next: texts.passwords[problem] });
  if (next !== repeat) return refuse(400, { repeat: t.mismatch });
  if (next === current) return refuse(400, { next: t.same });
  const changed = await setPassword(db, user.id, next);
  if (!changed.ok) return refuse(400, { next: texts.passwords[changed.problem] });
  const session = await createSession(db, user.id);
  return data(succeed({ message: t.done }), { headers: { "Set-Cookie": await sessionCookie.serialize(session.id) } });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AnswerMessage answer={actionData} />
      {/* Keyed on each success: the fields start empty again. */}
      <Form method="post" className="form" key={actionData?.ok ? actionData.key : "form"}>
        <Field
          name="current"
          type="password"
          label={t.current}
          autoComplete="current-password"
          error={errors.current}
          required
        />
        <Field
          name="next"
          type="password"
          label={t.next}
          hint={texts.passwords.rule}
          autoComplete="new-password"
          error={errors.next}
          required
        />
        <Field
          name="repeat"
          type="password"
          label={t.repeat}
          autoComplete="new-password"
          error={errors.repeat}
          required
        />
        <div className="actions">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
