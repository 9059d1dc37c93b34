import { TableFrame } from "#app/components/table-frame";
import { STATS } from "#domain";
import * as texts from "#domain/texts";

const t = texts.details.statsTable;

/** The 8 stat pairs, one row each (a horse's, a sold horse's, a planned foal's). Nothing without stats. */
export function StatsTable({ stats, caption = t.caption }: { stats: readonly number[]; caption?: string }) {
  if (stats.length === 0) return null;
  return (
    <TableFrame label={caption}>
      <table className="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.stat}</th>
            <th scope="col">{t.first}</th>
            <th scope="col">{t.second}</th>
          </tr>
        </thead>
        <tbody>
          {STATS.map((stat, i) => (
            <tr key={stat.key}>
              <th scope="row">{stat.label}</th>
              <td>{stats[2 * i] ?? ""}</td>
              <td>{stats[2 * i + 1] ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
