import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdminMiddleware, requireUser } from "../auth.server";
import { AdminBar } from "../components/AdminBar";

// Every loader and action below /admin runs after this guard, on the server.
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { email: requireUser(context).email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminBar email={loaderData.email} />
      <Outlet />
    </>
  );
}
