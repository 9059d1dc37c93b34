import { createHash } from "node:crypto";
import { data } from "react-router";
import type { Db } from "#data/db";
import { importExports, reportSections, type ReportSection } from "#data/old-app";
import { bufferSource, readExport } from "#data/old-app-files";
import * as texts from "#domain/texts";
import { refuse, logFailure } from "./forms.server";
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
 * The import page's action (after requireUser): reads the uploaded file, refuses hostile or
 * unreadable ones with a message that names the problem, and runs the import, as a dry run
 * for a preview. Nothing is written unless the whole file imports.
 */
export async function handleImport(request: Request, db: Db) {
  const refuseFile = (status: number, message: string) => refuse(status, { file: message }, {});
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UPLOAD_BYTES)
    return refuseFile(413, t.tooLarge(MAX_UPLOAD_MB));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, { form: t.unreadableForm }, {});
  }
  const intent: ImportIntent = form.get("intent") === "import" ? "import" : "preview";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refuseFile(400, intent === "import" ? t.chooseAgain : t.noFile);
  if (file.size > MAX_UPLOAD_BYTES) return refuseFile(413, t.tooLarge(MAX_UPLOAD_MB));
  if (!UPLOAD_EXTENSIONS.test(file.name)) return refuseFile(415, t.wrongType(file.name));

  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = createHash("sha256").update(bytes).digest("hex");
  if (intent === "import" && form.get("digest") !== digest) return refuse(409, { form: t.changed }, {});
  try {
    const read = await readExport(bufferSource(file.name, bytes));
    const report = await importExports(db, [read], { dryRun: intent === "preview" });
    return data<ImportAnswer>({
      ok: true,
      intent,
      digest,
      fileName: file.name,
      sections: reportSections(report, { maxLines: REPORT_LINES }),
    });
  } catch (error) {
    // An unreadable file (its name, where and what is wrong); nothing was written.
    if (error instanceof Error && error.name === "StudFileError") return refuseFile(400, error.message);
    logFailure(error);
    return refuse(500, { form: t.failed }, {});
  }
}
