// `npm run stud:import -- file`: imports a stud file (or every *.json in a folder).
// Idempotent: horses and pedigree entries whose names exist are left alone.
import { importStud, readStudFiles } from "#data/stud";
import { UsageError, fail, withDatabase } from "./cli";

const target = process.argv[2];
if (!target) fail(new UsageError("Usage: npm run stud:import -- stud.json (or a folder of *.json stud files)"));

// Validate every file before touching the database.
let files: ReturnType<typeof readStudFiles> = [];
try {
  files = readStudFiles(target);
} catch (error) {
  fail(error);
}
await withDatabase(async (database) => {
  for (const { file, stud } of files) {
    const counts = await importStud(database.db, stud);
    const summary = Object.entries(counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ");
    console.log(`✔ ${file}: imported ${summary} [${database.driver}].`);
  }
});
