import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { data } from "react-router";
import type { Db } from "#data/db";
import * as texts from "#domain/texts";
import { importExports, reportSections, type ReportSection } from "#transfer/old-app";
import { StudFileError } from "#transfer/stud";
import { openExport, type OpenedExport } from "#transfer/stud-archive";
import { logFailure, readFormFile, refuse } from "./forms.server";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_EXTENSIONS } from "./import-export";

const t = texts.studTransfer.page;
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
