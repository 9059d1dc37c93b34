import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE, signInDelayMs } from "./login";

describe("signInDelayMs", () => {
  it("waits nothing up to the threshold, then doubles up to the ceiling, never a lock", () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(LOGIN_THROTTLE.slowDownAfter - 1)).toBe(0);
    expect(signInDelayMs(LOGIN_THROTTLE.slowDownAfter)).toBe(LOGIN_THROTTLE.slowDownFirstMs);
    expect(signInDelayMs(LOGIN_THROTTLE.slowDownAfter + 1)).toBe(2 * LOGIN_THROTTLE.slowDownFirstMs);
    expect(signInDelayMs(10_000)).toBe(LOGIN_THROTTLE.slowDownMaxMs);
  });
});
