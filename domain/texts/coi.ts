// The text catalogue (domain/texts/index.ts): a coefficient of inbreeding in plain words, wherever one
// is shown (domain/breeding/coi-reading.ts has the limits).
import type { CoiReading } from "../breeding/coi-reading";

const words = { low: "låg", moderate: "måttlig", high: "hög" } as const satisfies Record<CoiReading, string>;

export const coiReadings = {
  words,
  /** A figure with its reading where no badge can stand (a chart's table, the paper): `6,25 % (måttlig)`. */
  inWords: (figure: string, reading: CoiReading) => `${figure} (${words[reading]})`,
  /** The planned foal's warning, at the top of the planner's foal. */
  warning: (percent: string, from: string) =>
    `Varning: fölets inavelsgrad är ${percent}, hög (från ${from}). Föräldrarna är nära släkt.`,
  warningLink: "Se inavelsgraden och de gemensamma förfäderna",
} as const;
