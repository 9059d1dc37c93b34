import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";

/** Listens on an ephemeral loopback port; returns the base URL and a closer. */
export async function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
