import { Link } from "react-router";
import { TableFrame } from "#app/components/table-frame";
import { horsePath } from "#app/paths";
import { formatDecimal, formatPercent, type MateSort, type ParentRole } from "#domain";
import * as texts from "#domain/texts";

const t = texts.mates;

export interface MatesTableRow {
  mate: string;
  sections: string;
  coi: number;
  commonAncestors: number;
  chance: number;
  expectedScore: number;
  colourChance: number | null;
  lethalChance: number;
  plannerPath: string;
}

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

/** One page of the mates list (the role of the horse the list is for decides the first column). */
export function MatesTable({
  role,
  horse,
  rows,
  colour,
  currentSort,
  sortPath,
}: {
  role: ParentRole;
  /** The horse the list is for. */
  horse: string;
  rows: MatesTableRow[];
  colour: string | null;
  currentSort: MateSort;
  sortPath: (sort: MateSort) => string;
}) {
  const c = t.columns;
  const heading = (label: string, sort: MateSort) => (
    <SortHeading label={label} sort={sort} current={currentSort} path={sortPath} />
  );
  return (
    <TableFrame label={t.caption}>
      <table className="table mates-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            {heading(role === "mare" ? c.stallion : c.mare, "name")}
            <th scope="col">{c.section}</th>
            {heading(c.coi, "coi")}
            <th scope="col">{c.commonAncestors}</th>
            {heading(c.chance, "chance")}
            {heading(c.expectedScore, "score")}
            {colour !== null ? <th scope="col">{c.colour(colour)}</th> : null}
            {heading(c.lethal, "oo")}
            <th scope="col">{c.planner}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.mate}>
              <th scope="row">
                <Link to={horsePath(row.mate)}>{row.mate}</Link>
              </th>
              <td>{row.sections}</td>
              <td className="number">{formatPercent(row.coi)}</td>
              <td className="number">{row.commonAncestors}</td>
              <td className="number">{formatPercent(row.chance, 1)}</td>
              <td className="number">{formatDecimal(row.expectedScore, 1, 1)}</td>
              {row.colourChance !== null ? <td className="number">{formatPercent(row.colourChance, 1)}</td> : null}
              <td className="number">{formatPercent(row.lethalChance, 1)}</td>
              <td>
                <Link
                  to={row.plannerPath}
                  aria-label={
                    role === "mare" ? t.plannerLinkLabel(row.mate, horse) : t.plannerLinkLabel(horse, row.mate)
                  }
                >
                  {t.plannerLink}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
