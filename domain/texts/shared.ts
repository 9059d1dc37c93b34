// Pieces that more than one area of the text catalogue words with (domain/texts/index.ts).

/** Shown where there is nothing to show (no judge, an unknown grade, no premium). */
export const NOTHING = "–";
/** A horse's or a planned foal's height with its class. */
export const heightValue = (cm: number, heightClass: string) => `${cm}\u00a0cm (höjdklass ${heightClass})`;
/** A merit-import line that was not imported, and why (parsing and storing alike). */
export const skippedLine = (line: number, reason: string) => `Rad ${line}: ${reason}`;
