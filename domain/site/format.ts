// Numbers as the Swedish pages write them. Written by hand instead of Intl, so the server and every
// browser print exactly the same text (hydration) whatever locale data they ship.

/** Groups thousands: a no-break space, as Swedish writes `12 500` (and as sv-SE Intl prints it). */
const THOUSANDS_SEPARATOR = "\u00a0";

/**
 * A number the Swedish way: decimal comma, at most `maxDecimals` decimals without trailing zeros
 * beyond `minDecimals`, thousands grouped by a no-break space from 1 000 on (`1\u00a0234,5`,
 * `72,5`, `-3`, `0`; with one decimal always: `80,0`).
 */
export function formatDecimal(value: number, maxDecimals = 2, minDecimals = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(maxDecimals));
  const [whole, shortest = ""] = Math.abs(rounded).toString().split(".");
  const fraction = shortest.padEnd(minDecimals, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/**
 * A probability (0…1) as a Swedish percentage: decimal comma, a no-break space before `%`, at most
 * `maxDecimals` decimals without trailing zeros (`12,5 %`, `3,125 %`, `100 %`). Written by hand
 * instead of Intl so the server and every browser print exactly the same text (hydration).
 * A non-zero value that would round to 0 is shown as `< 0,001 %` rather than a misleading 0. Every
 * space is a no-break space: a line never ends between `<`, the number and `%`.
 */
export function formatPercent(probability: number, maxDecimals = 3): string {
  const percent = probability * 100;
  const smallest = 10 ** -maxDecimals;
  if (percent > 0 && percent < smallest) return `<\u00a0${formatDecimal(smallest, maxDecimals)}\u00a0%`;
  return `${formatDecimal(percent, maxDecimals)}\u00a0%`;
}

/**
 * A probability as an exact fraction in lowest terms (`3/64`, `1`, `0`). Inheritance odds are
 * sums of products of ½s, so they are exact binary fractions: the smallest power of two that
 * makes the value whole is the denominator. Anything else falls back to the rounded percentage.
 */
export function formatFraction(probability: number): string {
  for (let denominator = 1; denominator <= 2 ** 52; denominator *= 2) {
    const numerator = probability * denominator;
    if (Number.isInteger(numerator)) return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
  }
  return formatPercent(probability);
}

const SWEDISH_CALENDAR = /* @__PURE__ */ new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" });

/** The calendar date (`2026-11-23`) of an instant in Sweden, where the stud is. Server-side use (Intl). */
export function calendarDateInSweden(instant: Date): string {
  return SWEDISH_CALENDAR.format(instant);
}

/**
 * The instant the next calendar day begins in Sweden: midnight there is 23:00 UTC in winter and
 * 22:00 UTC in summer, so it is the first of those hours after `instant` whose Swedish date differs.
 */
export function nextDayInSweden(instant: Date): Date {
  const today = calendarDateInSweden(instant);
  const midnightUtc = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  for (const day of [0, 1])
    for (const hour of [22, 23]) {
      const candidate = new Date(midnightUtc + (day * 24 + hour) * 3_600_000);
      if (candidate > instant && calendarDateInSweden(candidate) !== today) return candidate;
    }
  throw new Error(`No Swedish midnight found after ${instant.toISOString()}`);
}

const SWEDISH_TIME = /* @__PURE__ */ new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  dateStyle: "short",
  timeStyle: "short",
});

/** Date and time of an instant in Sweden (`2026-11-23 14:05`): the change log, the last ageing. */
export function formatDateTime(instant: Date): string {
  return SWEDISH_TIME.format(instant);
}
