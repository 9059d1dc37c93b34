import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#data/db";
import { createTestDatabase } from "#tests/support/database";
import { studWithPictures } from "#tests/support/stud-pictures";
import { unzip } from "#tests/support/zip";
import { exportStud } from "#transfer/stud";
import { studArchive } from "#transfer/stud-archive";

// The commands as an operator runs them, on a PGlite directory of their own (one process at a time).
// Each run starts a process and opens the database: few runs, the rest is tested in data/.
const dir = mkdtempSync(path.join(tmpdir(), "stud-commands-"));
const dataDir = path.join(dir, "db");
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env,
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
/** The horses in the commands' database, read in this process between two runs (stud:export is run below). */
const storedHorses = async () => {
  const database = await openDatabase({ driver: "pglite", dataDir });
  try {
    return (await exportStud(database.db)).horses.map((h) => h.name);
  } finally {
    await database.close();
  }
};

describe("stud:import, stud:export and stud:restore", { timeout: 300_000 }, () => {
  it("stud:import --dry-run prints the report and writes nothing; an unreadable file stops with its name", async () => {
    const dry = run("stud-import", "--dry-run", "tests/old-app/export.ndjson");
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("Förhandsgranskning: så här skulle importen bli. Ingenting har sparats.");
    expect(dry.out).toContain("horses: 8 lästa, 5 importerade, 0 fanns redan, 3 hoppades över, 4 varningar");
    expect(await storedHorses()).toEqual([]);

    const broken = path.join(dir, "trasig.ndjson");
    writeFileSync(broken, '{"path": "horses/h1", "data": {"name": "A"}}\n{"path": "horses/h2", "data": ');
    const refused = run("stud-import", broken);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`✖ Filen ${broken} kan inte läsas (rad 2): filen tar slut för tidigt`);
    expect(refused.err).toContain("Läsarens eget meddelande: ");
  });

  it("stud:restore fills an empty database, refuses a full one, and --replace replaces it", async () => {
    expect(run("stud-import", "tests/old-app/collection-map").code).toBe(0);
    const backup = path.join(dir, "backup.json");
    expect(run("stud-export", backup).code).toBe(0);
    const stud = JSON.parse(readFileSync(backup, "utf8")) as { horses: { name: string }[] };
    const one = path.join(dir, "one.json");
    writeFileSync(
      one,
      JSON.stringify({ ...stud, horses: stud.horses.slice(0, 1), competition: [], evaluations: [], merits: [] }),
    );

    const refused = run("stud-restore", one);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Databasen har redan ett stuteri");
    expect(run("stud-restore", one, "--replace").code).toBe(0);
    expect(await storedHorses()).toEqual(["Eldvinge"]);
  });

  it("stud:restore takes the admin's backup archive with its pictures; stud:export -- x.zip writes the same back", async () => {
    const source = await createTestDatabase("pglite");
    const archive = path.join(dir, "snoflingan.zip");
    try {
      await studWithPictures(source.db);
      await pipeline((await studArchive(source.db)).stream, createWriteStream(archive));
    } finally {
      await source.close();
    }
    const restored = run("stud-restore", archive, "--replace");
    expect(restored.err).toBe("");
    expect(restored.out).toMatch(
      /✔ Återställde .*snoflingan\.zip: horses 1, ribbons 1, .*bilder 2 \(allt som fanns innan är ersatt\)/,
    );

    const again = path.join(dir, "again.zip");
    expect(run("stud-export", again).code).toBe(0);
    expect(await unzip(readFileSync(again))).toEqual(await unzip(readFileSync(archive)));
    const dry = run("stud-import", "--dry-run", again);
    expect(dry.out).toContain("Bilder: 2 i filen, 0 nya");
  });
});
