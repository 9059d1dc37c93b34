import { data, Form } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { FormMessage, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { parseForm, logFailure } from "#app/forms.server";
import { ageAllHorses } from "#data/horses";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin.update-age";

const t = texts.adminHorses;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

const ageForm = z.object({ years: z.enum(["1", "-1"]) });

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const form = await parseForm(request, ageForm);
  if (!form.ok) return data({ ok: false as const, message: t.ageError }, { status: 400 });
  const years = form.data.years === "1" ? 1 : -1;
  try {
    const count = await ageAllHorses(context.get(requestContext).db, years);
    if (count === 0) return data({ ok: false as const, message: t.ageNone }, { status: 404 });
    return { ok: true as const, message: t.aged(years) };
  } catch (error) {
    logFailure(error);
    return data({ ok: false as const, message: t.ageError }, { status: 500 });
  }
}

export default function UpdateAge({ actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{t.ageTitle}</h1>
      <Form method="post" className="form">
        <p>{t.ageIntro}</p>
        <div className="actions">
          <SubmitButton name="years" value="1">
            {t.agePlus}
          </SubmitButton>
          <SubmitButton name="years" value="-1" className="button button-secondary">
            {t.ageMinus}
          </SubmitButton>
        </div>
        {actionData ? <FormMessage kind={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      </Form>
    </section>
  );
}
