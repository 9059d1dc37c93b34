// One process per PGlite data directory: the lock file that refuses a second opener.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as texts from "#domain/texts";

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it.
 * So whoever opens a directory writes its process id into it, and a second opener
 * (another server, `npm run admin:create`, `stud:import` …) is refused with a clear
 * message while that process lives. A lock left by a dead process is taken over.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(texts.cli.dataDirInUse(dataDir, pid));
  }
}

const LOCK_FILE = "snoflingan.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory's lock; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DataDirInUseError(dataDir, holder);
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
