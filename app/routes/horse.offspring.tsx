import { deferred } from "#app/components/deferred";

/** The Avkommor tab of the horse page: its code is fetched when needed (app/components/deferred.tsx). */
const HorseOffspring = deferred(() => import("#app/components/horse-offspring").then((m) => m.default));

export default function HorseOffspringTab() {
  return <HorseOffspring />;
}
