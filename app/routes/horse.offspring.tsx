import { deferred } from "#app/components/deferred";

/** The Avkommor tab of the horse page: its code is fetched when needed (app/components/deferred.tsx). */
export default deferred(() => import("#app/components/horse-offspring").then((m) => m.default));
