// The admin's import and export page: shared by the route, its server half and the Express limit.
import { adminPath } from "#app/paths";

export const IMPORT_EXPORT_PATH = adminPath("import-export");
/** The download of the whole stud with its pictures (a resource route under the same guard). */
export const BACKUP_PATH = adminPath("backup");
/**
 * Uploads to the import page only; every other form keeps the server's small limit. A backup
 * carries every uploaded photo (about 4 MB each from a phone camera), so the limit is set by what
 * an upload can do, not by memory: the file goes to disk as it arrives
 * (docs/decisions/0022-backup-archive.md). 500 MB is about a hundred photos, and what a 15 Mbit/s
 * line sends within the server's five-minute request time; larger backups go through
 * `npm run stud:restore` or `npm run stud:import` on the server.
 */
export const MAX_UPLOAD_MB = 500;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** What the file picker offers; the content decides in the end. */
export const UPLOAD_ACCEPT = ".zip,.json,.ndjson,.jsonl,application/zip,application/json,application/x-ndjson";
export const UPLOAD_EXTENSIONS = /\.(zip|json|ndjson|jsonl)$/i;
/**
 * The restore form posts to the import page with this query parameter: its file field has a name
 * of its own (`RESTORE_FILE`), which the upload's reader must know before it reads the body.
 */
export const RESTORE_PARAM = "restore";
export const RESTORE_PATH = `${IMPORT_EXPORT_PATH}?${RESTORE_PARAM}`;
export const RESTORE_FILE = "backup";
/** A backup is a stud file: the archive, or its JSON alone; the old app's exports are only imported. */
export const RESTORE_ACCEPT = ".zip,.json,application/zip,application/json";
