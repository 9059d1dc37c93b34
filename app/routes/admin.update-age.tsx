import type { MouseEvent } from "react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { logFailure, parseForm, refuse, succeed } from "#app/forms.server";
import { changeLogger, done } from "#app/history.server";
import { isStatementCancelled } from "#data/db";
import { lastChange } from "#data/history";
import { ageAllHorses, ageChangeCounts } from "#data/horses";
import { formatDateTime } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.update-age";

const t = texts.adminHorses;

const ageForm = z.object({ years: z.enum(["1", "-1"]), confirm: z.literal("yes").optional() });
type Years = 1 | -1;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** How many horses each button changes (the browser's confirm names it), and when ageing last ran. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const last = await lastChange(db, "age");
  return {
    counts: await ageChangeCounts(db),
    lastRun: last ? texts.history.lastAged(formatDateTime(last.at), last.actor) : texts.history.neverAged,
  };
}

/**
 * Ages every horse once confirmed. With JavaScript the browser asks first and the form says
 * `confirm=yes`; without it, the first post answers with a confirmation step naming the count.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const { db } = context.get(requestContext);
  const form = await parseForm(request, ageForm);
  if (!form.ok) return refuse(400, { form: t.ageError });
  const years: Years = form.data.years === "1" ? 1 : -1;
  try {
    if (form.data.confirm !== "yes") {
      const count = (await ageChangeCounts(db))[years];
      if (count === 0) return refuse(404, { form: t.ageNone });
      return succeed({ confirm: { years, count } });
    }
    const { value: count } = await changeLogger(context)(
      "age",
      done((tx) => ageAllHorses(tx, years)),
      texts.history.allHorses,
    );
    if (count === 0) return refuse(404, { form: t.ageNone });
    return succeed({ message: t.aged(years) });
  } catch (error) {
    // Past the bulk writes' own time limit (data/horses.ts ageAllHorses): cancelled whole, no outage.
    if (isStatementCancelled(error)) return refuse(503, { form: t.ageTimedOut });
    logFailure(error);
    return refuse(500, { form: t.ageError });
  }
}

export default function UpdateAge({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const confirmStep = actionData?.ok && "confirm" in actionData ? actionData.confirm : null;
  const ask = (years: Years) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(texts.ageing.confirm(years, loaderData.counts[years]))) event.preventDefault();
  };
  return (
    <section>
      <h1>{t.ageTitle}</h1>
      {confirmStep ? (
        <Form method="post" className="form age-confirmation">
          <p role="alert">{texts.ageing.confirm(confirmStep.years, confirmStep.count)}</p>
          <input type="hidden" name="years" value={String(confirmStep.years)} />
          <div className="actions">
            <SubmitButton name="confirm" value="yes" className="button button-danger">
              {texts.ageing.confirmYes}
            </SubmitButton>
            <Link to="." className="button button-secondary">
              {texts.ageing.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="form">
          <p>{t.ageIntro}</p>
          <p className="last-run">{loaderData.lastRun}</p>
          {/* With JavaScript the browser has asked before the form is sent. */}
          {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
          <div className="actions">
            <SubmitButton name="years" value="1" onClick={ask(1)}>
              {t.agePlus}
            </SubmitButton>
            <SubmitButton name="years" value="-1" className="button button-secondary" onClick={ask(-1)}>
              {t.ageMinus}
            </SubmitButton>
          </div>
          <AnswerMessage answer={actionData} />
        </Form>
      )}
    </section>
  );
}
