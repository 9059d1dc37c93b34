import { describe, expect, it } from "vitest";
import { bufferSource, readExport, type OldAppDocument } from "./old-app-files";
import { JSON_LAYOUT_MAX_BYTES, StudFileError } from "./stud";

const source = (text: string | Uint8Array, name = "export.json") =>
  bufferSource(name, typeof text === "string" ? new TextEncoder().encode(text) : text);

async function documentsOf(text: string, name?: string): Promise<OldAppDocument[]> {
  const read = await readExport(source(text, name));
  if (read.layout === "stud-file") throw new Error("a stud file");
  const documents: OldAppDocument[] = [];
  for await (const document of read.documents()) documents.push(document);
  return documents;
}

describe("readExport: layouts recognised by content", () => {
  it("decodes typed timestamps, references and sub-collections of a __collections__ export", async () => {
    const documents = await documentsOf(
      JSON.stringify({
        __collections__: {
          horses: {
            h1: {
              name: "A",
              created: { __datatype__: "timestamp", value: { _seconds: 1_700_000_000, _nanoseconds: 5_000_000 } },
              sireRef: { __datatype__: "documentReference", value: "pedigree/p1" },
              __collections__: { notes: { n1: { text: "x" }, n2: { text: "y" } } },
            },
          },
        },
      }),
    );
    expect(documents).toEqual([
      {
        collection: "horses",
        id: "h1",
        data: { name: "A", created: "2023-11-14T22:13:20.005Z", sireRef: "pedigree/p1" },
      },
      { collection: "horses/…/notes", id: "n1", data: {} },
      { collection: "horses/…/notes", id: "n2", data: {} },
    ]);
  });

  it("reads collection maps with bare timestamps and ISO strings, one file for all or one per collection", async () => {
    const all = await documentsOf(
      JSON.stringify({
        horses: { h1: { name: "A", created: { _seconds: 0, _nanoseconds: 0 } } },
        scores: { s1: { name: "A" } },
      }),
    );
    expect(all.map((d) => [d.collection, d.id, d.data.created])).toEqual([
      ["horses", "h1", "1970-01-01T00:00:00.000Z"],
      ["scores", "s1", undefined],
    ]);
    // A file of one collection the stud does not know is still a collection map.
    expect(await documentsOf(JSON.stringify({ users: { u1: { email: "x" } } }))).toHaveLength(1);
  });

  it("streams NDJSON, a document per line (BOM, blank lines and CRLF allowed)", async () => {
    const text =
      "\uFEFF" +
      [
        JSON.stringify({
          path: "horses/h1",
          data: { name: "A", created: { _seconds: 1, _nanoseconds: 0 } },
          timestamps: ["created"],
        }),
        "",
        JSON.stringify({ path: "pedigree/p1", data: { name: "B" } }),
      ].join("\r\n");
    const documents = await documentsOf(text, "export.ndjson");
    expect(documents).toEqual([
      { collection: "horses", id: "h1", data: { name: "A", created: "1970-01-01T00:00:01.000Z" } },
      { collection: "pedigree", id: "p1", data: { name: "B" } },
    ]);
  });

  it("recognises a stud file (also an empty one)", async () => {
    expect((await readExport(source('{"horses": []}'))).layout).toBe("stud-file");
    expect((await readExport(source("{}"))).layout).toBe("stud-file");
  });
});

describe("readExport: unreadable files name the file, the place and what is wrong", () => {
  const refuses = async (text: string | Uint8Array, message: RegExp, name?: string) => {
    const attempt = documentsOf(text as string, name);
    await expect(attempt).rejects.toThrow(StudFileError);
    await expect(documentsOf(text as string, name)).rejects.toThrow(message);
  };

  it("refuses what is not JSON at all: pictures, text, an empty file", async () => {
    await refuses(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) as unknown as string,
      /export\.json kan inte läsas: den är varken en säkerhetskopia eller en export från den gamla appen/,
    );
    await refuses("hej hej", /varken en säkerhetskopia/);
    await refuses("  \n ", /export\.json kan inte läsas: filen är tom\. Ingenting har sparats\./);
  });

  it("refuses broken JSON with the line and column", async () => {
    await refuses('{\n  "horses": {\n    "h1": { "name": "A", }\n  }\n}', /innehållet är skadat på rad 3, tecken 26/);
    // The parser's own words are the error's detail, never its message.
    const cut = await documentsOf('{"horses": {"h1": {"name": "A"').catch((error: StudFileError) => error);
    expect(cut).toMatchObject({
      message:
        "Filen export.json kan inte läsas: filen tar slut för tidigt, som om bara en del av den kom med. Ingenting har sparats.",
      detail: expect.stringMatching(/JSON/),
    });
    await refuses("[1, 2]", /ett objekt väntades här/);
    await refuses('{"compilerOptions": {"strict": true}}', /innehållet känns inte igen/);
  });

  it("refuses documents that are not objects and typed values it cannot read", async () => {
    await refuses('{"horses": {"h1": "A"}}', /\(horses\/h1\): dokumentet är inget objekt med fält/);
    await refuses(
      JSON.stringify({
        __collections__: { horses: { h1: { created: { __datatype__: "timestamp", value: "igår" } } } },
      }),
      /\(horses\/h1, created\): ogiltig tidsstämpel/,
    );
    await refuses(
      JSON.stringify({ __collections__: { horses: { h1: { x: { __datatype__: "blob", value: "AAAA" } } } } }),
      /okänd datatyp "blob"/,
    );
    await refuses('{"stud": 1, "horses": [{"name": ""}]}', /\(horses\[0\]\.name\): Name is required/);
    // A field's message is a sentence of its own: its period is not doubled.
    const aged = await documentsOf(
      JSON.stringify({ horses: [{ name: "Gammal", category: "broodmares", breed: "b", gender: "Sto", age: 99 }] }),
    ).catch((error: StudFileError) => error.message);
    expect(aged).toMatch(/\(horses\[0\]\.age\): .*60\. Ingenting har sparats\.$/);
  });

  it("refuses NDJSON lines without a path, with a bad path or broken JSON, naming the line", async () => {
    const ok = JSON.stringify({ path: "horses/h1", data: { name: "A" } });
    await refuses(`${ok}\n{"data": {}}`, /\(rad 2\): raden saknar "path"/, "x.ndjson");
    await refuses(`${ok}\n{"path": "horses", "data": {}}`, /\(rad 2 \(horses\)\): sökvägen ska vara/, "x.ndjson");
    await refuses(
      `${ok}\n${ok}\n{"path": "horses/h2", "data": [1]}`,
      /\(rad 3 \(horses\/h2\)\): dokumentet är inget objekt/,
    );
    await refuses(`${ok}\n{"path": "horses/h2"`, /\(rad 2\): filen tar slut för tidigt/);
    await refuses(
      `${ok}\n${JSON.stringify({ path: "horses/h2", data: { created: 5 }, timestamps: ["created"] })}`,
      /\(rad 2 \(horses\/h2\), created\): ogiltig tidsstämpel/,
    );
  });

  it("refuses a JSON layout over its size limit and says a larger export needs a record per line", async () => {
    const big = { ...source('{"horses": {}}'), size: JSON_LAYOUT_MAX_BYTES + 1 };
    await expect(readExport(big)).rejects.toThrow(/högst 100\u00a0MB; en större export behöver en post per rad/);
  });
});
