import { redirect } from "react-router";
import { signOut } from "#app/auth.server";
import { HOME_PATH } from "#app/paths";
import type { Route } from "./+types/logout";

/** Signing out changes state, so only a POST does it; a GET just goes home. */
export function loader() {
  return redirect(HOME_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}
