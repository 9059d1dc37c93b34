import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-flags";

describe("the server's Node flags", () => {
  it("are the ones npm start runs the server with", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(["node", ...SERVER_NODE_FLAGS, "scripts/start.mjs"].join(" "));
  });
});
