import { data, Form } from "react-router";
import { z } from "zod";
import { signIn } from "#app/auth.server";
import { AnswerMessage, Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { parseForm, refuse, refuseForm } from "#app/forms.server";
import { LOGIN_PATH } from "#app/paths";
import { acceptInvitation, invitationFor } from "#data/invitations";
import { PASSWORD_RULES } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/login.invite";

const t = texts.invitation;

/**
 * The link carries the token: no cache keeps the page, and no other site learns the address from
 * a link followed (`same-origin`: the site's own form posts still carry their Origin, which
 * server/security.ts sameOriginPosts requires; `no-referrer` would make it null).
 */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

const acceptForm = z.object({
  password: z.string().max(PASSWORD_RULES.maxLength + 1),
  repeat: z.string().max(PASSWORD_RULES.maxLength + 1),
});

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE;

/** The invitation the link names (the e-mail it is for), or 404 with a page saying the link does not work. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await invitationFor(context.get(requestContext).db, params.token);
  if (!invitation) return data({ email: null }, { status: 404, headers: PRIVATE });
  return data({ email: invitation.email }, { headers: PRIVATE });
}

/**
 * The invitee's password, twice alike and by the rules: the link is taken (data/invitations.ts
 * acceptInvitation) and the new administrator signed in, as after a sign-in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await parseForm(request, acceptForm);
  if (!form.ok) return refuseForm({ ...form, values: {} });
  const { password, repeat } = form.data;
  if (password !== repeat) return refuse(400, { repeat: t.mismatch });
  const accepted = await acceptInvitation(db, { token: params.token, password });
  if (accepted.ok) return signIn(context, accepted.user);
  if (accepted.reason === "invalid") return refuse(404, { form: t.invalid });
  if (accepted.reason === "exists") return refuse(409, { form: t.exists });
  return refuse(400, { password: texts.passwords[accepted.reason] });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  if (!loaderData.email)
    return (
      <section className="login-page">
        <h1>{t.invalidTitle}</h1>
        <p>{t.invalid}</p>
        <p>
          <a href={LOGIN_PATH}>{texts.auth.loginTitle}</a>
        </p>
      </section>
    );
  return (
    <section className="login-page">
      <h1>{t.title}</h1>
      <p>{t.intro(loaderData.email)}</p>
      <AnswerMessage answer={actionData} />
      <Form method="post" className="form login-form">
        {/* The e-mail, for the browser's password manager to save the password under. */}
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <Field
          name="password"
          type="password"
          label={t.password}
          hint={texts.passwords.rule}
          autoComplete="new-password"
          error={errors.password}
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
