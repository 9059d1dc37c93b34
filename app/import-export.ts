// The admin's import and export page: shared by the route, its server half and the Express limit.

export const IMPORT_EXPORT_PATH = "/admin/import-export";
/** The download of the whole stud (a resource route under the same guard). */
export const BACKUP_PATH = "/admin/backup";
/** Uploads to the import page only; every other form keeps the server's small limit. */
export const MAX_UPLOAD_MB = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** What the file picker offers; the content decides in the end. */
export const UPLOAD_ACCEPT = ".json,.ndjson,.jsonl,application/json,application/x-ndjson";
export const UPLOAD_EXTENSIONS = /\.(json|ndjson|jsonl)$/i;
