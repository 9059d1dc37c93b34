// `npm run stud:export -- [file]`: the whole stud as one stud file (JSON), to the file or to
// standard output. With a file, the pictures go into a folder beside it (stud.json →
// stud.pictures/, transfer/picture-files.ts); a file ending in .zip is instead the backup archive the
// admin page downloads, the stud file and its pictures folder in one (transfer/stud-archive.ts).
// `npm run stud:restore` and `npm run stud:import` read both back.
import { createWriteStream, writeFileSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { StudFile } from "#data/records";
import * as texts from "#domain/texts";
import { picturesFolderOf, writePictures } from "#transfer/picture-files";
import { exportStud, studFileText } from "#transfer/stud";
import { studArchive } from "#transfer/stud-archive";
import { withDatabase } from "./cli";

const file = process.argv[2];
await withDatabase(async (database) => {
  let stud: StudFile;
  let pictures = "";
  if (file && /\.zip$/i.test(file)) {
    const archive = await studArchive(database.db);
    await pipeline(archive.stream, createWriteStream(file));
    stud = archive.stud;
    pictures = texts.cli.exportedPictures(archive.pictures);
  } else {
    stud = await exportStud(database.db);
    const json = studFileText(stud);
    if (file) {
      writeFileSync(file, json);
      const folder = picturesFolderOf(file);
      pictures = texts.cli.exportedPicturesTo(await writePictures(database.db, folder), folder);
    } else process.stdout.write(json);
  }
  const counts = Object.entries(stud)
    .map(([table, rows]) => `${table} ${rows.length}`)
    .join(", ");
  // Counts go to stderr, so `npm run -s stud:export > stud.json` stays pure JSON.
  console.error(texts.cli.exported(counts, file, pictures, database.driver));
});
