import type { MouseEvent } from "react";
import { Form, Link } from "react-router";
import { recordPath, type RecordKind } from "#app/paths";
import * as texts from "#domain/texts";
import { useHydrated } from "./use-hydrated";

const t = texts.recordAdmin;

/**
 * `Ändra` and `Ta bort` beside a record, for a signed-in administrator. Deleting asks first: with
 * JavaScript the browser asks; without it the record's admin page answers with a confirmation step.
 */
export function RecordActions({
  kind,
  id,
  what,
  editTo = recordPath(kind, id),
}: {
  kind: RecordKind;
  id: number | string;
  what: string;
  editTo?: string;
}) {
  const hydrated = useHydrated();
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t.confirmDelete(what))) event.preventDefault();
  };
  return (
    <span className="record-actions">
      <Link to={editTo} aria-label={t.editLabel(what)}>
        {t.edit}
      </Link>
      <Form method="post" action={recordPath(kind, id)}>
        {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
        <button
          type="submit"
          name="intent"
          value="delete"
          className="link-button"
          aria-label={t.deleteLabel(what)}
          onClick={ask}
        >
          {t.delete}
        </button>
      </Form>
    </span>
  );
}
