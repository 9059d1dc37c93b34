import { onDemand } from "#app/components/on-demand";

/** The Meriter tab of the horse page: its code is fetched when needed (app/components/on-demand.tsx). */
const HorseMerits = onDemand(() => import("#app/components/horse-merits").then((m) => m.default));

export default function HorseMeritsTab() {
  return <HorseMerits />;
}
