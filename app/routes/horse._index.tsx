import { deferred } from "#app/components/deferred";

/** The Info tab of the horse page: its code is fetched when needed (app/components/deferred.tsx). */
export default deferred(() => import("#app/components/horse-info").then((m) => m.default));
