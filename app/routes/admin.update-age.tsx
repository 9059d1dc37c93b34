import { Form } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { AnswerMessage, SubmitButton } from "#app/components/forms";
import { requestContext } from "#app/context";
import { parseForm, refuse, succeed } from "#app/forms.server";
import { ageAllHorses } from "#data/horses";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin.update-age";

const t = texts.adminHorses;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

const ageForm = z.object({ years: z.enum(["1", "-1"]) });

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const form = await parseForm(request, ageForm);
  if (!form.ok) return refuse(400, { form: t.ageError });
  const years = form.data.years === "1" ? 1 : -1;
  try {
    const count = await ageAllHorses(context.get(requestContext).db, years);
    if (count === 0) return refuse(404, { form: t.ageNone });
    return succeed({ message: t.aged(years) });
  } catch (error) {
    console.error(error);
    return refuse(500, { form: t.ageError });
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
        <AnswerMessage answer={actionData} />
      </Form>
    </section>
  );
}
