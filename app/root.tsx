import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { categoryPath, FEED_PATH, HOME_PATH, HOMEBRED_PATH, herdPath, newsPath, plannerPath } from "#app/paths";
import { CATEGORIES, CATEGORY_TITLES, DEFAULT_STABLE_NAME } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/root";
import { useFocusFormErrors } from "./components/form-errors";
import { SiteSearch } from "./components/on-demand-parts";
import { ProgressBar } from "./components/progress-bar";
import { RouteError } from "./components/route-error";
import { NavAnchor, RouterAnchor } from "./components/router-anchor";
import { useRouterAnchors } from "./components/router-links";
import { useHydrationEnd } from "./components/use-hydrated";
import { requestContext } from "./context";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
  // The news feed, for feed readers and browsers (docs/product.md, "News and feed").
  { rel: "alternate", type: "application/atom+xml", href: FEED_PATH, title: texts.nav.feed },
];

/** While the database is known to be away, every page answers 503 (the outage page) without trying it. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(requestContext).databaseDown()) throw data(null, { status: 503 });
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const { nonce, stableName, publicUrl } = context.get(requestContext);
  return { nonce, stableName, publicUrl };
}

/** Revalidating root data on every navigation would cost a round trip for nothing. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "description", content: texts.site.description },
];

/** One link per category, labelled with the category's own title (docs/product.md, "Site behaviour"). */
const navLinks = CATEGORIES.map((category) => ({ to: categoryPath(category), label: CATEGORY_TITLES[category] }));

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.nonce;
  // Matched the way the router matches (any letter case), so every admin page counts.
  const isAdminPage = useMatches().some((match) => match.id === "routes/admin");
  useHydrationEnd();
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ProgressBar />
        <a className="skip-link" href="#main">
          {texts.site.skipToContent}
        </a>
        <header className="site-header">
          <RouterAnchor href={HOME_PATH} className="site-title">
            <img src="/images/logo.svg" alt="" width="40" height="40" />
            <span>{root?.stableName ?? DEFAULT_STABLE_NAME}</span>
          </RouterAnchor>
          <nav aria-label={texts.site.navLabel} className="site-nav">
            <ul>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavAnchor href={link.to}>{link.label}</NavAnchor>
                </li>
              ))}
            </ul>
          </nav>
          {/* The public site's search; the admin pages have their own horse pickers. */}
          {isAdminPage ? null : <SiteSearch />}
        </header>
        <main id="main" className="site-main">
          {children}
        </main>
        <footer className="site-footer">
          <p>{texts.site.footer}</p>
          <p className="footer-links">
            <RouterAnchor href={HOMEBRED_PATH}>{texts.nav.homebred}</RouterAnchor>
            <RouterAnchor href={newsPath()}>{texts.nav.news}</RouterAnchor>
            <RouterAnchor href={plannerPath()}>{texts.nav.breeding}</RouterAnchor>
            <RouterAnchor href={herdPath()}>{texts.nav.herd}</RouterAnchor>
          </p>
        </footer>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRouterAnchors();
  useFocusFormErrors();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
