import type { RequestContext } from "#app/context";
import { expiringAt } from "#app/expiring-headers.server";
import { horsePath } from "#app/paths";
import { pedigreePaperPdf, type PaperPedigree } from "#app/pedigree-paper-pdf.server";
import type { Db } from "#data/db";
import { loadAncestorPage, loadHorsePage, type LoadHorsePageOptions } from "#data/horse-page";
import {
  breedLabel,
  calendarDateInSweden,
  duplicateAncestors,
  lineageName,
  nameKey,
  nextDayInSweden,
  PAPER_PEDIGREE_GENERATIONS,
  parentsLookup,
  pedigreeSlots,
  shownColour,
  UNKNOWN,
} from "#domain";
import * as texts from "#domain/texts";

/**
 * The pedigree on paper of a stud horse or an ancestor (docs/product.md, "Pedigree on paper"):
 * the horse page's and the ancestor page's own loaders, asked for 5 generations, make what the
 * sheet shows; the places and the repeated ancestors are the page's (domain pedigreeSlots,
 * duplicateAncestors), one generation further. Null where the site has no pedigree to show: a
 * name nobody mentions, or a sold horse (its page shows only where it went).
 */
export async function pedigreePaper(
  db: Db,
  name: string,
  options: Pick<LoadHorsePageOptions, "heldPedigree" | "records"> & {
    stableName: string;
    /** The site's public origin, for the QR code's address. */
    publicUrl: string;
    now?: Date;
  },
): Promise<PaperPedigree | null> {
  const { heldPedigree, stableName, publicUrl, now = new Date() } = options;
  const generations = PAPER_PEDIGREE_GENERATIONS;
  const page = await loadHorsePage(db, name, {
    heldPedigree,
    records: options.records,
    generations,
    onAncestryError: (error) => console.error(texts.horse.pedigreeFetchFailed, error),
  });
  if (page?.kind === "sold") return null;
  let sheet: Pick<PaperPedigree, "name" | "facts" | "inbreeding"> & { subject: Subject; ancestors: Ancestor[] };
  if (page) {
    const { horse } = page;
    const info = texts.public.info;
    sheet = {
      name: horse.name,
      subject: horse,
      ancestors: page.ancestors,
      inbreeding: page.inbreeding,
      facts: factsOf([
        [texts.pedigreePaper.section, breedLabel(horse.breed)],
        [texts.pedigreePaper.gender, horse.gender],
        [texts.pedigreePaper.colour, info.colourValue(shownColour(horse.color, horse.genotype))],
        [texts.pedigreePaper.breeder, horse.breeder],
      ]),
    };
  } else {
    const ancestor = await loadAncestorPage(db, name, 1, { heldPedigree, generations });
    if (!ancestor) return null;
    const { entry } = ancestor;
    sheet = {
      name: ancestor.name,
      subject: entry ?? { name: ancestor.name, sire: null, dam: null },
      ancestors: ancestor.ancestors,
      inbreeding: ancestor.inbreeding,
      facts: factsOf([
        [texts.pedigreePaper.section, entry?.breed ? breedLabel(entry.breed) : null],
        [texts.pedigreePaper.gender, entry?.gender],
        [texts.pedigreePaper.colour, entry?.color],
      ]),
    };
  }
  return {
    ...paperSlots(sheet.subject, sheet.ancestors, generations),
    name: sheet.name,
    facts: sheet.facts,
    inbreeding: sheet.inbreeding,
    pageUrl: `${publicUrl}${horsePath(sheet.name)}`,
    stableName,
    date: calendarDateInSweden(now),
  };
}

type Subject = { name: string; sire: string | null; dam: string | null };
type Ancestor = Subject & { breed: string | null; color: string | null; evalExt: string | null };

/** The facts that have a value. */
function factsOf(rows: [string, string | null | undefined][]): [string, string][] {
  return rows.flatMap(([label, value]) => (value?.trim() ? [[label, value.trim()] as [string, string]] : []));
}

/**
 * The places as the page fills them (app/components/pedigree.tsx), with what it shows under each
 * name, and the repeated ancestors numbered in the order the page colours them.
 */
function paperSlots(
  subject: Subject,
  ancestors: readonly Ancestor[],
  generations: number,
): Pick<PaperPedigree, "slots" | "repeated"> {
  const byName = new Map(ancestors.map((ancestor) => [nameKey(ancestor.name), ancestor]));
  const names = pedigreeSlots(subject.name, parentsLookup(byName, subject), generations);
  const duplicates = [...duplicateAncestors(names)];
  const number = new Map(duplicates.map(([name], index) => [nameKey(name), index + 1]));
  return {
    slots: names.map((name) => {
      if (name === UNKNOWN) return { name: null, details: [], repeated: null };
      const entry = byName.get(nameKey(name));
      const meta = entry ? [entry.breed ? breedLabel(entry.breed) : null, entry.color].filter(Boolean).join(", ") : "";
      const lineage = entry ? (lineageName(entry.evalExt) ?? entry.evalExt) : null;
      const details = [meta, lineage].filter((text): text is string => Boolean(text));
      return { name, details, repeated: number.get(nameKey(name)) ?? null };
    }),
    repeated: duplicates.map(([name, positions]) => ({ name, positions })),
  };
}

/**
 * The file as the route answers it: shown in the browser's PDF viewer, saved under the horse's
 * name. Null for a name with no pedigree to show (pedigreePaper).
 */
export async function pedigreePaperResponse(context: RequestContext, name: string): Promise<Response | null> {
  const { db, stableName, publicUrl, heldPedigree, studRecords } = context;
  const now = new Date();
  const paper = await pedigreePaper(db, name, {
    heldPedigree: await heldPedigree(),
    records: await studRecords(),
    stableName,
    publicUrl,
    now,
  });
  if (!paper) return null;
  const file = texts.pedigreePaper.fileName(paper.name);
  const ascii = file
    .normalize("NFD")
    .replace(/[^\w .-]/g, "")
    .replace(/\s+/g, "-");
  return new Response(new Uint8Array(await pedigreePaperPdf(paper)), {
    headers: {
      "Content-Type": "application/pdf",
      // The sheet is dated today.
      ...expiringAt(nextDayInSweden(now)),
      // RFC 6266: the ASCII name for old clients, the name with å, ä, ö (RFC 5987's encoding) for the rest.
      "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    },
  });
}
