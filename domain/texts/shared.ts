// Pieces that more than one area of the text catalogue words with (domain/texts/index.ts).
import type { HeightClass } from "../horses/horse-fields";

/** Shown where there is nothing to show (no judge, an unknown grade, no premium). */
export const NOTHING = "–";
/**
 * A height class's name, the one every page uses (docs/product.md, "Potential"): A to D, and Häst
 * for the tallest, never its code `Horse`.
 */
export const HEIGHT_CLASS_NAMES: Record<HeightClass, string> = { A: "A", B: "B", C: "C", D: "D", Horse: "Häst" };
/** A height class in a sentence or a list: `höjdklass Häst`. */
export const heightClassName = (cls: HeightClass) => `höjdklass ${HEIGHT_CLASS_NAMES[cls]}`;
/** A horse's or a planned foal's height with its class. */
export const heightValue = (cm: number, cls: HeightClass) => `${cm}\u00a0cm (${heightClassName(cls)})`;
/** A merit-import line that was not imported, and why (parsing and storing alike). */
export const skippedLine = (line: number, reason: string) => `Rad ${line}: ${reason}`;
