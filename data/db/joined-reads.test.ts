import { describe, expect, it } from "vitest";
import { joinedReads } from "./joined-reads";

/** A read whose runs are answered by hand, in the order they were sent. */
function readByHand() {
  const runs: { answer: (value: number) => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((answer, fail) => {
      runs.push({ answer, fail });
    });
  return { read, runs };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("joinedReads", () => {
  it("never hands a caller a run sent before it asked", async () => {
    const { read, runs } = readByHand();
    const joined = joinedReads(read);
    const first = joined();
    // A write is answered here; the run already sent may have missed it.
    const second = joined();
    const third = joined();
    expect(runs).toHaveLength(1);
    runs[0].answer(1);
    expect(await first).toBe(1);
    await settled();
    // The second and third callers share one run, sent after both asked.
    expect(runs).toHaveLength(2);
    runs[1].answer(2);
    expect([await second, await third]).toEqual([2, 2]);
  });

  it("costs two runs for many callers at once, and starts afresh when idle", async () => {
    const { read, runs } = readByHand();
    const joined = joinedReads(read);
    const answers = Array.from({ length: 10 }, () => joined());
    runs[0].answer(7);
    await settled();
    runs[1].answer(8);
    expect(await Promise.all(answers)).toEqual([7, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    expect(runs).toHaveLength(2);
    const later = joined();
    expect(runs).toHaveLength(3);
    runs[2].answer(9);
    expect(await later).toBe(9);
  });

  it("sends the next run after a failed one, and fails only the callers of the failed run", async () => {
    const { read, runs } = readByHand();
    const joined = joinedReads(read);
    const failed = joined();
    const waiting = joined();
    runs[0].fail(new Error("database away"));
    await expect(failed).rejects.toThrow("database away");
    await settled();
    runs[1].answer(3);
    expect(await waiting).toBe(3);
    const after = joined();
    runs[2].answer(4);
    expect(await after).toBe(4);
  });
});
