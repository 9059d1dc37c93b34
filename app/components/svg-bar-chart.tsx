import { useId } from "react";

export interface ChartBar {
  label: string;
  value: number;
  /** The value as the page writes it, drawn at the end of the bar. */
  text: string;
}

const WIDTH = 600;
const ROW = 58;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 110;

/**
 * Horizontal bars drawn on the server as one SVG picture (role="img", named by `label`), each
 * bar's label above it and its value at its end, scaled to the largest value. It scales with the
 * page's width (viewBox), so it reads at 390 px too. The same numbers go in a table beside it for
 * screen readers and for reading exact values.
 */
export function SvgBarChart({ label, bars }: { label: string; bars: readonly ChartBar[] }) {
  const titleId = useId();
  const max = Math.max(Number.MIN_VALUE, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW + 4;
  return (
    <svg
      className="svg-chart"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{label}</title>
      {bars.map((bar, i) => {
        const y = i * ROW;
        const length = Math.max(2, (bar.value / max) * (WIDTH - VALUE_ROOM));
        return (
          <g key={bar.label}>
            <text x="0" y={y + 20} className="svg-chart-label">
              {bar.label}
            </text>
            <rect x="0" y={y + 28} width={length} height="22" rx="4" className="svg-chart-bar" />
            <text x={length + 8} y={y + 45} className="svg-chart-value">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
