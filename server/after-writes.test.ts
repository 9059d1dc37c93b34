import express from "express";
import { describe, expect, it, vi } from "vitest";
import { listen } from "#tests/support/http";
import { afterWrites } from "./after-writes";

describe("afterWrites", () => {
  it("refreshes after each request that may write has been answered, never for a read", async () => {
    const refresh = vi.fn();
    /** How many refreshes there had been when each request was being answered. */
    const beforeAnswer: number[] = [];
    const app = express();
    app.use(afterWrites(refresh, 0));
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

  it("waits for a pause in the writes, then refreshes once", async () => {
    const refresh = vi.fn();
    const app = express();
    app.use(afterWrites(refresh, 300));
    app.all("/{*path}", (_req, res) => void res.status(303).send("ok"));
    const base = await listen(app);
    try {
      // Writes closer together than the pause: no refresh until they stop.
      for (let write = 0; write < 4; write++) {
        await fetch(`${base.url}/admin/add-ribbons`, { method: "POST", body: "x" });
        expect(refresh).not.toHaveBeenCalled();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      await base.close();
    }
  });
});
