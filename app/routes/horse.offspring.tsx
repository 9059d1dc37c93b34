import { onDemand } from "#app/components/on-demand";

/** The Avkommor tab of the horse page: its code is fetched when needed (app/components/on-demand.tsx). */
const HorseOffspring = onDemand(() => import("#app/components/horse-offspring").then((m) => m.default));

export default function HorseOffspringTab() {
  return <HorseOffspring />;
}
