import { useState } from "react";
import { Form } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { Field, SubmitButton } from "#app/components/forms";
import { HorseSearch } from "#app/components/horse-search";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { parseForm, refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { noSuggestions } from "#app/suggestions";
import { lookUpName } from "#app/suggestions.server";
import { horseByName, markSold } from "#data/horses";
import { nameField, urlField } from "#data/records";
import { categoryLabel, searchQuery } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.update-sold";

const t = texts.adminHorses;

const soldForm = z.object({
  name: nameField,
  // The confirm button is disabled without a link and an owner; the server refuses them too.
  link: urlField.refine((link) => link !== null, t.soldLinkRequired),
  // The public line reads 'has moved to {owner}!' (docs/product.md, "Horses, categories and sale").
  owner: z.string().trim().min(1, texts.sale.ownerRequired).max(200),
});

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const query = searchQuery(params.get("name"));
  try {
    const { record, found, missing } = await lookUpName(db, query, params.get("page"), "horses", horseByName);
    const horse = record && {
      name: record.name,
      category: categoryLabel(record.category),
      link: record.link ?? "",
      owner: record.owner ?? "",
    };
    return { query, horse, message: missing ? t.soldNotFound : null, suggestions: found };
  } catch (error) {
    logFailure(error);
    return { query, horse: null, message: t.soldFetchError, suggestions: noSuggestions(query) };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const form = await parseForm(request, soldForm);
  if (!form.ok) return refuse(400, form.fieldErrors, form.values);
  const { name, link, owner } = form.data;
  try {
    const sold = await changeLogger(context)("horse-sold", (tx) => markSold(tx, name, { link: link!, owner }));
    if (!sold.ok) return refuse(404, { form: t.soldNotFound }, { name, link: link ?? "", owner });
    return succeed();
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.soldError }, { name, link: link ?? "", owner });
  }
}

export default function UpdateSold({ loaderData, actionData }: Route.ComponentProps) {
  const { query, horse, message, suggestions } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const link = failure?.values.link ?? horse?.link ?? "";
  const owner = failure?.values.owner ?? horse?.owner ?? "";
  const [complete, setComplete] = useState(link.trim() !== "" && owner.trim() !== "");
  // Before hydration the button stays enabled (`required` and the server still guard it).
  const hydrated = useHydrated();

  return (
    <section>
      <h1>{t.soldTitle}</h1>
      <HorseSearch key={query} query={query} found={suggestions} />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {actionData?.ok ? <FormMessage kind="success">{t.soldDone}</FormMessage> : null}
      {horse ? (
        <Form
          method="post"
          className="form"
          key={horse.name}
          onChange={(event) => {
            const form = new FormData(event.currentTarget);
            setComplete(["link", "owner"].every((field) => String(form.get(field) ?? "").trim() !== ""));
          }}
        >
          <h2>{horse.name}</h2>
          <p>{t.soldCurrent(horse.category)}</p>
          <p className="hint">{t.soldIntro}</p>
          {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
          <input type="hidden" name="name" value={horse.name} />
          <div className="field">
            <label htmlFor="sold-link">{t.fields.link}</label>
            <input
              id="sold-link"
              name="link"
              type="text"
              inputMode="url"
              required
              defaultValue={link}
              aria-invalid={failure?.fieldErrors.link ? true : undefined}
              autoFocus={failure?.fieldErrors.link ? true : undefined}
              aria-describedby={failure?.fieldErrors.link ? "sold-link-hint sold-link-error" : "sold-link-hint"}
            />
            <p className="hint" id="sold-link-hint">
              {t.hints.link}
            </p>
            {failure?.fieldErrors.link ? (
              <p className="field-error" id="sold-link-error">
                {failure.fieldErrors.link}
              </p>
            ) : null}
          </div>
          <Field name="owner" label={t.fields.owner} defaultValue={owner} error={failure?.fieldErrors.owner} required />
          <div className="actions">
            <SubmitButton disabled={hydrated && !complete}>{t.soldSubmit}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
