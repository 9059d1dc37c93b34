import { data, Form, Link } from "react-router";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { DeleteButton, UndoButton } from "#app/components/news-admin";
import { NEWS_PICTURE, NewsFormFields } from "#app/components/news-form";
import { requestContext } from "#app/context";
import { logFailure, refuse, succeed } from "#app/forms.server";
import { newsId, newsLogger, parseNewsForm } from "#app/news.server";
import { adminPath, newsItemPath } from "#app/paths";
import { readAdminUpload, takePicture } from "#app/uploads.server";
import { newsById, updatePost } from "#data/news";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.news.edit";

const t = texts.newsAdmin;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** One of the owner's posts (an item the site wrote is not edited, only hidden: 404 here). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = newsId(params.id);
  const item = id === null ? null : await newsById(context.get(requestContext).db, id, { hidden: true });
  if (!item || item.event !== null) throw data(null, { status: 404 });
  return {
    id: item.id,
    hidden: item.hidden,
    values: { title: item.title, text: item.body, picture: item.picture ?? "", pictureAlt: item.pictureAlt ?? "" },
  };
}

/** Saves the post's title, text and picture (a multipart form) as one logged change, and offers to undo it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await readAdminUpload(request, context);
  if (!form.ok) return form.refusal;
  const id = newsId(params.id);
  if (id === null) return refuse(404, { form: t.refusals.notFound });
  try {
    const picture = await takePicture(db, form, NEWS_PICTURE);
    if (!picture.ok) return refuse(400, picture.fieldErrors, form.data);
    const parsed = parseNewsForm(picture.values);
    if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
    const saved = await newsLogger(context)("news-edit", (tx) => updatePost(tx, id, parsed.data), parsed.data.title);
    if (!saved.ok)
      return refuse(saved.reason === "not-post" ? 409 : 404, {
        form: saved.reason === "not-post" ? t.refusals.notPost : t.refusals.notFound,
      });
    return succeed({ message: t.saved(saved.title), undo: saved.change });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.refusals.failed }, form.data);
  }
}

export default function NewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  const values = failure?.values && Object.keys(failure.values).length > 0 ? failure.values : loaderData.values;
  return (
    <section>
      <h1>{t.editTitle}</h1>
      <p className="admin-links">
        <Link to={adminPath("news")}>{t.toList}</Link>
        {loaderData.hidden ? null : <Link to={newsItemPath(loaderData.id)}>{loaderData.values.title}</Link>}
      </p>
      <AnswerMessage answer={actionData} />
      {actionData?.ok ? <UndoButton change={actionData.undo} what={actionData.message ?? ""} /> : null}
      {/* Keyed by each answer: a save shows the stored values again. */}
      <Form method="post" encType="multipart/form-data" className="form" key={actionData?.ok ? actionData.key : "form"}>
        <NewsFormFields values={values} errors={failure?.fieldErrors ?? {}} />
        <div className="actions">
          <SubmitButton>{t.save}</SubmitButton>
        </div>
      </Form>
      <DeleteButton id={loaderData.id} title={loaderData.values.title} />
    </section>
  );
}
