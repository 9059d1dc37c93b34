import express from "express";
import { describe, expect, it, vi } from "vitest";
import { listen } from "#tests/support/http";
import { afterWrites } from "./after-writes";

describe("afterWrites", () => {
  it("refreshes once after each request that may write has been answered, never for a read", async () => {
    const refresh = vi.fn();
    /** How many refreshes there had been when each request was being answered. */
    const beforeAnswer: number[] = [];
    const app = express();
    app.use(afterWrites(refresh));
    app.all("/{*path}", (_req, res) => {
      beforeAnswer.push(refresh.mock.calls.length);
      res.status(303).send("ok");
    });
    const base = await listen(app);
    try {
      for (const method of ["GET", "HEAD", "OPTIONS"]) await fetch(`${base.url}/admin`, { method });
      expect(refresh).not.toHaveBeenCalled();
      const writes = ["POST", "PUT", "DELETE", "PATCH"];
      for (const [done, method] of writes.entries()) {
        await fetch(`${base.url}/admin/add-ribbons`, { method, body: "x" });
        await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(done + 1));
      }
      // Each write's refresh came after its answer, not before.
      expect(beforeAnswer).toEqual([0, 0, 0, 0, 1, 2, 3]);
    } finally {
      await base.close();
    }
  });
});
