import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { studFile, type StudFile } from "#data/records";
import * as texts from "#domain/texts";
import type { CarriedPictures } from "./picture-files";
import { JSON_LAYOUT_MAX_BYTES, StudFileError } from "./stud";

/**
 * Reading what `npm run stud:import` and the admin's import page are given: a stud file, or
 * an export of the original app in one of three layouts, recognised by content
 * (docs/decisions/0018-moving-in.md). NDJSON is streamed a line at a time; the JSON layouts
 * are read whole, so they have a size limit (JSON_LAYOUT_MAX_BYTES).
 */

/** The original app's collections, in the order their documents are imported. */
export const OLD_APP_COLLECTIONS = ["horses", "pedigree", "scores", "evaluations", "competition"] as const;
export type OldAppCollection = (typeof OLD_APP_COLLECTIONS)[number];

export const LAYOUTS = ["stud-file", "collections-export", "collection-map", "ndjson"] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * An NDJSON line is one document of the original app (a few kB): a longer line is refused as it is
 * read, before it is held whole, so a file of any size is read in bounded memory.
 */
export const NDJSON_LINE_MAX_BYTES = 16 * 1024 * 1024;
const MB = 1024 * 1024;

/** One document of the original app, typed values decoded (timestamps become ISO 8601 strings). */
export interface OldAppDocument {
  /** The collection as the export names it (unknown ones too; the mapping counts them). */
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** Sub-collections (the app had none) are named `horses/…/notes`: counted as collections the stud does not know. */
const subcollection = (collection: string, sub: string) => `${collection}/…/${sub}`;

/** Something to read: a file on disk or an uploaded file held in memory. */
export interface ExportSource {
  name: string;
  size: number;
  open(): Readable;
}

export type ReadExport = (
  | { layout: "stud-file"; source: string; stud: StudFile }
  | {
      layout: Exclude<Layout, "stud-file">;
      source: string;
      /** The documents, read anew (NDJSON streamed from the file again) on every call. */
      documents: () => AsyncIterable<OldAppDocument>;
    }
) & {
  /** The pictures the file carries (a backup archive's, or the folder beside a stud file), checked. */
  pictures?: CarriedPictures;
};

const t = texts.studTransfer.unreadable;

/** An export that cannot be read: names the file, where in it, and what is wrong. Nothing has been written. */
function unreadable(source: string, where: string | null, what: string, detail: string | null = null): StudFileError {
  return new StudFileError(t.message(source, where, what), detail);
}

/** A file on disk; `name` is how messages call it (an upload's own name, not where it was put). */
export function fileSource(file: string, name = file): ExportSource {
  return { name, size: statSync(file).size, open: () => createReadStream(file) };
}

export function bufferSource(name: string, bytes: Uint8Array): ExportSource {
  return { name, size: bytes.byteLength, open: () => Readable.from([Buffer.from(bytes)]) };
}

const EXPORT_FILE = /\.(json|ndjson|jsonl|zip)$/i;

/** A file, or every `*.json`, `*.ndjson`, `*.jsonl` and `*.zip` (backup archive) of a folder sorted by name. */
export function exportFilesOf(target: string): string[] {
  try {
    if (!statSync(target).isDirectory()) return [target];
    return readdirSync(target, { withFileTypes: true })
      .filter((entry) => entry.isFile() && EXPORT_FILE.test(entry.name))
      .map((entry) => path.join(target, entry.name))
      .sort();
  } catch (error) {
    throw unreadable(target, null, (error as Error).message);
  }
}

async function readAll(source: ExportSource): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of source.open()) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

/** The first line, or null when it is longer than an NDJSON line may be (a single-line JSON file). */
async function firstLine(source: ExportSource): Promise<string | null> {
  try {
    for await (const line of boundedLines(source.open(), NDJSON_LINE_MAX_BYTES)) return line;
  } catch (error) {
    if (error instanceof LineTooLong) return null;
    throw error;
  }
  return "";
}

class LineTooLong extends Error {}

/**
 * The lines of a stream (without `\n` or `\r\n`), each at most `maxBytes`: the length is checked
 * while a line is read, so a longer one throws LineTooLong before it is held whole (readline would
 * gather the whole line first, however long).
 */
async function* boundedLines(input: Readable, maxBytes: number): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      length += end - start;
      if (length > maxBytes) throw new LineTooLong();
      parts.push(chunk.subarray(start, end));
      if (newline === -1) break;
      yield Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
      parts = [];
      length = 0;
      start = newline + 1;
    }
  }
  if (length > 0) yield Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What is wrong with text that is not JSON, in words for people: V8's "… at position N" as a line
 * and column a person can find, a file that ends too soon as such. The parser's own message is
 * the technical detail.
 */
export function jsonProblem(text: string, error: Error): { what: string; detail: string } {
  const detail = error.message;
  const position = /position (\d+)/.exec(detail)?.[1];
  // The parser stopped at the end: the text ends before the JSON does (V8 says "end of input", or gives the end's position).
  if (/end of (JSON )?input/i.test(detail) || (position !== undefined && Number(position) >= text.trimEnd().length))
    return { what: t.endsEarly, detail };
  if (position === undefined) return { what: t.damaged, detail };
  const before = text.slice(0, Number(position)).split("\n");
  return { what: t.damagedAt(before.length, before[before.length - 1].length + 1), detail };
}

/** Recognises the layout by content and opens its documents (NDJSON lazily, as a stream). */
export async function readExport(source: ExportSource): Promise<ReadExport> {
  const head = (await firstLine(source))?.replace(/^\uFEFF/, "").trim();
  if (head !== undefined && head !== "" && !head.startsWith("{") && !head.startsWith("["))
    throw unreadable(source.name, null, t.notJson);
  const first = head === undefined ? null : parseOrNull(head);
  if (isObject(first) && typeof first.path === "string" && "data" in first)
    return { layout: "ndjson", source: source.name, documents: () => ndjsonDocuments(source) };

  // Checked before anything is read whole.
  if (source.size > JSON_LAYOUT_MAX_BYTES)
    throw unreadable(source.name, null, t.tooLargeForJson(Math.round(JSON_LAYOUT_MAX_BYTES / 1024 / 1024)));
  const text = (await readAll(source)).replace(/^\uFEFF/, "");
  if (text.trim() === "") throw unreadable(source.name, null, t.empty);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const problem = jsonProblem(text, error as Error);
    throw unreadable(source.name, null, problem.what, problem.detail);
  }
  if (!isObject(json)) throw unreadable(source.name, null, t.notAnObject);

  if ("__collections__" in json) {
    const collections = json.__collections__;
    if (!isObject(collections)) throw unreadable(source.name, "__collections__", t.notAnObject);
    return {
      layout: "collections-export",
      source: source.name,
      documents: () => mapDocuments(source.name, collections, true),
    };
  }
  const studKeys = Object.keys(studFile.shape);
  const values = Object.entries(json);
  if (values.length === 0 || values.some(([key, value]) => studKeys.includes(key) && Array.isArray(value))) {
    const parsed = studFile.safeParse(json);
    if (!parsed.success)
      throw unreadable(source.name, issuePath(parsed.error.issues[0].path), parsed.error.issues[0].message);
    return { layout: "stud-file", source: source.name, stud: parsed.data };
  }
  // A map of collections: one file for all, or one per collection (a collection the stud does not know, too).
  const isCollection = (value: unknown) => isObject(value) && Object.values(value).every(isObject);
  if (
    values.some(([key, value]) => (OLD_APP_COLLECTIONS as readonly string[]).includes(key) && isObject(value)) ||
    values.every(([, value]) => isCollection(value))
  )
    return { layout: "collection-map", source: source.name, documents: () => mapDocuments(source.name, json, false) };
  throw unreadable(source.name, null, t.unknownLayout);
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function issuePath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`))
    .join("")
    .slice(1);
}

/** `{ collection: { docId: {…fields} } }`, each document possibly carrying `__collections__` of its own. */
async function* mapDocuments(
  source: string,
  collections: Record<string, unknown>,
  typed: boolean,
): AsyncGenerator<OldAppDocument> {
  for (const [collection, documents] of Object.entries(collections)) {
    if (!isObject(documents)) throw unreadable(source, collection, t.notAnObject);
    for (const [id, raw] of Object.entries(documents)) {
      const where = `${collection}/${id}`;
      if (!isObject(raw)) throw unreadable(source, where, t.documentNotObject);
      const { __collections__: nested, ...fields } = raw;
      if (typed && nested !== undefined && !isObject(nested)) throw unreadable(source, where, t.notAnObject);
      yield { collection, id, data: decodeFields(source, where, fields) };
      for (const [sub, documents] of Object.entries(isObject(nested) ? nested : {}))
        for (const subId of Object.keys(isObject(documents) ? documents : {}))
          yield { collection: subcollection(collection, sub), id: subId, data: {} };
    }
  }
}

async function* ndjsonDocuments(source: ExportSource): AsyncGenerator<OldAppDocument> {
  let number = 0;
  const lines = (async function* () {
    try {
      yield* boundedLines(source.open(), NDJSON_LINE_MAX_BYTES);
    } catch (error) {
      if (error instanceof LineTooLong)
        throw unreadable(source.name, t.line(number + 1), t.lineTooLong(NDJSON_LINE_MAX_BYTES / MB));
      throw error;
    }
  })();
  for await (const raw of lines) {
    number++;
    const line = (number === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim();
    if (line === "") continue;
    const where = t.line(number);
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (error) {
      const problem = jsonProblem(line, error as Error);
      throw unreadable(source.name, where, problem.what, problem.detail);
    }
    if (!isObject(entry) || typeof entry.path !== "string") throw unreadable(source.name, where, t.noPath);
    const segments = entry.path.split("/").filter(Boolean);
    const at = `${where} (${entry.path})`;
    if (segments.length < 2 || segments.length % 2 !== 0) throw unreadable(source.name, at, t.badPath);
    if (!isObject(entry.data)) throw unreadable(source.name, at, t.documentNotObject);
    const data = decodeFields(source.name, at, entry.data);
    const listed = Array.isArray(entry.timestamps) ? entry.timestamps : [];
    for (const field of listed) {
      const value = typeof field === "string" ? valueAt(data, field) : undefined;
      if (value !== undefined && value !== null && typeof value !== "string")
        throw unreadable(source.name, `${at}, ${String(field)}`, t.badTimestamp);
    }
    // A document of a sub-collection (`horses/x/notes/y`) is reported under its top collection.
    if (segments.length > 2)
      yield {
        collection: subcollection(segments[0], segments[segments.length - 2]),
        id: segments[segments.length - 1],
        data: {},
      };
    else yield { collection: segments[0], id: segments[1], data };
  }
}

function valueAt(data: Record<string, unknown>, fieldPath: string): unknown {
  return fieldPath.split(".").reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), data);
}

function decodeFields(source: string, where: string, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(source, `${where}, ${key}`, value)]),
  );
}

const hasOnly = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

/** Seconds since the epoch (and nanoseconds) as the ISO 8601 instant. */
function timestamp(value: Record<string, unknown>): string | null {
  const seconds = Number(value._seconds ?? value.seconds);
  const nanos = Number(value._nanoseconds ?? value.nanoseconds ?? 0);
  if (!Number.isFinite(seconds) || !Number.isFinite(nanos)) return null;
  const date = new Date(seconds * 1000 + Math.floor(nanos / 1e6));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Typed values of the exports: `{__datatype__: "timestamp", value: {_seconds, _nanoseconds}}`
 * (the `__collections__` layout) and bare `{_seconds, _nanoseconds}` (the other two) become
 * ISO 8601 strings; a document reference becomes its path; a geopoint `lat,long`.
 */
function decodeValue(source: string, where: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => decodeValue(source, where, item));
  if (!isObject(value)) return value;
  if ("__datatype__" in value) {
    const inner = value.value;
    switch (value.__datatype__) {
      case "timestamp": {
        const decoded = isObject(inner) ? timestamp(inner) : null;
        if (decoded === null) throw unreadable(source, where, t.badTimestamp);
        return decoded;
      }
      case "documentReference":
        return String(inner);
      case "geopoint":
        return isObject(inner)
          ? `${String(inner._latitude ?? inner.latitude)},${String(inner._longitude ?? inner.longitude)}`
          : null;
      default:
        throw unreadable(source, where, t.unknownDatatype(String(value.__datatype__)));
    }
  }
  if (hasOnly(value, ["_seconds", "_nanoseconds"]) || hasOnly(value, ["_seconds"])) {
    const decoded = timestamp(value);
    if (decoded === null) throw unreadable(source, where, t.badTimestamp);
    return decoded;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeValue(source, where, item)]));
}
