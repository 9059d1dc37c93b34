import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { coiReading, formatPercent, formatPositions, slotGeneration, type Inbreeding } from "#domain";
import * as texts from "#domain/texts";

/**
 * The pedigree on paper drawn as a PDF (docs/product.md, "Pedigree on paper"): one A4 landscape
 * page, five generations as boxes joined by brackets, the horse's facts and coefficient (with its
 * reading in words) above, a QR code to its page and the repeated ancestors beside, the stable and
 * the date below. All text is real text in DejaVu Sans (the `dejavu-fonts-ttf` package; Bitstream
 * Vera licence, which allows embedding), embedded as a subset, so the file reads the same on every
 * machine and can be searched, copied and read aloud.
 */

/** One of the 62 places: a horse, or null where the pedigree knows none (Unknown). */
export interface PaperSlot {
  name: string | null;
  /**
   * What the page shows under the name: section and colour, then the lineage (F, RL) or the
   * exterior code; each a line of its own where the box has room, else joined. Empty without an entry.
   */
  details: string[];
  /** 1-based number of the repeated ancestor it is (PaperPedigree.repeated); null when it comes once. */
  repeated: number | null;
}

export interface PaperPedigree {
  name: string;
  /** The horse's facts that have a value, as label and value. */
  facts: [label: string, value: string][];
  /** The places breadth-first (domain pedigreeSlots): sire, dam, sire's sire, … */
  slots: PaperSlot[];
  inbreeding: Inbreeding;
  /** Horses in more than one place, numbered as their places are marked. */
  repeated: { name: string; positions: string[] }[];
  /** The horse's page, absolute: what the QR code holds. */
  pageUrl: string;
  stableName: string;
  /** The day the file was made, as the site writes dates. */
  date: string;
}

/** A4 landscape in points (the page's size in every PDF reader: 842 × 595). */
const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 28;
/** The column on the right: the QR code, its address and the repeated ancestors. */
const SIDE_WIDTH = 128;
const GRID_TOP = 104;
const GRID_BOTTOM = PAGE.height - MARGIN - 16;
const GAP = 8;
/** The same tints as the page's repeated ancestors (app/styles/app.css, `.dup-1` … `.dup-8`). */
const TINTS = [
  ["#fde2e1", "#e3a09c"],
  ["#dbeafe", "#9dbcec"],
  ["#dcfce7", "#95d5aa"],
  ["#fef3c7", "#e6cc7a"],
  ["#f3e8ff", "#c9a9ea"],
  ["#ccfbf1", "#86d8c6"],
  ["#ffe4d0", "#eeb48c"],
  ["#e5e7eb", "#b3b8c2"],
] as const;
const INK = "#1a1a1a";
const MUTED = "#5c5c5c";
const LINE = "#9a9a9a";

/**
 * Name and detail sizes by generation (1–5), and how many lines of details fit: the nearer the
 * horse, the larger its box; the 5th generation's 32 boxes hold the name alone.
 */
const TYPE = [
  { name: 10.5, details: 8, lines: 2 },
  { name: 9.5, details: 7.5, lines: 2 },
  { name: 8.5, details: 7, lines: 2 },
  { name: 8, details: 6.5, lines: 1 },
  { name: 7.5, details: 0, lines: 0 },
] as const;
const SMALLEST_NAME = 6;

const require = createRequire(import.meta.url);
let faces: { regular: Font; bold: Font } | null = null;

/**
 * DejaVu Sans, regular and bold, read and parsed once per process: opening the two files in every
 * document cost more than drawing it. pdfkit takes a parsed font as it takes a file (its
 * PDFFontFactory), and each document still embeds a subset of its own.
 */
function fontFaces() {
  const open = (file: string) => {
    const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    if (!("layout" in font)) throw new Error(`${file} is a font collection, not a font`);
    return font;
  };
  faces ??= { regular: open("DejaVuSans.ttf"), bold: open("DejaVuSans-Bold.ttf") };
  // pdfkit's types name files and buffers only.
  return faces as unknown as Record<keyof typeof faces, Buffer>;
}

export async function pedigreePaperPdf(paper: PaperPedigree): Promise<Buffer> {
  const { regular, bold } = fontFaces();
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    // No font until one is chosen: pdfkit would otherwise load its Helvetica, which is not embedded.
    font: "",
    lang: "sv-SE",
    displayTitle: true,
    info: {
      Title: texts.pedigreePaper.title(paper.name),
      Author: paper.stableName,
      Subject: texts.pedigreePaper.heading,
    },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  drawHeader(doc, paper);
  drawGrid(doc, paper.slots);
  drawSide(doc, paper);
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(texts.pedigreePaper.madeBy(paper.stableName, paper.date), MARGIN, PAGE.height - MARGIN - 8, {
      lineBreak: false,
    });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const gridRight = () => PAGE.width - MARGIN - SIDE_WIDTH - 16;

function drawHeader(doc: PDFKit.PDFDocument, paper: PaperPedigree) {
  const width = gridRight() - MARGIN;
  doc
    .font("bold")
    .fontSize(fittedSize(doc, paper.name, width, 18, 10))
    .fillColor(INK);
  line(doc, paper.name, MARGIN, MARGIN, width);
  doc.font("regular").fontSize(9).fillColor(MUTED);
  line(doc, texts.pedigreePaper.heading, MARGIN, MARGIN + 24, width);
  const facts = paper.facts.map(([label, value]) => `${label}: ${value}`).join("   ·   ");
  doc.fillColor(INK);
  line(doc, facts, MARGIN, MARGIN + 38, width);
  const { coi, completeness } = paper.inbreeding;
  const value = texts.coiReadings.inWords(texts.details.inbreedingValue(formatPercent(coi)), coiReading(coi));
  doc.font("bold");
  line(doc, value, MARGIN, MARGIN + 52, width);
  const after = doc.widthOfString(value) + 12;
  doc.font("regular").fillColor(MUTED);
  line(
    doc,
    texts.details.inbreedingCompleteness(formatPercent(completeness.knownShare, 0), completeness.completeGenerations),
    MARGIN + after,
    MARGIN + 52,
    width - after,
  );
}

/** The 62 places in 5 columns; each box centred on the rows its line of descent spans. */
function drawGrid(doc: PDFKit.PDFDocument, slots: readonly PaperSlot[]) {
  const generations = slotGeneration(slots.length - 1);
  const columnWidth = (gridRight() - MARGIN - GAP * (generations - 1)) / generations;
  const height = GRID_BOTTOM - GRID_TOP;
  const boxes = slots.map((slot, index) => {
    const generation = slotGeneration(index);
    const inGeneration = index - (2 ** generation - 2);
    const span = height / 2 ** generation;
    const type = TYPE[Math.min(generation, TYPE.length) - 1];
    const details =
      slot.details.length <= type.lines ? slot.details : type.lines === 0 ? [] : [slot.details.join(", ")];
    const boxHeight = Math.min(span - 2, 6 + type.name + details.length * (type.details + 3));
    const centre = GRID_TOP + span * (inGeneration + 0.5);
    return {
      slot,
      type,
      details,
      x: MARGIN + (generation - 1) * (columnWidth + GAP),
      y: centre - boxHeight / 2,
      centre,
      height: boxHeight,
    };
  });

  // The brackets first, under the boxes: from each horse to its two parents.
  doc.lineWidth(0.6).strokeColor(LINE);
  boxes.forEach((box, index) => {
    const sire = boxes[2 * index + 2];
    const dam = boxes[2 * index + 3];
    if (!sire || !dam) return;
    const middle = box.x + columnWidth + GAP / 2;
    doc
      .moveTo(box.x + columnWidth, box.centre)
      .lineTo(middle, box.centre)
      .moveTo(middle, sire.centre)
      .lineTo(middle, dam.centre)
      .moveTo(middle, sire.centre)
      .lineTo(sire.x, sire.centre)
      .moveTo(middle, dam.centre)
      .lineTo(dam.x, dam.centre)
      .stroke();
  });
  // The roots of the two halves: the horse itself stands in the header.
  const [sire, dam] = boxes;
  doc
    .moveTo(MARGIN - GAP / 2, sire.centre)
    .lineTo(MARGIN - GAP / 2, dam.centre)
    .moveTo(MARGIN - GAP / 2, sire.centre)
    .lineTo(MARGIN, sire.centre)
    .moveTo(MARGIN - GAP / 2, dam.centre)
    .lineTo(MARGIN, dam.centre)
    .stroke();

  for (const box of boxes) {
    const { slot, type } = box;
    const [fill, border] =
      slot.repeated === null ? ["#ffffff", slot.name === null ? "#d0d0d0" : LINE] : TINTS[(slot.repeated - 1) % 8];
    doc.lineWidth(0.6).roundedRect(box.x, box.y, columnWidth, box.height, 2).fillAndStroke(fill, border);
    const mark = slot.repeated === null ? "" : String(slot.repeated);
    doc.font("bold").fontSize(type.name);
    const markWidth = mark ? doc.widthOfString(mark) + 4 : 0;
    const inner = columnWidth - 6 - markWidth;
    const nameTop = box.y + (box.height - type.name - box.details.length * (type.details + 3)) / 2 - 1;
    if (slot.name === null) {
      doc.font("regular").fillColor(MUTED);
      line(doc, texts.details.unknown, box.x + 3, nameTop, inner);
      continue;
    }
    const size = fittedSize(doc, slot.name, inner, type.name, SMALLEST_NAME);
    doc.fontSize(size).fillColor(INK);
    line(doc, slot.name, box.x + 3, nameTop + (type.name - size) / 2, inner);
    if (mark) {
      doc.fontSize(type.name);
      line(doc, mark, box.x + columnWidth - markWidth + 1, nameTop, markWidth);
    }
    doc.font("regular").fontSize(type.details).fillColor(MUTED);
    box.details.forEach((text, index) =>
      line(doc, text, box.x + 3, nameTop + type.name + 3 + index * (type.details + 3), columnWidth - 6),
    );
  }
}

/** The QR code to the horse's page with the address written out, then the repeated ancestors. */
function drawSide(doc: PDFKit.PDFDocument, paper: PaperPedigree) {
  const x = PAGE.width - MARGIN - SIDE_WIDTH;
  const size = 96;
  drawQr(doc, paper.pageUrl, x + (SIDE_WIDTH - size) / 2, MARGIN, size);
  doc
    .font("regular")
    .fontSize(7)
    .fillColor(MUTED)
    .text(texts.pedigreePaper.qrCaption, x, MARGIN + size + 6, { width: SIDE_WIDTH, align: "center" })
    .fillColor(INK)
    .text(paper.pageUrl, { width: SIDE_WIDTH, align: "center" });
  if (paper.repeated.length === 0) return;

  let y = Math.max(doc.y + 14, GRID_TOP);
  doc.font("bold").fontSize(9).fillColor(INK).text(texts.details.pedigreeRepeated, x, y, { width: SIDE_WIDTH });
  y = doc.y + 4;
  const bottom = GRID_BOTTOM;
  for (const [index, { name, positions }] of paper.repeated.entries()) {
    const line = `${index + 1}  ${name}`;
    const where = formatPositions(positions);
    doc.font("bold").fontSize(7.5);
    const needed =
      doc.heightOfString(line, { width: SIDE_WIDTH - 6 }) +
      doc.font("regular").heightOfString(where, { width: SIDE_WIDTH - 6 }) +
      6;
    const rest = paper.repeated.length - index;
    // Room for this one and, unless it is the last, the line saying how many more there are.
    if (y + needed + (rest > 1 ? 12 : 0) > bottom) {
      doc.font("regular").fillColor(MUTED).text(texts.pedigreePaper.moreRepeated(rest), x, y, { width: SIDE_WIDTH });
      return;
    }
    const [fill, border] = TINTS[index % 8];
    doc
      .lineWidth(0.6)
      .roundedRect(x, y, SIDE_WIDTH, needed - 2, 2)
      .fillAndStroke(fill, border);
    doc
      .font("bold")
      .fillColor(INK)
      .text(line, x + 3, y + 2, { width: SIDE_WIDTH - 6 })
      .font("regular")
      .fillColor(MUTED)
      .text(where, { width: SIDE_WIDTH - 6 });
    y += needed;
  }
}

/** A QR code as vector squares: sharp at any print size. Level M: readable with a smudge. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  // The quiet zone of 4 modules that readers need is inside `size`.
  const cell = size / (modules.size + 8);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill("#000000");
}

/**
 * `text` on one line at (x, y) in the current font, cut with an ellipsis where it is wider than
 * `width` (pdfkit's own ellipsis needs a height, and wraps first).
 */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2).trimEnd()}…`;
  doc.text(shown, x, y, { lineBreak: false });
}

/** The largest size from `size` down to `smallest` at which `text` fits `width` on one line. */
function fittedSize(doc: PDFKit.PDFDocument, text: string, width: number, size: number, smallest: number): number {
  let fitted = size;
  while (fitted > smallest && doc.fontSize(fitted).widthOfString(text) > width) fitted -= 0.5;
  return fitted;
}
