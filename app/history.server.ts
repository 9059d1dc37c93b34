import type { RouterContextProvider } from "react-router";
import type { Db } from "#data/db";
import { recordChange, type UndoResult } from "#data/history";
import type { ChangeKind } from "#domain";
import * as texts from "#domain/texts";
import { requireUser } from "./auth.server";
import { requestContext } from "./context";

/**
 * How an admin action writes: `const logged = changeLogger(context)`, then
 * `await logged("ribbon-add", (tx) => addRibbon(tx, name, ribbon))`. The write runs in one
 * transaction logged as one change of the signed-in administrator (data/history.ts).
 */
export function changeLogger(context: Readonly<RouterContextProvider>) {
  const actor = requireUser(context).email;
  const { db } = context.get(requestContext);
  return <T extends { ok: boolean }>(kind: ChangeKind, work: (tx: Db) => Promise<T>, subject?: string) =>
    recordChange(db, { actor, kind, subject }, (tx) => work(tx));
}

/** A write that answers no `ok` (a count, nothing), as a change that happened. */
export const done =
  <V>(work: (tx: Db) => Promise<V>) =>
  async (tx: Db) => ({ ok: true as const, value: await work(tx) });

export type ChangeLogger = ReturnType<typeof changeLogger>;

/** Why an undo was refused, in the words of the write it would have made (the change log, the inbox). */
export function undoRefusalText(result: Extract<UndoResult, { ok: false }>): string {
  const t = texts.history;
  switch (result.reason) {
    case "taken":
      return result.name ? t.undoNameTaken(result.name) : t.undoSomeNameTaken;
    case "lookalike":
      return t.undoLookalike(result.name, result.clash);
    case "loop":
      return t.undoLoop(result.chain.join(" → "));
    default:
      return t.undoRefusals[result.reason];
  }
}
