import { Description } from "#app/components/description";
import { onDemand } from "#app/components/on-demand";
import { useHorsePage } from "#app/horse-page";
import * as texts from "#domain/texts";

// What only shows is fetched when needed (app/components/on-demand.tsx); the description collapses
// as soon as the page runs, so it comes with the page.
const loadInfo = () => import("#app/components/horse-info");
const InfoPanel = onDemand(() => loadInfo().then((m) => m.InfoPanel));
const InfoFigures = onDemand(() => loadInfo().then((m) => m.InfoFigures));
const InfoDetails = onDemand(() => loadInfo().then((m) => m.InfoDetails));
// The request forms post with a fetcher once their code is here: it comes when a visitor points at
// them or moves into them; until then they post as plain forms (docs/product.md, "Requests").
const HorseRequests = onDemand(() => import("#app/components/horse-requests").then((m) => m.HorseRequests), {
  interactive: true,
});

/** The Info tab: info panel, description, stats and potential, pedigree and inbreeding, the accordions. */
export default function HorseInfo() {
  const { horse } = useHorsePage();
  return (
    <div className="horse-info">
      <div className="horse-body">
        <InfoPanel />
        <div>
          {horse.desc && (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading">{texts.horse.descriptionHeading}</h2>
              <Description text={horse.desc} />
            </section>
          )}
          <InfoFigures />
        </div>
      </div>
      <InfoDetails />
      <HorseRequests />
    </div>
  );
}
