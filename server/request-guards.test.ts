import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type Listening } from "#tests/support/http";
import { errorResponses, pageRequestGuards } from "./request-guards";

const messages = { badRequest: "Trasig begäran", methodNotAllowed: "Fel metod", unsupportedBody: "Inte formulär" };

/** Sends raw bytes and returns the status line (what a hand-written HTTP/1.0 client sees). */
function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("end", () => resolve(data.split("\r\n")[0]));
    socket.on("error", reject);
  });
}

describe("pageRequestGuards and errorResponses", () => {
  let server: Listening;
  let url: string;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(pageRequestGuards(messages));
    app.get("/malformed", () => {
      throw new URIError("URI malformed");
    });
    app.all("/{*splat}", (_req, res) => void res.status(200).send("ok"));
    app.use(errorResponses(messages.badRequest));
    server = await listen(app);
    ({ port, url } = server);
  });
  afterAll(() => server.close());

  it("answers GET, HEAD and POST of a form, and 405 with Allow to anything else", async () => {
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect((await fetch(`${url}/`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${url}/login`, { method: "POST", body: new URLSearchParams({ a: "b" }) })).status).toBe(200);
    for (const method of ["DELETE", "PUT", "PATCH", "OPTIONS"]) {
      const response = await fetch(`${url}/admin/add-horse`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    expect(await rawStatus(port, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe(
      "HTTP/1.1 405 Method Not Allowed",
    );
  });

  it("refuses a body that is no form with 415, and a request without Host with 400", async () => {
    const json = await fetch(`${url}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a" }),
    });
    expect(json.status).toBe(415);
    const multipart = new FormData();
    multipart.set("name", "Åskvigg");
    expect((await fetch(`${url}/admin/add-horse`, { method: "POST", body: multipart })).status).toBe(200);
    expect(await rawStatus(port, "GET / HTTP/1.0\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
  });

  it("answers a client's malformed request 400 without logging a stack trace", async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const response = await fetch(`${url}/malformed`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(messages.badRequest);
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
  });
});
