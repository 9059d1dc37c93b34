// Static files compressed once, at build time, as hard as the formats allow: `x.js.gz` (Zopfli,
// gzip-compatible, a few per cent smaller than zlib's level 9) and `x.js.br` (brotli quality 11)
// beside each `x.js`. The server sends them to browsers that accept them (server/static-files.ts);
// the compression middleware's on-the-fly level 6 stays for everything else
// (docs/decisions/0021-precompressed-static-files.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";
import { ENCODED_SUFFIX, type Encoding } from "#server/static-files";

const brotli = promisify(brotliCompress);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** `data` gzipped (Zopfli) and brotli-compressed at their highest settings. */
export async function compressBoth(data: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gzip, br] = await Promise.all([
    gzipAsync(data, { numiterations: 15 }),
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gzip: Buffer.from(gzip), br };
}

/**
 * Writes the twins of every compressible file under `dir` (recursively). A twin that would not be
 * smaller than its file is not written: the file is served as it is.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    for (const [encoding, compressed] of Object.entries(await compressBoth(data)) as [Encoding, Buffer][]) {
      if (compressed.length >= data.length) continue;
      await writeFile(file + ENCODED_SUFFIX[encoding], compressed);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: precompresses the client build's output (its assets and the public files). */
export function precompress(): Plugin {
  return {
    name: "snoflingan:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}
