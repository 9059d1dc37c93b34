import { data, Form, Link } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { HorseNameLink } from "#app/components/horse-name-link";
import { TableFrame } from "#app/components/table-frame";
import { requestContext } from "#app/context";
import { adminPath, coveringsPath } from "#app/paths";
import { eraseAnsweredContacts, requestDetails, type RequestedMating } from "#data/requests";
import {
  breedLabel,
  formatDateTime,
  formatPercent,
  type GivenParent,
  NEW_REQUEST_STATUS,
  REQUEST_LIMITS,
  seasonOf,
} from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.requests.detail";

// One request of the inbox (docs/product.md, "Requests"): everything the visitor wrote (as text,
// never markup) and what the site knows: a sale enquiry's horse now, a covering request's foal
// (coefficient and completeness from the mare's given parents, sections, colours and OO risk).
// Its answers post to the inbox (app/routes/admin.requests.tsx), which offers to undo them.

const t = texts.requestInbox;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  await eraseAnsweredContacts(db);
  const details = id === null ? null : await requestDetails(db, id);
  if (!details) throw data(null, { status: 404 });
  return details;
}

type Details = Route.ComponentProps["loaderData"];

export default function RequestDetail({ loaderData }: Route.ComponentProps) {
  const { request, horse, mating } = loaderData;
  const fields = t.fields;
  const erased = request.erased !== null;
  const shown = (value: string | null) => (value === null || value === "" ? t.none : value);
  const rows: [string, string][] = [
    [fields.reference, request.reference],
    [fields.status, t.statuses[request.status]],
    [t.received, formatDateTime(new Date(request.created))],
    ...(request.answered ? [[t.answered, formatDateTime(new Date(request.answered))] as [string, string]] : []),
    [fields.name, erased ? t.erased : request.name],
    [fields.contact, erased ? t.erased : request.contact],
  ];
  return (
    <section className="request-detail">
      <p>
        <Link to={adminPath("requests")}>{t.back}</Link>
      </p>
      <h1>{t.detailTitle(t.kinds[request.kind], request.reference)}</h1>
      <dl className="request-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{fields.horse}</dt>
          <dd>{horse ? <HorseNameLink name={horse.name} /> : request.horse}</dd>
        </div>
      </dl>
      <h2>{fields.message}</h2>
      {/* As typed: React writes it as text, so markup in it is shown, never run. */}
      <p className="request-message">{erased ? t.erased : shown(request.message)}</p>
      {request.reason ? (
        <p>
          {fields.reason}: {request.reason}
        </p>
      ) : null}
      {request.kind === "sale" ? <SaleHorse horse={horse} /> : null}
      {mating ? <Mating request={request} mating={mating} /> : null}
      {request.covering !== null ? (
        <p>
          {t.coveringPlanned}:{" "}
          <Link to={coveringsPath(request.answered ? seasonOf(new Date(request.answered).toISOString()) : null)}>
            {t.coveringLink}
          </Link>
        </p>
      ) : null}
      <Answers request={request} />
    </section>
  );
}

/** Whether the horse of a sale enquiry is still for sale. */
function SaleHorse({ horse }: { horse: Details["horse"] }) {
  if (!horse) return <p>{t.horseGone}</p>;
  if (horse.sold) return <p>{t.sold(horse.name)}</p>;
  return <p>{horse.forSale ? t.stillForSale(horse.name) : t.noLongerForSale(horse.name)}</p>;
}

/** A parent of the mare as given, and whether the pedigree knows it. */
function parentText(parent: GivenParent): string {
  if (parent.name === null) return t.parentUnknown;
  return parent.found === null ? t.parentNotFound(parent.name) : t.parentFound(parent.name, parent.found);
}

/** The outside mare and the foal of the pair as the site computes it. */
function Mating({ request, mating }: { request: Details["request"]; mating: RequestedMating }) {
  const fields = t.fields;
  const { foal, sections, colours } = mating;
  return (
    <section aria-labelledby="request-mating">
      <h2 id="request-mating">{t.geneticsHeading}</h2>
      <dl className="request-facts">
        <div>
          <dt>{fields.mareName}</dt>
          <dd>{request.mareName}</dd>
        </div>
        <div>
          <dt>{fields.mareBreed}</dt>
          <dd>{breedLabel(request.mareBreed)}</dd>
        </div>
        <div>
          <dt>{fields.mareSire}</dt>
          <dd>{foal ? parentText(foal.sire) : (request.mareSire ?? t.parentUnknown)}</dd>
        </div>
        <div>
          <dt>{fields.mareDam}</dt>
          <dd>{foal ? parentText(foal.dam) : (request.mareDam ?? t.parentUnknown)}</dd>
        </div>
        <div>
          <dt>{fields.mareGenotype}</dt>
          <dd>{request.mareGenotype ?? t.none}</dd>
        </div>
        <div>
          <dt>{fields.mareLink}</dt>
          <dd>
            {request.mareLink ? (
              <a href={request.mareLink} rel="noopener noreferrer nofollow">
                {request.mareLink}
              </a>
            ) : (
              t.none
            )}
          </dd>
        </div>
      </dl>
      {mating.mareKnown ? <p>{t.mareKnown(mating.mareKnown)}</p> : null}
      {foal ? (
        <>
          <p className="coi">{t.coi(formatPercent(foal.coi))}</p>
          <p>{t.completeness(formatPercent(foal.completeness.knownShare, 0), foal.completeness.completeGenerations)}</p>
        </>
      ) : (
        <p>{t.stallionGone}</p>
      )}
      {sections.length > 0 ? (
        <p>
          {t.sections(sections.map((breed) => breedLabel(breed)).join(t.sectionsJoin))}
          {sections.length > 1 ? ` (${t.sectionsByHeight})` : null}
        </p>
      ) : null}
      <h3>{t.coloursHeading}</h3>
      {colours === null ? (
        <p>{t.noGenotype}</p>
      ) : (
        <>
          <p className={colours.lethal > 0 ? "error-message" : undefined}>
            {colours.lethal > 0 ? t.lethalRisk(formatPercent(colours.lethal)) : t.noLethalRisk}
          </p>
          <TableFrame label={t.coloursHeading}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t.colour}</th>
                  <th scope="col" className="num">
                    {t.chance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {colours.odds.map((odds) => (
                  <tr key={`${odds.colour}${odds.lethal ? "-lethal" : ""}`}>
                    <th scope="row">
                      {odds.colour}
                      {odds.lethal ? <span className="badge badge-red">{t.lethal}</span> : null}
                    </th>
                    <td className="num">{formatPercent(odds.probability)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </>
      )}
    </section>
  );
}

/** Godkänn and Avböj while the request is new; Ta bort always. Each posts to the inbox. */
function Answers({ request }: { request: Details["request"] }) {
  const inbox = adminPath("requests");
  return (
    <section aria-labelledby="request-answers">
      <h2 id="request-answers">{t.actionsHeading}</h2>
      {request.status === NEW_REQUEST_STATUS ? (
        <>
          <Form method="post" action={inbox} className="form">
            <input type="hidden" name="id" value={request.id} />
            <p className="hint">{t.approveHelp[request.kind]}</p>
            <div className="actions">
              <SubmitButton name="intent" value="approve">
                {t.approve}
              </SubmitButton>
            </div>
          </Form>
          <Form method="post" action={inbox} className="form">
            <input type="hidden" name="id" value={request.id} />
            <div className="field">
              <label htmlFor="request-reason">{t.reasonLabel}</label>
              <textarea id="request-reason" name="reason" rows={3} maxLength={REQUEST_LIMITS.reason} />
            </div>
            <div className="actions">
              <SubmitButton name="intent" value="decline" className="button button-secondary">
                {t.decline}
              </SubmitButton>
            </div>
          </Form>
        </>
      ) : null}
      <Form method="post" action={inbox} className="form">
        <input type="hidden" name="id" value={request.id} />
        <div className="actions">
          <SubmitButton
            name="intent"
            value="delete"
            className="button button-secondary"
            aria-label={t.removeLabel(request.reference)}
          >
            {t.remove}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
