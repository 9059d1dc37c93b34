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
import { OUTAGE_RESPONSE } from "./errors";

export const streamTimeout = 5_000;

const encoder = new TextEncoder();

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
    // The database went away under this request: the page is the outage page (503, Retry-After in
    // server/outage.ts). The failed route's error is already in the hydration data React Router
    // encoded before calling this, so swapping it here would change the HTML only, and the browser
    // would hydrate the original error (English, React #418). Thrown, a 503 makes React Router
    // render again with an error response in the failed route's place, in the HTML and the data alike
    // (React Router's internal field, checked by app/react-router.internals.test.ts).
    const context = routerContext.staticHandlerContext;
    const failed = context.matches.find((match) => {
      const error = context.errors?.[match.route.id];
      return error !== undefined && !isRouteErrorResponse(error);
    });
    if (failed) {
      context._deepestRenderedBoundaryId = failed.route.id;
      throw OUTAGE_RESPONSE();
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
        // loads on demand (app/components/on-demand.tsx) must show without JavaScript too, not
        // arrive as a streamed chunk that only a script puts in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document is ready: it goes out as one body, not through a Node stream
          // turned into a web stream and back (a measurable part of an uncached page). React DOM
          // writes a flush as one string (docs/decisions/0050-react-dom-writes-a-flush-as-one-string.md):
          // kept as text, it is encoded once, here. Its development build writes bytes. Bytes of
          // their own (not a pooled Buffer: the body's stream takes their memory over) spare the
          // Response a scan of a string body for lone surrogates and a count of its bytes.
          const chunks: string[] = [];
          const decoder = new TextDecoder();
          const body = new Writable({
            decodeStrings: false,
            write(chunk: string | Uint8Array, _encoding, callback) {
              chunks.push(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              chunks.push(decoder.decode());
              const html = encoder.encode(chunks.join(""));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
  // The outage page's second render (handleRequest above), not a failure of its own.
  if (error instanceof Response && error.status === OUTAGE_RESPONSE().status) return;
  // A client's mistake (a 4xx the router raised itself, e.g. an unknown action) is no stack trace.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (context.get(requestContext).reportFailure(error)) return;
  console.error(error);
};
