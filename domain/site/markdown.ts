// The owner's news text (docs/product.md, "News and feed"): a small, safe part of Markdown. Text is
// read into a tree of paragraphs, lists, emphasis and links, never into HTML: the pages draw the tree
// with React (which escapes every text), the feed writes it with markdownHtml below, which escapes
// every character that means something in HTML. Anything else (headings, images, code, raw HTML,
// entities) stays the text it was typed as.
import { isSafeUrl } from "./urls";

export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "emphasis"; children: MarkdownInline[] }
  | { type: "strong"; children: MarkdownInline[] }
  /** `href` passed isSafeUrl: http(s) or a path on this site. */
  | { type: "link"; href: string; children: MarkdownInline[] }
  /** A line break inside a paragraph or a list item. */
  | { type: "break" };

export type MarkdownBlock =
  | { type: "paragraph"; children: MarkdownInline[] }
  /** `start`: an ordered list's first number. */
  | { type: "list"; ordered: boolean; start: number; items: MarkdownInline[][] };

/**
 * Emphasis inside emphasis deeper than this is left as typed: the reader is recursive, and text
 * such as 5,000 nested `*` must neither exhaust the stack nor take long.
 */
export const MARKDOWN_MAX_NESTING = 8;

/** Characters a backslash makes literal. */
const ESCAPABLE = new Set([..."\\`*_[]()#+-.!>"]);

const LIST_ITEM = /^ {0,3}(?:([-*+])|(\d{1,9})([.)]))[ \t]+(.*)$/;

/** Paragraphs and lists of `text`: blank lines part blocks; a list runs while its lines are items or indented. */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseLines(paragraph) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({
        type: "list",
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseLines(item)),
      });
    list = null;
  };
  for (const line of lines) {
    if (line.trim() === "") {
      endParagraph();
      endList();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      endParagraph();
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, start: ordered ? Number(item[2]) : 1, items: [] };
      list.items.push([item[4]!]);
    } else if (list && /^[ \t]/.test(line)) {
      list.items[list.items.length - 1]!.push(line.trim());
    } else {
      endList();
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  endList();
  return blocks;
}

/** Lines of one paragraph or item: each line's inlines, a break between lines. */
function parseLines(lines: readonly string[]): MarkdownInline[] {
  return lines.flatMap((line, index) => [
    ...(index > 0 ? [{ type: "break" } as const] : []),
    ...parseInlines(line, 0, true),
  ]);
}

/** How many times `char` repeats from `at`. */
function runLength(text: string, at: number, char: string): number {
  let end = at;
  while (text[end] === char) end++;
  return end - at;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Where the emphasis opened by `size` (1 or 2) of `char` before `from` closes: the index of its
 * closing run's last `size` characters, or -1. A closing run follows text (no space before it); a
 * double run inside a single emphasis is the inner strong's and is skipped; an underscore closes
 * only where no letter follows (snake_case stays text).
 */
function closingAt(text: string, from: number, char: string, size: 1 | 2): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) {
      i++;
      continue;
    }
    if (text[i] !== char) continue;
    const run = runLength(text, i, char);
    const end = i + run;
    const closes =
      i > from &&
      !isSpace(text[i - 1]) &&
      (char !== "_" || !isWordChar(text[end])) &&
      (size === 2 ? run >= 2 : run !== 2);
    if (closes) return end - size;
    i = end - 1;
  }
  return -1;
}

/** A link `[label](href)` at `at`: its label, href and end, or null when the text there is none. */
function linkAt(text: string, at: number): { label: string; href: string; end: number } | null {
  let close = -1;
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) i++;
    else if (text[i] === "[") return null;
    else if (text[i] === "]") {
      close = i;
      break;
    }
  }
  if (close <= at + 1 || text[close + 1] !== "(") return null;
  const hrefEnd = text.indexOf(")", close + 2);
  if (hrefEnd === -1) return null;
  const href = text.slice(close + 2, hrefEnd);
  // isSafeUrl reads an address trimmed; a link's address has no space at all.
  if (/\s/.test(href)) return null;
  return { label: text.slice(at + 1, close), href, end: hrefEnd + 1 };
}

/** The inlines of one line: emphasis, strong, links (not inside a link) and escapes; the rest is text. */
function parseInlines(text: string, depth: number, links: boolean): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let plain = "";
  const push = (node: MarkdownInline) => {
    if (plain !== "") nodes.push({ type: "text", text: plain });
    plain = "";
    nodes.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    const nested = depth < MARKDOWN_MAX_NESTING;
    if (char === "[" && links && nested) {
      const link = linkAt(text, i);
      if (link && isSafeUrl(link.href)) {
        push({ type: "link", href: link.href, children: parseInlines(link.label, depth + 1, false) });
        i = link.end;
        continue;
      }
    }
    if (char === "*" || char === "_") {
      const run = runLength(text, i, char);
      const emphasis = nested ? emphasisAt(text, i, run, depth, links) : null;
      if (emphasis) {
        push(emphasis.node);
        i = emphasis.end;
      } else {
        // No emphasis opens here: the whole run is text.
        plain += char.repeat(run);
        i += run;
      }
      continue;
    }
    plain += char;
    i++;
  }
  if (plain !== "") nodes.push({ type: "text", text: plain });
  return nodes;
}

/** Strong (a double run) or emphasis opened by the run of `run` stars or underscores at `at`, or null. */
function emphasisAt(
  text: string,
  at: number,
  run: number,
  depth: number,
  links: boolean,
): { node: MarkdownInline; end: number } | null {
  const char = text[at]!;
  // An opening run comes before text (no space after it); an underscore one after no letter.
  if (isSpace(text[at + run]) || (char === "_" && isWordChar(text[at - 1]))) return null;
  for (const size of run >= 2 ? ([2, 1] as const) : ([1] as const)) {
    const close = closingAt(text, at + size, char, size);
    if (close === -1) continue;
    const children = parseInlines(text.slice(at + size, close), depth + 1, links);
    return { node: size === 2 ? { type: "strong", children } : { type: "emphasis", children }, end: close + size };
  }
  return null;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text safe inside HTML, as element content and as a quoted attribute's value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * The tree as HTML (for the feed's entries): every text and address escaped. A path on this site
 * is made absolute with `origin` (a feed reader has no page to read it against).
 */
export function markdownHtml(blocks: readonly MarkdownBlock[], origin: string): string {
  const inline = (nodes: readonly MarkdownInline[]): string =>
    nodes
      .map((node) => {
        switch (node.type) {
          case "text":
            return escapeHtml(node.text);
          case "break":
            return "<br>";
          case "emphasis":
            return `<em>${inline(node.children)}</em>`;
          case "strong":
            return `<strong>${inline(node.children)}</strong>`;
          case "link":
            return `<a href="${escapeHtml(node.href.startsWith("/") ? origin + node.href : node.href)}">${inline(node.children)}</a>`;
        }
      })
      .join("");
  return blocks
    .map((block) => {
      if (block.type === "paragraph") return `<p>${inline(block.children)}</p>`;
      const tag = block.ordered ? "ol" : "ul";
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : "";
      return `<${tag}${start}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`;
    })
    .join("");
}

/** The tree's text alone, without markup (a summary, a picture's fallback). */
export function markdownText(blocks: readonly MarkdownBlock[]): string {
  const inline = (nodes: readonly MarkdownInline[]): string =>
    nodes
      .map((node) => (node.type === "text" ? node.text : node.type === "break" ? " " : inline(node.children)))
      .join("");
  return blocks
    .map((block) => (block.type === "paragraph" ? inline(block.children) : block.items.map(inline).join(" ")))
    .join(" ");
}
