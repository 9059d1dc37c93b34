import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "#data/db";
import { studFile } from "#data/records";
import { createSession, findSessionUser } from "#data/sessions";
import { upsertAdmin } from "#data/users";
import * as texts from "#domain/texts";
import { describeWithDatabase } from "#tests/support/database";
import { publicStud } from "#tests/support/public-fixture";
import { importStud, studCounts, studFileCounts, studFileText } from "#transfer/stud";
import { RESTORE_FILE, RESTORE_PATH } from "./import-export";
import { handleRestore, type RestoreDone, type RestorePreview } from "./import-export.server";

const r = texts.studTransfer.restore;

/** A small backup: two horses, one pedigree entry of their own and an evaluation. */
const backup = studFile.parse({
  horses: [
    { name: "Återställd Stjärna", category: "broodmares", breed: "a", gender: "Sto" },
    { name: "Återställd Kung", category: "stallions", breed: "a", gender: "Hingst" },
  ],
  pedigree: [{ name: "Återställd Stjärna" }, { name: "Återställd Kung" }, { name: "Återställd Anfader" }],
  evaluations: [
    { horse: "Återställd Kung", date: "2024-05-01", judge: "Gwen Morgan", type: "premiering", result: "Premierad, A" },
  ],
});
const backupText = studFileText(backup);

/** The restore form's post, as the page sends it. */
function post(fields: Record<string, string>, file: { name: string; text: string } | null = null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set(RESTORE_FILE, new File([file.text], file.name, { type: "application/json" }));
  return new Request(`http://localhost${RESTORE_PATH}`, { method: "POST", body: form });
}

type Answer = {
  data: RestorePreview | RestoreDone | { ok: false; fieldErrors: Record<string, string> };
  init: ResponseInit | null;
};
const answer = async (response: Promise<unknown>) => (await response) as Answer;

describeWithDatabase("handleRestore", (db) => {
  const logged: string[] = [];
  const restore = (request: Request) =>
    answer(handleRestore(request, db(), "admin@example.se", (line) => logged.push(line)));

  beforeAll(async () => {
    await importStud(db(), publicStud);
  });

  it("reviews first: names what the stud holds now, all of which goes, and what the backup brings; writes nothing", async () => {
    const before = await studCounts(db());
    const { data } = await restore(post({ intent: "restore-preview" }, { name: "kopia.json", text: backupText }));
    expect(data).toMatchObject({
      ok: true,
      intent: "restore-preview",
      fileName: "kopia.json",
      current: before,
      incoming: studFileCounts(backup),
      pictures: 0,
    });
    expect(before.horses).toBeGreaterThan(2);
    expect(await studCounts(db())).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("refuses without the reviewed file, with another file, or when the stud changed since the review", async () => {
    const before = await studCounts(db());
    const { data } = await restore(post({ intent: "restore-preview" }, { name: "kopia.json", text: backupText }));
    const { digest, state } = data as RestorePreview;
    const missing = await restore(post({ intent: "restore", digest, state }));
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toMatchObject({ ok: false, fieldErrors: { [RESTORE_FILE]: r.chooseAgain } });
    const other = await restore(
      post({ intent: "restore", digest, state }, { name: "kopia.json", text: backupText.replace("Kung", "Drott") }),
    );
    expect(other.init?.status).toBe(409);
    expect(other.data).toMatchObject({ ok: false, fieldErrors: { form: r.changed } });
    await db().execute(sql`update horses set age = coalesce(age, 0) + 1 where name = (select min(name) from horses)`);
    const stale = await restore(post({ intent: "restore", digest, state }, { name: "kopia.json", text: backupText }));
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, fieldErrors: { form: r.stale } });
    expect(await studCounts(db())).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("refuses what is no backup (the old app's export, a damaged file, another type) and writes nothing", async () => {
    const before = await studCounts(db());
    const oldApp = readFileSync("tests/old-app/collections-export.json", "utf8");
    const refused = [
      [
        { name: "gammal.json", text: oldApp },
        r.notBackup("gammal.json", texts.studTransfer.layouts["collections-export"]),
      ],
      [
        { name: "trasig.json", text: '{"horses": [' },
        texts.studTransfer.unreadable.message("trasig.json", null, texts.studTransfer.unreadable.endsEarly),
      ],
      [
        { name: "<img src=x onerror=alert(1)>.png", text: "x" },
        texts.backup.wrongType("<img src=x onerror=alert(1)>.png"),
      ],
    ] as const;
    for (const [file, message] of refused) {
      const { data } = await restore(post({ intent: "restore-preview" }, file));
      expect(data, file.name).toMatchObject({ ok: false, fieldErrors: { [RESTORE_FILE]: message } });
    }
    expect(await studCounts(db())).toEqual(before);
  });

  it("replaces everything with the backup once confirmed, keeps the administrators and their sessions, and logs it", async () => {
    const admin = await upsertAdmin(db(), "admin@example.se", "ett långt lösenord");
    const session = await createSession(db(), admin.id);
    const before = await studCounts(db());
    const { data } = await restore(post({ intent: "restore-preview" }, { name: "kopia.json", text: backupText }));
    const { digest, state } = data as RestorePreview;
    const done = await restore(post({ intent: "restore", digest, state }, { name: "kopia.json", text: backupText }));
    expect(done.data).toMatchObject({
      ok: true,
      intent: "restore",
      fileName: "kopia.json",
      replaced: before,
      restored: studFileCounts(backup),
    });
    expect(await studCounts(db())).toEqual(studFileCounts(backup));
    const names = await queryRows<{ name: string }>(db(), sql`select name from horses order by name`);
    expect(names.map((row) => row.name)).toEqual(["Återställd Kung", "Återställd Stjärna"]);
    expect(await findSessionUser(db(), session.id)).toEqual({ id: admin.id, email: admin.email });
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({
      msg: "backup restored",
      actor: "admin@example.se",
      file: "kopia.json",
      replaced: before,
      restored: studFileCounts(backup),
    });
  });
});
