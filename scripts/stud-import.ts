// `npm run stud:import -- [--dry-run] FILE|FOLDER …`: imports stud files and exports of the
// original app (recognised by content), all of them in one transaction, and prints the report.
// Idempotent: horses and pedigree entries whose names exist are left alone.
import { importExports, reportSections } from "#data/old-app";
import { readExport, sourcesOf, type ReadExport } from "#data/old-app-files";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE =
  "Usage: npm run stud:import -- [--dry-run] FILE|FOLDER … (stud files, or the original app's exports: __collections__ JSON, collection maps, NDJSON)";
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const targets = args.filter((arg) => arg !== "--dry-run");
if (targets.length === 0 || targets.some((arg) => arg.startsWith("--"))) fail(new UsageError(USAGE));

// Recognise every file before opening the database; NDJSON documents are then streamed by the import.
const reads: ReadExport[] = [];
try {
  for (const target of targets) for (const source of sourcesOf(target)) reads.push(await readExport(source));
} catch (error) {
  fail(error);
}
await withDatabase(async (database) => {
  const report = await importExports(database.db, reads, { dryRun });
  for (const section of reportSections(report)) {
    console.log(section.title);
    for (const line of section.lines) console.log(`  ${line}`);
  }
  console.log(`[${database.driver}]`);
});
