import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as texts from "#domain/texts";
import { startServerProcess, type ServerProcess } from "#scripts/server-process";
import { signInOverHttp } from "#tests/support/admin-client";
import { migratedPgliteDir } from "#tests/support/database";
import { PEAK_LIMIT_MB, peakAbove, rssMb } from "#tests/support/memory";
import { NDJSON_LINE_MAX_BYTES } from "#transfer/old-app-files";

// Uploads to the import page in bounded memory: an NDJSON file with one line of hundreds of MB and a
// single-line JSON over the JSON limit are refused without being held whole, and the server's
// resident memory never rises more than 300 MB above idle. The server runs on PGlite. Needs the build.

const ADMIN = { email: "minne@example.se", password: "minne-lösenord-1" };
const MB = 1024 * 1024;

/** Posts `parts` (written one after another) as the import form's file, streamed with a declared length. */
function postImport(url: string, cookie: string, fileName: string, parts: () => Iterable<Buffer>, size: number) {
  const boundary = "----minne";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${url}/admin/import-export`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + size + tail.length),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    void (async () => {
      const write = (chunk: Buffer) =>
        request.write(chunk) ? Promise.resolve() : new Promise((drained) => request.once("drain", drained));
      await write(head);
      for (const part of parts()) await write(part);
      request.end(tail);
    })();
  });
}

/** `text` followed by `count` MB of the letter x and then `end`. */
function* padded(text: string, count: number, end: string): Generator<Buffer> {
  yield Buffer.from(text);
  const block = Buffer.alloc(MB, "x");
  for (let i = 0; i < count; i++) yield block;
  yield Buffer.from(end);
}

describe("import uploads in bounded memory", () => {
  let server: ServerProcess;
  let cookie: string;
  let idleMb: number;

  beforeAll(async () => {
    server = await startServerProcess({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SKIP_BUILD: "1",
      DATA_DIR: migratedPgliteDir(),
    });
    cookie = await signInOverHttp(server.url, ADMIN);
    await (await fetch(`${server.url}/admin/import-export`, { headers: { cookie } })).text();
    idleMb = rssMb(server.process.pid!);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const measure = <T>(upload: () => Promise<T>) => peakAbove(server.process.pid!, idleMb, upload);

  it("refuses an NDJSON line of 300 MB as it reads it, naming the line", async () => {
    const first = `${JSON.stringify({ path: "horses/a", data: { name: "Minne A" } })}\n`;
    const lineStart = '{"path":"horses/b","data":{"name":"';
    const lineEnd = '"}}\n';
    const size = first.length + lineStart.length + 300 * MB + lineEnd.length;
    const { result, peakMb } = await measure(() =>
      postImport(server.url, cookie, "export.ndjson", () => padded(first + lineStart, 300, lineEnd), size),
    );
    console.log(JSON.stringify({ fault: "NDJSON line of 300 MB", status: result.status, peakMb, idleMb }));
    expect(result.status).toBe(400);
    expect(result.body).toContain(texts.studTransfer.unreadable.lineTooLong(NDJSON_LINE_MAX_BYTES / MB));
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);

  it("refuses a single-line JSON over the JSON limit before reading it whole", async () => {
    const start = '{"horses":[{"name":"';
    const end = '"}]}';
    const size = start.length + 150 * MB + end.length;
    const { result, peakMb } = await measure(() =>
      postImport(server.url, cookie, "stud.json", () => padded(start, 150, end), size),
    );
    console.log(JSON.stringify({ fault: "single-line JSON of 150 MB", status: result.status, peakMb, idleMb }));
    expect(result.status).toBe(400);
    expect(result.body).toContain("högst 100\u00a0MB");
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);
});
