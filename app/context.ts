import { createContext } from "react-router";
import type { Db } from "#data/db";
import type { HorseActivity } from "#data/horse-activity";
import type { PedigreeInMemory } from "#data/pedigree/in-memory";
import type { StudRecords } from "#data/stud-records";

/** What the Express server hands every loader and action for one request. */
export interface RequestContext {
  db: Db;
  /** CSP nonce of this response, for the inline scripts React Router writes. */
  nonce: string;
  /** The stable's name (a setting, overridable by STABLE_NAME: docs/product.md, "Texts"). */
  stableName: string;
  /** The client's address, for sign-in throttling. */
  clientIp: string;
  /** The site's public origin (PUBLIC_URL, else this request's), for absolute links in shared previews. */
  publicUrl: string;
  /** True while the database is known to be unreachable: pages answer 503 without trying it. */
  databaseDown(): boolean;
  /** Reports a request's failure; true when the database was unreachable (the response becomes a 503). */
  reportFailure(error: unknown): boolean;
  /** True once this request has met the database unreachable. */
  metOutage(): boolean;
  /** The pedigree in memory at the current data version, or null while it is being read (data/pedigree/in-memory.ts). */
  heldPedigree(): Promise<PedigreeInMemory | null>;
  /** The data version the response cache read for this request (undefined where it did not: dev mode, admin pages). */
  dataVersion: number | undefined;
  /** The stud's horses and records in memory at the current data version, or null while they are being read (data/stud-records.ts). */
  studRecords(): Promise<StudRecords | null>;
  /** Which horses have news and which stallions covered mares, at the current data version, or null while it is being read (data/horse-activity.ts). */
  horseActivity(): Promise<HorseActivity | null>;
}

export const requestContext = createContext<RequestContext>();
