import { sql } from "drizzle-orm";
import type { Db } from "#data/db";
import type { PedigreeRecord, StudFile } from "#data/records";
import { competition, horses, pedigree } from "#data/schema";
import { storedImage } from "#domain";
import * as texts from "#domain/texts";
import {
  OLD_APP_COLLECTIONS,
  type Layout,
  type OldAppCollection,
  type OldAppDocument,
  type ReadExport,
} from "./old-app-files";
import { Fields, KNOWN_FIELDS, mapDocument, nameOf, type HorseEntry, type MappedDocument } from "./old-app-map";
import { storedHashes, storePictures } from "./picture-files";
import {
  analyzeStudTables,
  insertBelongings,
  insertStud,
  insertHorses,
  insertPedigree,
  setPartners,
  studFileCounts,
  type ImportCounts,
  type InsertedHorses,
} from "./stud";

/** The kinds of record of a stud file, in the order the report lists them. */
const STUD_RECORD_KINDS = [
  "horses",
  "ribbons",
  "pedigree",
  "evaluations",
  "merits",
  "competition",
  "coverings",
  "requests",
  "news",
] as const satisfies readonly (keyof ImportCounts)[];
/** Kinds a stud file's report lists only when the file holds some: older stud files have none. */
const LATER_KINDS: readonly (keyof ImportCounts)[] = ["coverings", "requests", "news"];
/** Kinds whose records an import leaves out because they belong to a horse that exists (the rest: because they exist). */
const BELONGING_KINDS: readonly (keyof ImportCounts)[] = ["ribbons", "evaluations", "merits", "competition"];

/**
 * Moving in from the original app (docs/decisions/0018-moving-in.md): its documents, mapped by
 * transfer/old-app-map.ts, are imported in ONE transaction through the stud file import's steps, so
 * the result is idempotent the same way: what exists (by name, in any letter case) is left alone.
 * Every document is reported per collection.
 */

export interface CollectionReport {
  read: number;
  imported: number;
  alreadyPresent: number;
  skipped: { path: string; reason: string }[];
  warnings: { path: string; message: string }[];
  /** Fields the stud does not know: name → how many documents had it. */
  unknownFields: Record<string, number>;
}

export interface ImportReport {
  dryRun: boolean;
  files: { name: string; layout: Layout }[];
  /** What each stud file among the inputs holds and imported (stud files are validated whole, never mended). */
  studFiles: { name: string; counts: ImportCounts; inFile: ImportCounts }[];
  collections: Record<OldAppCollection, CollectionReport>;
  /** Merit lines stored from the scores documents. */
  meritLines: number;
  /** Collections the stud has no place for: name → documents. */
  otherCollections: Record<string, number>;
  /** The pictures the files carry; null when none does and no record points at a stored picture. */
  pictures: PictureReport | null;
}

export interface PictureReport {
  carried: number;
  /** Of them, the ones the database did not hold. */
  fresh: number;
  /** Records pointing at a stored picture that is neither carried nor in the database (`horse`: a post's title for a post). */
  missing: { horse: string; ref: string }[];
}

const t = texts.studTransfer.report;

const emptyCollection = (): CollectionReport => ({
  read: 0,
  imported: 0,
  alreadyPresent: 0,
  skipped: [],
  warnings: [],
  unknownFields: {},
});

/** Names already in the database (lower case), read inside the import's transaction. */
interface ExistingNames {
  horses: Set<string>;
  pedigree: Set<string>;
  competition: Set<string>;
}

const lower = (name: string) => name.toLowerCase();
const isOldAppCollection = (name: string): name is OldAppCollection =>
  (OLD_APP_COLLECTIONS as readonly string[]).includes(name);
/** Horses and pedigree entries are imported in the second pass, everything that belongs to a horse in the third. */
const isParentPass = (collection: string) => collection === "horses" || collection === "pedigree";

/**
 * One import of the original app's documents, streamed in three passes so that only names are
 * kept in memory, never the documents: (1) the first valid document of every name, (2) horses
 * and pedigree entries, (3) what belongs to a horse. Each document is reported in the pass that
 * imports it: skipped (with why), already present, or imported with its warnings.
 */
class OldAppImport {
  readonly collections = Object.fromEntries(OLD_APP_COLLECTIONS.map((c) => [c, emptyCollection()])) as Record<
    OldAppCollection,
    CollectionReport
  >;
  readonly otherCollections: Record<string, number> = {};
  /** `collection \t lower(name)` → the path of the first valid document of that name. */
  private readonly firstOf = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly existing: ExistingNames) {}

  /** Pass 1: remembers the first valid document of every name. */
  noteName(document: OldAppDocument): void {
    if (!isOldAppCollection(document.collection) || document.collection === "evaluations") return;
    const ignore = () => undefined;
    const mapped = mapDocument(document.collection, new Fields(document.data, ignore), ignore);
    const name = mapped.ok ? nameOf(mapped.value) : null;
    const key = name === null ? null : `${document.collection}\t${lower(name)}`;
    if (key !== null && !this.firstOf.has(key)) this.firstOf.set(key, `${document.collection}/${document.id}`);
  }

  private known(collection: OldAppCollection, name: string): boolean {
    return this.firstOf.has(`${collection}\t${lower(name)}`);
  }

  /** A horse this import inserts: the first valid horse document of its name, not in the database yet. */
  private isNewHorse(name: string): boolean {
    return this.known("horses", name) && !this.existing.horses.has(lower(name));
  }

  /**
   * Passes 2 and 3: maps a document and reports it; returns what to insert, or null when it is
   * skipped or already present.
   */
  accept(document: OldAppDocument): MappedDocument | null {
    const { collection } = document;
    if (!isOldAppCollection(collection)) {
      this.otherCollections[collection] = (this.otherCollections[collection] ?? 0) + 1;
      return null;
    }
    const report = this.collections[collection];
    report.read++;
    const path = `${collection}/${document.id}`;
    const warnings: string[] = [];
    const fields = new Fields(document.data, (message) => warnings.push(message));
    const unknown = (field: string) => (report.unknownFields[field] = (report.unknownFields[field] ?? 0) + 1);
    if (collection !== "evaluations" && collection !== "scores")
      for (const field of fields.keys()) if (!KNOWN_FIELDS[collection].includes(field)) unknown(field);

    const mapped = mapDocument(collection, fields, unknown);
    if (!mapped.ok) return (void report.skipped.push({ path, reason: mapped.reason }), null);
    const name = nameOf(mapped.value);
    if (name !== null) {
      const key = `${collection}\t${lower(name)}`;
      const first = this.firstOf.get(key)!;
      // The same path twice (a document listed twice) is a duplicate too.
      if (first !== path || this.taken.has(key))
        return (void report.skipped.push({ path, reason: t.duplicate(first) }), null);
      this.taken.add(key);
    }
    if (!this.fresh(mapped.value, (message) => warnings.push(message), path)) return null;
    report.imported++;
    for (const message of warnings) report.warnings.push({ path, message });
    return mapped.value;
  }

  /**
   * Whether the record is new: existing horses and pedigree entries (and everything of an
   * existing horse) are already present; records of a horse that exists nowhere are skipped.
   * Parents and partners that exist nowhere are kept as names (partners dropped), with a warning.
   */
  private fresh(mapped: MappedDocument, warn: (message: string) => void, path: string): boolean {
    const report = this.collections[mapped.collection];
    const present = () => (report.alreadyPresent++, false);
    const parentKnown = (parent: string) =>
      this.known("horses", parent) ||
      this.known("pedigree", parent) ||
      this.existing.horses.has(lower(parent)) ||
      this.existing.pedigree.has(lower(parent));
    const checkParents = (record: { sire: string | null; dam: string | null }) => {
      for (const field of ["sire", "dam"] as const) {
        const parent = record[field];
        if (parent && !parentKnown(parent)) warn(t.unknownParent(field, parent));
      }
    };
    switch (mapped.collection) {
      case "horses":
        if (this.existing.horses.has(lower(mapped.value.name))) return present();
        checkParents(mapped.value);
        return true;
      case "pedigree":
        if (this.existing.pedigree.has(lower(mapped.value.name))) return present();
        checkParents(mapped.value);
        return true;
    }
    const horse = mapped.collection === "competition" ? mapped.value.name : mapped.value.horse;
    if (!this.isNewHorse(horse)) {
      if (this.existing.horses.has(lower(horse))) return present();
      report.skipped.push({ path, reason: t.unknownHorse(horse) });
      return false;
    }
    if (mapped.collection === "competition" && mapped.value.partner) {
      const partner = mapped.value.partner;
      const competing =
        (this.known("competition", partner) && this.isNewHorse(partner)) ||
        this.existing.competition.has(lower(partner));
      if (!competing) {
        warn(t.unknownPartner(partner));
        mapped.value = { ...mapped.value, partner: null };
      }
    }
    return true;
  }
}

async function existingNames(db: Db): Promise<ExistingNames> {
  const names = async (table: typeof horses | typeof pedigree | typeof competition) =>
    new Set((await db.select({ name: sql<string>`lower(${table.name})` }).from(table)).map((row) => row.name));
  return { horses: await names(horses), pedigree: await names(pedigree), competition: await names(competition) };
}

/** Thrown inside the transaction of a dry run, so everything it did is rolled back. */
class DryRun extends Error {}

/** Records are inserted this many at a time as the documents stream by. */
const BATCH = 500;

/**
 * Imports what `readExport` read, the records of every file of the run in ONE transaction:
 * stud files as they are, the original app's documents through the mapping above, streamed. A
 * dry run does all of it and rolls back, so its report is exactly what the import would do. An
 * unreadable document stops the run inside the transaction, so no record is written either.
 * The pictures the files carry (checked whole when they were read) are stored first, each in
 * its own transaction (docs/decisions/0022-backup-archive.md): no record ever points at a
 * picture that is not there, and a picture left by a run that then failed is unused and reused.
 */
export async function importExports(
  db: Db,
  reads: readonly ReadExport[],
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const studFiles: ImportReport["studFiles"] = [];
  let meritLines = 0;
  let run: OldAppImport | undefined;
  const pictures = await importPictures(db, reads, options);
  try {
    await db.transaction(async (tx) => {
      for (const read of reads)
        if (read.layout === "stud-file")
          studFiles.push({
            name: read.source,
            counts: await insertStud(tx, read.stud),
            inFile: studFileCounts(read.stud),
          });
      const exports = reads.flatMap((read) => (read.layout === "stud-file" ? [] : [read]));
      async function* documents() {
        for (const read of exports) yield* read.documents();
      }
      const current = (run = new OldAppImport(await existingNames(tx)));
      for await (const document of documents()) current.noteName(document);

      const inserted: InsertedHorses = new Map();
      let newHorses: HorseEntry[] = [];
      let newPedigree: PedigreeRecord[] = [];
      const flushParents = async () => {
        for (const [key, name] of (await insertHorses(tx, newHorses)).inserted) inserted.set(key, name);
        await insertPedigree(tx, newPedigree);
        [newHorses, newPedigree] = [[], []];
      };
      for await (const document of documents()) {
        if (!isParentPass(document.collection)) continue;
        const mapped = current.accept(document);
        if (mapped?.collection === "horses") newHorses.push(mapped.value);
        if (mapped?.collection === "pedigree") newPedigree.push(mapped.value);
        if (newHorses.length + newPedigree.length >= BATCH) await flushParents();
      }
      await flushParents();

      let belongings: Parameters<typeof insertBelongings>[1] = { evaluations: [], merits: [], competition: [] };
      const partners: { name: string; partner: string | null }[] = [];
      const flushBelongings = async () => {
        meritLines += (await insertBelongings(tx, belongings, inserted)).merits;
        belongings = { evaluations: [], merits: [], competition: [] };
      };
      for await (const document of documents()) {
        if (isParentPass(document.collection)) continue;
        const mapped = current.accept(document);
        if (mapped?.collection === "evaluations") belongings.evaluations.push(mapped.value);
        if (mapped?.collection === "scores")
          for (const merit of mapped.value.merits) belongings.merits.push({ ...merit, horse: mapped.value.horse });
        if (mapped?.collection === "competition") {
          belongings.competition.push(mapped.value);
          if (mapped.value.partner) partners.push(mapped.value);
        }
        const size = belongings.evaluations.length + belongings.merits.length + belongings.competition.length;
        if (size >= BATCH) await flushBelongings();
      }
      await flushBelongings();
      await setPartners(tx, partners, inserted);
      if (options.dryRun) throw new DryRun();
      await analyzeStudTables(tx);
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const empty = new OldAppImport({ horses: new Set(), pedigree: new Set(), competition: new Set() });
  return {
    dryRun: options.dryRun ?? false,
    files: reads.map((read) => ({ name: read.source, layout: read.layout })),
    studFiles,
    collections: (run ?? empty).collections,
    meritLines,
    otherCollections: (run ?? empty).otherCollections,
    pictures,
  };
}

/**
 * Stores the pictures the files carry (a dry run only counts the new ones), then finds the
 * records of the stud files that point at a stored picture neither carried nor stored: a stud
 * file without its pictures (an old JSON backup) still imports, and the report says what is
 * missing.
 */
async function importPictures(
  db: Db,
  reads: readonly ReadExport[],
  options: { dryRun?: boolean },
): Promise<PictureReport | null> {
  const carried = reads.flatMap((read) => (read.pictures ? [read.pictures] : []));
  const carriedHashes = new Set(carried.flatMap(({ entries }) => entries.map((entry) => entry.hash)));
  const fresh = carriedHashes.size - (await storedHashes(db, [...carriedHashes])).size;
  if (!options.dryRun) for (const pictures of carried) await storePictures(db, pictures);

  const refs = reads.flatMap((read) => (read.layout === "stud-file" ? pictureRefs(read.stud) : []));
  const elsewhere = refs.filter(({ hash }) => !carriedHashes.has(hash));
  const stored = await storedHashes(db, [...new Set(elsewhere.map(({ hash }) => hash))]);
  const missing = elsewhere.filter(({ hash }) => !stored.has(hash)).map(({ horse, ref }) => ({ horse, ref }));
  if (carried.length === 0 && refs.length === 0) return null;
  return { carried: carriedHashes.size, fresh, missing };
}

/** Every stored picture a stud file's horses, their ribbons and its news posts point at (a post named by its title). */
function pictureRefs(stud: StudFile): { horse: string; ref: string; hash: string }[] {
  const refs = [
    ...stud.horses.flatMap((horse) =>
      [horse.picture, ...horse.ribbons.map((ribbon) => ribbon.image)].map((ref) => ({ horse: horse.name, ref })),
    ),
    ...stud.news.map((item) => ({ horse: item.title, ref: item.picture })),
  ];
  return refs.flatMap(({ horse, ref }) => {
    const image = storedImage(ref);
    return image && ref ? [{ horse, ref, hash: image.hash }] : [];
  });
}

export interface ReportSection {
  title: string;
  lines: string[];
}

/**
 * The report as titled lists of lines: what the command prints and the admin page shows. With
 * `maxLines`, a longer list ends with a line saying how many more there are (a page of 40 000
 * warnings helps nobody; the command prints them all).
 */
export function reportSections(
  report: ImportReport,
  { maxLines = Infinity }: { maxLines?: number } = {},
): ReportSection[] {
  const layouts = texts.studTransfer.layouts;
  const sections: ReportSection[] = [
    { title: report.dryRun ? t.dryRun : t.done, lines: [] },
    { title: t.filesTitle, lines: report.files.map((file) => t.file(file.name, layouts[file.layout])) },
    ...report.studFiles.map(({ name, counts, inFile }) => ({
      title: t.studFileTitle(name),
      lines: STUD_RECORD_KINDS.filter((kind) => inFile[kind] > 0 || !LATER_KINDS.includes(kind)).map((kind) =>
        t.kindCounts(t.kinds[kind], counts[kind], inFile[kind] - counts[kind], !BELONGING_KINDS.includes(kind)),
      ),
    })),
  ];
  const oldApp = report.files.some((file) => file.layout !== "stud-file");
  for (const name of oldApp ? OLD_APP_COLLECTIONS : []) {
    const c = report.collections[name];
    sections.push({
      title: t.collection(name, { ...c, skipped: c.skipped.length, warnings: c.warnings.length }),
      lines: [
        ...(name === "scores" ? [t.meritLines(report.meritLines)] : []),
        ...c.skipped.map(({ path, reason }) => t.skippedLine(path, reason)),
        ...c.warnings.map(({ path, message }) => t.warningLine(path, message)),
        ...(Object.keys(c.unknownFields).length > 0
          ? [
              t.unknownFields(
                Object.entries(c.unknownFields)
                  .map(([field, count]) => `${field} (${count})`)
                  .join(", "),
              ),
            ]
          : []),
      ],
    });
  }
  if (report.pictures)
    sections.push({
      title: texts.backup.report.title(report.pictures.carried, report.pictures.fresh),
      lines: report.pictures.missing.map(({ horse, ref }) => texts.backup.report.missing(horse, ref)),
    });
  for (const section of sections)
    if (section.lines.length > maxLines)
      section.lines = [...section.lines.slice(0, maxLines), t.moreLines(section.lines.length - maxLines)];
  const others = Object.entries(report.otherCollections);
  if (others.length > 0)
    sections.push({ title: t.otherTitle, lines: others.map(([name, count]) => t.otherCollection(name, count)) });
  return sections;
}
