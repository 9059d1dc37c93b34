import { TableFrame } from "#app/components/table-frame";
import { kinshipPath } from "#app/paths";
import { breedLabel, categoryLabel, isSafeUrl, lineageName, type Inbreeding, type Paged } from "#domain";
import * as texts from "#domain/texts";
import { AncestorAdminLinks } from "./admin-record-links";
import { HorseNameLink } from "./horse-name-link";
import { InbreedingSummary } from "./inbreeding-summary";
import { InfoList } from "./info-list";
import { Pager } from "./pager";
import { Pedigree, type PedigreeAncestor } from "./pedigree";
import { PedigreePaperLink } from "./pedigree-paper-link";
import { RouterAnchor } from "./router-anchor";

const t = texts.ancestor;

export interface AncestorViewProps {
  name: string;
  entry: PedigreeAncestor | null;
  ancestors: readonly PedigreeAncestor[];
  inbreeding: Inbreeding;
  children: readonly { name: string }[];
  descendants: Paged<{ name: string; category: string; generation: number }>;
  /** How many generations down the descendants were looked for. */
  generations: number;
  /** Signed in: the entry's form, and each pedigree box's. */
  admin?: boolean;
}

/**
 * The page of a horse that is not one of the stud's own (docs/product.md, "Ancestor pages"): what
 * its entry says, its own pedigree and coefficient, and the stud's horses descending from it.
 */
export function AncestorView({
  name,
  entry,
  ancestors,
  inbreeding,
  children,
  descendants,
  generations,
  admin = false,
}: AncestorViewProps) {
  const subject = entry ?? { name, sire: null, dam: null };
  return (
    <article className="horse-page ancestor-page">
      <header className="horse-header">
        <h1>{name}</h1>
        <p className="note">{entry ? t.note : t.onlyNamedNote}</p>
        {admin && entry ? <AncestorAdminLinks name={entry.name} /> : null}
      </header>
      {entry && <AncestorFacts entry={entry} />}
      {!entry && children.length > 0 && (
        <section aria-labelledby="children-heading">
          <h2 id="children-heading">{t.childrenHeading}</h2>
          <ul className="name-list">
            {children.map((child) => (
              <li key={child.name}>
                <HorseNameLink name={child.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pedigree-heading">
        <h2 id="pedigree-heading">{texts.details.pedigreeHeading}</h2>
        <Pedigree subject={subject} ancestors={ancestors} admin={admin} />
        <InbreedingSummary inbreeding={inbreeding} />
      </section>
      <p>
        <RouterAnchor href={kinshipPath({ a: name })}>{texts.kinshipLinks.compare}</RouterAnchor>
      </p>
      <PedigreePaperLink name={name} />
      <Descendants descendants={descendants} generations={generations} />
    </article>
  );
}

function AncestorFacts({ entry }: { entry: PedigreeAncestor }) {
  const rows: [string, string | null | undefined][] = [
    [t.gender, entry.gender],
    [t.breed, entry.breed ? breedLabel(entry.breed) : null],
    [t.colour, entry.color],
    // F and RL read as in the pedigree (docs/product.md, "Pedigree and inbreeding").
    [t.lineage, lineageName(entry.evalExt) ?? entry.evalExt],
  ];
  return (
    <section className="info-panel" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t.factsHeading}</h2>
      <InfoList rows={rows} />
      {entry.link && isSafeUrl(entry.link) && (
        <p>
          <a href={entry.link} rel="noopener noreferrer nofollow">
            {t.elsewhere}
          </a>
        </p>
      )}
    </section>
  );
}

function Descendants({ descendants, generations }: Pick<AncestorViewProps, "descendants" | "generations">) {
  return (
    <section aria-labelledby="descendants-heading">
      <h2 id="descendants-heading">{t.descendantsHeading}</h2>
      {descendants.total === 0 ? (
        <p className="empty">{t.noDescendants(generations)}</p>
      ) : (
        <>
          <TableFrame label={t.descendantsCaption(descendants.total)}>
            <table className="table">
              <caption>{t.descendantsCaption(descendants.total)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.descendantName}</th>
                  <th scope="col">{t.descendantCategory}</th>
                  <th scope="col">{t.descendantGeneration}</th>
                </tr>
              </thead>
              <tbody>
                {descendants.items.map((horse) => (
                  <tr key={horse.name}>
                    <td>
                      <HorseNameLink name={horse.name} />
                    </td>
                    <td>{categoryLabel(horse.category)}</td>
                    <td>{t.generationValue(horse.generation)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pager page={descendants.page} pages={descendants.pages} />
        </>
      )}
    </section>
  );
}
