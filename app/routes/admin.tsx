import { Outlet } from "react-router";
import { requireAdminMiddleware, requireUser } from "#app/auth.server";
import { AdminBar } from "#app/components/admin-bar";
import { RouteError } from "#app/components/route-error";
import { requestContext } from "#app/context";
import { countNewRequests } from "#data/requests";
import type { Route } from "./+types/admin";

// Every loader and action below /admin runs after this guard, on the server.
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const email = requireUser(context).email;
  return { email, newRequests: await countNewRequests(context.get(requestContext).db) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminBar email={loaderData.email} newRequests={loaderData.newRequests} />
      <Outlet />
    </>
  );
}

/** An admin page that failed keeps the admin bar (when this layout's data loaded), so the way on stays in view. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <>
      {loaderData ? <AdminBar email={loaderData.email} newRequests={loaderData.newRequests} /> : null}
      <RouteError error={error} />
    </>
  );
}
