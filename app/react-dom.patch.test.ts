// The patch of docs/decisions/0050-react-dom-writes-a-flush-as-one-string.md changes how React
// DOM's production server build for Node writes (one string a flush instead of encoded 4 KB views),
// never what it writes, and (record 0052) renders outside an AsyncLocalStorage. Its documents are compared byte for byte with those of the same release's
// build for other runtimes (renderToReadableStream, unpatched), in a production process: React's
// production and development builds do not mix in one.
import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";

const RENDER_BOTH = String.raw`
import { executionAsyncId } from "node:async_hooks";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
const require = createRequire(process.cwd() + "/package.json");
const { createElement: h, lazy, Suspense, useId } = require("react");
const patched = require("react-dom/server.node");
const unpatched = require("react-dom/server.edge");

function Labelled({ text }) {
  const id = useId();
  return h("p", null, h("label", { htmlFor: id }, text), h("input", { id, defaultValue: text, required: true }));
}
// Markup of every kind a page has: text in and out of the Basic Latin, a lone surrogate, long
// text, a script, a boundary whose content comes later.
function page() {
  const later = lazy(() => new Promise((done) => setTimeout(() => done({ default: () => h("p", null, "Senare: åäö €") }), 5)));
  const texts = ["Hingst & sto", "<script>", '"citat"', "Ærlig Øst", "x".repeat(5000) + "ü".repeat(3000)];
  return h("html", { lang: "sv" },
    h("head", null, h("title", null, "Snöflingan"), h("meta", { charSet: "utf-8" })),
    h("body", null,
      h("h1", { className: "rubrik", style: { marginTop: 0, "--accent": "#c00" } }, "Cefn Ffion 97 😀 ", "\ud800"),
      ...texts.map((text) => h(Labelled, { key: text, text })),
      h("script", { dangerouslySetInnerHTML: { __html: "window.x = '</'" } }),
      h(Suspense, { fallback: h("p", null, "Laddar …") }, h(later)),
      h("table", null, h("tbody", null, Array.from({ length: 300 }, (_, i) => h("tr", { key: i }, h("td", null, "Häst " + i), h("td", null, i)))))));
}
const options = (whole) => ({ nonce: "n0nce", bootstrapScriptContent: "window.started = 1", ...(whole ? { progressiveChunkSize: Infinity } : {}) });

// As app/entry.server.tsx renders (whole: at onAllReady), or streamed from the shell.
function withPatch(whole) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) { chunks.push(chunk); callback(); },
      final(callback) { resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length }); callback(); },
    });
    const { pipe } = patched.renderToPipeableStream(page(), {
      ...options(whole),
      [whole ? "onAllReady" : "onShellReady"]: () => pipe(destination),
      onShellError: reject,
      onError: reject,
    });
  });
}
async function withoutPatch(whole) {
  const stream = await unpatched.renderToReadableStream(page(), { ...options(whole), onError: (error) => { throw error; } });
  if (whole) await stream.allReady;
  return new Response(stream).text();
}
const result = {};
for (const whole of [true, false]) {
  const after = await withPatch(whole);
  result[whole ? "whole" : "streamed"] = { same: after.html === (await withoutPatch(whole)), writes: after.writes, bytes: after.html.length, late: after.html.includes("Senare: åäö €") };
}
// Where Node runs async hooks, a promise's reaction runs under the promise's own id; else under 0.
result.promiseReactionId = await Promise.resolve().then(() => executionAsyncId());
console.log(JSON.stringify(result));
`;

describe("React DOM's production server build for Node, patched (patches/react-dom+19.3.1.patch)", () => {
  test("writes the same bytes as the unpatched build, a whole document in at most two writes", () => {
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", RENDER_BOTH], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    const result = JSON.parse(output) as Record<
      "whole" | "streamed",
      { same: boolean; writes: number; bytes: number; late: boolean }
    > & { promiseReactionId: number };
    // A flush writes what is complete, then the partly complete: at most two writes for a whole
    // document, where the unpatched build writes one for every 4 KB (the document is > 20,000 characters).
    expect(result.whole).toMatchObject({ same: true, late: true });
    expect(result.whole.writes).toBeLessThanOrEqual(2);
    expect(result.whole.bytes).toBeGreaterThan(20_000);
    expect(result.streamed).toMatchObject({ same: true, late: true });
    // The render entered no AsyncLocalStorage (record 0052): Node runs no hook for every promise.
    expect(result.promiseReactionId).toBe(0);
  });
});
