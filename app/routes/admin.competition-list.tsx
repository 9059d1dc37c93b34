import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  clearAllPairs,
  competitionListForm,
  levelUpEntry,
  refreshListEntry,
  refused,
  removeEntry,
  retireEntry,
  savePickedPair,
} from "#app/competition-list.server";
import { CompetitionFilters } from "#app/components/competition-filters";
import { ClearPairsConfirmation, PairingPanel } from "#app/components/competition-pairing";
import { CompetitionTable, RetireConfirmation } from "#app/components/competition-table";
import { FormMessage } from "#app/components/form-message";
import { AnswerMessage } from "#app/components/forms";
import { RouteError } from "#app/components/route-error";
import { useHydrated } from "#app/components/use-hydrated";
import { requestContext } from "#app/context";
import { logFailure, parseForm } from "#app/forms.server";
import { changeLogger } from "#app/history.server";
import { adminPath } from "#app/paths";
import { listCompetitionEntries } from "#data/competition";
import {
  BREEDS,
  EXTERIOR_PREMIUMS,
  GENDERS,
  HEIGHT_CLASSES,
  NO_PREMIUM_LABEL,
  PAIR_EVENT,
  PAIR_SIZE,
  canLevelUp,
  copyLines,
  heightClassOf,
  normalizeEvent,
  type CompetitionFilter,
} from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin.competition-list";

const t = texts.competition;
/** How long the "copied" notice stays (docs/product.md, "Classes and ladders"). */
export const COPY_NOTICE_MS = 2000;
const PREMIUMS = [...EXTERIOR_PREMIUMS, NO_PREMIUM_LABEL] as const;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

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

export async function action({ request, context }: Route.ActionArgs) {
  const logged = changeLogger(context);
  const { db } = context.get(requestContext);
  const form = await parseForm(request, competitionListForm, { lists: ["pick"] });
  if (!form.ok) return refused(t.somethingWrong);
  const input = form.data;
  try {
    switch (input.intent) {
      case "levelUp":
        return await levelUpEntry(db, logged, input.name);
      case "refresh":
        return await refreshListEntry(logged, input.name);
      case "retire":
        return await retireEntry(db, logged, input.name, input.confirm);
      case "remove":
        return await removeEntry(db, logged, input.name, input.confirm);
      case "savePairs":
        return await savePickedPair(logged, input.pick);
      case "clearPairs":
        return await clearAllPairs(logged, input.confirm);
    }
  } catch (error) {
    logFailure(error);
    return refused(t.somethingWrong, 500);
  }
}

export default function CompetitionList({ loaderData, actionData }: Route.ComponentProps) {
  // A saved change starts the picking over: a new key remounts the list's working part.
  const saved = actionData?.ok && actionData.intent ? actionData.key : "list";
  return (
    <section className="admin-page competition-list">
      <h1>{t.listHeading}</h1>
      <p>
        <Link to={adminPath("competition")}>{t.toAdd}</Link>
      </p>
      <CompetitionFilters
        filter={loaderData.filter}
        filtered={loaderData.filtered}
        pairing={loaderData.pairing}
        premiums={PREMIUMS}
      />
      <ListBody key={saved} loaderData={loaderData} actionData={actionData} />
    </section>
  );
}

/** Messages, the pairing and copy tools, the table and the copied lines. */
function ListBody({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { entries, filtered, pairing, lines } = loaderData;
  const hydrated = useHydrated();
  const location = useLocation();
  const [picked, setPicked] = useState<string[]>([]);
  // A pick message belongs to the answer it was shown under: a newer answer from the server replaces it.
  const [pickNote, setPickNote] = useState<{ text: string; under: typeof actionData } | null>(null);
  const pickMessage = pickNote && pickNote.under === actionData ? pickNote.text : null;
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function togglePick(name: string, checked: boolean) {
    if (!checked) {
      setPicked((current) => current.filter((n) => n !== name));
      setPickNote(null);
    } else if (picked.length >= PAIR_SIZE) {
      setPickNote({ text: t.tooManyPicked, under: actionData });
    } else {
      setPicked([...picked, name]);
      setPickNote(null);
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
    <>
      {pickMessage ? (
        <FormMessage kind="error">{pickMessage}</FormMessage>
      ) : actionData?.ok && actionData.confirmRetire ? (
        <RetireConfirmation name={actionData.confirmRetire} cancelHref={location.pathname + location.search} />
      ) : actionData?.ok && actionData.confirmRemove ? (
        <RetireConfirmation
          name={actionData.confirmRemove}
          cancelHref={location.pathname + location.search}
          intent="remove"
        />
      ) : actionData?.ok && actionData.confirmClear ? (
        <ClearPairsConfirmation cancelHref={location.pathname + location.search} />
      ) : (
        <AnswerMessage answer={actionData} />
      )}

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

      {pairing ? <PairingPanel hydrated={hydrated} /> : null}

      <p>{t.shown(entries.length)}</p>
      {entries.length === 0 ? (
        <p className="empty">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <CompetitionTable entries={entries} pairing={pairing} hydrated={hydrated} picked={picked} onPick={togglePick} />
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
    </>
  );
}

/** A filter value from the URL when it is one of the allowed ones; anything else means "all". */
function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((option) => option === value);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} message={(detail) => `${t.somethingWrong} ${detail}`} />;
}
