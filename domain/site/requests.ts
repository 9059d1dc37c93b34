// Visitors' requests (docs/product.md, "Requests"): what a visitor may ask, the limits that hold
// strangers' writes, the short reference a request is answered with and when contact details go.
// Pure; the schema imports this module itself (data/schema.ts), so it imports nothing heavy.
import { isSafeUrl } from "./urls";

/** A sale enquiry ("Intresseanmälan") or a covering request for an outside mare ("Betäckningsförfrågan"). */
export const REQUEST_KINDS = ["sale", "covering"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export function isRequestKind(text: string | null | undefined): text is RequestKind {
  return (REQUEST_KINDS as readonly (string | null | undefined)[]).includes(text);
}

/** New until the administrator answers: approved (Godkänn) or declined (Avböj). */
export const REQUEST_STATUSES = ["new", "approved", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const NEW_REQUEST_STATUS = "new" satisfies RequestStatus;

/**
 * Strangers write here, so every door has a size:
 * - `perAddress` requests per `windowMinutes` from one address (the address as sign-in reads it:
 *   the socket's, or the one TRUST_PROXY's proxy forwards);
 * - at most `unanswered` new requests in all: past that a new one is refused, try later;
 * - each field's length (a name as long as a horse's name, NAME_MAX_LENGTH);
 * - contact details of a request answered `eraseAfterDays` ago are erased.
 */
export const REQUEST_LIMITS = {
  perAddress: 5,
  windowMinutes: 60,
  unanswered: 200,
  contact: 200,
  message: 2_000,
  genotype: 100,
  link: 2_000,
  reason: 2_000,
  eraseAfterDays: 90,
} as const;

/** The field a person leaves empty (it is hidden from people and screen readers); a bot fills it in. */
export const HONEYPOT_FIELD = "website";

/**
 * A link to the outside mare's page elsewhere: an absolute http(s) address only (isSafeUrl would
 * also take a path on this site, which names no page of hers).
 */
export function isOutsideLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim()) && isSafeUrl(url);
}

/** The letters of a reference: no 0/O, 1/I/L, so one read aloud or copied by hand is not mistaken. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;

/** A reference from random bytes (at least REFERENCE_LENGTH of them): one letter per byte. */
export function referenceFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error(`a reference needs ${REFERENCE_LENGTH} random bytes`);
  return Array.from(
    bytes.subarray(0, REFERENCE_LENGTH),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  ).join("");
}

/** Whether `text` is a reference as referenceFrom writes them (the receipt page shows no other). */
export function isReference(text: string | null | undefined): text is string {
  return (
    typeof text === "string" &&
    text.length === REFERENCE_LENGTH &&
    [...text].every((char) => REFERENCE_ALPHABET.includes(char))
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests answered before this moment have their contact details erased (`now` minus eraseAfterDays). */
export function eraseAnsweredBefore(now: Date): Date {
  return new Date(now.getTime() - REQUEST_LIMITS.eraseAfterDays * DAY_MS);
}

/** The oldest moment an address's earlier request still counts against it. */
export function requestWindowStart(now: Date): Date {
  return new Date(now.getTime() - REQUEST_LIMITS.windowMinutes * 60 * 1000);
}
