import { deferred } from "#app/components/deferred";

/** The Meriter tab of the horse page: its code is fetched when needed (app/components/deferred.tsx). */
const HorseMerits = deferred(() => import("#app/components/horse-merits").then((m) => m.default));

export default function HorseMeritsTab() {
  return <HorseMerits />;
}
