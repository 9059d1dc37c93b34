// The owner's news page's buttons (app/routes/admin.news.tsx, admin.news.edit.tsx): each posts to
// /admin/news, whose action does the write and answers with the undo of it.
import type { MouseEvent } from "react";
import { Form, Link } from "react-router";
import { adminPath } from "#app/paths";
import * as texts from "#domain/texts";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./forms";
import { useHydrated } from "./use-hydrated";

const t = texts.newsAdmin;

/** Undoes the change the answer just made (data/history.ts undoChange). */
export function UndoButton({ change, what }: { change: number; what: string }) {
  return (
    <Form method="post" action={adminPath("news")} className="form">
      <input type="hidden" name="change" value={change} />
      <div className="actions">
        <SubmitButton name="intent" value="undo" className="button button-secondary" aria-label={t.undoLabel(what)}>
          {t.undo}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** With JavaScript the browser asks before the form is sent; without, the server's step below asks. */
export function DeleteButton({ id, title }: { id: number; title: string }) {
  const hydrated = useHydrated();
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t.confirmDelete(title))) event.preventDefault();
  };
  return (
    <Form method="post" action={adminPath("news")}>
      <input type="hidden" name="id" value={id} />
      {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
      <SubmitButton
        name="intent"
        value="delete"
        className="button button-danger"
        onClick={ask}
        aria-label={t.deleteLabel(title)}
      >
        {t.delete}
      </SubmitButton>
    </Form>
  );
}

export function DeleteConfirmation({ id, title }: { id: number; title: string }) {
  return (
    <Form method="post" action={adminPath("news")} className="form delete-confirmation">
      <FormMessage kind="error">{t.confirmDelete(title)}</FormMessage>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <div className="actions">
        <SubmitButton name="confirm" value="yes" className="button button-danger">
          {t.confirm}
        </SubmitButton>
        <Link to={adminPath("news")} className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
