import { eq, type SQL } from "drizzle-orm";
import { compareEvaluations, evaluationNews } from "#domain";
import type { Db } from "./db";
import { horseNamed, nameIs } from "./names";
import { writeNews } from "./news";
import { evaluationData, type EvaluationData, type EvaluationRecord } from "./records";
import { evaluations, horses } from "./schema";

/** A stored evaluation: the common columns and its type's own fields. */
export type Evaluation = { id: number; horse: string; date: string; judge: string } & EvaluationData;

/**
 * A horse's evaluations in display order (exterior, premiering, trearstest, the quality ones;
 * newest first within a type). A row whose data no longer fits its type is left out (and logged)
 * rather than shown half.
 */
export async function evaluationsOf(db: Db, horse: string): Promise<Evaluation[]> {
  return toEvaluations(await evaluationsQuery(db, horseNamed(horse)));
}

/** The stored evaluations of the horse whose name `horse` is (an SQL value), as evaluationsOf reads them. */
export const evaluationsQuery = (db: Db, horse: SQL) =>
  db
    .select({
      id: evaluations.id,
      horse: evaluations.horse,
      type: evaluations.type,
      date: evaluations.date,
      judge: evaluations.judge,
      data: evaluations.data,
    })
    .from(evaluations)
    .where(eq(evaluations.horse, horse));

export type EvaluationRow = Awaited<ReturnType<typeof evaluationsQuery>>[number];

/** Rows of evaluationsQuery, each parsed into its type, in display order (evaluationsOf). */
export function toEvaluations(rows: EvaluationRow[]): Evaluation[] {
  return rows
    .flatMap(({ id, horse: name, date, judge, type, data }) => {
      const parsed = evaluationData.safeParse({ ...(data as object), type });
      if (!parsed.success) {
        console.error(`evaluation ${id} of ${name} does not fit type ${type}`);
        return [];
      }
      return [{ id, horse: name, date, judge, ...parsed.data }];
    })
    .sort(compareEvaluations);
}

export type AddEvaluationResult = { ok: true; id: number; horse: string } | { ok: false; reason: "horse-not-found" };

/**
 * Stores a validated evaluation of the stud horse named exactly `evaluation.horse` (a
 * stud horse: the row references horses(name)). The type's fields, `type` included,
 * go into `data`, the same shape the stud import writes. An exterior evaluation's premium is news
 * (domain/site/news.ts evaluationNews).
 */
export async function addEvaluation(db: Db, evaluation: EvaluationRecord): Promise<AddEvaluationResult> {
  const { horse, date, judge, ...data } = evaluation;
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ name: horses.name }).from(horses).where(nameIs(horses.name, horse)).for("share");
    if (!found) return { ok: false, reason: "horse-not-found" } as const;
    const [row] = await tx
      .insert(evaluations)
      .values({ horse: found.name, type: data.type, date, judge, data: data satisfies EvaluationData })
      .returning({ id: evaluations.id });
    await writeNews(tx, [evaluationNews(found.name, { ...data, date })]);
    return { ok: true, id: row.id, horse: found.name } as const;
  });
}

/** The stored evaluation with this id, or null (also when its data no longer fits its type). */
export async function evaluationById(db: Db, id: number): Promise<Evaluation | null> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id)).limit(1);
  if (!row) return null;
  const parsed = evaluationData.safeParse({ ...(row.data as object), type: row.type });
  return parsed.success ? { id: row.id, horse: row.horse, date: row.date, judge: row.judge, ...parsed.data } : null;
}

export type EvaluationWriteResult =
  { ok: true; horse: string } | { ok: false; reason: "not-found" | "horse-not-found" };

/** Saves every field of evaluation `id`; its horse may be another stud horse (any letter case). */
export async function updateEvaluation(
  db: Db,
  id: number,
  evaluation: EvaluationRecord,
): Promise<EvaluationWriteResult> {
  const { horse, date, judge, ...data } = evaluation;
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ name: horses.name }).from(horses).where(nameIs(horses.name, horse)).for("share");
    if (!found) return { ok: false, reason: "horse-not-found" } as const;
    const rows = await tx
      .update(evaluations)
      .set({ horse: found.name, type: data.type, date, judge, data: data satisfies EvaluationData })
      .where(eq(evaluations.id, id))
      .returning({ id: evaluations.id });
    return rows.length > 0 ? ({ ok: true, horse: found.name } as const) : ({ ok: false, reason: "not-found" } as const);
  });
}

/** Deletes evaluation `id`; answers whose it was. */
export async function deleteEvaluation(db: Db, id: number): Promise<EvaluationWriteResult> {
  const [row] = await db.delete(evaluations).where(eq(evaluations.id, id)).returning({ horse: evaluations.horse });
  return row ? { ok: true, horse: row.horse } : { ok: false, reason: "not-found" };
}
