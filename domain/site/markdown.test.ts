import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownHtml, markdownText, parseMarkdown, type MarkdownBlock } from "./markdown";

const ORIGIN = "https://stuteri.example";
const html = (text: string) => markdownHtml(parseMarkdown(text), ORIGIN);
const paragraph = (...children: unknown[]): MarkdownBlock[] => [{ type: "paragraph", children } as MarkdownBlock];
const text = (value: string) => ({ type: "text", text: value });

/** The tags the subset may write; anything else in the HTML would be markup it must never make. */
const ALLOWED_TAG = /<\/?(?:p|ul|ol|li|em|strong|br)>|<ol start="\d+">|<a href="[^"<>]*">|<\/a>/g;

describe("parseMarkdown: what becomes markup", () => {
  it("reads paragraphs parted by blank lines, a line break within one", () => {
    expect(parseMarkdown("Ett\nTvå\n\n\nTre")).toEqual([
      { type: "paragraph", children: [text("Ett"), { type: "break" }, text("Två")] },
      { type: "paragraph", children: [text("Tre")] },
    ]);
    expect(parseMarkdown("  \n\n")).toEqual([]);
  });

  it("reads emphasis, strong and both nested either way", () => {
    expect(parseMarkdown("*en* _två_ **tre** __fyra__")).toEqual(
      paragraph(
        { type: "emphasis", children: [text("en")] },
        text(" "),
        { type: "emphasis", children: [text("två")] },
        text(" "),
        { type: "strong", children: [text("tre")] },
        text(" "),
        { type: "strong", children: [text("fyra")] },
      ),
    );
    expect(html("**fet *kursiv* fet**")).toBe("<p><strong>fet <em>kursiv</em> fet</strong></p>");
    expect(html("*kursiv **fet** kursiv*")).toBe("<p><em>kursiv <strong>fet</strong> kursiv</em></p>");
    expect(html("***båda***")).toBe("<p><strong><em>båda</em></strong></p>");
    expect(html("**a** och **b**")).toBe("<p><strong>a</strong> och <strong>b</strong></p>");
  });

  it("leaves unmatched, spaced and in-word markers as text", () => {
    expect(html("2 * 3 * 4")).toBe("<p>2 * 3 * 4</p>");
    expect(html("**inte stängd")).toBe("<p>**inte stängd</p>");
    expect(html("snake_case_namn")).toBe("<p>snake_case_namn</p>");
    expect(html("\\*inte kursiv\\*")).toBe("<p>*inte kursiv*</p>");
  });

  it("reads links to http(s) and paths on the site, emphasis in their text", () => {
    expect(parseMarkdown("Se [fölet](/horse/Stj%C3%A4rna) och [*mer*](https://example.se/a?b=1).")).toEqual(
      paragraph(
        text("Se "),
        { type: "link", href: "/horse/Stj%C3%A4rna", children: [text("fölet")] },
        text(" och "),
        { type: "link", href: "https://example.se/a?b=1", children: [{ type: "emphasis", children: [text("mer")] }] },
        text("."),
      ),
    );
    expect(html("[hem](/)")).toBe(`<p><a href="${ORIGIN}/">hem</a></p>`);
    // No link in a link's text.
    expect(html("[a [b](/x)](/y)")).toBe(`<p>[a <a href="${ORIGIN}/x">b</a>](/y)</p>`);
  });

  it("reads bulleted and numbered lists, a paragraph before one, indented lines as the item's", () => {
    expect(parseMarkdown("Till salu:\n- Ett\n* Två\n  fortsätter\n+ Tre")).toEqual([
      { type: "paragraph", children: [text("Till salu:")] },
      {
        type: "list",
        ordered: false,
        start: 1,
        items: [[text("Ett")], [text("Två"), { type: "break" }, text("fortsätter")], [text("Tre")]],
      },
    ]);
    expect(html("3. tre\n4) fyra\nslut")).toBe('<ol start="3"><li>tre</li><li>fyra</li></ol><p>slut</p>');
    expect(html("1. ett\n- punkt")).toBe("<ol><li>ett</li></ol><ul><li>punkt</li></ul>");
  });

  it("keeps everything else as the text it was typed as", () => {
    expect(html("# Rubrik")).toBe("<p># Rubrik</p>");
    expect(html("> citat")).toBe("<p>&gt; citat</p>");
    expect(html("`kod`")).toBe("<p>`kod`</p>");
    // An image is no image: the `!` stays text, the rest is a plain link.
    expect(html("![bild](https://example.se/a.jpg)")).toBe('<p>!<a href="https://example.se/a.jpg">bild</a></p>');
  });
});

describe("hostile input", () => {
  it("never makes HTML of HTML: script tags, attributes and comments are text", () => {
    expect(html("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html('<img src=x onerror="alert(1)">')).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
    expect(html("[<b>fet</b>](https://example.se)")).toBe(
      '<p><a href="https://example.se">&lt;b&gt;fet&lt;/b&gt;</a></p>',
    );
    expect(html("<!-- dold -->")).toBe("<p>&lt;!-- dold --&gt;</p>");
  });

  it("links nothing but http(s) and the site's own paths", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "javascript&#58;alert(1)",
      "java\tscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example/",
      "/\\evil.example/",
      "file:///etc/passwd",
      "mailto:a@b.se",
      "relativ/sida",
      " https://example.se",
    ]) {
      const blocks = parseMarkdown(`[klicka](${href})`);
      expect(JSON.stringify(blocks), href).not.toContain('"link"');
      expect(markdownHtml(blocks, ORIGIN)).not.toContain("<a");
    }
  });

  it("keeps an address's quotes inside its attribute", () => {
    expect(html('[x](https://example.se/"onmouseover="alert(1))')).toBe(
      '<p><a href="https://example.se/&quot;onmouseover=&quot;alert(1">x</a>)</p>',
    );
  });

  it("writes HTML entities as the characters typed, never as what they name", () => {
    expect(html("&lt;script&gt; &amp; &#60;b&#62; &nbsp;")).toBe(
      "<p>&amp;lt;script&amp;gt; &amp;amp; &amp;#60;b&amp;#62; &amp;nbsp;</p>",
    );
    expect(markdownText(parseMarkdown("&lt;b&gt; *x*"))).toBe("&lt;b&gt; x");
  });

  it("stops nesting at its limit and reads deep or long hostile text quickly", () => {
    const deep = `${"*a ".repeat(20)}b${" c*".repeat(20)}`;
    expect(html(deep)).toMatch(/^<p>/);
    const started = performance.now();
    for (const hostile of [
      "*".repeat(5_000),
      "*a ".repeat(1_700),
      "[".repeat(2_500) + "](".repeat(1_200),
      "**a *b ".repeat(700),
      "_".repeat(2_500) + "a" + "_".repeat(2_500),
    ])
      expect(html(hostile).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("for any text, writes no tag but the subset's and no address but http(s) or the site's", () => {
    const pieces = fc.constantFrom(
      "*",
      "**",
      "_",
      "[",
      "](",
      ")",
      "<",
      ">",
      "&",
      '"',
      "'",
      "\\",
      "\n",
      "\n\n",
      "- ",
      "1. ",
      "javascript:",
      "https://a.se/",
      "/x",
      "//",
      "text",
      " ",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 40 }), (parts) => {
        const out = html(parts.join(""));
        expect(out.replace(ALLOWED_TAG, "")).not.toMatch(/[<>]/);
        for (const [, href] of out.matchAll(/<a href="([^"]*)">/g))
          expect(href).toMatch(new RegExp(`^(?:https?://|${ORIGIN.replace(/[.]/g, "\\.")}/)`));
      }),
      { numRuns: 400 },
    );
  });
});
