// Which user-supplied URLs may be rendered as links or images.

/**
 * An absolute http(s) URL, or a path on this site starting with a single `/`.
 * Refuses `javascript:`, `data:`, protocol-relative `//host`, `/\host` (browsers read it as `//host`)
 * and anything with whitespace or control characters.
 */
export function isSafeUrl(url: string | null | undefined): boolean {
  const text = (url ?? "").trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (text === "" || /[\s\u0000-\u001f\u007f\\]/.test(text)) return false;
  if (text.startsWith("/")) return !text.startsWith("//");
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const parsed = new URL(text);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
