import { HorseNameLink } from "#app/components/horse-name-link";
import { HorseNews } from "#app/components/horse-news";
import { InbreedingSummary } from "#app/components/inbreeding-summary";
import { Pedigree } from "#app/components/pedigree";
import { PedigreePaperLink } from "#app/components/pedigree-paper-link";
import { PotentialTable } from "#app/components/potential-table";
import { ProgenyProfile } from "#app/components/progeny-profile";
import { StatsTable } from "#app/components/stats-table";
import { useHorsePage } from "#app/horse-page";
import { kinshipPath } from "#app/paths";
import type { Evaluation } from "#data/evaluations";
import {
  bestPremieringGrade,
  breedLabel,
  effectivePremium,
  evaluationTotals,
  heightClass,
  potentials,
  qualityPaperColour,
  shownColour,
} from "#domain";
import * as texts from "#domain/texts";
import { InfoList } from "./info-list";
import { RouterAnchor } from "./router-anchor";

/* The Info tab's parts that show without their code (app/routes/horse._index.tsx). */

type Of<T extends Evaluation["type"]> = Extract<Evaluation, { type: T }>;
const ofType = <T extends Evaluation["type"]>(evaluations: readonly Evaluation[], type: T) =>
  evaluations.filter((e): e is Of<T> => e.type === type);

/** The info panel: the horse's facts, each row only when it has a value. */
export function InfoPanel() {
  const { horse } = useHorsePage();
  const t = texts.public.info;
  const info: [string, string | null][] = [
    [t.gender, horse.gender],
    [t.breed, breedLabel(horse.breed)],
    [t.age, texts.public.ageYears(horse.age)],
    [t.height, horse.height === null ? null : t.heightValue(horse.height, heightClass(horse.height))],
    [t.colour, t.colourValue(shownColour(horse.color, horse.genotype))],
    [t.genotype, horse.genotype],
    [t.focus, horse.focus],
    [t.breeder, horse.breeder],
    [t.seller, horse.seller],
    [t.generation, horse.generation === null ? null : String(horse.generation)],
    [t.moorwiesen, horse.moorwiesen],
    [t.rvhf, horse.rvhf],
  ];
  return (
    <section className="info-panel" aria-labelledby="info-heading">
      <h2 id="info-heading">{texts.horseTabs.infoHeading}</h2>
      <InfoList rows={info} />
    </section>
  );
}

/** The stats and, with a height, the potential table. */
export function InfoFigures() {
  const { horse } = useHorsePage();
  const potential = horse.height === null ? null : potentials(horse.stats, horse.height);
  return (
    <>
      <StatsTable stats={horse.stats} />
      {potential && <PotentialTable potentials={potential} />}
    </>
  );
}

/** The pedigree with its inbreeding, then the accordions: offspring, evaluations, merits, quality. */
export function InfoDetails() {
  const { horse, ancestors, inbreeding, offspring, evaluations, meritTotal, coverings, admin } = useHorsePage();
  // The latest exterior evaluation (evaluations come newest first within a type); a stored premium wins.
  const exterior = ofType(evaluations, "exterior")[0];
  const premium = exterior ? effectivePremium(exterior) : texts.horseTabs.noPremium;
  const bestGrade = bestPremieringGrade(ofType(evaluations, "premiering").map((e) => e.result));
  const registration = ofType(evaluations, "kvalitetregistrering")[0];

  return (
    <>
      <section aria-labelledby="pedigree-heading">
        <h2 id="pedigree-heading">{texts.details.pedigreeHeading}</h2>
        <Pedigree subject={horse} ancestors={ancestors} admin={admin} />
        <InbreedingSummary inbreeding={inbreeding} />
      </section>
      <p>
        <RouterAnchor href={kinshipPath({ a: horse.name })}>{texts.kinshipLinks.compare}</RouterAnchor>
      </p>
      <PedigreePaperLink name={horse.name} />

      <details className="accordion">
        <summary>
          {texts.horseTabs.accordions.offspring} <span className="badge">{offspring.length}</span>
        </summary>
        <div>
          {offspring.length === 0 ? (
            <p>{texts.horseTabs.noOffspring(horse.name)}</p>
          ) : (
            <ul>
              {offspring.map((child) => (
                <li key={child.name}>
                  <HorseNameLink name={child.name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
      {coverings && coverings.mares.length > 0 ? <SeasonCoverings {...coverings} /> : null}
      <ProgenyProfile />
      <HorseNews />
      <details className="accordion">
        <summary>{texts.horseTabs.accordions.evaluations}</summary>
        <dl className="accordion-body">
          <dt>{texts.horseTabs.exteriorPremium}</dt>
          <dd>{premium}</dd>
          <dt>{texts.horseTabs.bestPremiering}</dt>
          <dd>{bestGrade}</dd>
        </dl>
      </details>
      <details className="accordion">
        <summary>
          {texts.horseTabs.accordions.merits} <span className="badge">{texts.horseTabs.meritPoints(meritTotal)}</span>
        </summary>
        <p>{texts.horseTabs.totalMeritsValue(meritTotal)}</p>
      </details>
      {registration && (
        <details className="accordion">
          <summary>{texts.horseTabs.accordions.quality}</summary>
          <QualityCertificates registration={registration} evaluations={evaluations} />
        </details>
      )}
    </>
  );
}

/** A stallion's season (docs/product.md, "Coverings"): the mares covered, betäckt or fölat, and their foals. */
function SeasonCoverings({ year, mares }: { year: number; mares: { mare: string; foal: string | null }[] }) {
  const t = texts.coveringLinks;
  return (
    <details className="accordion">
      <summary>
        {t.seasonHeading(year)} <span className="badge">{mares.length}</span>
      </summary>
      <ul>
        {mares.map(({ mare, foal }, index) => (
          <li key={index}>
            <HorseNameLink name={mare} />
            {foal ? (
              <>
                {t.foal} <HorseNameLink name={foal} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The certificates in the order registration, foal assessment, young-horse test, on the section's
 * paper: each names its section or its totals and percent, the registration number and its date
 * (docs/product.md, "Evaluations").
 */
function QualityCertificates({
  registration,
  evaluations,
}: {
  registration: Of<"kvalitetregistrering">;
  evaluations: readonly Evaluation[];
}) {
  const paper = qualityPaperColour(registration.section);
  const certificates = [
    registration,
    ...ofType(evaluations, "kvalitetfolbedomning"),
    ...ofType(evaluations, "kvalitetunghasttest"),
  ];
  const labels = texts.evaluations;
  return (
    <ol className="certificates">
      {certificates.map((certificate) => {
        const figures: [string, string][] =
          certificate.type === "kvalitetregistrering"
            ? [[labels.fields.section, certificate.section]]
            : evaluationTotals(certificate).map((total) => [
                labels.totals[total.key],
                labels.value(total, texts.horseTabs.scoreOutOf),
              ]);
        const rows: [string, string][] = [
          ...figures,
          [labels.fields.regNr, registration.regNr],
          [labels.fields.date, certificate.date],
        ];
        return (
          <li key={certificate.id} className={`certificate paper-${registration.section}`}>
            <strong>{labels.types[certificate.type]}</strong>
            {paper && <span className="badge">{paper}</span>}
            <dl>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
