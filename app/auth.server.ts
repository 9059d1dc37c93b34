import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { adminPath, HOME_PATH } from "#app/paths";
import { createSession, deleteSession, deleteUserSessions, findSessionUser } from "#data/sessions";
import type { User } from "#data/users";
import { SESSION_MAX_DAYS } from "#domain";
import { requestContext } from "./context";

/**
 * Server-side sessions: a random id in an HttpOnly, SameSite=Lax cookie; the row
 * lives in the database, so it is revocable and shared by every app instance.
 */
export const sessionCookie = createCookie("snoflingan_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  // Browsers accept Secure cookies on http://localhost; COOKIE_SECURE=false for plain-http hosts.
  secure: process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false",
  // The browser may keep it as long as a session can live; the server ends it after 7 days unused.
  maxAge: SESSION_MAX_DAYS * 24 * 60 * 60,
});

export const userContext = createContext<User | null>(null);

export async function getSessionUser(request: Request, context: Readonly<RouterContextProvider>): Promise<User | null> {
  const sessionId: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || sessionId === "") return null;
  return findSessionUser(context.get(requestContext).db, sessionId);
}

/**
 * The guard of everything under /admin: runs on the server before every admin
 * loader and action. Without a valid session nothing below it runs.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(HOME_PATH);
  context.set(userContext, user);
};

/**
 * The signed-in user under /admin (the middleware guarantees one). Convention: admin loaders do not
 * call it (the middleware guards them) unless they need the user, as the admin layout does; every
 * admin action opens with it (belt and braces for writes), most through readAdminForm.
 */
export function requireUser(context: Readonly<RouterContextProvider>): User {
  const user = context.get(userContext);
  if (!user) throw redirect(HOME_PATH);
  return user;
}

export async function signIn(context: Readonly<RouterContextProvider>, user: User, redirectTo = adminPath()) {
  const session = await createSession(context.get(requestContext).db, user.id);
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionCookie.serialize(session.id) } });
}

/** Signs out here, or `everywhere`: every session of the user, on every device, ends. */
export async function signOut(request: Request, context: Readonly<RouterContextProvider>, everywhere = false) {
  const { db } = context.get(requestContext);
  const sessionId: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof sessionId === "string" && sessionId) {
    const user = everywhere ? await findSessionUser(db, sessionId) : null;
    if (user) await deleteUserSessions(db, user.id);
    else await deleteSession(db, sessionId);
  }
  return redirect(HOME_PATH, { headers: { "Set-Cookie": await sessionCookie.serialize("", { maxAge: 0 }) } });
}
