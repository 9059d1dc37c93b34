import { data, Link, redirect } from "react-router";
import { NotFoundView } from "#app/components/not-found-view";
import { onDemand } from "#app/components/on-demand";
import { requestContext } from "#app/context";
import { formStrings, logFailure, parseForm, refuse, refuseForm } from "#app/forms.server";
import { HOME_PATH, horsePath, requestPath, requestReceiptPath } from "#app/paths";
import {
  mailSettingsFromEnv,
  notifyNewRequest,
  parseRequestForm,
  requestsPerHourFromEnv,
  submissionRefusal,
} from "#app/requests.server";
import { submitRequest } from "#data/requests";
import { isReference, isRequestKind } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/requests";

// A visitor's request (docs/product.md, "Requests"): the horse page's forms post here; a request
// stored (or a bot's, answered alike) leads to its receipt, `/requests?kind=…&ref=…`; a refused
// one is answered beside its fields (with JavaScript, on the horse page; without, here).

const t = texts.requestForms;

// The forms come back only with a refusal of a form sent without JavaScript: their code is fetched
// when a visitor points at them (app/components/on-demand.tsx), so the receipt carries none of it.
const SaleRequestForm = onDemand(() => import("#app/components/sale-request-form").then((m) => m.SaleRequestForm), {
  interactive: true,
});
const CoveringRequestForm = onDemand(
  () => import("#app/components/covering-request-form").then((m) => m.CoveringRequestForm),
  { interactive: true },
);

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "robots", content: "noindex" },
];

/** The receipt shows only what its address says, never anything a visitor wrote; another address is not found. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const reference = params.get("ref");
  if (!isRequestKind(kind) || !isReference(reference)) return data({ receipt: null }, { status: 404 });
  return { receipt: { kind, reference } };
}

/**
 * POST: `kind` (sale, covering), `horse`, the visitor's fields and the hidden `website`. Every
 * limit holds before anything is stored (data/requests.ts submitRequest); the e-mail goes after,
 * in the background.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientIp, publicUrl } = context.get(requestContext);
  const form = await parseForm(request, formStrings);
  if (!form.ok) return refuseForm(form);
  const parsed = parseRequestForm(form.data);
  const { values } = parsed;
  if (!parsed.ok) return refuse(400, parsed.fieldErrors, values);
  try {
    const result = await submitRequest(db, parsed.record, {
      address: clientIp,
      honeypot: parsed.honeypot,
      perAddress: requestsPerHourFromEnv(),
    });
    if (!result.ok) return submissionRefusal(result, values);
    if (result.stored)
      void notifyNewRequest(mailSettingsFromEnv(), result.stored, `${publicUrl}${requestPath(result.stored.id)}`);
    return redirect(requestReceiptPath(parsed.record.kind, result.reference));
  } catch (error) {
    logFailure(error);
    return refuse(500, { form: texts.requestRefusals.failed }, values);
  }
}

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && !actionData.ok) {
    const { kind, horse = "" } = actionData.values;
    return (
      <section className="request-page">
        <h1>{t.notSent}</h1>
        <p>{t.notSentIntro}</p>
        {kind === "covering" ? (
          <CoveringRequestForm horse={horse} failure={actionData} />
        ) : (
          <SaleRequestForm horse={horse} failure={actionData} />
        )}
        {horse ? (
          <p>
            <Link to={horsePath(horse)}>{horse}</Link>
          </p>
        ) : null}
      </section>
    );
  }
  const { receipt } = loaderData;
  if (!receipt) return <NotFoundView />;
  return (
    <section className="request-page receipt">
      <h1>{t.receiptTitle}</h1>
      <p>
        {t.reference}: <strong className="reference">{receipt.reference}</strong>
      </p>
      <p>{t.next[receipt.kind]}</p>
      <p>{t.keepReference}</p>
      <p>
        <Link to={HOME_PATH}>{t.home}</Link>
      </p>
    </section>
  );
}
