import { useState } from "react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { HorseSearch } from "#app/components/horse-search";
import { RouteError } from "#app/components/route-error";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { logFailure, parseForm, refuse, succeed } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { adminPath } from "#app/paths";
import { noSuggestions } from "#app/suggestions";
import { pickHorse } from "#app/suggestions.server";
import {
  addCompetitionEntry,
  competitionCandidate,
  competitionEntry,
  hasCompetitionCandidates,
  type CompetitionCandidate,
} from "#data/competition";
import type { Db } from "#data/db";
import { horseByName } from "#data/horses";
import { LIMITS } from "#data/records";
import { EVENTS, offeredClasses } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.competition";

const t = texts.competition;

const choice = z
  .string()
  .trim()
  .max(LIMITS.text)
  .optional()
  .transform((value) => value ?? "");
const entryForm = z.object({ name: choice, event: choice, class: choice });

const NOTHING_CHOSEN = { event: "", class: "" };

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/**
 * `?name=` picks the horse among those that may be entered (HorseSearch, scope "competition");
 * `event` and `class` may come from the URL too (the no-JS "show classes" step) to pre-fill the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const pick = await pickHorse(db, params, "competition");
  return {
    pick,
    horse: pick.picked ? await competitionCandidate(db, pick.picked) : null,
    refusal: pick.picked || !pick.query ? null : await whyNotOffered(db, pick.query),
    anyCandidates: await hasCompetitionCandidates(db),
    chosen: { event: params.get("event") ?? "", class: params.get("class") ?? "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const fail = (message: string) => refuse(400, { form: message });
  const form = await parseForm(request, entryForm);
  if (!form.ok) return fail(t.errorWith(Object.values(form.fieldErrors)[0] ?? t.saveError));
  const { name, event, class: className } = form.data;
  // The server refuses too: the form is only a convenience.
  if (!name || !event || !className) return fail(t.missingChoice);
  try {
    const result = await changeLogger(context)("competition", (tx) =>
      addCompetitionEntry(tx, { name, event, className }),
    );
    if (!result.ok) return fail(t.errorWith(t.refusals[result.reason]));
    return succeed({ message: t.saved(result.value.name, event, className) });
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.saveError });
  }
}

export default function CompetitionEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { anyCandidates, chosen } = loaderData;
  // After a successful entry the horse is no longer offered: a new key starts the choices over, empty.
  const saved = actionData?.ok ? actionData.key : null;
  return (
    <section className="admin-page">
      <h1>{t.addHeading}</h1>
      <p>{t.addIntro}</p>
      {anyCandidates ? null : <p className="empty">{t.noCandidates}</p>}
      <EntryChoices
        key={saved ?? "entry"}
        loaderData={loaderData}
        initial={saved ? NOTHING_CHOSEN : chosen}
        saved={saved !== null}
        answer={actionData}
      />
      <p>
        <Link to={adminPath("competition-list")}>{t.toList}</Link>
      </p>
    </section>
  );
}

/**
 * The picker and the form with the event and class chosen so far: they live here, not in the
 * form, so picking the horse (a navigation that draws the form anew) keeps them, and the picker's
 * links carry them.
 */
function EntryChoices({
  loaderData: { pick, horse, refusal },
  initial,
  saved,
  answer,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  initial: typeof NOTHING_CHOSEN;
  saved: boolean;
  answer: Route.ComponentProps["actionData"];
}) {
  const [choices, setChoices] = useState(initial);
  const keep = Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== ""));
  // Just entered, the horse is no longer offered: the loader, read again for the same `?name=`, says
  // it is entered already, which is no refusal here. The picker starts afresh instead.
  const query = saved ? "" : pick.query;
  return (
    <>
      <HorseSearch
        key={query}
        query={query}
        found={saved ? noSuggestions("") : pick.found}
        scope="competition"
        keep={keep}
        error={saved ? null : refusal}
      />
      <EntryForm horse={saved ? null : horse} choices={choices} onChoose={setChoices} answer={answer} />
    </>
  );
}

function EntryForm({
  horse,
  choices,
  onChoose,
  answer,
}: {
  horse: CompetitionCandidate | null;
  choices: typeof NOTHING_CHOSEN;
  onChoose: (choices: typeof NOTHING_CHOSEN) => void;
  answer: Route.ComponentProps["actionData"];
}) {
  const hydrated = useHydrated();
  const { event, class: className } = choices;

  const classes = horse && event ? offeredClasses(event, horse.heightClass) : [];
  const notOffered = horse && event && classes.length === 0;

  return (
    <Form method="post" className="form" noValidate>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="competition-name">{t.horse}</label>
          {/* The horse is chosen with the search above; the server checks it again when saving. */}
          <input
            id="competition-name"
            name="name"
            type="text"
            readOnly
            value={horse?.name ?? ""}
            aria-describedby={horse ? undefined : "competition-name-hint"}
          />
          {horse ? null : (
            <p className="hint" id="competition-name-hint">
              {t.chooseHorse}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="competition-event">{t.event}</label>
          <select
            id="competition-event"
            name="event"
            value={event}
            onChange={(e) => onChoose({ ...choices, event: e.target.value })}
          >
            <option value="">{t.chooseEvent}</option>
            {EVENTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="competition-class">{t.class}</label>
          <select
            id="competition-class"
            name="class"
            value={classes.includes(className) ? className : ""}
            onChange={(e) => onChoose({ ...choices, class: e.target.value })}
            aria-describedby="competition-class-hint"
          >
            <option value="">{t.chooseClass}</option>
            {classes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <p className="hint" id="competition-class-hint" aria-live="polite">
            {notOffered
              ? horse.heightClass
                ? t.notOffered(event, horse.heightClass)
                : t.noHeight
              : classes.length === 0
                ? t.chooseHorseAndEvent
                : null}
          </p>
        </div>
      </div>
      <div className="actions">
        {hydrated ? null : (
          // Without JavaScript the class list is refined by the server: a GET with the choices so far.
          <button type="submit" formMethod="get" className="button button-secondary">
            {t.showClasses}
          </button>
        )}
        <SubmitButton>{t.save}</SubmitButton>
      </div>
      <AnswerMessage answer={answer} />
    </Form>
  );
}

/** Why a stud horse named in full (any letter case) is not offered: it competes already, or may not. */
async function whyNotOffered(db: Db, name: string): Promise<string | null> {
  const horse = await horseByName(db, name);
  if (!horse) return null;
  return t.refusals[(await competitionEntry(db, horse.name)) ? "alreadyCompeting" : "notEligible"];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} message={t.errorWith} />;
}
