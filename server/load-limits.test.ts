import express from "express";
import { describe, expect, it } from "vitest";
import { listen } from "#tests/support/http";
import { addressRate, expensiveWorkLimits, loadLimitsFromEnv, LOAD_LIMITS, workSlots } from "./load-limits";

describe("the per-address rate", () => {
  it("lets an address start its burst, then one per interval, and says how long to wait", () => {
    let now = 0;
    const rate = addressRate({ perMinute: 60, burst: 3 }, () => now);
    expect([rate.take("a"), rate.take("a"), rate.take("a")]).toEqual([null, null, null]);
    expect(rate.take("a")).toBe(1_000);
    // Another address has its own bucket.
    expect(rate.take("b")).toBeNull();
    now += 400;
    expect(rate.take("a")).toBe(600);
    now += 600;
    expect(rate.take("a")).toBeNull();
    expect(rate.take("a")).toBe(1_000);
    // A long pause refills the burst, not more.
    now += 60_000;
    expect([rate.take("a"), rate.take("a"), rate.take("a"), rate.take("a")]).toEqual([null, null, null, 1_000]);
  });

  it("charges an address for the time its requests held a turn", () => {
    let now = 0;
    const rate = addressRate({ perMinute: 60, burst: 5 }, () => now);
    expect(rate.take("a")).toBeNull();
    // Four seconds held at one token a second: the bucket is empty, and five seconds below.
    rate.charge("a", 4);
    expect(rate.take("a")).toBe(1_000);
    rate.charge("a", 5);
    expect(rate.take("a")).toBe(6_000);
    now += 6_000;
    expect(rate.take("a")).toBeNull();
  });
});

describe("the site-wide turns", () => {
  it("runs `concurrent` at once, queues `queued`, refuses more, and hands a turn to the longest waiter", async () => {
    const slots = workSlots({ concurrent: 2, queued: 1, maxWaitMs: 10_000 });
    const first = await slots.turn();
    const second = await slots.turn();
    expect(first && second).toBeTruthy();
    const third = slots.turn();
    expect(await slots.turn()).toBeNull(); // the queue is full
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    first!();
    first!(); // a second release changes nothing
    const thirdDone = await third;
    expect(thirdDone).toBeTruthy();
    expect([slots.running, slots.waiting]).toEqual([2, 0]);
    second!();
    thirdDone!();
    expect(slots.running).toBe(0);
  });

  it("gives up a wait after maxWaitMs", async () => {
    const slots = workSlots({ concurrent: 1, queued: 5, maxWaitMs: 20 });
    const held = await slots.turn();
    expect(await slots.turn()).toBeNull();
    expect(slots.waiting).toBe(0);
    held!();
    expect(await slots.turn()).toBeTruthy();
  });
});

describe("the limits from the environment", () => {
  it("reads whole numbers and keeps the defaults for anything else", () => {
    expect(loadLimitsFromEnv({})).toEqual(LOAD_LIMITS);
    expect(
      loadLimitsFromEnv({
        EXPENSIVE_PER_MINUTE: "120",
        EXPENSIVE_AT_ONCE: "0",
        EXPENSIVE_QUEUE: "x",
        EXPENSIVE_WAIT_MS: "500",
      }),
    ).toEqual({ ...LOAD_LIMITS, perMinute: 120, concurrent: 1, maxWaitMs: 500 });
    expect(loadLimitsFromEnv({ EXPENSIVE_PER_SECOND_HELD: "0" }).perSecondHeld).toBe(0);
  });
});

/** An app whose expensive path takes `ms` and counts how many run at once. */
function limitedApp(limits: Parameters<typeof expensiveWorkLimits>[0], trustProxy: boolean | string = false) {
  const app = express();
  app.set("trust proxy", trustProxy);
  const seen = { running: 0, most: 0, started: 0 };
  // The work lasts 50 ms, or until the gate opens when one is set.
  const gate: { open?: Promise<void> } = {};
  app.use(expensiveWorkLimits(limits, ["/heavy"]));
  app.get("/heavy", async (_req, res) => {
    seen.started++;
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await (gate.open ?? new Promise((resolve) => setTimeout(resolve, 50)));
    seen.running--;
    res.send("done");
  });
  app.get("/light", (_req, res) => void res.send("light"));
  return { app, seen, gate };
}

describe("the limits on a server", () => {
  it("answers past the site-wide cap 503 with Retry-After, runs no more than the cap, and never limits other pages", async () => {
    const { app, seen, gate } = limitedApp({
      perMinute: 10_000,
      burst: 10_000,
      perSecondHeld: 0,
      concurrent: 2,
      queued: 2,
      maxWaitMs: 5_000,
    });
    let open = () => undefined as void;
    gate.open = new Promise((resolve) => (open = resolve));
    const { url, close } = await listen(app);
    try {
      let refused = 0;
      const asked = Array.from({ length: 10 }, () =>
        fetch(`${url}/heavy`).then((answer) => {
          if (answer.status === 503) refused++;
          if (refused === 6) open();
          return answer;
        }),
      );
      const answers = await Promise.all(asked);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
      for (const answer of answers.filter((a) => a.status === 503)) {
        expect(answer.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
      expect(seen.most).toBe(2);
      expect(seen.started).toBe(4);
      const light = await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/light`)));
      expect(light.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      await close();
    }
  });

  it("answers an address past its rate 429 with Retry-After; behind a trusted proxy each client is its own address", async () => {
    const limits = { perMinute: 6, burst: 2, perSecondHeld: 0, concurrent: 10, queued: 10, maxWaitMs: 5_000 };
    const direct = limitedApp(limits);
    const proxied = limitedApp(limits, "loopback");
    const [one, two] = await Promise.all([listen(direct.app), listen(proxied.app)]);
    try {
      const from = (base: string, client: string) =>
        fetch(`${base}/heavy`, { headers: { "X-Forwarded-For": client } }).then((answer) => answer);
      // Without TRUST_PROXY the header is ignored: one address, whatever it says.
      const statuses = [];
      for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
        statuses.push((await from(one.url, client)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await from(one.url, "203.0.113.4");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(10);
      expect(await refused.text()).toContain("Vänta");
      // Behind the proxy: the forwarded address counts.
      const behind = [];
      for (const client of ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2"])
        behind.push((await from(two.url, client)).status);
      expect(behind).toEqual([200, 200, 429, 200]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("gives the turn back when a client goes away", async () => {
    const { app, seen } = limitedApp({
      perMinute: 10_000,
      burst: 10_000,
      perSecondHeld: 0,
      concurrent: 1,
      queued: 0,
      maxWaitMs: 0,
    });
    const { url, close } = await listen(app);
    try {
      const gone = new AbortController();
      const abandoned = fetch(`${url}/heavy`, { signal: gone.signal }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 10));
      gone.abort();
      await abandoned;
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await fetch(`${url}/heavy`)).status).toBe(200);
      expect(seen.started).toBe(2);
    } finally {
      await close();
    }
  });
});
