import { deferred } from "#app/components/deferred";

/** The Bedömning tab of the horse page: its code is fetched when needed (app/components/deferred.tsx). */
const HorseEvaluations = deferred(() => import("#app/components/horse-evaluations").then((m) => m.default));

export default function HorseEvaluationsTab() {
  return <HorseEvaluations />;
}
