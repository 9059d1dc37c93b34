import type { CoiReading } from "#domain";
import * as texts from "#domain/texts";

/** Each reading's badge colour (contrast-checked badges: app/styles/app.css). */
const BADGE: Record<CoiReading, string> = { low: "badge-green", moderate: "badge-wood", high: "badge-red" };

/** A coefficient's plain reading beside its figure: låg, måttlig or hög (domain/breeding/coi-reading.ts). */
export function CoiBadge({ reading }: { reading: CoiReading }) {
  return <span className={`badge ${BADGE[reading]}`}>{texts.coiReadings.words[reading]}</span>;
}
