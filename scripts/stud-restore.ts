// `npm run stud:restore -- FILE [--replace]`: restores a backup (a stud file written by
// `npm run stud:export`) into an empty database; `--replace` replaces a stud that is there,
// in one transaction.
import { readStudFiles, restoreStud } from "#data/stud";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE = "Usage: npm run stud:restore -- stud.json [--replace]";
const args = process.argv.slice(2);
const replace = args.includes("--replace");
const files = args.filter((arg) => arg !== "--replace");
if (files.length !== 1 || files[0].startsWith("--")) fail(new UsageError(USAGE));

let stud: ReturnType<typeof readStudFiles>[number]["stud"] | undefined;
try {
  const read = readStudFiles(files[0]);
  if (read.length !== 1) throw new UsageError(`${files[0]} is a folder; a backup is one stud file. ${USAGE}`);
  stud = read[0].stud;
} catch (error) {
  fail(error);
}
await withDatabase(async (database) => {
  const result = await restoreStud(database.db, stud!, { replace });
  if (!result.ok)
    throw new UsageError(
      "The database already holds a stud: restore into an empty database, or add --replace to replace it.",
    );
  const summary = Object.entries(result.value)
    .map(([table, n]) => `${table} ${n}`)
    .join(", ");
  console.log(
    `✔ Restored ${files[0]}: ${summary}${replace ? " (everything before it replaced)" : ""} [${database.driver}].`,
  );
});
