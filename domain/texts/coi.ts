// The text catalogue (domain/texts/index.ts): a coefficient of inbreeding in plain words, wherever one
// is shown (domain/breeding/coi-reading.ts has the limits).

export const coiReadings = {
  words: { low: "låg", moderate: "måttlig", high: "hög" },
  /** The planned foal's warning, at the top of the planner's foal. */
  warning: (percent: string, from: string) =>
    `Varning: fölets inavelsgrad är ${percent}, hög (från ${from}). Föräldrarna är nära släkt.`,
  warningLink: "Se inavelsgraden och de gemensamma förfäderna",
} as const;
