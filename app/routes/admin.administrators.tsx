import { Form } from "react-router";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, Field, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { readAdminForm, refuse, succeed } from "#app/forms.server";
import { adminPath, invitePath } from "#app/paths";
import { inviteAdministrator, pendingInvitations, revokeInvitation } from "#data/invitations";
import { listUsers } from "#data/users";
import { formatDateTime } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.administrators";

const t = texts.accounts.administrators;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** Who can sign in, and the invitations whose link still works. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const [users, pending] = await Promise.all([listUsers(db), pendingInvitations(db)]);
  return {
    me: requireUser(context).email,
    users: users.map((user) => user.email),
    pending: pending.map(({ id, email, expiresAt }) => ({ id, email, expires: formatDateTime(expiresAt) })),
  };
}

/**
 * `invite` (an e-mail): a one-time link, shown once in the answer and absolute (PUBLIC_URL, else
 * this request's origin), for the administrator to send; `revoke` (an invitation's id) ends one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  if (!form.ok) return form.refusal;
  const { db, publicUrl } = context.get(requestContext);
  const { intent, email = "", id } = form.data;
  if (intent === "revoke") {
    const invitation = Number(id);
    if (!Number.isSafeInteger(invitation) || invitation <= 0) return refuse(404, { form: t.notFound });
    await revokeInvitation(db, invitation);
    return succeed({ message: t.revoked, invited: null });
  }
  const invited = await inviteAdministrator(db, { email, invitedBy: requireUser(context).id });
  if (!invited.ok)
    return refuse(
      400,
      { email: invited.reason === "exists" ? t.exists(email.trim()) : texts.passwords.badEmail(email) },
      {
        email,
      },
    );
  const address = email.trim().toLowerCase();
  return succeed({
    message: t.invited(address),
    invited: { link: publicUrl + invitePath(invited.token), expires: formatDateTime(invited.expiresAt) },
  });
}

export default function Administrators({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const invited = actionData?.ok ? actionData.invited : null;
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AnswerMessage answer={actionData} />
      {invited ? (
        <div className="form invitation-link">
          <Field name="link" label={t.link} defaultValue={invited.link} hint={t.expires(invited.expires)} />
        </div>
      ) : null}

      <section aria-labelledby="administrators-list">
        <h2 id="administrators-list">{t.listTitle}</h2>
        <ul>
          {loaderData.users.map((email) => (
            <li key={email}>{email === loaderData.me ? t.you(email) : email}</li>
          ))}
        </ul>
        <p>
          <a href={adminPath("password")}>{t.passwordLink}</a>
        </p>
      </section>

      {loaderData.pending.length > 0 ? (
        <section aria-labelledby="administrators-pending">
          <h2 id="administrators-pending">{t.pendingTitle}</h2>
          <ul>
            {loaderData.pending.map((invitation) => (
              <li key={invitation.id}>
                <Form method="post">
                  {t.pending(invitation.email, invitation.expires)}{" "}
                  <input type="hidden" name="id" value={invitation.id} />
                  <SubmitButton name="intent" value="revoke" aria-label={t.revokeLabel(invitation.email)}>
                    {t.revoke}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="administrators-invite">
        <h2 id="administrators-invite">{t.inviteTitle}</h2>
        <Form method="post" className="form" key={actionData?.ok ? actionData.key : "form"}>
          <Field
            name="email"
            type="email"
            label={t.email}
            autoComplete="off"
            defaultValue={actionData && !actionData.ok ? actionData.values.email : undefined}
            error={errors.email}
            required
          />
          <div className="actions">
            <SubmitButton name="intent" value="invite">
              {t.invite}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </section>
  );
}
