import { isSafeUrl } from "#domain";

type RosetteColors = { ribbon: string; pleat: string; center: string; ink: string };

/** Six ribbon colours used for texts without a recognised placing. */
const PALETTE: readonly RosetteColors[] = [
  { ribbon: "#1f4e9c", pleat: "#3b6cc0", center: "#fdfaf0", ink: "#1a2233" },
  { ribbon: "#b3202a", pleat: "#d43b44", center: "#fdfaf0", ink: "#2a1a1a" },
  { ribbon: "#1d7a46", pleat: "#2f9a5d", center: "#fdfaf0", ink: "#15261b" },
  { ribbon: "#6a3d9a", pleat: "#8a5cc0", center: "#fdfaf0", ink: "#22183a" },
  { ribbon: "#d98a0b", pleat: "#f2b134", center: "#fffaf0", ink: "#2f2208" },
  { ribbon: "#0f7c86", pleat: "#2aa3ad", center: "#f6fdfd", ink: "#102628" },
];

const NAMED: readonly { test: RegExp; colors: RosetteColors }[] = [
  { test: /reserv/i, colors: { ribbon: "#7a5aa6", pleat: "#e7e3f0", center: "#ffffff", ink: "#2a1840" } },
  {
    test: /champion|bis\b|best in show/i,
    colors: { ribbon: "#5b2a86", pleat: "#d4a017", center: "#fffbea", ink: "#2a1840" },
  },
  { test: /guld|gold/i, colors: { ribbon: "#b8860b", pleat: "#f0c74a", center: "#fffbea", ink: "#2f2208" } },
  { test: /silver/i, colors: { ribbon: "#8a9199", pleat: "#c9ced4", center: "#ffffff", ink: "#1e2226" } },
  { test: /brons|bronze/i, colors: { ribbon: "#8c5a2b", pleat: "#c08350", center: "#fff8f0", ink: "#2a1a0c" } },
  {
    test: /(^|\D)1:a|\b1st\b|första|vinnare|etta/i,
    colors: { ribbon: "#1f4e9c", pleat: "#d4a017", center: "#fffbea", ink: "#1a2233" },
  },
  {
    test: /(^|\D)2:a|\b2nd\b|andra|tvåa/i,
    colors: { ribbon: "#b3202a", pleat: "#d43b44", center: "#fdfaf0", ink: "#2a1a1a" },
  },
  {
    test: /(^|\D)3:e|(^|\D)3:a|\b3rd\b|tredje|trea/i,
    colors: { ribbon: "#d9b10b", pleat: "#f2d44a", center: "#fffdf0", ink: "#2f2808" },
  },
  {
    test: /(^|\D)4:e|(^|\D)4:a|\b4th\b|fjärde|fyra/i,
    colors: { ribbon: "#8d949c", pleat: "#eef0f2", center: "#ffffff", ink: "#1e2226" },
  },
  {
    test: /(^|\D)5:e|(^|\D)5:a|\b5th\b|femte/i,
    colors: { ribbon: "#c2487a", pleat: "#e07aa4", center: "#fff5f9", ink: "#2a0f1c" },
  },
  {
    test: /(^|\D)6:e|(^|\D)6:a|\b6th\b|sjätte/i,
    colors: { ribbon: "#1d7a46", pleat: "#2f9a5d", center: "#f4fbf6", ink: "#15261b" },
  },
];

/** Colours chosen from the text alone, so a ribbon looks the same wherever it is drawn. */
function rosetteColors(text: string): RosetteColors {
  for (const entry of NAMED) {
    if (entry.test.test(text)) return entry.colors;
  }
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) {
    hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  }
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0]!;
}

/**
 * Short lines for the rosette centre: at most two, with an ellipsis when cut, in the carousel;
 * every word in the full-size view (`whole`), where the font shrinks to fit them instead.
 */
function rosetteLines(text: string, whole: boolean, maxChars = 10): string[] {
  const clip = (value: string): string => (value.length > maxChars ? `${value.slice(0, maxChars - 1)}…` : value);
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (whole) return lines;
  if (lines.length <= 2) return lines.map(clip);
  const second = lines[1] ?? "";
  return [clip(lines[0] ?? ""), `${second.slice(0, maxChars - 1)}…`];
}

/** Pleated outer ring as a zig-zag polygon (computed once). */
const PLEATS = (() => {
  const points: string[] = [];
  const count = 36;
  for (let i = 0; i < count * 2; i += 1) {
    const angle = (Math.PI * i) / count;
    const r = i % 2 === 0 ? 46 : 40;
    points.push(`${(50 + r * Math.sin(angle)).toFixed(1)},${(48 - r * Math.cos(angle)).toFixed(1)}`);
  }
  return points.join(" ");
})();

const SIZES = {
  small: { width: 56, height: 78 },
  normal: { width: 96, height: 134 },
  full: { width: 280, height: 392 },
} as const;

type RosetteProps = {
  text: string;
  image?: string | null;
  size?: "small" | "normal" | "full";
};

/** A ribbon: its image when it has a safe one, otherwise an SVG rosette with the text. */
export function Rosette({ text, image, size = "normal" }: RosetteProps) {
  const { width, height } = SIZES[size];
  if (image && isSafeUrl(image)) {
    return (
      <img
        className={`rosette rosette-${size}`}
        src={image}
        alt={text}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const colors = rosetteColors(text);
  const lines = rosetteLines(text, size === "full", size === "full" ? 12 : 10);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  // As large as fits the centre (about 50 units across and high) by the longest line and the line count.
  const fontSize = Math.min(11, 50 / (longest * 0.62), 50 / (lines.length * 1.2));
  // The block of lines is centred on the rosette's centre (y 48).
  const firstY = 48 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35;
  return (
    <svg
      className={`rosette rosette-${size}`}
      role="img"
      aria-label={text}
      width={width}
      height={height}
      viewBox="0 0 100 140"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{text}</title>
      <path d="M34 70L22 134L33 126L40 137L52 76Z" fill={colors.ribbon} />
      <path d="M66 70L78 134L67 126L60 137L48 76Z" fill={colors.ribbon} />
      <path d="M40 72L44 128L50 120L56 128L60 72Z" fill={colors.pleat} stroke="#00000022" strokeWidth="0.6" />
      <polygon points={PLEATS} fill={colors.pleat} stroke={colors.ribbon} strokeWidth="1.2" strokeLinejoin="round" />
      <circle cx="50" cy="48" r="36" fill={colors.ribbon} />
      <circle cx="50" cy="48" r="29" fill={colors.center} stroke={colors.pleat} strokeWidth="2" />
      <text
        x="50"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill={colors.ink}
      >
        {lines.map((line, index) => (
          <tspan key={`${index}-${line}`} x="50" y={(firstY + index * fontSize * 1.2).toFixed(1)}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
