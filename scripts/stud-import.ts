// `npm run stud:import -- [--dry-run] FILE|FOLDER …`: imports stud files, backup archives and exports
// of the original app (recognised by content), all of them in one transaction, and prints the report.
// A stud file's pictures come along: the folder beside it (stud.json → stud.pictures/), or the one
// inside a backup archive (.zip, as the admin page downloads it). Idempotent: horses and pedigree
// entries whose names exist are left alone. --fetch-pictures then downloads the pictures still
// linked on other hosts into the store (as `npm run pictures:fetch`).
import { fetchExternalPictures, reportLines } from "#pictures/fetch";
import { importExports, reportSections } from "#transfer/old-app";
import { exportFilesOf } from "#transfer/old-app-files";
import { openExport, type OpenedExport } from "#transfer/stud-archive";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE =
  "Usage: npm run stud:import -- [--dry-run] [--fetch-pictures] FILE|FOLDER … (stud files, backup archives (.zip), or the original app's exports: __collections__ JSON, collection maps, NDJSON)";
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const fetchPictures = args.includes("--fetch-pictures");
const targets = args.filter((arg) => arg !== "--dry-run" && arg !== "--fetch-pictures");
if (targets.length === 0 || targets.some((arg) => arg.startsWith("--"))) fail(new UsageError(USAGE));

// Recognise every file (and check every picture) before opening the database; NDJSON documents
// are then streamed by the import.
const opened: OpenedExport[] = [];
try {
  for (const target of targets) for (const file of exportFilesOf(target)) opened.push(await openExport(file));
} catch (error) {
  fail(error);
}
await withDatabase(async (database) => {
  const report = await importExports(
    database.db,
    opened.map(({ read }) => read),
    { dryRun },
  );
  for (const section of reportSections(report)) {
    console.log(section.title);
    for (const line of section.lines) console.log(`  ${line}`);
  }
  if (fetchPictures && !dryRun)
    for (const line of reportLines(await fetchExternalPictures(database.db))) console.log(line);
  console.log(`[${database.driver}]`);
});
