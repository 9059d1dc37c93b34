import { sql, type AnyColumn, type SQL } from "drizzle-orm";
// The module itself, not #domain: drizzle-kit loads the schema, and with it this file, without the rest of domain/.
import { LOOKALIKE_LETTERS } from "#domain/confusables";

/** A constant of ours as an SQL string literal (no parameter), so an expression index can match it. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A name's confusable skeleton in SQL, the same as domain/confusables.ts nameSkeleton: NFKC, the
 * look-alike letters translated to Latin, lower case. The skeleton indexes (data/schema.ts) hold
 * this very expression, so a lookup by skeleton is an index scan, not a pass over every name.
 */
export const nameSkeletonSql = (name: AnyColumn | string): SQL =>
  sql`lower(translate(normalize(${name}, NFKC), ${literal(LOOKALIKE_LETTERS.from)}, ${literal(LOOKALIKE_LETTERS.to)}))`;
