// What this site relies on in React Router beyond its documented API, so that an upgrade that
// changes it fails here instead of on a visitor's page: the `data-discover` mark on router links
// (app/components/router-links.ts follows such links in a part whose code is not here yet,
// app/components/on-demand.tsx) and the `_deepestRenderedBoundaryId` field that places the outage
// page's error (app/entry.server.tsx). tests/e2e/on-demand-parts.spec.ts checks the browser's side:
// React Router discovers the routes of plain anchors carrying the mark. Last, that the patch of
// docs/decisions/0047-react-router-per-build-work-once.md is applied and keeps what it changes.
import { createElement, Fragment, useContext } from "react";
import { renderToString } from "react-dom/server";
import type * as ReactRouter from "react-router";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  ServerRouter,
  StaticRouterProvider,
  useRouteError,
  type EntryContext,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { describe, expect, test } from "vitest";
import { OUTAGE_RESPONSE } from "./errors";
import routeConfig from "./routes";

async function renderStatic(routes: RouteObject[], url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

/** The opening tags of the anchors in some HTML, by their href. */
function anchors(html: string) {
  return new Map(
    [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => [/\shref="([^"]*)"/.exec(tag)?.[1] ?? "", tag] as const),
  );
}

/** What a test's route module may hold. */
type RouteModule = { default: () => unknown; ErrorBoundary?: () => unknown; loader?: () => unknown };

type DocumentHandler = (request: Request, status: number, headers: Headers, routerContext: EntryContext) => Response;

/** The document as app/entry.server.tsx renders it, in one string. */
const renderDocument: DocumentHandler = (request, status, headers, routerContext) =>
  new Response(renderToString(createElement(ServerRouter, { context: routerContext, url: request.url })), {
    status,
    headers,
  });

/**
 * A server build of a root route and its child at `/page` (and `others`, more children rendering
 * nothing), rendering documents with `handleDocumentRequest`.
 */
function serverBuild(
  root: RouteModule,
  page: RouteModule,
  handleDocumentRequest: DocumentHandler,
  others: { id: string; path: string }[] = [],
) {
  const route = (id: string, parentId: string | undefined, path: string, module: object) => ({
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    module,
  });
  const assetRoute = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
    id,
    parentId,
    path,
    module: `/${id}.js`,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: true,
  });
  return {
    // A loader's failure is a test's premise, not news for its output.
    entry: { module: { default: handleDocumentRequest, handleError: () => {} } },
    routes: {
      root: route("root", undefined, "", root),
      page: route("page", "root", "page", page),
      ...Object.fromEntries(others.map(({ id, path }) => [id, route(id, "root", path, { default: () => null })])),
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: {
        root: assetRoute("root", undefined, "", false),
        page: assetRoute("page", "root", "page", "loader" in page),
        ...Object.fromEntries(others.map(({ id, path }) => [id, assetRoute(id, "root", path, false)])),
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: { unstable_optimizeDeps: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("a router link's mark", () => {
  test("a <Link> within the site renders `data-discover`, a link to another origin does not", async () => {
    const html = await renderStatic(
      [
        {
          path: "/",
          Component: () =>
            createElement(
              "p",
              null,
              createElement(Link, { to: "/horse/Pub" }, "within"),
              createElement(Link, { to: "https://example.org/elsewhere" }, "away"),
            ),
        },
      ],
      "http://localhost/",
    );
    const links = anchors(html);
    // routerLinkPath looks for exactly this: `a[data-discover]`.
    expect(links.get("/horse/Pub")).toMatch(/\sdata-discover="true"/);
    expect(links.get("https://example.org/elsewhere")).not.toMatch(/data-discover/);
  });
});

describe("the boundary of a document that failed to render", () => {
  const OUTAGE_STATUS = OUTAGE_RESPONSE().status;

  /** Which route's boundary shows the error, and with which status. */
  function Boundary(id: string) {
    return function ErrorBoundary() {
      const error = useRouteError();
      return createElement("p", { id: "error" }, `${id} ${isRouteErrorResponse(error) ? error.status : "?"}`);
    };
  }

  /**
   * A server build of two routes, each with a boundary, whose page throws an outage the first
   * time it renders a document after failing its loader, as app/entry.server.tsx does; `place`
   * says where to put the error.
   */
  function build(place: (context: EntryContext["staticHandlerContext"]) => void): ServerBuild {
    let threw = false;
    return serverBuild(
      {
        default: () => createElement(Outlet),
        ErrorBoundary: Boundary("root"),
      },
      {
        default: () => createElement("p", null, "page"),
        ErrorBoundary: Boundary("page"),
        loader: () => {
          throw new Error("the database went away");
        },
      },
      (request, status, headers, routerContext) => {
        if (!threw && routerContext.staticHandlerContext.errors) {
          threw = true;
          place(routerContext.staticHandlerContext);
          throw OUTAGE_RESPONSE();
        }
        return renderDocument(request, status, headers, routerContext);
      },
    );
  }

  async function errorShown(place: (context: EntryContext["staticHandlerContext"]) => void) {
    const handle = createRequestHandler(build(place), "production");
    const response = await handle(new Request("http://localhost/page"));
    const html = await response.text();
    return { status: response.status, shown: /<p id="error">([^<]*)<\/p>/.exec(html)?.[1] };
  }

  test("an error thrown from the document's render goes to `_deepestRenderedBoundaryId`'s boundary", async () => {
    // What app/entry.server.tsx does: the failed route's id, so the outage shows in its place.
    const placed = await errorShown((context) => {
      context._deepestRenderedBoundaryId = "page";
    });
    expect(placed).toEqual({ status: OUTAGE_STATUS, shown: `page ${OUTAGE_STATUS}` });
    // Left alone, nothing has rendered yet: the error goes to the root's boundary.
    expect(await errorShown(() => {})).toEqual({ status: OUTAGE_STATUS, shown: `root ${OUTAGE_STATUS}` });
  });
});

/**
 * The build Node itself loads (the package's `module-sync` export, the patched files); Vitest's
 * resolver picks the CommonJS build beside it.
 */
const patchedRouter = async () =>
  (await import(
    /* @vite-ignore */ new URL("../node_modules/react-router/dist/development/index.mjs", import.meta.url).href
  )) as typeof ReactRouter;

describe("React Router's per-build work (patches/react-router+7.18.4.patch)", () => {
  test("two documents of one build render with the same route tree and route modules", async () => {
    const router = await patchedRouter();
    const seen: { routes: unknown; routeModules: unknown }[] = [];
    function Page() {
      seen.push({
        routes: useContext(router.UNSAFE_DataRouterContext)?.router.routes,
        routeModules: useContext(router.UNSAFE_FrameworkContext)?.routeModules,
      });
      return createElement("p", null, "page");
    }
    const build = serverBuild(
      { default: () => createElement(router.Outlet) },
      { default: Page },
      (request, status, headers, context) =>
        new Response(renderToString(createElement(router.ServerRouter, { context, url: request.url })), {
          status,
          headers,
        }),
    );
    const handle = router.createRequestHandler(build, "production");
    for (const _ of [1, 2]) expect((await handle(new Request("http://localhost/page"))).status).toBe(200);
    expect(seen).toHaveLength(2);
    // Made once per build (docs/decisions/0047-react-router-per-build-work-once.md); unpatched,
    // React Router makes both anew for every document.
    expect(seen[1].routeModules).toBe(seen[0].routeModules);
    expect(seen[1].routes).toBe(seen[0].routes);
  });

  test("a document's manifest names the routes its address and each parent of it match, on every render", async () => {
    const router = await patchedRouter();
    const build = serverBuild(
      { default: () => createElement(Fragment, null, createElement(router.Outlet), createElement(router.Scripts)) },
      { default: () => createElement("p", null, "page") },
      (request, status, headers, context) =>
        new Response(renderToString(createElement(router.ServerRouter, { context, url: request.url })), {
          status,
          headers,
        }),
      [
        { id: "horse", path: "horse/:name" },
        { id: "section", path: ":section" },
        { id: "elsewhere", path: "elsewhere/deep" },
      ],
    );
    const handle = router.createRequestHandler(build, "production");
    const manifestRoutes = async (url: string) => {
      const html = await (await handle(new Request(url))).text();
      const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
      return Object.keys((JSON.parse(manifest ?? "null") as { routes: object }).routes).sort();
    };
    // "/horse" is a `:section`; the parents' matches are found once per path (the patch), and a
    // second horse's page is given the same.
    for (const url of ["http://localhost/horse/a", "http://localhost/horse/a", "http://localhost/horse/b"])
      expect(await manifestRoutes(url), url).toEqual(["horse", "root", "section"]);
    expect(await manifestRoutes("http://localhost/page")).toEqual(["page", "root"]);
  });

  test("a loader's data encodes to the same text as unpatched, repeated keys and values included", async () => {
    const router = await patchedRouter();
    const shared = { name: "Pub Örn", sire: "Pub Kung Vinter", list: [1, 2, 2, "x"] };
    const loader = () => ({
      horses: [shared, shared, { name: "Pub Örn", sire: null, dam: undefined, list: [shared.list, [], {}] }],
      numbers: [0, -0, NaN, Infinity, -Infinity, 1.5, 2 ** 60, 0, 1.5],
      when: new Date(0),
      tags: new Set(["a", "b", "a"]),
      byName: new Map<string, unknown>([
        ["a", shared],
        ["b", { x: [[shared], shared.list] }],
      ]),
      // eslint-disable-next-line no-sparse-arrays -- a hole is a value of its own in the encoding
      sparse: [1, , 3],
      text: "</script><!-- \u2028 Pub Örn",
      nested: { a: { b: { c: ["deep", "deep", { name: "deep" }] } } },
      error: new Error("kept apart"),
    });
    const build = () => serverBuild({ default: () => null }, { default: () => null, loader }, renderDocument);
    const body = async (handle: (request: Request) => Promise<Response>) =>
      (await handle(new Request("http://localhost/page.data"))).text();
    const patched = await body(router.createRequestHandler(build(), "production"));
    // Vitest's `react-router` is the package's CommonJS build, which the patch leaves as it is.
    expect(patched).toBe(await body(createRequestHandler(build(), "production")));
    expect(patched).toContain('"Pub Örn"');
  });

  test("the site's addresses match the same routes with the first-segment index as by trying every route", async () => {
    const router = await patchedRouter();
    type ConfigEntry = { path?: string; index?: boolean; file: string; children?: ConfigEntry[] };
    const toRoutes = (entries: ConfigEntry[]): RouteObject[] =>
      entries.map(({ path, index, file, children }) =>
        index
          ? { id: file, index: true, loader: () => null }
          : { id: file, path, loader: () => null, children: toRoutes(children ?? []) },
      );
    const routes: RouteObject[] = [{ id: "root", path: "", children: toRoutes(routeConfig as ConfigEntry[]) }];
    const handler = router.createStaticHandler(routes);
    const paths = [
      ...["/", "", "/login", "/LOGIN", "/login/invite/abc", "/logout/", "//horse/a", "/horse//a"],
      ...["/horse/Cefn%20Ffion", "/HORSE/a/OFFSPRING", "/Horse/a/eval/", "/horse/a/merits/x", "/ho%72se/a"],
      ...["/horse/a%2Fb/offspring", "/horse/a/pedigree.pdf", "/horse/a/PEDIGREE.PDF", "/horse", "/horse/"],
      ...["/admin", "/admin/coverings/5/foal", "/Admin/Record/horse/7", "/admin/names/mares", "/admin/nope"],
      ...["/breeding/mates.csv", "/breeding/MATES.CSV", "/breeding/kinship", "/breeding/x", "/breeding"],
      ...["/feed.xml", "/FEED.XML", "/feed%2Exml", "/news/3", "/requests", "/search/suggestions"],
      ...["/a", "/a/b", "/a/b/c", "/ponnyer/b", "/häst/a", "/%C3%A4", "/\u212Aategory", "/%E2%84%AAinship"],
    ];
    for (const path of paths) {
      const context = await handler.query(new Request(new URL(path, "http://localhost")));
      if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
      // The public matchRoutes ranks a route table of its own each call: the patch does not index it.
      const everyRoute = router.matchRoutes(routes, new URL(path, "http://localhost").pathname) ?? [];
      expect(
        context.matches.map((match) => match.route.id),
        path,
      ).toEqual(everyRoute.map((match) => match.route.id));
    }
  });
});
