import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";

export interface Listening {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  port: number;
  /** For tests that act on the server itself (draining it on a signal). */
  server: Server;
  close: () => Promise<void>;
}

/** Listens on an ephemeral loopback port; returns the base URL and a closer. */
export async function listen(app: express.Express): Promise<Listening> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
