import express from "express";
import { describe, expect, it } from "vitest";
import { herdPath } from "#app/paths";
import * as texts from "#domain/texts";
import { listen } from "#tests/support/http";
import { databaseMonitor, outagePage, outageStatus, requestDeadline, VERDICT_MS, withDeadline } from "./outage";
import { errorResponses } from "./request-guards";

describe("the request deadline", () => {
  it("answers a page still unanswered at the deadline with the outage page when the database does not answer, drops the late answer, and marks it away", async () => {
    let pings = 0;
    let frozen = true;
    // A frozen database: a ping gets no answer (node-postgres gives up on it after its query timeout).
    const monitor = databaseMonitor(
      {
        ping: () => (
          pings++,
          frozen
            ? new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error("Query read timeout")), 50))
            : Promise.resolve()
        ),
      },
      10,
    );
    const app = express();
    app.use(outageStatus(monitor));
    app.use(requestDeadline(monitor, outagePage(), 100));
    app.get("/fast", (_req, res) => void res.type("html").send("ok"));
    app.get("/slow", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 100 + VERDICT_MS + 200));
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
      expect(Date.now() - started).toBeLessThan(100 + VERDICT_MS + 190);
      expect(slow.status).toBe(503);
      expect(slow.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(slow.headers.get("x-late")).toBeNull();
      expect(await slow.text()).toContain(texts.outage.title);
      // Marked away, then back once a ping answers.
      expect(pings).toBeGreaterThan(0);
      expect(monitor.isDown()).toBe(true);
      expect((await fetch(`${url}/broken`)).status).toBe(503);
      // Posts are not cut short: a write answered 503 must not be stored afterwards.
      expect(await (await fetch(`${url}/slow`, { method: "POST" })).text()).toBe("stored");
      frozen = false;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(monitor.isDown()).toBe(false);
    } finally {
      await close();
    }
  });

  it("lets a slow page go on while the database answers: a busy process is no outage", async () => {
    let pings = 0;
    const monitor = databaseMonitor({ ping: async () => void pings++ }, 10);
    const app = express();
    app.use(outageStatus(monitor));
    app.use(requestDeadline(monitor, outagePage(), 100));
    app.get("/slow", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.status(200).send("sent late");
    });
    const { url, close } = await listen(app);
    try {
      const slow = await fetch(`${url}/slow`);
      expect(slow.status).toBe(200);
      expect(await slow.text()).toBe("sent late");
      expect(pings).toBe(1);
      expect(monitor.isDown()).toBe(false);
    } finally {
      await close();
    }
  });

  it("answers the health question with one shared ping, false past its bound or while away", async () => {
    let pings = 0;
    let answer: () => void = () => undefined;
    const monitor = databaseMonitor({ ping: () => (pings++, new Promise<void>((resolve) => (answer = resolve))) }, 10);
    const asked = [monitor.answers(1_000), monitor.answers(1_000)];
    expect(pings).toBe(1);
    answer();
    expect(await Promise.all(asked)).toEqual([true, true]);
    expect(await monitor.answers(20)).toBe(false);
    expect(monitor.isDown()).toBe(false);
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
