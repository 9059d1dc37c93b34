import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "#app/auth.server";

/** Signing out changes state, so only a POST does it; a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}
