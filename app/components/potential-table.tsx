import { TableFrame } from "#app/components/table-frame";
import { formatDecimal, type Potential } from "#domain";
import * as texts from "#domain/texts";

const t = texts.details.potentialTable;

/** Score and level per discipline (docs/product.md, "Potential"), for a horse or a planned foal. */
export function PotentialTable({ potentials }: { potentials: readonly Potential[] }) {
  return (
    <TableFrame label={t.caption}>
      <table className="potential-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.discipline}</th>
            <th scope="col">{t.score}</th>
            <th scope="col">{t.level}</th>
          </tr>
        </thead>
        <tbody>
          {potentials.map((row) => (
            <tr key={row.discipline}>
              <th scope="row">{row.discipline}</th>
              <td>{formatDecimal(row.score)}</td>
              <td className="rating">{row.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
