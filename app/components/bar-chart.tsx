/**
 * Horizontal bars drawn in CSS (no chart library): each row's `value` against `max` (by default
 * the largest value; 0 draws an empty track), with `text` written beside the bar.
 */
export function BarChart({
  label,
  rows,
  max = Math.max(1, ...rows.map((row) => row.value)),
}: {
  label: string;
  rows: { label: string; value: number; text: string }[];
  max?: number;
}) {
  return (
    <ul className="chart" aria-label={label}>
      {rows.map((row) => (
        <li key={row.label} className="chart-bar">
          <span className="chart-bar-label">{row.label}</span>
          <span className="chart-bar-track" aria-hidden="true">
            <span className="chart-bar-fill" style={{ width: `${(row.value / max) * 100}%` }} />
          </span>
          <span className="chart-bar-value">{row.text}</span>
        </li>
      ))}
    </ul>
  );
}
