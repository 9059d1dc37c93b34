import { data, Link, NavLink, Outlet, useNavigation, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { getSessionUser } from "#app/auth.server";
import { AncestorView, HorsePicture, StatsTable } from "#app/components/deferred-parts";
import { NotFoundView } from "#app/components/not-found-view";
import { RecordActions } from "#app/components/record-actions";
import { RibbonCarousel } from "#app/components/ribbon-carousel";
import { RouteError } from "#app/components/route-error";
import { requestContext } from "#app/context";
import { errorText } from "#app/errors";
import { adminPath, horsePath, matesPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { DESCENDANT_GENERATIONS, loadAncestorPage, loadHorsePage } from "#data/horse-page";
import { isSafeUrl, parentRole, parsePage, sumPoints, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/horse";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, stableName, lineages, studRecords } = context.get(requestContext);
  // Signed in, the page offers editing beside each record (never cached: the session cookie bypasses the cache).
  const admin = (await getSessionUser(request, context)) !== null;
  const page = await loadHorsePage(db, params.horseid, {
    onAncestryError: (error) => console.error(texts.horse.pedigreeFetchFailed, error),
    lineages: await lineages(),
    records: await studRecords(),
  });
  if (!page) {
    // Not one of the stud's horses: a name in the pedigrees has a page too (docs/product.md, "Ancestor pages").
    const ancestor = await loadAncestorPage(
      db,
      params.horseid,
      parsePage(new URL(request.url).searchParams.get("page")),
    );
    if (!ancestor) throw data(null, { status: 404 });
    return { kind: "ancestor" as const, stableName, generations: DESCENDANT_GENERATIONS, ...ancestor };
  }
  if (page.kind === "sold") {
    // A sold horse shows only where it went and its stats.
    const { name, link, owner, stats } = page.horse;
    return {
      kind: "sold" as const,
      stableName,
      horse: { name, link: isSafeUrl(link) ? link : null, owner: owner ?? UNKNOWN, stats },
    };
  }
  const { created: _created, link: _link, owner: _owner, nameFolded: _nameFolded, ...horse } = page.horse;
  return {
    ...page,
    stableName,
    admin,
    horse,
    // Only what the pedigree and the offspring show: the rest would only weigh on every page.
    ancestors: page.ancestors.map(({ name, sire, dam, breed, color, evalExt }) => ({
      name,
      sire,
      dam,
      breed,
      color,
      evalExt,
    })),
    offspring: page.offspring.map(({ link: _link, studHorse: _studHorse, ...child }) => child),
    ribbons: page.ribbons.map(({ id, text, image }) => ({ id, text, image })),
    // The Info tab's accordion and the Meriter tab both show it.
    meritTotal: sumPoints(page.merits.flatMap((group) => group.lines)),
  };
}

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
      title: texts.public.pageTitle(loaderData.name, loaderData.stableName),
      description: texts.ancestor.description(loaderData.name, loaderData.stableName),
    });
  return loaderData
    ? publicPageMeta(args, {
        title: texts.public.pageTitle(loaderData.horse.name, loaderData.stableName),
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
    const { horse } = loaderData;
    return (
      <article className="horse-page">
        <HorseLoading />
        <header className="horse-header">
          <h1>{horse.name}</h1>
        </header>
        <p className="moved">
          {horse.link ? (
            <a href={horse.link} rel="noopener noreferrer nofollow">
              {texts.horse.movedTo(horse.owner)}
            </a>
          ) : (
            texts.horse.movedTo(horse.owner)
          )}
        </p>
        <StatsTable stats={horse.stats} />
      </article>
    );
  }
  const { horse, ribbons, admin } = loaderData;
  return (
    <article className="horse-page">
      <HorseLoading />
      <header className="horse-header">
        <h1>{horse.name}</h1>
        <p className="parents">{texts.public.parents(horse.sire ?? UNKNOWN, horse.dam ?? UNKNOWN)}</p>
        <MatesLink gender={horse.gender} height={horse.height} name={horse.name} />
        {admin ? (
          <p className="admin-links">
            <Link to={adminPath("update-horse", { name: horse.name })}>{texts.horse.admin.editHorse}</Link>
          </p>
        ) : null}
      </header>
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
            <NavLink to={horsePath(horseid)} end>
              {texts.horse.tabs.info}
            </NavLink>
          </li>
          <li>
            <NavLink to={horsePath(horseid, "offspring")}>{texts.horse.tabs.offspring}</NavLink>
          </li>
          <li>
            <NavLink to={horsePath(horseid, "eval")}>{texts.horse.tabs.eval}</NavLink>
          </li>
          <li>
            <NavLink to={horsePath(horseid, "merits")}>{texts.horse.tabs.merits}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </article>
  );
}

/** A stallion or mare the planner offers (unsold, height known) links to its ranked mates. */
function MatesLink({ gender, height, name }: { gender: string; height: number | null; name: string }) {
  const role = parentRole(gender);
  if (role === null || height === null) return null;
  return (
    <p className="mates-link">
      <Link to={matesPath({ role, name })}>{texts.matesLinks.linkFor(name, role)}</Link>
    </p>
  );
}

/** The ribbons once more as a list, each with `Ändra` and `Ta bort`, for a signed-in administrator. */
function RibbonAdminList({ ribbons }: { ribbons: readonly { id: number; text: string }[] }) {
  return (
    <ul className="record-list" aria-label={texts.horse.ribbonsLabel}>
      {ribbons.map((ribbon) => (
        <li key={ribbon.id}>
          {ribbon.text} <RecordActions kind="ribbon" id={ribbon.id} what={ribbon.text} />
        </li>
      ))}
    </ul>
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
      unexpected={(failure) => (
        <p className="error-message" role="alert">
          {texts.horse.horseError(errorText(failure))}
        </p>
      )}
    />
  );
}
