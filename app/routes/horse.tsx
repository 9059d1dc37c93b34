import { data, NavLink, Outlet, useNavigation, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { HorsePicture, StatsTable } from "#app/components/deferred-parts";
import { NotFoundView } from "#app/components/not-found-view";
import { RibbonCarousel } from "#app/components/ribbon-carousel";
import { RouteError } from "#app/components/route-error";
import { requestContext } from "#app/context";
import { errorText } from "#app/errors";
import { horsePath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { loadHorsePage } from "#data/horse-page";
import { isSafeUrl, sumPoints, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/horse";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, stableName, lineages } = context.get(requestContext);
  const page = await loadHorsePage(db, params.horseid, {
    onAncestryError: (error) => console.error(texts.horse.pedigreeFetchFailed, error),
    lineages: await lineages(),
  });
  if (!page) throw data(null, { status: 404 });
  if (page.kind === "sold") {
    // A sold horse shows only where it went and its stats.
    const { name, link, owner, stats } = page.horse;
    return {
      kind: "sold" as const,
      stableName,
      horse: { name, link: isSafeUrl(link) ? link : null, owner: owner ?? UNKNOWN, stats },
    };
  }
  const { created: _created, link: _link, owner: _owner, ...horse } = page.horse;
  return {
    ...page,
    stableName,
    horse,
    ribbons: page.ribbons.map(({ text, image }) => ({ text, image })),
    // The Info tab's accordion and the Meriter tab both show it.
    meritTotal: sumPoints(page.merits.flatMap((group) => group.lines)),
  };
}

/** The tabs read this page's data: switching tabs fetches nothing; another horse (or a post) does. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentParams.horseid !== nextParams.horseid;
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
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
  const { horse, ribbons } = loaderData;
  return (
    <article className="horse-page">
      <HorseLoading />
      <header className="horse-header">
        <h1>{horse.name}</h1>
        <p className="parents">{texts.public.parents(horse.sire ?? UNKNOWN, horse.dam ?? UNKNOWN)}</p>
      </header>
      <RibbonCarousel ribbons={ribbons} />
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
