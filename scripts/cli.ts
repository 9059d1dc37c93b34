import { configFromEnv, openDatabase, type Database } from "#data/db";
import * as texts from "#domain/texts";
import { StudFileError } from "#transfer/stud";

/**
 * Shared by the command-line scripts: opens the database the server would use
 * (DATABASE_URL, else PGlite in DATA_DIR or data/pglite), migrated, and turns the
 * errors an operator can fix (server still running, bad stud file, bad input)
 * into one clear line and exit code 1.
 */
export async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  let database: Database | undefined;
  try {
    database = await openDatabase(configFromEnv());
    await run(database);
  } catch (error) {
    fail(error);
  } finally {
    await database?.close().catch(() => undefined);
  }
}

/** Known, operator-fixable errors print their message only; anything else its stack. */
export function fail(error: unknown): never {
  const known = error instanceof Error && ["DataDirInUseError", "StudFileError", "UsageError"].includes(error.name);
  console.error(known ? `✖ ${error.message}` : error);
  // An operator wants the reader's own words too (a JSON parser's message: where and what).
  if (error instanceof StudFileError && error.detail)
    console.error(`  ${texts.studTransfer.page.parserMessage(error.detail)}`);
  process.exit(1);
}

export class UsageError extends Error {
  override name = "UsageError";
}
