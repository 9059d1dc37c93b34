import { eq, sql } from "drizzle-orm";
import type { Db } from "#data/db";
import { horses, ribbons } from "#data/schema";
import { MAX_IMAGE_BYTES } from "#domain";
import * as texts from "#domain/texts";
import { storeImage } from "./store";

/**
 * `npm run pictures:fetch` (and the old app's import with --fetch-pictures): every picture still
 * linked on another host is downloaded into the store and its records point at the stored copy,
 * so the site can forbid pictures from elsewhere (docs/decisions/0019-pictures-in-the-database.md).
 * A picture that cannot be fetched keeps its address and is reported.
 */

export interface PictureFetchFailure {
  url: string;
  /** The records that still point at it: `horse Name` or `ribbon Name: text`. */
  records: string[];
  reason: string;
}

export interface PictureFetchReport {
  fetched: { url: string; ref: string; records: string[] }[];
  failed: PictureFetchFailure[];
}

export interface PictureFetchOptions {
  /** Per download (default 30 s). */
  timeoutMs?: number;
  /** Tests pass their own; the default is the platform's. */
  fetch?: typeof fetch;
}

const EXTERNAL = sql`~* '^https?://'`;

export async function fetchExternalPictures(db: Db, options: PictureFetchOptions = {}): Promise<PictureFetchReport> {
  const horseRows = await db
    .select({ name: horses.name, url: horses.picture })
    .from(horses)
    .where(sql`${horses.picture} ${EXTERNAL}`);
  const ribbonRows = await db
    .select({ id: ribbons.id, horse: ribbons.horse, text: ribbons.text, url: ribbons.image })
    .from(ribbons)
    .where(sql`${ribbons.image} ${EXTERNAL}`);
  const byUrl = new Map<string, string[]>();
  const note = (url: string | null, record: string) => {
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), record]);
  };
  for (const row of horseRows) note(row.url, `horse ${row.name}`);
  for (const row of ribbonRows) note(row.url, `ribbon ${row.horse}: ${row.text}`);

  const report: PictureFetchReport = { fetched: [], failed: [] };
  for (const [url, records] of byUrl) {
    const downloaded = await download(url, options);
    if (!downloaded.ok) {
      report.failed.push({ url, records, reason: downloaded.reason });
      continue;
    }
    const stored = await storeImage(db, downloaded.bytes);
    if (!stored.ok) {
      report.failed.push({ url, records, reason: texts.pictures.refused[stored.reason] });
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.update(horses).set({ picture: stored.ref }).where(eq(horses.picture, url));
      await tx.update(ribbons).set({ image: stored.ref }).where(eq(ribbons.image, url));
    });
    report.fetched.push({ url, ref: stored.ref, records });
  }
  return report;
}

/** The report as lines for a person: what was fetched, what failed and why, then the counts. */
export function reportLines(report: PictureFetchReport): string[] {
  return [
    ...report.fetched.map(({ url, records }) => `✔ ${url} → ${records.join(", ")}`),
    ...report.failed.map(({ url, records, reason }) => `✖ ${url} (${records.join(", ")}): ${reason}`),
    texts.pictures.fetch.summary(report.fetched.length, report.failed.length),
  ];
}

/** The file at `url`, read no further than the upload limit. */
async function download(
  url: string,
  options: PictureFetchOptions,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: string }> {
  const t = texts.pictures.fetch;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      redirect: "follow",
    });
    if (!response.ok) return { ok: false, reason: t.status(response.status) };
    if (Number(response.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES) {
      await response.body?.cancel();
      return { ok: false, reason: t.tooLarge };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_IMAGE_BYTES) return { ok: false, reason: t.tooLarge };
      chunks.push(chunk);
    }
    return { ok: true, bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { ok: false, reason: t.network(error instanceof Error ? error.message : String(error)) };
  }
}
