// The JavaScript a page makes the browser load on a first visit, and its bytes as the server sends
// them: the bench's measure of "client JS per page" (docs/decisions/0016-bench.md). Exact and
// repeatable, unlike Lighthouse's transfer sizes (which add each response's headers).
import { request } from "node:http";
import { init, parse } from "es-module-lexer";

/**
 * The scripts a page's HTML names: `<script src>`, `<link rel="modulepreload">` and the `import`s of
 * its inline module scripts (React Router imports the matched routes' modules there).
 */
export function pageScripts(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const add = (href: string) => urls.add(new URL(href, pageUrl).href);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /^<script\b/.test(tag) ? attribute(tag, "src") : null;
    if (src) add(src);
    if (/^<link\b/.test(tag) && attribute(tag, "rel") === "modulepreload") add(attribute(tag, "href") ?? "");
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const specifier of staticImports(body)) add(specifier);
  return [...urls];
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/** The specifiers a module imports statically (loaded before it runs); dynamic `import()`s load later, if ever. */
export function staticImports(source: string): string[] {
  const [imports] = parse(source);
  return imports.flatMap((entry) => (entry.type === "static" && entry.specifier ? [entry.specifier] : []));
}

/** A GET with one Accept-Encoding; the body's bytes exactly as they came over the wire. */
function get(url: string, encoding: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] ?? "identity" });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export interface ScriptFile {
  /** The path on the server, e.g. `/assets/entry.client-….js`. */
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Every script the page loads before it runs (its HTML's scripts and their static imports, followed
 * to the end), each fetched three times: uncompressed, gzip and brotli. A small file may come
 * uncompressed (that is what a browser gets too); any other encoding than the one asked for throws,
 * so a figure never silently measures another.
 */
export async function clientScripts(pageUrl: string, html: string): Promise<ScriptFile[]> {
  await init;
  const files: ScriptFile[] = [];
  const queue = pageScripts(html, pageUrl);
  const seen = new Set(queue);
  while (queue.length) {
    const url = queue.shift()!;
    const raw = await get(url, "identity");
    const sizes = { gzip: 0, brotli: 0 };
    for (const [key, encoding] of [
      ["gzip", "gzip"],
      ["brotli", "br"],
    ] as const) {
      const answer = await get(url, encoding);
      if (answer.encoding !== encoding && answer.encoding !== "identity")
        throw new Error(`${url} answered ${answer.encoding} to ${encoding}`);
      sizes[key] = answer.body.length;
    }
    files.push({ path: new URL(url).pathname, raw: raw.body.length, ...sizes });
    for (const specifier of staticImports(raw.body.toString("utf8"))) {
      const next = new URL(specifier, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return files;
}

/**
 * The most client JavaScript any public page may load: 110 KB gzip as the server sends it, 1,024
 * bytes a KB (docs/performance.md, "Budgets"). `npm test` fails past it
 * (scripts/client-js.budget.test.ts); the bench's table says how each page stands against it.
 */
export const CLIENT_JS_BUDGET_GZIP = 110 * 1024;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * One row of the bench's table: how many scripts, their KB raw, gzip (the budget's measure) and
 * brotli, the gzip bytes exactly, and whether they are within the budget.
 */
export function clientJsRow(page: string, files: ScriptFile[]) {
  const sum = (key: "raw" | "gzip" | "brotli") => files.reduce((total, file) => total + file[key], 0);
  const gzip = sum("gzip");
  return {
    page,
    scripts: files.length,
    "JS KB": kb(sum("raw")),
    "JS KB gzip": kb(gzip),
    "JS KB brotli": kb(sum("brotli")),
    "gzip bytes": gzip,
    budget: gzip <= CLIENT_JS_BUDGET_GZIP ? "within" : "OVER",
  };
}
