import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { requestContext } from "./context";
import { OUTAGE_ERROR } from "./errors";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, metOutage } = loadContext.get(requestContext);
  if (metOutage()) {
    // The database went away under this request: every route that failed shows the outage page
    // (the status becomes 503 with Retry-After in server/outage.ts, for every kind of response).
    const errors = routerContext.staticHandlerContext.errors;
    for (const routeId of Object.keys(errors ?? {})) {
      if (errors && !isRouteErrorResponse(errors[routeId])) errors[routeId] = OUTAGE_ERROR;
    }
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every document is sent whole, each part in its place, for people and crawlers alike: no
        // loader defers data, the response cache keeps whole pages anyway, and a part whose code
        // loads on demand (the planner's foal, app/routes/breeding.tsx) must show without
        // JavaScript too, not arrive as a streamed chunk that only a script puts in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document is ready: it goes out as one buffer, not through a Node stream
          // turned into a web stream and back (a measurable part of an uncached page).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Errors of loaders and actions. The database being unreachable is an outage (503, logged once by
 * the monitor), not a bug; a request the client aborted is nobody's error. The rest is logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A client's mistake (a 4xx the router raised itself, e.g. an unknown action) is no stack trace.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (context.get(requestContext).reportFailure(error)) return;
  console.error(error);
};
