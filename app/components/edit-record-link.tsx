import { adminPath } from "#app/paths";
import * as texts from "#domain/texts";
import { RouterAnchor } from "./router-anchor";

// Signed in, a pedigree box or an offspring row leads back to the admin (docs/product.md, "Change
// log"). Only a request with the session renders it, and such a request bypasses the response
// cache (server/response-cache.ts), so no visitor's page holds it. A module of its own, with the
// texts the pedigree already loads: the pages that show a pedigree carry nothing more of the admin.

/** Where a name's record is edited: a stud horse's form, else its pedigree entry's. */
export const editPath = (name: string, studHorse: boolean | undefined) =>
  adminPath(studHorse ? "update-horse" : "update-relation", { name });

/** `Ändra` beside a name in a pedigree box or an offspring row. */
export function EditRecordLink({ name, studHorse }: { name: string; studHorse?: boolean }) {
  return (
    <span className="admin-links">
      <RouterAnchor href={editPath(name, studHorse)} aria-label={texts.details.editLabel(name)}>
        {texts.details.edit}
      </RouterAnchor>
    </span>
  );
}
