import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./pglite-lock";

describe("lockDataDir", () => {
  it("refuses a directory held by another live process, and releases on unlock", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "db");
    const holder = spawn("sleep", ["30"]);
    try {
      const unlockOther = lockDataDir(dir);
      writeFileSync(path.join(dir, "snoflingan.pid"), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(/används av process \d+ \(körs servern\?\)/);
      unlockOther();
      expect(existsSync(path.join(dir, "snoflingan.pid"))).toBe(false);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const gone = spawn("true");
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(path.join(dir, "snoflingan.pid"), String(gone.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "snoflingan.pid"), "utf8")).toBe(String(process.pid));
    unlock();
  });
});
