// `npm run stud:restore -- FILE [--replace]`: restores a backup into an empty database; `--replace`
// replaces a stud that is there, in one transaction. The backup is a stud file written by
// `npm run stud:export` (with the pictures folder beside it, stud.json → stud.pictures/, when
// there) or the admin page's archive (.zip). Every picture is checked before anything is
// written, then stored first (docs/decisions/0022-backup-archive.md).
import * as texts from "#domain/texts";
import { storePictures } from "#transfer/picture-files";
import { restoreStud, studCounts } from "#transfer/stud";
import { openExport, type OpenedExport } from "#transfer/stud-archive";
import { UsageError, fail, withDatabase } from "./cli";

const USAGE = texts.cli.restoreUsage;
const NOT_EMPTY = texts.cli.notEmpty;
const args = process.argv.slice(2);
const replace = args.includes("--replace");
const files = args.filter((arg) => arg !== "--replace");
if (files.length !== 1 || files[0].startsWith("--")) fail(new UsageError(USAGE));

let opened: OpenedExport | undefined;
try {
  opened = await openExport(files[0]);
} catch (error) {
  fail(error);
}
const { read } = opened!;
if (read.layout !== "stud-file") fail(new UsageError(texts.cli.notStudFile(files[0], read.layout)));
await withDatabase(async (database) => {
  const { db } = database;
  // Refused before a picture is stored; restoreStud checks again under its lock.
  if (!replace && Object.values(await studCounts(db)).some((count) => count > 0)) throw new UsageError(NOT_EMPTY);
  if (read.pictures) await storePictures(db, read.pictures);
  const result = await restoreStud(db, read.stud, { replace });
  if (!result.ok) throw new UsageError(NOT_EMPTY);
  const summary = Object.entries(result.value)
    .map(([table, n]) => `${table} ${n}`)
    .join(", ");
  const pictures = read.pictures?.entries.length ?? 0;
  console.log(texts.cli.restored(files[0], summary, pictures, replace, database.driver));
});
