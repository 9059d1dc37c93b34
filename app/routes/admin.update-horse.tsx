import { Form, Link, redirect, useFetcher } from "react-router";
import { FormMessage } from "#app/components/form-message";
import { SubmitButton } from "#app/components/forms";
import { HorseFormFields } from "#app/components/horse-form";
import { HorseSearch } from "#app/components/horse-search";
import { requestContext } from "#app/context";
import { refuse, succeed, logFailure } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { horseFormValues, horseRefusal, parseHorseForm } from "#app/horse-form.server";
import { adminPath, horsePath, recordPath } from "#app/paths";
import { HORSE_PICTURE } from "#app/pictures";
import { noSuggestions } from "#app/suggestions";
import { lookUpName } from "#app/suggestions.server";
import { readAdminUpload, takePicture } from "#app/uploads.server";
import { horseByName, setForSale, updateHorse } from "#data/horses";
import { searchQuery } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.update-horse";

const t = texts.adminHorses;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** `?name=` loads a horse for editing (else lists the names holding it); `saved` marks the redirect after a successful save. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const query = searchQuery(params.get("name"));
  const saved = params.get("saved");
  try {
    const { record, found, missing } = await lookUpName(db, query, params.get("page"), "horses", horseByName);
    const horse = record && { name: record.name, forSale: record.forSale, values: horseFormValues(record) };
    return { query, saved, horse, message: missing ? t.horseNotFound : null, suggestions: found };
  } catch (error) {
    logFailure(error);
    return { query, saved, horse: null, message: t.fetchError, suggestions: noSuggestions(query) };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const form = await readAdminUpload(request, context);
  if (!form.ok) return form.refusal;
  const { intent, originalName = "" } = form.data;

  if (intent === "sale") {
    const forSale = form.data.forSale === "true";
    try {
      const changed = await changeLogger(context)("horse-sale", async (tx) => ({
        ok: await setForSale(tx, originalName, forSale),
      }));
      if (changed.ok) return succeed({ message: t.saleChanged(originalName, forSale) });
    } catch (error) {
      logFailure(error);
    }
    return refuse(500, { sale: t.saleError }, form.data);
  }

  const picture = await takePicture(db, form, HORSE_PICTURE);
  if (!picture.ok) return refuse(400, picture.fieldErrors, form.data);
  const parsed = parseHorseForm(picture.values);
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, parsed.values);
  const { forSale: _forSale, ...record } = parsed.data;
  try {
    const saved = await changeLogger(context)("horse-edit", (tx) => updateHorse(tx, originalName, record));
    if (!saved.ok) return refuse(saved.reason === "not-found" ? 404 : 409, horseRefusal(saved, record), picture.values);
    // The name may have changed: continue on the horse's new URL.
    return redirect(adminPath("update-horse", { name: saved.name, saved: Date.now() }));
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: t.updateFailed }, picture.values);
  }
}

export default function UpdateHorse({ loaderData, actionData }: Route.ComponentProps) {
  const { query, saved, horse, message, suggestions } = loaderData;
  const sale = useFetcher<typeof action>();
  // The sale button's refusal comes from the fetcher, or from the action itself without JavaScript.
  const saleError = [sale.data, actionData]
    .map((answer) => (answer && !answer.ok ? answer.fieldErrors.sale : undefined))
    .find(Boolean);
  // What the sale button did, said in words (from the fetcher, or the action itself without JavaScript).
  const saleDone =
    sale.state === "idle"
      ? [sale.data, actionData].map((answer) => (answer?.ok ? answer.message : undefined)).find(Boolean)
      : undefined;
  const failure = actionData && !actionData.ok && !actionData.fieldErrors.sale ? actionData : null;
  const pending = sale.formData?.get("forSale");
  const forSale = pending !== undefined && pending !== null ? pending === "true" : (horse?.forSale ?? false);

  return (
    <section>
      <h1>{t.updateTitle}</h1>
      <HorseSearch key={query} query={query} found={suggestions} />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {horse ? (
        <>
          <h2>{t.editing(horse.name)}</h2>
          {saved && !failure ? <FormMessage kind="success">{t.updated}</FormMessage> : null}
          <sale.Form method="post" className="form sale-toggle">
            <input type="hidden" name="originalName" value={horse.name} />
            <input type="hidden" name="forSale" value={forSale ? "false" : "true"} />
            <p>{t.forSaleStatus(forSale)}</p>
            <div className="actions">
              <button type="submit" name="intent" value="sale" className="button button-secondary">
                {forSale ? t.unsetForSale : t.setForSale}
              </button>
            </div>
            {saleError ? <FormMessage kind="error">{saleError}</FormMessage> : null}
            {saleDone ? <FormMessage kind="success">{saleDone}</FormMessage> : null}
          </sale.Form>
          {failure?.fieldErrors.form ? <FormMessage kind="error">{failure.fieldErrors.form}</FormMessage> : null}
          <Form method="post" encType="multipart/form-data" className="form" key={`${horse.name}-${saved ?? ""}`}>
            <input type="hidden" name="originalName" value={horse.name} />
            <HorseFormFields
              values={failure?.values ?? horse.values}
              errors={failure?.fieldErrors}
              withForSale={false}
            />
            <div className="actions">
              <SubmitButton name="intent" value="save">
                {t.updateSubmit}
              </SubmitButton>
            </div>
          </Form>
          <p className="admin-links">
            <Link to={horsePath(horse.name)}>{texts.recordEdit.toHorse(horse.name)}</Link>{" "}
            <Link to={recordPath("horse", horse.name)} className="button button-danger">
              {texts.recordEdit.deleteHorse}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
