import { Form, redirect } from "react-router";
import { z } from "zod";
import { getSessionUser, signIn } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { parseForm, refuse } from "#app/forms.server";
import { attemptSignIn, throttleFromEnv } from "#app/login.server";
import { adminPath } from "#app/paths";
import * as texts from "#domain/texts";
import type { Route } from "./+types/login";

const t = texts.auth;

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "robots", content: "noindex" },
];

/** A signed-in administrator has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context)) throw redirect(adminPath());
  return null;
}

const loginForm = z.object({ email: z.string().trim().max(320), password: z.string().max(1000) });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientIp } = context.get(requestContext);
  const form = await parseForm(request, loginForm);
  // One message whatever was wrong: it never tells whether the e-mail exists.
  if (!form.ok) return refuse(400, { form: t.failed });
  const { email, password } = form.data;
  const result = await attemptSignIn(db, { email, password, ip: clientIp, throttle: throttleFromEnv() });
  if (result.kind === "throttled") return refuse(429, { form: t.throttled }, { email });
  if (result.kind === "failed") return refuse(401, { form: t.failed }, { email });
  return signIn(context, result.user);
}

export default function Login({ actionData }: Route.ComponentProps) {
  return (
    <section className="login-page">
      <h1>{t.loginTitle}</h1>
      <p>{t.loginIntro}</p>
      <Form
        method="post"
        className="form login-form"
        aria-describedby={actionData?.fieldErrors.form ? "login-error" : undefined}
      >
        <div className="field">
          <label htmlFor="login-email">{t.email}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.values.email}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t.password}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <div className="actions">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
        {actionData?.fieldErrors.form ? (
          <div id="login-error">
            <FormMessage kind="error">{actionData.fieldErrors.form}</FormMessage>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
