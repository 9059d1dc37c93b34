import { Form, Link } from "react-router";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { DeleteButton, DeleteConfirmation, UndoButton } from "#app/components/news-admin";
import { NEWS_PICTURE, NewsFormFields } from "#app/components/news-form";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { logFailure, refuse, succeed } from "#app/forms.server";
import { newsId, newsLogger, parseNewsForm, shownNews, type ShownNewsItem } from "#app/news.server";
import { adminNewsItemPath } from "#app/paths";
import { readAdminUpload, takePicture } from "#app/uploads.server";
import { undoChange, type UndoResult } from "#data/history";
import { addPost, deletePost, newsById, newsPage, setNewsHidden } from "#data/news";
import { NEWS_PAGE_SIZE, parsePage } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.news";

const t = texts.newsAdmin;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** Every item, hidden ones too, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const page = await newsPage(db, parsePage(new URL(request.url).searchParams.get("page")), NEWS_PAGE_SIZE, {
    hidden: true,
  });
  return { items: page.items.map(shownNews), page: page.page, pages: page.pages };
}

/** Why an undo was refused; a news change breaks none of the name rules, so the rest is a failure. */
function undoRefusal(result: Extract<UndoResult, { ok: false }>): string {
  const refusals: Record<string, string> = texts.history.undoRefusals;
  return refusals[result.reason] ?? texts.history.undoFailed;
}

/** Every success of the page: its message, the change it made (to undo), or a deletion to confirm. */
const answer = ({
  message,
  undo = null,
  confirm = null,
}: {
  message?: string;
  undo?: number | null;
  confirm?: { id: number; title: string } | null;
}) => succeed({ message, undo, confirm });

/**
 * POST publishes a post (a multipart form: its picture), or with `intent`: `hide` or `show` item
 * `id`; `delete` post `id` (with JavaScript the browser has asked and the form says `confirm=yes`,
 * without it the first post answers with a confirmation step); `undo` change `change`, the one the
 * answer before offered. Each write is one logged change, and its answer offers to undo it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await readAdminUpload(request, context);
  if (!form.ok) return form.refusal;
  const logged = newsLogger(context);
  const { intent } = form.data;
  try {
    if (intent === "undo") {
      const change = newsId(form.data.change);
      const undone = change === null ? null : await undoChange(db, change, requireUser(context).email);
      if (!undone) return refuse(404, { form: texts.history.undoRefusals["not-found"] });
      if (!undone.ok) return refuse(409, { form: undoRefusal(undone) });
      return answer({ message: t.undone(undone.subject) });
    }
    if (intent === "hide" || intent === "show" || intent === "delete") {
      const id = newsId(form.data.id);
      const item = id === null ? null : await newsById(db, id, { hidden: true });
      if (id === null || !item) return refuse(404, { form: t.refusals.notFound });
      const { title } = shownNews(item);
      if (intent === "delete") {
        if (form.data.confirm !== "yes") return answer({ confirm: { id, title } });
        const deleted = await logged("news-delete", (tx) => deletePost(tx, id), title);
        if (!deleted.ok)
          return refuse(deleted.reason === "not-post" ? 409 : 404, {
            form: t.refusals[deleted.reason === "not-post" ? "notPost" : "notFound"],
          });
        return answer({ message: t.deleted(title), undo: deleted.change });
      }
      const hidden = intent === "hide";
      const changed = await logged(hidden ? "news-hide" : "news-show", (tx) => setNewsHidden(tx, id, hidden), title);
      if (!changed.ok) return refuse(404, { form: t.refusals.notFound });
      return answer({ message: hidden ? t.hidden(title) : t.shown(title), undo: changed.change });
    }
    const picture = await takePicture(db, form, NEWS_PICTURE);
    if (!picture.ok) return refuse(400, picture.fieldErrors, form.data);
    const parsed = parseNewsForm(picture.values);
    if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
    const added = await logged("news-add", (tx) => addPost(tx, parsed.data), parsed.data.title);
    return answer({ message: t.added(added.ok ? added.title : parsed.data.title), undo: added.change });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed }, form.data);
  }
}

export default function NewsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pages } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const confirm = actionData?.ok ? actionData.confirm : null;
  const undo = actionData?.ok ? actionData.undo : null;
  return (
    <section className="news-admin">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {confirm ? <DeleteConfirmation id={confirm.id} title={confirm.title} /> : <AnswerMessage answer={actionData} />}
      {undo !== null && actionData?.ok ? <UndoButton change={undo} what={actionData.message ?? ""} /> : null}
      <section aria-labelledby="news-add-heading">
        <h2 id="news-add-heading">{t.addHeading}</h2>
        {/* A new key per success empties the form. */}
        <Form
          method="post"
          encType="multipart/form-data"
          className="form"
          key={actionData?.ok ? actionData.key : "form"}
        >
          <NewsFormFields values={failure?.values ?? {}} errors={failure?.fieldErrors ?? {}} />
          <div className="actions">
            <SubmitButton>{t.add}</SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="news-all-heading">
        <h2 id="news-all-heading">{t.listHeading}</h2>
        {items.length === 0 ? <p>{texts.news.empty}</p> : null}
        <ol className="news-admin-list">
          {items.map((item) => (
            <AdminItem key={item.id} item={item} />
          ))}
        </ol>
        <Pager page={page} pages={pages} />
      </section>
    </section>
  );
}

/** An item with what the owner can do with it: edit and delete a post, hide or show any. */
function AdminItem({ item }: { item: ShownNewsItem }) {
  return (
    <li className="news-admin-item">
      <p>
        <strong>{item.hidden ? item.title : <Link to={item.href}>{item.title}</Link>}</strong>
        <br />
        <span className="history-meta">
          <time dateTime={item.created}>{item.date}</time> · {item.post ? t.byOwner : t.bySite}
        </span>{" "}
        {item.hidden ? <span className="badge">{t.hiddenBadge}</span> : null}
      </p>
      <div className="admin-links">
        {item.post ? (
          <Link to={adminNewsItemPath(item.id)} aria-label={t.editLabel(item.title)}>
            {t.edit}
          </Link>
        ) : null}
        <Form method="post">
          <input type="hidden" name="id" value={item.id} />
          <SubmitButton
            name="intent"
            value={item.hidden ? "show" : "hide"}
            className="button button-secondary"
            aria-label={item.hidden ? t.showLabel(item.title) : t.hideLabel(item.title)}
          >
            {item.hidden ? t.show : t.hide}
          </SubmitButton>
        </Form>
        {item.post ? <DeleteButton id={item.id} title={item.title} /> : null}
      </div>
    </li>
  );
}
