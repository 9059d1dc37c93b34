import { data, Outlet, redirect, useNavigation, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { getSessionUser } from "#app/auth.server";
import { NotFoundView } from "#app/components/not-found-view";
import { onDemand } from "#app/components/on-demand";
import { AncestorView, HorsePicture } from "#app/components/on-demand-parts";
import { RibbonCarousel } from "#app/components/ribbon-carousel";
import { RouteError } from "#app/components/route-error";
import { NavAnchor } from "#app/components/router-anchor";
import { requestContext } from "#app/context";
import { expiringAt } from "#app/expiring-headers.server";
import { horseNewsShown } from "#app/news.server";
import { horsePath, isHorseTabPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { stallionSeason } from "#data/coverings";
import { saleChange } from "#data/history";
import { mayHaveCovered, mayHaveNews } from "#data/horse-activity";
import { DESCENDANT_GENERATIONS, loadAncestorPage, loadHorsePage } from "#data/horse-page";
import { progenyProfileOf } from "#data/progeny";
import { CANDIDATE_GENDERS, currentSeason, isSafeUrl, parsePage, seasonEnd, sumPoints, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/horse";

// What only shows is fetched when needed (app/components/on-demand.tsx): the heading, a sold
// horse's page, and the ribbons' admin list, which only a signed-in administrator sees.
const loadHeader = () => import("#app/components/horse-header");
const HorseHeader = onDemand(() => loadHeader().then((m) => m.HorseHeader));
const SoldHorse = onDemand(() => loadHeader().then((m) => m.SoldHorse));
const RibbonAdminList = onDemand(() => import("#app/components/ribbon-admin-list").then((m) => m.RibbonAdminList), {
  interactive: true,
});

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, stableName, heldPedigree, studRecords, horseActivity } = context.get(requestContext);
  const url = new URL(request.url);
  // Only the stud's own horses have tabs. A tab's address of an ancestor or a sold horse (an old
  // link from when it was one of the stud's horses) leads to what its page shows now
  // (docs/decisions/0033-tab-addresses-without-tabs.md).
  const withoutTabs = (name: string) => {
    if (isHorseTabPath(url.pathname)) throw redirect(horsePath(name));
  };
  // Signed in, the page offers editing beside each record (never cached: the session cookie bypasses the cache).
  const admin = (await getSessionUser(request, context)) !== null;
  const pedigree = await heldPedigree();
  const page = await loadHorsePage(db, params.horseid, {
    onAncestryError: (error) => console.error(texts.horse.pedigreeFetchFailed, error),
    heldPedigree: pedigree,
    records: await studRecords(),
  });
  if (!page) {
    // Not one of the stud's horses: a name in the pedigrees has a page too (docs/product.md, "Ancestor pages").
    const ancestor = await loadAncestorPage(db, params.horseid, parsePage(url.searchParams.get("page")), {
      heldPedigree: pedigree,
    });
    if (!ancestor) throw data(null, { status: 404 });
    withoutTabs(ancestor.name);
    return { kind: "ancestor" as const, stableName, admin, generations: DESCENDANT_GENERATIONS, ...ancestor };
  }
  if (page.kind === "sold") {
    withoutTabs(page.horse.name);
    // A sold horse shows only where it went and its stats.
    const { name, link, owner, stats } = page.horse;
    return {
      kind: "sold" as const,
      stableName,
      horse: { name, link: isSafeUrl(link) ? link : null, owner: owner ?? UNKNOWN, stats },
      // Signed in: the change that sold it, to undo (docs/product.md, "Change log").
      admin: admin ? { sale: await saleChange(db, name) } : null,
    };
  }
  const {
    created: _created,
    link: _link,
    owner: _owner,
    nameFolded: _nameFolded,
    nameSortKey: _nameSortKey,
    ...horse
  } = page.horse;
  // A stallion's mares of this season (docs/product.md, "Coverings") and the horse's news: each one
  // indexed look-up, made only where there is something to find (data/horse-activity.ts).
  const activity = await horseActivity();
  const year = currentSeason();
  const coverings =
    horse.gender === CANDIDATE_GENDERS.stallion
      ? { year, mares: mayHaveCovered(activity, horse.name, year) ? await stallionSeason(db, horse.name, year) : [] }
      : null;
  // A stallion's page names this season's mares.
  const expiry: HeadersInit = coverings ? expiringAt(seasonEnd(year)) : {};
  const payload = {
    ...page,
    stableName,
    admin,
    horse,
    // Only what the pedigree and the offspring show: the rest would only weigh on every page.
    // Signed in, whether each is a stud horse chooses the form its edit link opens.
    ancestors: page.ancestors.map(({ name, sire, dam, breed, color, evalExt, studHorse }) => ({
      name,
      sire,
      dam,
      breed,
      color,
      evalExt,
      ...(admin && { studHorse }),
    })),
    offspring: page.offspring.map(({ link: _link, studHorse, ...child }) => ({
      ...child,
      ...(admin && { studHorse }),
    })),
    ribbons: page.ribbons.map(({ id, text, image }) => ({ id, text, image })),
    // The Info tab's accordion and the Meriter tab both show it.
    meritTotal: sumPoints(page.merits.flatMap((group) => group.lines)),
    coverings,
    // What its foals among the stud's horses give (docs/product.md, "Progeny profile").
    progeny: await progenyProfileOf(db, page.offspring, await studRecords()),
    // Its own news, newest first (docs/product.md, "News and feed"): one indexed look-up.
    news: mayHaveNews(activity, horse.name) ? await horseNewsShown(db, horse.name) : [],
  };
  return data(payload, { headers: expiry });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The tabs read this page's data: switching tabs fetches nothing; another horse (or a post) does,
 * and so does another page of an ancestor's descendants (`?page=`).
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentParams.horseid !== nextParams.horseid || currentUrl.search !== nextUrl.search;
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (loaderData?.kind === "ancestor")
    return publicPageMeta(args, {
      title: texts.site.pageTitle(loaderData.name, loaderData.stableName),
      description: texts.horse.ancestorDescription(loaderData.name, loaderData.stableName),
    });
  return loaderData
    ? publicPageMeta(args, {
        title: texts.site.pageTitle(loaderData.horse.name, loaderData.stableName),
        description: texts.horse.horseDescription(loaderData.horse.name, loaderData.stableName),
        ...(loaderData.kind === "horse"
          ? { picture: loaderData.horse.picture, pictureAlt: loaderData.horse.pictureAlt || loaderData.horse.name }
          : {}),
      })
    : [{ title: texts.site.defaultPageTitle }, { name: "robots", content: "noindex" }];
};

function HorseLoading() {
  const navigation = useNavigation();
  const { horseid } = useParams();
  // The client waits for another horse (the tabs of this one need no fetch); a whole segment is
  // compared, so Storm → Stormvind counts as another horse.
  const here = horsePath(horseid ?? "");
  const next = navigation.location?.pathname ?? "";
  const waiting =
    navigation.state === "loading" && next.startsWith("/horse/") && next !== here && !next.startsWith(`${here}/`);
  return waiting ? (
    <p className="loading loading-pinned" role="status">
      {texts.horse.horseLoading}
    </p>
  ) : null;
}

export default function HorsePage({ loaderData, params: { horseid } }: Route.ComponentProps) {
  if (loaderData.kind === "ancestor") {
    return (
      <>
        <HorseLoading />
        <AncestorView {...loaderData} />
      </>
    );
  }
  if (loaderData.kind === "sold") {
    return (
      <article className="horse-page">
        <HorseLoading />
        <SoldHorse horse={loaderData.horse} admin={loaderData.admin} />
      </article>
    );
  }
  const { horse, ribbons, admin } = loaderData;
  return (
    <article className="horse-page">
      <HorseLoading />
      <HorseHeader horse={horse} admin={admin} />
      <RibbonCarousel ribbons={ribbons} />
      {admin && ribbons.length > 0 ? <RibbonAdminList ribbons={ribbons} /> : null}
      <HorsePicture
        name={horse.name}
        picture={horse.picture}
        alt={horse.pictureAlt}
        color={horse.color}
        size="large"
        priority
      />
      <nav className="tabs" aria-label={texts.horse.tabsLabel}>
        <ul>
          <li>
            <NavAnchor href={horsePath(horseid)} end>
              {texts.horse.tabs.info}
            </NavAnchor>
          </li>
          <li>
            <NavAnchor href={horsePath(horseid, "offspring")}>{texts.horse.tabs.offspring}</NavAnchor>
          </li>
          <li>
            <NavAnchor href={horsePath(horseid, "eval")}>{texts.horse.tabs.eval}</NavAnchor>
          </li>
          <li>
            <NavAnchor href={horsePath(horseid, "merits")}>{texts.horse.tabs.merits}</NavAnchor>
          </li>
        </ul>
      </nav>
      <Outlet />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      statusHandlers={{
        404: () => (
          <>
            <p className="error-message">{texts.horse.horseNotFound}</p>
            <NotFoundView />
          </>
        ),
      }}
      message={texts.horse.horseError}
    />
  );
}
