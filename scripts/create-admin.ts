// `npm run admin:create -- --email E --password P`: creates the administrator, or
// sets a new password for an existing e-mail (argon2id), in the database the
// server uses (DATABASE_URL / DATA_DIR).
import { parseArgs } from "node:util";
import { upsertAdmin } from "#data/users";
import * as texts from "#domain/texts";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE = texts.cli.adminUsage;

let email: string | undefined;
let password: string | undefined;
try {
  ({
    values: { email, password },
  } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } }));
  if (!email || !password) throw new UsageError(USAGE);
} catch (error) {
  fail(error instanceof UsageError ? error : new UsageError(`${(error as Error).message}\n${USAGE}`));
}

await withDatabase(async (database) => {
  try {
    const user = await upsertAdmin(database.db, email!, password!);
    console.log(texts.cli.adminReady(user.email, user.id, database.driver));
  } catch (error) {
    // upsertAdmin's own checks (e-mail format, password length) are input mistakes.
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
});
