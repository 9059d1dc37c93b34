import { useEffect, useState } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { requireUser } from "#app/auth.server";
import { FormMessage } from "#app/components/forms";
import { horsePath } from "#app/components/horse-card";
import { RouteError } from "#app/components/route-error";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { errorText } from "#app/errors";
import { logFailure, parseForm, readFormData } from "#app/forms.server";
import {
  clearPairs,
  levelUp,
  listCompetitionEntries,
  refreshEntry,
  retireFromCompetition,
  savePairs,
  type PairRefusal,
} from "#data/competition";
import type { Db } from "#data/db";
import { horseByName } from "#data/horses";
import { nameField } from "#data/records";
import {
  BREED_LABELS,
  BREEDS,
  EXTERIOR_PREMIUMS,
  GENDERS,
  HEIGHT_CLASSES,
  MERIT_COUNT_HIGHLIGHT,
  NO_PREMIUM_LABEL,
  PAIR_EVENT,
  breedLabel,
  canLevelUp,
  copyLines,
  heightClassOf,
  normalizeEvent,
  type CompetitionFilter,
} from "#domain";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin.competition-list";

const t = texts.competition;
/** How long the "copied" notice stays (SPEC.md §9). */
export const COPY_NOTICE_MS = 2000;
const PREMIUMS = [...EXTERIOR_PREMIUMS, NO_PREMIUM_LABEL] as const;
/** SPEC.md §5: at most two horses picked at a time. */
const PAIR_SIZE = 2;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** A filter value from the URL when it is one of the allowed ones; anything else means "all". */
function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((option) => option === value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const filter: CompetitionFilter = {
    gender: pick(GENDERS, params.get("gender")),
    breed: pick(BREEDS, params.get("breed")),
    height: pick(HEIGHT_CLASSES, params.get("height")),
    premium: pick(PREMIUMS, params.get("premium")),
  };
  const entries = await listCompetitionEntries(db, filter);
  const filtered = Object.values(filter).some(Boolean);
  return {
    filter,
    filtered,
    pairing: params.get("pairing") === "1",
    lines: copyLines(entries, stableName),
    entries: entries.map((entry) => ({
      ...entry,
      heightClass: heightClassOf(entry.height),
      canLevelUp: canLevelUp(entry),
      pairable: normalizeEvent(entry.currentEvent) === PAIR_EVENT,
    })),
  };
}

const named = z.object({ name: nameField });
const actionForm = z.discriminatedUnion("intent", [
  named.extend({ intent: z.literal("levelUp") }),
  named.extend({ intent: z.literal("refresh") }),
  named.extend({ intent: z.literal("retire"), confirm: z.string().optional() }),
  z.object({ intent: z.literal("savePairs") }),
  z.object({ intent: z.literal("clearPairs") }),
]);

type ActionResult = { ok: boolean; message: string; intent?: string; confirmRetire?: string };
const answer = (result: ActionResult, status = result.ok ? 200 : 400) => data(result, { status });

/**
 * SPEC.md §8's messages for a name the list does not hold: a horse that is not (or no longer) in
 * the competition list → 'Kunde inte hitta hästen i tävlingslistan.'; a name that is no horse at
 * all → 'Hittade inte hästen i databasen' (Uppdatera, which reads the horse first, answers
 * 'Hästen finns inte i databasen.').
 */
async function notListedText(db: Db, name: string): Promise<string> {
  return (await horseByName(db, name)) ? t.entryMissing : t.horseNotFoundInDb;
}

const pairRefusalText: Record<PairRefusal, string> = {
  noPairs: t.noPairs,
  entryNotFound: t.entryMissing,
  ...t.pairRefusals,
};

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context);
  const { db } = context.get(requestContext);
  // parseForm reads a copy: the picked checkboxes (several values of one name) are read below.
  const form = await parseForm(request.clone(), actionForm);
  if (!form.ok) return answer({ ok: false, message: t.somethingWrong });
  const input = form.data;
  try {
    switch (input.intent) {
      case "levelUp": {
        const result = await levelUp(db, input.name);
        if (result.ok)
          return answer({
            ok: true,
            intent: input.intent,
            message: t.leveledUp(input.name, result.value.currentClass),
          });
        return answer({
          ok: false,
          message: result.reason === "lastClass" ? t.lastClass : await notListedText(db, input.name),
        });
      }
      case "refresh": {
        const result = await refreshEntry(db, input.name);
        if (result.ok) return answer({ ok: true, intent: input.intent, message: t.refreshed(result.value.name) });
        return answer({ ok: false, message: result.reason === "horseNotFound" ? t.horseMissing : t.entryMissing });
      }
      case "retire": {
        // Without JavaScript the confirmation is a second submit; with it, window.confirm sets `confirm`.
        if (input.confirm !== "yes") return answer({ ok: true, message: "", confirmRetire: input.name });
        try {
          const result = await retireFromCompetition(db, input.name);
          if (result.ok) return answer({ ok: true, intent: input.intent, message: t.retired(input.name) });
          return answer({ ok: false, message: await notListedText(db, input.name) });
        } catch (error) {
          logFailure(error);
          return answer({ ok: false, message: t.retireError }, 500);
        }
      }
      case "savePairs": {
        const picked = [...new Set((await readFormData(request)).getAll("pick").filter((v) => typeof v === "string"))];
        if (picked.length === 0) return answer({ ok: false, message: t.noPairs });
        if (picked.length > PAIR_SIZE) return answer({ ok: false, message: t.tooManyPicked });
        if (picked.length < PAIR_SIZE) return answer({ ok: false, message: t.pickTwo });
        const [a, b] = picked;
        const result = await savePairs(db, [[a, b]]);
        if (result.ok) return answer({ ok: true, intent: input.intent, message: t.pairSaved(a, b) });
        return answer({ ok: false, message: pairRefusalText[result.reason] });
      }
      case "clearPairs":
        await clearPairs(db);
        return answer({ ok: true, intent: input.intent, message: t.pairsCleared });
    }
  } catch (error) {
    logFailure(error);
    return answer({ ok: false, message: t.somethingWrong }, 500);
  }
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

export default function CompetitionList({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, filter, filtered, pairing, lines } = loaderData;
  const hydrated = useHydrated();
  const location = useLocation();
  const [picked, setPicked] = useState<string[]>([]);
  const [pickMessage, setPickMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A new answer from the server replaces the local pick message; a saved change starts the picking over.
  useEffect(() => {
    setPickMessage(null);
    if (actionData?.ok && actionData.intent) setPicked([]);
  }, [actionData]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function togglePick(name: string, checked: boolean) {
    if (!checked) {
      setPicked((current) => current.filter((n) => n !== name));
      setPickMessage(null);
    } else if (picked.length >= PAIR_SIZE) {
      setPickMessage(t.tooManyPicked);
    } else {
      setPicked([...picked, name]);
      setPickMessage(null);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(lines.join("\n"));
      setNotice(t.copied);
    } catch {
      setNotice(t.copyFailed);
    }
  }

  const params = new URLSearchParams(location.search);
  if (pairing) params.delete("pairing");
  else params.set("pairing", "1");
  const togglePairingHref = `?${params.toString()}`;

  return (
    <section className="admin-page competition-list">
      <h1>{t.listHeading}</h1>
      <p>
        <Link to="/admin/competition">{t.toAdd}</Link>
      </p>

      <Form method="get" className="toolbar" aria-label={t.filters}>
        {pairing ? <input type="hidden" name="pairing" value="1" /> : null}
        <FilterSelect
          name="gender"
          label={t.gender}
          value={filter.gender}
          options={GENDERS.map((g) => ({ value: g, label: g }))}
        />
        <FilterSelect
          name="breed"
          label={t.breed}
          value={filter.breed}
          options={BREEDS.map((b) => ({ value: b, label: BREED_LABELS[b] }))}
        />
        <FilterSelect
          name="height"
          label={t.heightGroup}
          value={filter.height}
          options={HEIGHT_CLASSES.map((h) => ({ value: h, label: h }))}
        />
        <FilterSelect
          name="premium"
          label={t.premium}
          value={filter.premium}
          options={PREMIUMS.map((p) => ({ value: p, label: p }))}
        />
        <button type="submit">{t.applyFilters}</button>
        {filtered ? (
          <Link to={pairing ? "?pairing=1" : "."} className="button button-secondary">
            {t.resetFilters}
          </Link>
        ) : null}
      </Form>

      {pickMessage ? (
        <FormMessage kind="error">{pickMessage}</FormMessage>
      ) : actionData?.confirmRetire ? (
        <RetireConfirmation name={actionData.confirmRetire} cancelHref={location.pathname + location.search} />
      ) : actionData?.message ? (
        <FormMessage kind={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
      ) : null}

      <div className="toolbar">
        <Link to={togglePairingHref} className="button button-secondary">
          {pairing ? t.endPairing : t.startPairing}
        </Link>
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={copy} disabled={lines.length === 0}>
            {t.copy}
          </button>
        ) : null}
      </div>

      {pairing ? (
        <div className="pairing-panel">
          <h2>{t.pairing}</h2>
          <p className="hint">{t.pairingHint}</p>
          <div className="toolbar">
            <Form method="post" id="pair-form">
              <input type="hidden" name="intent" value="savePairs" />
              <button type="submit">{t.savePairs}</button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="clearPairs" />
              <button type="submit" className="button button-danger">
                {t.clearPairs}
              </button>
            </Form>
          </div>
        </div>
      ) : null}

      <p>{t.shown(entries.length)}</p>
      {entries.length === 0 ? (
        <p className="empty">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t.tableCaption}>
          <table className="table">
            <caption className="visually-hidden">{t.tableCaption}</caption>
            <thead>
              <tr>
                {pairing ? <th scope="col">{t.columns.pick}</th> : null}
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.breed}</th>
                <th scope="col">{t.columns.gender}</th>
                <th scope="col" className="num">
                  {t.columns.age}
                </th>
                <th scope="col">{t.columns.height}</th>
                <th scope="col">{t.columns.premium}</th>
                <th scope="col">{t.columns.event}</th>
                <th scope="col">{t.columns.class}</th>
                <th scope="col" className="num">
                  {t.columns.merits}
                </th>
                <th scope="col">{t.columns.partner}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow
                  key={entry.name}
                  entry={entry}
                  pairing={pairing}
                  hydrated={hydrated}
                  picked={picked.includes(entry.name)}
                  onPick={togglePick}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <details className="accordion copy-lines">
        <summary>{t.copyLines}</summary>
        {lines.length === 0 ? (
          <p>{t.noLines}</p>
        ) : (
          <textarea readOnly aria-label={t.copyLines} rows={Math.min(lines.length + 1, 12)} value={lines.join("\n")} />
        )}
      </details>

      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}

function FilterSelect(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{t.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function EntryRow(props: {
  entry: Entry;
  pairing: boolean;
  hydrated: boolean;
  picked: boolean;
  onPick: (name: string, checked: boolean) => void;
}) {
  const { entry, pairing, hydrated } = props;
  const many = entry.meritCount >= MERIT_COUNT_HIGHLIGHT;
  return (
    <tr className={props.picked ? "selected" : undefined}>
      {pairing ? (
        <td className="pick">
          {entry.pairable ? (
            <input
              type="checkbox"
              name="pick"
              value={entry.name}
              form="pair-form"
              aria-label={t.pick(entry.name)}
              checked={props.picked}
              onChange={(e) => props.onPick(entry.name, e.target.checked)}
            />
          ) : null}
        </td>
      ) : null}
      <th scope="row">
        <Link to={horsePath(entry.name)}>{entry.name}</Link>
      </th>
      {/* data-label: on a phone each row is a card, and every value says what it is. */}
      <td data-label={t.columns.breed}>{breedLabel(entry.breed)}</td>
      <td data-label={t.columns.gender}>{entry.gender}</td>
      <td className="num" data-label={t.columns.age}>
        {entry.age ?? ""}
      </td>
      <td data-label={t.columns.height}>{entry.heightClass ?? ""}</td>
      <td data-label={t.columns.premium}>{entry.premium}</td>
      <td data-label={t.columns.event}>{entry.currentEvent}</td>
      <td data-label={t.columns.class}>{entry.currentClass}</td>
      <td className="num" data-label={t.columns.merits}>
        <span className={many ? "badge badge-red" : "badge"} title={many ? t.manyMerits : undefined}>
          {entry.meritCount}
          {many ? <span className="visually-hidden"> ({t.manyMerits})</span> : null}
        </span>
      </td>
      <td className="partner" data-label={t.columns.partner}>
        {entry.partner ?? ""}
      </td>
      <td className="actions">
        <RowAction entry={entry} intent="levelUp" label={t.levelUp} disabled={!entry.canLevelUp} />
        <RowAction entry={entry} intent="refresh" label={t.refresh} />
        <Form method="post">
          <input type="hidden" name="intent" value="retire" />
          <input type="hidden" name="name" value={entry.name} />
          <button
            type="submit"
            className="button button-danger"
            // With JavaScript the browser asks; without it the server shows a confirmation step.
            name={hydrated ? "confirm" : undefined}
            value={hydrated ? "yes" : undefined}
            onClick={(e) => {
              if (!window.confirm(t.confirmRetire(entry.name))) e.preventDefault();
            }}
          >
            {t.retire}
          </button>
        </Form>
      </td>
    </tr>
  );
}

function RowAction(props: { entry: Entry; intent: "levelUp" | "refresh"; label: string; disabled?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="name" value={props.entry.name} />
      <button type="submit" className="button button-secondary" disabled={props.disabled}>
        {props.label}
      </button>
    </Form>
  );
}

function RetireConfirmation({ name, cancelHref }: { name: string; cancelHref: string }) {
  return (
    <Form method="post" className="form retire-confirmation">
      <p role="alert">{t.confirmRetire(name)}</p>
      <input type="hidden" name="intent" value="retire" />
      <input type="hidden" name="name" value={name} />
      <div className="actions">
        <button type="submit" name="confirm" value="yes" className="button button-danger">
          {t.confirmRetireYes}
        </button>
        <Link to={cancelHref} className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      unexpected={(failure) => (
        <p className="error-message" role="alert">
          {t.somethingWrong} {errorText(failure)}
        </p>
      )}
    />
  );
}
