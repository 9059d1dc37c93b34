import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { data } from "react-router";
import { currentDataVersion, type Db } from "#data/db";
import * as texts from "#domain/texts";
import { importExports, reportSections, type ReportSection } from "#transfer/old-app";
import { storePictures } from "#transfer/picture-files";
import { restoreStud, StudFileError, studCounts, studFileCounts, type ImportCounts } from "#transfer/stud";
import { openExport, type OpenedExport } from "#transfer/stud-archive";
import { logFailure, readFormFile, refuse } from "./forms.server";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, RESTORE_FILE, UPLOAD_EXTENSIONS } from "./import-export";

const t = texts.studTransfer.page;
const r = texts.studTransfer.restore;
/** Lines shown per collection; the command-line import prints every line. */
const REPORT_LINES = 200;

export type ImportIntent = "preview" | "import";
export interface ImportAnswer {
  ok: true;
  intent: ImportIntent;
  /** The file's SHA-256: the confirmation must send the very file that was previewed. */
  digest: string;
  fileName: string;
  sections: ReportSection[];
}

/**
 * The import page's action (after requireUser): takes the uploaded file (a backup archive, a
 * stud file or an old-app export) onto disk, refuses hostile or unreadable ones with a message
 * that names the problem in plain words (the reader's own message as `fileDetail`, folded away), and runs the import, as a dry run for a preview. A refused file writes
 * nothing; otherwise its pictures are stored first, then its records all or nothing
 * (docs/decisions/0022-backup-archive.md).
 */
export async function handleImport(request: Request, db: Db) {
  const refuseFile = (status: number, message: string) => refuse(status, { file: message }, {});
  // The system's temporary folder (TMPDIR): the README says to keep it on disk.
  const dir = await mkdtemp(path.join(tmpdir(), "snoflingan-import-"));
  let opened: OpenedExport | undefined;
  try {
    const form = await readFormFile(request, {
      field: "file",
      path: path.join(dir, "upload"),
      maxBytes: MAX_UPLOAD_BYTES,
    });
    if (!form.ok)
      return form.fieldErrors.form === texts.validation.formTooLarge
        ? refuseFile(413, t.tooLarge(MAX_UPLOAD_MB))
        : refuse(400, form.fieldErrors, {});
    const intent: ImportIntent = form.values.intent === "import" ? "import" : "preview";
    const { file } = form;
    if (!file || file.size === 0) return refuseFile(400, intent === "import" ? t.chooseAgain : t.noFile);
    if (!UPLOAD_EXTENSIONS.test(file.name)) return refuseFile(415, texts.backup.wrongType(file.name));
    if (intent === "import" && form.values.digest !== file.sha256) return refuse(409, { form: t.changed }, {});

    opened = await openExport(file.path, file.name);
    const report = await importExports(db, [opened.read], { dryRun: intent === "preview" });
    return data<ImportAnswer>({
      ok: true,
      intent,
      digest: file.sha256,
      fileName: file.name,
      sections: reportSections(report, { maxLines: REPORT_LINES }),
    });
  } catch (error) {
    // An unreadable file (its name, where and what is wrong); nothing was written.
    if (error instanceof StudFileError)
      return refuse(400, { file: error.message, ...(error.detail ? { fileDetail: error.detail } : {}) }, {});
    // A body that is no form (400) is thrown as a response.
    if (!(error instanceof Error)) throw error;
    logFailure(error);
    return refuse(500, { form: t.failed }, {});
  } finally {
    opened?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export type RestoreIntent = "restore-preview" | "restore";
/** The confirmation: what the stud holds now (all of it goes), and what the backup brings. */
export interface RestorePreview {
  ok: true;
  intent: "restore-preview";
  /** The file's SHA-256: the confirmation must send the very file that was reviewed. */
  digest: string;
  /** The stud as reviewed (stateOf): the confirmation is refused when it has changed since. */
  state: string;
  fileName: string;
  current: ImportCounts;
  incoming: ImportCounts;
  pictures: number;
}
export interface RestoreDone {
  ok: true;
  intent: "restore";
  fileName: string;
  replaced: ImportCounts;
  restored: ImportCounts;
  pictures: number;
}

/** The stud's data version and its counts: what a confirmation was shown. */
async function stateOf(db: Db): Promise<{ state: string; counts: ImportCounts }> {
  const [version, counts] = [await currentDataVersion(db), await studCounts(db)];
  return { state: `${version} ${Object.values(counts).join(",")}`, counts };
}

/**
 * The restore form's action (after requireUser; `actor` is the administrator's e-mail): a backup
 * (the archive, or a stud file) uploaded as for the import, checked whole before anything is
 * written. First a review: what the stud holds now, all of which a restore removes, and what the
 * backup holds; nothing is written. Then, with the same file and the stud unchanged since the
 * review, its pictures are stored and its records replace everything in one transaction
 * (transfer/stud.ts restoreStud with `replace`: the administrators and their sessions stay),
 * and one line is logged on stdout. An old-app export is refused: it can only be imported.
 */
export async function handleRestore(
  request: Request,
  db: Db,
  actor: string,
  log: (line: string) => void = (line) => console.log(line),
) {
  const asked = { intent: "restore" };
  const refuseFile = (status: number, message: string) => refuse(status, { [RESTORE_FILE]: message }, asked);
  const dir = await mkdtemp(path.join(tmpdir(), "snoflingan-restore-"));
  let opened: OpenedExport | undefined;
  try {
    const form = await readFormFile(request, {
      field: RESTORE_FILE,
      path: path.join(dir, "upload"),
      maxBytes: MAX_UPLOAD_BYTES,
    });
    if (!form.ok)
      return form.fieldErrors.form === texts.validation.formTooLarge
        ? refuseFile(413, t.tooLarge(MAX_UPLOAD_MB))
        : refuse(400, form.fieldErrors, asked);
    const intent: RestoreIntent = form.values.intent === "restore" ? "restore" : "restore-preview";
    const { file } = form;
    if (!file || file.size === 0) return refuseFile(400, intent === "restore" ? r.chooseAgain : r.noFile);
    if (!UPLOAD_EXTENSIONS.test(file.name)) return refuseFile(415, texts.backup.wrongType(file.name));
    if (intent === "restore" && form.values.digest !== file.sha256) return refuse(409, { form: r.changed }, asked);

    opened = await openExport(file.path, file.name);
    const { read } = opened;
    if (read.layout !== "stud-file")
      return refuseFile(400, r.notBackup(file.name, texts.studTransfer.layouts[read.layout] ?? read.layout));
    const pictures = read.pictures?.entries.length ?? 0;
    const now = await stateOf(db);
    if (intent === "restore-preview")
      return data<RestorePreview>({
        ok: true,
        intent,
        digest: file.sha256,
        state: now.state,
        fileName: file.name,
        current: now.counts,
        incoming: studFileCounts(read.stud),
        pictures,
      });

    if (form.values.state !== now.state) return refuse(409, { form: r.stale }, asked);
    if (read.pictures) await storePictures(db, read.pictures);
    const restored = await restoreStud(db, read.stud, { replace: true });
    if (!restored.ok) throw new Error(`restore refused: ${restored.reason}`);
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        msg: "backup restored",
        actor,
        file: file.name,
        replaced: now.counts,
        restored: restored.value,
        pictures,
      }),
    );
    return data<RestoreDone>({
      ok: true,
      intent,
      fileName: file.name,
      replaced: now.counts,
      restored: restored.value,
      pictures,
    });
  } catch (error) {
    // An unreadable file (its name, where and what is wrong); nothing was written.
    if (error instanceof StudFileError) return refuseFile(400, error.message);
    if (!(error instanceof Error)) throw error;
    logFailure(error);
    return refuse(500, { form: r.failed }, asked);
  } finally {
    opened?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
