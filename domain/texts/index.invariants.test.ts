// What holds for every text of the catalogue: none is empty, every function reads well with any
// value its parameters' types allow (never "undefined", "NaN" or "[object Object]"), and every
// text is used somewhere outside the catalogue. The sample values come from the parameters' own
// TypeScript types, so a new text is checked without a line here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as texts from ".";

const TEXTS_DIR = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(TEXTS_DIR, "../..");
const CATALOGUE = path.join(TEXTS_DIR, "index.ts");

/** What a text must never show a reader, whatever its values. */
const BROKEN = /undefined|NaN|\[object Object\]|\bnull\b/;

/** A number, an ordinary space and a unit (of time and size too): where a line could part them. */
const NUMBER_SPACE_UNIT = /\d[ \t\n](?:%|cm|år|p|poäng|dagar|timmar|minuter|MB)(?![\p{L}\d])/u;

/** A value of `type`: the first member of a union of literals, a sample of each property. */
function sampleOf(type: ts.Type, checker: ts.TypeChecker, depth = 0): unknown {
  if (type.isUnion()) {
    const defined = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    return sampleOf(defined[0] ?? type.types[0], checker, depth);
  }
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type) === "true";
  if (type.flags & ts.TypeFlags.Number) return 3;
  if (type.flags & ts.TypeFlags.String) return "Storm";
  if (type.flags & ts.TypeFlags.Boolean) return true;
  if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return undefined;
  const signature = type.getCallSignatures()[0];
  if (signature) {
    const returned = sampleOf(checker.getReturnTypeOfSignature(signature), checker, depth + 1);
    return () => returned;
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return [sampleOf(element, checker, depth + 1)];
  }
  if (depth > 4) return {};
  return Object.fromEntries(
    checker.getPropertiesOfType(type).map((property) => {
      const propertyType = checker.getTypeOfSymbol(property);
      return [property.name, sampleOf(propertyType, checker, depth + 1)];
    }),
  );
}

/** The catalogue's texts by path (`horse.horseNotFound`), each function with sample arguments. */
function catalogueEntries(): { path: string; value: unknown; args: unknown[] }[] {
  const program = ts.createProgram([CATALOGUE], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(CATALOGUE)!)!;
  const entries: { path: string; value: unknown; args: unknown[] }[] = [];
  const walk = (prefix: string, type: ts.Type, value: unknown) => {
    const signature = type.getCallSignatures()[0];
    if (typeof value === "function" && signature) {
      const args = signature.parameters.map((parameter) => sampleOf(checker.getTypeOfSymbol(parameter), checker));
      entries.push({ path: prefix, value, args });
    } else if (Array.isArray(value)) {
      entries.push({ path: prefix, value, args: [] });
    } else if (value !== null && typeof value === "object") {
      for (const property of checker.getPropertiesOfType(type)) {
        const key = property.name;
        walk(`${prefix}.${key}`, checker.getTypeOfSymbol(property), (value as Record<string, unknown>)[key]);
      }
    } else entries.push({ path: prefix, value, args: [] });
  };
  for (const area of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = area.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(area) : area;
    walk(area.name, checker.getTypeOfSymbol(symbol), (texts as Record<string, unknown>)[area.name]);
  }
  return entries;
}

/** Every string a text gives: itself, or what its function returns with the sample arguments. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(wordsOf);
  return [String(value)];
}

/** The site's source outside the catalogue, where a text is used. */
function sourceOutsideCatalogue(): string {
  const floors = ["app", "data", "domain", "pictures", "scripts", "server", "transfer"];
  return floors
    .flatMap((floor) =>
      readdirSync(path.join(ROOT, floor), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
        .map((file) => path.join(ROOT, floor, file))
        .filter((file) => !file.startsWith(TEXTS_DIR + path.sep)),
    )
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

describe("the text catalogue's invariants", () => {
  const entries = catalogueEntries();

  it("reads every area", () => {
    expect(entries.length).toBeGreaterThan(500);
  });

  it("has no empty text, and no text shows undefined, NaN or an object", () => {
    const broken = entries.flatMap(({ path: where, value, args }) => {
      try {
        const words = wordsOf(typeof value === "function" ? value(...args) : value);
        const wrong = words.some((word) => word.trim() === "" || BROKEN.test(word));
        return wrong ? [`${where}: ${JSON.stringify(words)}`] : [];
      } catch (error) {
        return [`${where}(${JSON.stringify(args)}): ${String(error)}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("never parts a number from its unit with a space a line can break at", () => {
    // `150 cm`, `3 år`, `12 p`, `85,7 %`, `90 dagar`, `15 MB`: a no-break space, so a narrow column
    // never ends a line between the two (docs/product.md, "Texts").
    const split = entries.flatMap(({ path: where, value, args }) =>
      wordsOf(typeof value === "function" ? value(...args) : value)
        .filter((word) => NUMBER_SPACE_UNIT.test(word))
        .map((word) => `${where}: ${word}`),
    );
    expect(split).toEqual([]);
  });

  it("uses every text outside the catalogue", () => {
    const source = sourceOutsideCatalogue();
    const unused = entries
      .map(({ path: where }) => where)
      .filter((where) => {
        const key = where.split(".").at(-1)!;
        // By name (`texts.horse.title`, `{ title }`) or by its key as data (`refusals[reason]`).
        return !new RegExp(`[.{\\s]${key}\\b|["']${key}["']`).test(source);
      });
    expect(unused).toEqual([]);
  });
});
