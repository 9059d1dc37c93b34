import http from "node:http";
import express from "express";
import { expect, it } from "vitest";
import { listen } from "#tests/support/http";
import { gracefulShutdown } from "./shutdown";

it("tells a request in flight at the signal to close its connection, and answers one still unanswered after the drain window with 503", async () => {
  const drain = gracefulShutdown("<h1>borta</h1>", 300);
  const app = express();
  app.use(drain.middleware);
  let started = 0;
  app.get("/slow/:ms", async (req, res) => {
    started++;
    await new Promise((resolve) => setTimeout(resolve, Number(req.params.ms)));
    res.send("klar");
  });
  const { server, url } = await listen(app);
  const get = (path: string) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      http
        .get(url + path, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
          );
        })
        .on("error", (error) => reject(new Error(`${path}: ${error.message}`)));
    });
  const quick = get("/slow/100");
  const stuck = get("/slow/2000");
  // The signal comes while both are being worked on.
  while (started < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  const drained = drain.drain(server);
  expect(await quick).toEqual({ status: 200, connection: "close", body: "klar" });
  expect(await stuck).toEqual({ status: 503, connection: "close", body: "<h1>borta</h1>" });
  await drained;
});
