import { Form } from "react-router";
import { adminPath } from "#app/paths";
import * as texts from "#domain/texts";
import { editPath } from "./edit-record-link";
import { RouterAnchor } from "./router-anchor";

// Signed in, an ancestor's and a sold horse's page lead back to the admin (docs/product.md, "Change
// log"). Only a request with the session renders them, and such a request bypasses the response
// cache (server/response-cache.ts), so no visitor's page ever holds them.

const t = texts.recordAdmin;

/** An ancestor's page: its pedigree entry's form. */
export function AncestorAdminLinks({ name }: { name: string }) {
  return (
    <p className="admin-links">
      <RouterAnchor href={editPath(name, false)}>{t.editEntry}</RouterAnchor>
    </p>
  );
}

/**
 * A sold horse's page: its form, and the change that sold it undone through the change log's own
 * action (which answers on the change log's page), or why it cannot be undone here.
 */
export function SoldHorseAdminLinks({ name, sale }: { name: string; sale: { id: number; canUndo: boolean } | null }) {
  return (
    <div className="admin-links">
      <RouterAnchor href={editPath(name, true)}>{t.editHorse}</RouterAnchor>
      {sale?.canUndo ? (
        <Form method="post" action={adminPath("history")}>
          <input type="hidden" name="change" value={sale.id} />
          <button type="submit" className="button button-secondary">
            {t.undoSale}
          </button>
        </Form>
      ) : sale ? (
        <p>
          {t.saleHeld} <RouterAnchor href={adminPath("history")}>{t.toChangeLog}</RouterAnchor>
        </p>
      ) : null}
    </div>
  );
}
