import { redirect } from "react-router";
import { z } from "zod";
import { signOut } from "#app/auth.server";
import { parseForm } from "#app/forms.server";
import { HOME_PATH } from "#app/paths";
import type { Route } from "./+types/logout";

/** The admin bar's second button posts scope=everywhere ('Logga ut överallt'). */
const logoutForm = z.object({ scope: z.enum(["here", "everywhere"]).default("here") });

/** Signing out changes state, so only a POST does it; a GET just goes home. */
export function loader() {
  return redirect(HOME_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, logoutForm);
  return signOut(request, context, form.ok && form.data.scope === "everywhere");
}
