// A coefficient of inbreeding (or a kinship: a foal's coefficient) in plain words, low, moderate or
// high, wherever one is shown (docs/product.md, "Pedigree and inbreeding"). The limits are here only.

export type CoiReading = "low" | "moderate" | "high";

/**
 * Each reading up to (not including) its limit, lowest first: below 6.25 % (less than first
 * cousins' foal) low, below 12.5 % (less than half siblings' foal) moderate, from 12.5 % high.
 */
export const COI_READINGS = [
  { reading: "low", below: 0.0625 },
  { reading: "moderate", below: 0.125 },
  { reading: "high", below: Number.POSITIVE_INFINITY },
] as const satisfies readonly { reading: CoiReading; below: number }[];

/** From this coefficient on, the planner warns about the planned foal at the top of its view. */
export const COI_WARNING_FROM = 0.125;

/**
 * The computed figures carry floating-point noise far below any decimal a page shows (a half
 * siblings' foal may come out a hair under 12.5 %): a figure this close to a limit counts as on it.
 */
const NOISE = 1e-9;

/** The reading of a coefficient, 0…1. */
export function coiReading(coi: number): CoiReading {
  return COI_READINGS.find(({ below }) => coi < below - NOISE)!.reading;
}

/** Whether the planner warns about a foal of this coefficient. */
export function warnsOfCoi(coi: number): boolean {
  return coi >= COI_WARNING_FROM - NOISE;
}
