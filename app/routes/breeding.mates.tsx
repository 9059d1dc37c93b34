import { data, Form, Link, redirect } from "react-router";
import { getSessionUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { onDemand } from "#app/components/on-demand";
import { requestContext } from "#app/context";
import { matesPage } from "#app/mates.server";
import { matesCsvPath, plannerPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { BREEDS, DISCIPLINES, HEIGHT_CLASSES, MATE_OPTIONS, MATE_SORTS, mateRole, MIN_BREEDING_AGE } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding.mates";

const t = texts.mates;

/**
 * The list's table and pager: their sorting headings, names and pages are links, they have no state
 * of their own, so their code (with the table's texts and number formats) comes when the page first
 * needs it (docs/decisions/0039).
 */
const MatesTable = onDemand(() => import("#app/components/mates-table").then((m) => m.MatesTable));

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

type FormValues = Route.ComponentProps["loaderData"]["form"] & { colours?: string[] };

export default function BreedingMates({ loaderData }: Route.ComponentProps) {
  const { form, messages, list } = loaderData;
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
      <ChoicesForm form={form} />
      {list ? (
        <>
          <p className="mates-summary">
            {t.summary(list.total, mateRole(form.role), form.discipline, list.level, list.ladder)}{" "}
            <a href={list.csvPath} download>
              {t.download}
            </a>
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

/** A new discipline or height class starts from the horse's own level (with JavaScript; without, the server says so). */
function resetLevel(event: { currentTarget: HTMLSelectElement }) {
  const level = event.currentTarget.form?.elements.namedItem("level");
  if (level instanceof HTMLSelectElement) level.value = "";
}

/** The GET form: works without JavaScript; levels are offered on one height class's ladder. */
function ChoicesForm({ form }: { form: FormValues }) {
  const roleField = form.role === "mare" ? t.mareField : t.stallionField;
  return (
    <Form method="get" className="form mates-form" key={JSON.stringify(form)} aria-label={t.formHeading}>
      <div className="field">
        <label htmlFor="mates-horse">{roleField}</label>
        <input id="mates-horse" name={form.role} defaultValue={form.name} required autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor="mates-discipline">{t.discipline}</label>
        <select id="mates-discipline" name="discipline" defaultValue={form.discipline} onChange={resetLevel}>
          {DISCIPLINES.map((discipline) => (
            <option key={discipline}>{discipline}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="mates-height-class">{t.heightClass}</label>
        <select
          id="mates-height-class"
          name="heightClass"
          defaultValue={form.heightClass}
          onChange={resetLevel}
          aria-describedby="mates-height-class-hint"
        >
          {form.ownHeightClass === "" ? <option value="">{t.ownHeightClass}</option> : null}
          {HEIGHT_CLASSES.map((cls) => (
            <option key={cls} value={cls}>
              {t.heightClassOption(cls, cls === form.ownHeightClass)}
            </option>
          ))}
        </select>
        <p className="hint" id="mates-height-class-hint">
          {t.heightClassHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="mates-level">{t.level}</label>
        <select id="mates-level" name="level" defaultValue={form.levels.includes(form.level) ? form.level : ""}>
          <option value="">{t.ownLevel}</option>
          {form.levels.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </select>
      </div>
      {form.colours ? (
        <div className="field">
          <label htmlFor="mates-colour">{t.colour}</label>
          <select id="mates-colour" name="colour" defaultValue={form.colours.includes(form.colour) ? form.colour : ""}>
            <option value="">{t.anyColour}</option>
            {form.colours.map((colour) => (
              <option key={colour}>{colour}</option>
            ))}
          </select>
        </div>
      ) : form.colour ? (
        // Wrong choices are answered before the horse's colours are known: the chosen one is kept.
        <input type="hidden" name="colour" value={form.colour} />
      ) : null}
      <div className="field">
        <label htmlFor="mates-max-coi">{t.maxCoi}</label>
        <input
          id="mates-max-coi"
          name="maxCoi"
          inputMode="decimal"
          defaultValue={form.maxCoi}
          aria-describedby="mates-max-coi-hint"
        />
        <p className="hint" id="mates-max-coi-hint">
          {t.maxCoiHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="mates-section">{t.section}</label>
        <select id="mates-section" name="section" defaultValue={form.section}>
          <option value="">{t.anySection}</option>
          {BREEDS.map((breed) => (
            <option key={breed} value={breed}>
              {breed.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="check">
          <input type="checkbox" name="young" value={MATE_OPTIONS.young} defaultChecked={form.young !== ""} />
          {t.young(MIN_BREEDING_AGE)}
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="relatives"
            value={MATE_OPTIONS.relatives}
            defaultChecked={form.relatives !== ""}
          />
          {t.hideRelatives}
        </label>
      </div>
      <div className="field">
        <label htmlFor="mates-sort">{t.sort}</label>
        <select id="mates-sort" name="sort" defaultValue={form.sort}>
          {MATE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit">{t.submit}</button>
      </div>
    </Form>
  );
}
