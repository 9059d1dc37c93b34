// `npm run stud:export -- [file]`: the whole stud as one stud file (JSON), to the
// file or to standard output. `npm run stud:import` reads it back.
import { writeFileSync } from "node:fs";
import { exportStud, studFileText } from "#data/stud";
import { withDatabase } from "./cli";

const file = process.argv[2];
await withDatabase(async (database) => {
  const stud = await exportStud(database.db);
  const json = studFileText(stud);
  if (file) writeFileSync(file, json);
  else process.stdout.write(json);
  const counts = Object.entries(stud)
    .map(([table, rows]) => `${table} ${rows.length}`)
    .join(", ");
  // Counts go to stderr, so `npm run -s stud:export > stud.json` stays pure JSON.
  console.error(`✔ Exported ${counts}${file ? ` to ${file}` : ""} [${database.driver}].`);
});
