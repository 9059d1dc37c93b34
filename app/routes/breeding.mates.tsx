import { data, Link, redirect } from "react-router";
import { getSessionUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { onDemand } from "#app/components/on-demand";
import { requestContext } from "#app/context";
import { matesPage } from "#app/mates.server";
import { matesCsvPath, plannerPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { mateRole } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.mates";

const t = texts.mates;

/**
 * The list's table and pager: their sorting headings, names and pages are links, they have no state
 * of their own, so their code (with the table's texts and number formats) comes when the page first
 * needs it (docs/decisions/0039).
 */
const MatesTable = onDemand(() => import("#app/components/mates-table").then((m) => m.MatesTable));

/**
 * The choices: a plain GET form that works from the server's HTML, so its code (the name field's
 * suggestions, the level's reset) comes when a visitor points at it or focuses in it.
 */
const MatesForm = onDemand(() => import("#app/components/mates-form").then((m) => m.MatesForm), {
  interactive: true,
});

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: texts.site.defaultPageTitle, description: t.metaDescription });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The file is a resource route of its own: a page route cannot answer with a file.
  if (url.searchParams.get("format") === "csv") throw redirect(matesCsvPath(url.search));
  const { db, dataVersion } = context.get(requestContext);
  const { status, ...shown } = await matesPage(db, url, dataVersion);
  // Signed in, each row can be saved as a planned covering (never cached: the session cookie bypasses the cache).
  const admin = (await getSessionUser(request, context)) !== null;
  return data({ ...shown, admin }, { status });
}

export default function BreedingMates({ loaderData }: Route.ComponentProps) {
  const { form, messages, several, list } = loaderData;
  return (
    <article className="mates-page">
      <h1>{list ? t.heading(list.horse, form.role) : t.emptyHeading}</h1>
      <p>{t.intro}</p>
      {messages.length > 0 ? <FormMessage kind="error">{messages.join(" ")}</FormMessage> : null}
      {form.name === "" && messages.length === 0 ? (
        <p>
          {t.noHorse} <Link to={plannerPath()}>{t.toPlanner}</Link>
        </p>
      ) : null}
      <MatesForm form={form} />
      {several ? (
        <section className="mates-several" aria-labelledby="mates-several-heading">
          <h2 id="mates-several-heading">{t.several(several.typed, form.role, several.total)}</h2>
          <ul>
            {several.links.map((link) => (
              <li key={link.name}>
                <Link to={link.path}>{link.name}</Link>
              </li>
            ))}
          </ul>
          {several.total > several.links.length ? (
            <p className="hint">{t.severalMore(several.links.length, several.total)}</p>
          ) : null}
        </section>
      ) : null}
      {list ? (
        <>
          <p className="mates-summary">
            {t.summary(list.total, mateRole(form.role), form.discipline, list.level, list.ladder)}{" "}
            <a href={list.csvPath} download aria-describedby="mates-file-note">
              {t.download}
            </a>
          </p>
          <p className="hint" id="mates-file-note">
            {t.fileNote(form.discipline, list.level, list.ladder)}
          </p>
          {list.rows.length > 0 ? (
            <MatesTable
              role={form.role}
              horse={list.horse}
              rows={list.rows}
              colour={list.colour}
              currentSort={form.sort}
              choices={form}
              page={list.page}
              pages={list.pages}
              canPlanCovering={loaderData.admin}
            />
          ) : (
            // An empty list is one page: no pager.
            <p className="empty">{t.none}</p>
          )}
        </>
      ) : null}
    </article>
  );
}
