import { onDemand } from "#app/components/on-demand";

/** The Bedömning tab of the horse page: its code is fetched when needed (app/components/on-demand.tsx). */
const HorseEvaluations = onDemand(() => import("#app/components/horse-evaluations").then((m) => m.default));

export default function HorseEvaluationsTab() {
  return <HorseEvaluations />;
}
