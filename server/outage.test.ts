import express from "express";
import { describe, expect, it } from "vitest";
import { herdPath } from "#app/paths";
import * as texts from "#domain/texts";
import { listen } from "#tests/support/http";
import { databaseMonitor, outagePage, outageStatus, requestDeadline, withDeadline } from "./outage";
import { errorResponses } from "./request-guards";

describe("the request deadline", () => {
  it("answers a page still unanswered at the deadline with the outage page, drops the late answer, and marks the database away", async () => {
    let pings = 0;
    const monitor = databaseMonitor({ ping: async () => void pings++ }, 10);
    const app = express();
    app.use(outageStatus(monitor));
    app.use(requestDeadline(monitor, outagePage(), 100));
    app.get("/fast", (_req, res) => void res.type("html").send("ok"));
    app.get("/slow", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // What a late handler does: set headers and write, after the deadline answered.
      res.setHeader("X-Late", "1");
      res.status(200).send("sent late");
    });
    app.get("/broken", async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      throw new Error("failed late");
    });
    app.post("/slow", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.send("stored");
    });
    app.use(errorResponses(texts.faults.badRequest));
    const { url, close } = await listen(app);
    try {
      await (await fetch(`${url}/fast`)).text(); // warm: the first answer loads Express's lazy parts
      const started = Date.now();
      const slow = await fetch(`${url}/slow`);
      expect(Date.now() - started).toBeLessThan(290);
      expect(slow.status).toBe(503);
      expect(slow.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(slow.headers.get("x-late")).toBeNull();
      expect(await slow.text()).toContain(texts.outage.title);
      // Marked away, then back once a ping answers.
      expect(pings).toBeGreaterThan(0);
      expect((await fetch(`${url}/broken`)).status).toBe(503);
      // Posts are not cut short: a write answered 503 must not be stored afterwards.
      expect(await (await fetch(`${url}/slow`, { method: "POST" })).text()).toBe("stored");
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(monitor.isDown()).toBe(false);
    } finally {
      await close();
    }
  });

  it("lets the herd's genetics, computed by the first request after a write, take longer", async () => {
    const monitor = databaseMonitor({ ping: async () => undefined }, 10);
    const app = express();
    app.use(requestDeadline(monitor, outagePage(), 100));
    app.get(herdPath(), async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.send("computed");
    });
    const { url, close } = await listen(app);
    try {
      const response = await fetch(`${url}${herdPath()}`);
      expect(await response.text()).toBe("computed");
      expect(monitor.isDown()).toBe(false);
    } finally {
      await close();
    }
  });

  it("withDeadline rejects a promise that does not settle in time", async () => {
    await expect(withDeadline(new Promise(() => undefined), 20)).rejects.toThrow("20 ms");
    await expect(withDeadline(Promise.resolve(7), 20)).resolves.toBe(7);
  });
});
