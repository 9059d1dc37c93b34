// The domain's layout (docs/decisions/0040-layout-by-concern.md): modules live in folders by concern,
// the barrel names what it exports, and no two modules import each other. ESLint's no-cycle lets
// type-only imports through, so this walks every import, type imports included.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DOMAIN = path.dirname(new URL(import.meta.url).pathname);

/** Every module of domain/ (tests left out), as a path relative to it without `.ts`. */
function modules(): string[] {
  return readdirSync(DOMAIN, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.replace(/\.ts$/, "").split(path.sep).join("/"));
}

/** The domain modules `module` imports, values and types alike (`known`: every module). */
function importsOf(module: string, known: ReadonlySet<string>): string[] {
  const source = readFileSync(path.join(DOMAIN, `${module}.ts`), "utf8");
  return [...source.matchAll(/\bfrom\s+"(\.[^"]*)"/g)].map(([, specifier]) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(module), specifier));
    return known.has(target) ? target : `${target}/index`;
  });
}

describe("domain layout", () => {
  it("keeps nothing at the top but the barrel", () => {
    expect(modules().filter((module) => !module.includes("/"))).toEqual(["index"]);
  });

  it("names every export in the barrel", () => {
    expect(readFileSync(path.join(DOMAIN, "index.ts"), "utf8")).not.toMatch(/export \*/);
  });

  it("has no import cycle, type imports included", () => {
    const known = new Set(modules());
    const graph = new Map([...known].map((module) => [module, importsOf(module, known)]));
    const cycles: string[][] = [];
    const state = new Map<string, "open" | "done">();
    /** `trail` is the path of imports that led here, ending with the module walked. */
    const walk = (trail: string[]) => {
      const module = trail.at(-1)!;
      state.set(module, "open");
      for (const next of graph.get(module) ?? []) {
        if (state.get(next) === "open") cycles.push([...trail.slice(trail.indexOf(next)), next]);
        else if (!state.has(next)) walk([...trail, next]);
      }
      state.set(module, "done");
    };
    for (const module of graph.keys()) if (!state.has(module)) walk([module]);
    expect(cycles).toEqual([]);
  });
});
