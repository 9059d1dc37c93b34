// `npm run admin:create -- --email E --password P`: creates the administrator, or
// sets a new password for an existing e-mail (argon2id), in the database the
// server uses (DATABASE_URL / DATA_DIR).
import { parseArgs } from "node:util";
import { upsertAdmin } from "#data/users";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE = "Usage: npm run admin:create -- --email admin@example.se --password 'at least 8 characters'";

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
    console.log(`✔ Administrator ${user.email} (id ${user.id}) can sign in at /login [${database.driver}].`);
  } catch (error) {
    // upsertAdmin's own checks (e-mail format, password length) are input mistakes.
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
});
