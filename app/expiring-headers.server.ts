/**
 * The headers of an answer that goes out of date at `until` (a sheet dated today, a page naming
 * this season): the response cache (server/response-cache.ts) answers no copy of it after that,
 * and browsers ask again each time (no-cache), signed in too, where the response cache is bypassed.
 */
export function expiringAt(until: Date): Record<string, string> {
  return { Expires: until.toUTCString(), "Cache-Control": "no-cache" };
}
