import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { CoiBadge } from "#app/components/coi-reading";
import { Pager } from "#app/components/pager";
import { TableFrame } from "#app/components/table-frame";
import { coveringsPath, horsePath, matesPath } from "#app/paths";
import {
  formatDecimal,
  formatPercent,
  mateRole,
  MATE_COLUMNS,
  MATE_DECIMALS,
  type CoiReading,
  type MateColumn,
  type MatePageColumn,
  type MateRow,
  type MateSort,
  type ParentRole,
} from "#domain";
import * as texts from "#domain/texts";

const t = texts.matesTable;

/** The columns of words, aligned as text; the rest are figures. */
const TEXT_COLUMNS: ReadonlySet<MatePageColumn> = new Set(["section", "planner"]);

/** A mate's row as the table shows it: the sections written out, the planner's seed with its link. */
export type MatesTableRow = Omit<MateRow, "sections" | "breed"> & {
  breed: string;
  sections: string;
  plannerPath: string;
  coiReading: CoiReading;
};

/** The choices a sorting link keeps, as the page's form shows them. */
type MateLinkChoices = {
  discipline: string;
  heightClass: string;
  level: string;
  colour: string;
  maxCoi: string;
  section: string;
  young: string;
  relatives: string;
};

/** A column heading that sorts the list by its column: a plain link, so it works without JavaScript. */
function SortHeading({
  label,
  sort,
  current,
  path,
}: {
  label: string;
  sort: MateSort;
  current: MateSort;
  path: (sort: MateSort) => string;
}) {
  return (
    <th
      scope="col"
      aria-sort={current === sort ? (sort === "chance" || sort === "score" ? "descending" : "ascending") : undefined}
    >
      {current === sort ? (
        label
      ) : (
        <Link to={path(sort)} aria-label={t.sortBy(label)}>
          {label}
        </Link>
      )}
    </th>
  );
}

/** A column's heading, on the page and in the file: the mate's column is named by the mates' role. */
export function mateColumnLabel(column: MateColumn, role: ParentRole, colour: string | null): string {
  if (column === "mate") return t.columns[mateRole(role)];
  if (column === "breed") return t.columns.breed[mateRole(role)];
  if (column === "colour") return t.columns.colour(colour ?? "");
  return t.columns[column];
}

/**
 * One page of the mates list and its pager (the role of the horse the list is for decides the first
 * column).
 */
export function MatesTable({
  role,
  horse,
  rows,
  colour,
  currentSort,
  choices,
  page,
  pages,
  canPlanCovering = false,
}: {
  role: ParentRole;
  /** The horse the list is for. */
  horse: string;
  rows: MatesTableRow[];
  colour: string | null;
  currentSort: MateSort;
  /** The page's other choices, which the sorting links keep (they go back to the first page). */
  choices: MateLinkChoices;
  page: number;
  pages: number;
  /** Signed in: each row's "Planera betäckning" saves the pair and seed as a planned covering. */
  canPlanCovering?: boolean;
}) {
  const sortPath = (sort: MateSort) =>
    matesPath(
      { role, name: horse },
      {
        discipline: choices.discipline,
        heightClass: choices.heightClass,
        level: choices.level,
        colour: choices.colour,
        maxCoi: choices.maxCoi,
        section: choices.section,
        young: choices.young,
        relatives: choices.relatives,
        sort,
      },
    );
  const columns = MATE_COLUMNS.filter(({ key }) => key !== "colour" || colour !== null);
  const cell: Record<Exclude<MatePageColumn, "mate">, (row: MatesTableRow) => ReactNode> = {
    section: (row) => row.sections,
    coi: (row) => (
      <>
        {formatPercent(row.coi, MATE_DECIMALS.coi)} <CoiBadge reading={row.coiReading} />
      </>
    ),
    knownShare: (row) => formatPercent(row.knownShare, MATE_DECIMALS.knownShare),
    completeGenerations: (row) => row.completeGenerations,
    chance: (row) => formatPercent(row.chance, MATE_DECIMALS.chance),
    expectedScore: (row) => formatDecimal(row.expectedScore, MATE_DECIMALS.expectedScore, MATE_DECIMALS.expectedScore),
    colour: (row) => (row.colourChance === null ? null : formatPercent(row.colourChance, MATE_DECIMALS.colour)),
    lethal: (row) => formatPercent(row.lethalChance, MATE_DECIMALS.lethal),
    planner: (row) => {
      const [stallion, mare] = role === "mare" ? [row.mate, horse] : [horse, row.mate];
      return (
        <>
          <Link to={row.plannerPath} aria-label={t.plannerLinkLabel(stallion, mare)}>
            {t.plannerLink}
          </Link>
          {canPlanCovering ? (
            <Form method="post" action={coveringsPath()}>
              <input type="hidden" name="intent" value="plan" />
              <input type="hidden" name="stallion" value={stallion} />
              <input type="hidden" name="mare" value={mare} />
              <input type="hidden" name="seed" value={row.seed} />
              <button type="submit" className="link-button" aria-label={texts.coveringLinks.planLabel(stallion, mare)}>
                {texts.coveringLinks.plan}
              </button>
            </Form>
          ) : null}
        </>
      );
    },
  };
  const table = (
    <TableFrame label={t.caption}>
      <table className="table mates-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            {columns.map(({ key, sort }) =>
              sort === null ? (
                <th key={key} scope="col">
                  {mateColumnLabel(key, role, colour)}
                </th>
              ) : (
                <SortHeading
                  key={key}
                  label={mateColumnLabel(key, role, colour)}
                  sort={sort}
                  current={currentSort}
                  path={sortPath}
                />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.mate}>
              {columns.map(({ key }) =>
                key === "mate" ? (
                  <th key={key} scope="row">
                    <Link to={horsePath(row.mate)}>{row.mate}</Link>{" "}
                    <span className="mate-facts">{t.mateFacts(row.breed, row.age)}</span>
                    {row.relation === null ? null : (
                      <>
                        {" "}
                        <span className="badge badge-wood">{t.relations[mateRole(role)][row.relation]}</span>
                      </>
                    )}
                  </th>
                ) : (
                  <td key={key} className={TEXT_COLUMNS.has(key) ? undefined : "number"}>
                    {cell[key](row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
  return (
    <>
      {table}
      <Pager page={page} pages={pages} />
    </>
  );
}
