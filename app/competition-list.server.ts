// The competition list's actions: the posted form, and one handler per intent
// (docs/product.md, "Classes and ladders"). The route's action parses once and dispatches here.
import { z } from "zod";
import { logFailure, refuse, succeed } from "#app/forms.server";
import { done, type ChangeLogger } from "#app/history.server";
import {
  clearPairs,
  levelUp,
  refreshEntry,
  removeFromCompetition,
  retireFromCompetition,
  savePairs,
  type PairRefusal,
} from "#data/competition";
import type { Db } from "#data/db";
import { horseByName } from "#data/horses";
import { nameField } from "#data/records";
import { PAIR_SIZE } from "#domain";
import * as texts from "#domain/texts";

const t = texts.competition;

const named = z.object({ name: nameField });
export const competitionListForm = z.discriminatedUnion("intent", [
  named.extend({ intent: z.literal("levelUp") }),
  named.extend({ intent: z.literal("refresh") }),
  named.extend({ intent: z.literal("retire"), confirm: z.string().optional() }),
  named.extend({ intent: z.literal("remove"), confirm: z.string().optional() }),
  z.object({ intent: z.literal("savePairs"), pick: z.array(z.string()).default([]) }),
  z.object({ intent: z.literal("clearPairs"), confirm: z.string().optional() }),
]);

type Intent = z.output<typeof competitionListForm>["intent"];
/** A saved change names its intent; the retire confirmation step names the horse to confirm. */
type ListAnswer = {
  intent?: Intent;
  confirmRetire?: string;
  confirmRemove?: string;
  confirmClear?: boolean;
  message?: string;
};

/** A form-level refusal: the list has no fields of its own to point at. */
export const refused = (message: string, status = 400) => refuse(status, { form: message });
const saved = (intent: Intent, message: string) => succeed<ListAnswer>({ intent, message });

/**
 * The messages for a name the list does not hold: a horse that is not (or no longer) in
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

export async function levelUpEntry(db: Db, logged: ChangeLogger, name: string) {
  const result = await logged("competition", (tx) => levelUp(tx, name));
  if (result.ok) return saved("levelUp", t.leveledUp(name, result.value.currentClass));
  return refused(result.reason === "lastClass" ? t.lastClass : await notListedText(db, name));
}

export async function refreshListEntry(logged: ChangeLogger, name: string) {
  const result = await logged("competition", (tx) => refreshEntry(tx, name));
  if (result.ok) return saved("refresh", t.refreshed(result.value.name));
  return refused(result.reason === "horseNotFound" ? t.horseMissing : t.entryMissing);
}

/** Without JavaScript the confirmation is a second submit; with it, window.confirm sets `confirm`. */
export async function retireEntry(db: Db, logged: ChangeLogger, name: string, confirm: string | undefined) {
  if (confirm !== "yes") return succeed<ListAnswer>({ confirmRetire: name });
  try {
    const result = await logged("competition", (tx) => retireFromCompetition(tx, name));
    if (result.ok) return saved("retire", t.retired(name));
    return refused(await notListedText(db, name));
  } catch (error) {
    logFailure(error);
    return refused(t.retireError, 500);
  }
}

/** An entry made by mistake off the list, the horse left as it is; asked first, like retiring. */
export async function removeEntry(db: Db, logged: ChangeLogger, name: string, confirm: string | undefined) {
  if (confirm !== "yes") return succeed<ListAnswer>({ confirmRemove: name });
  const result = await logged("competition-delete", (tx) => removeFromCompetition(tx, name));
  if (result.ok) return saved("remove", t.removed(name));
  return refused(await notListedText(db, name));
}

export async function savePickedPair(logged: ChangeLogger, pick: readonly string[]) {
  const picked = [...new Set(pick)];
  if (picked.length === 0) return refused(t.noPairs);
  if (picked.length > PAIR_SIZE) return refused(t.tooManyPicked);
  if (picked.length < PAIR_SIZE) return refused(t.pickTwo);
  const [a, b] = picked;
  const result = await logged("competition", (tx) => savePairs(tx, [[a, b]]));
  if (result.ok) return saved("savePairs", t.pairSaved(a, b));
  return refused(pairRefusalText[result.reason]);
}

/** Asks first, like retiring: window.confirm with JavaScript, a second submit without. */
export async function clearAllPairs(logged: ChangeLogger, confirm: string | undefined) {
  if (confirm !== "yes") return succeed<ListAnswer>({ confirmClear: true });
  await logged("competition", done(clearPairs), texts.history.allPairs);
  return saved("clearPairs", t.pairsCleared);
}
