import { Form, Link } from "react-router";
import { adminPath, LOGOUT_PATH } from "#app/paths";
import * as texts from "#domain/texts";

/**
 * Shown above every admin page: who is signed in, the way back to the admin index, the visitors'
 * requests with the number of new ones, and sign-out here or on every device (POSTs).
 */
export function AdminBar({ email, newRequests }: { email: string; newRequests: number }) {
  return (
    <nav className="admin-bar" aria-label={texts.auth.adminBar}>
      <Link to={adminPath()}>{texts.auth.adminHome}</Link>
      <Link to={adminPath("requests")}>{texts.requestInbox.barLink(newRequests)}</Link>
      <span>{texts.auth.signedInAs(email)}</span>
      <Form method="post" action={LOGOUT_PATH}>
        <button type="submit" className="button button-secondary">
          {texts.auth.logout}
        </button>
      </Form>
      <Form method="post" action="/logout">
        <button type="submit" name="scope" value="everywhere" className="button button-secondary">
          {texts.auth.logoutEverywhere}
        </button>
      </Form>
    </nav>
  );
}
