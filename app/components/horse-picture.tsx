import { useId } from "react";
import { coatPattern, coatTint, isSafeUrl, storedImage } from "#domain";
import { ResponsiveImage } from "./responsive-image";

/** Relative luminance (0–1) of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 0.5;
  const channel = (h: string | undefined): number => {
    const c = parseInt(h ?? "80", 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(m[1]) + 0.7152 * channel(m[2]) + 0.0722 * channel(m[3]);
}

/** Mixes a #rrggbb colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  const target = amount >= 0 ? 0 : 255;
  const weight = Math.min(1, Math.abs(amount));
  return `#${[m[1], m[2], m[3]]
    .map((h) => {
      const c = parseInt(h ?? "80", 16);
      return Math.round(c + (target - c) * weight)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

const HORSE_PATH =
  "M21 31C28 26 40 29 48 28C53 28 56 26 59 24C63 20 66 14 69 10L70 4L73 8L75 5L76 10C80 14 85 19 89 24C91 27 89 31 85 30C82 29 79 28 77 28C74 30 71 34 70 40C70 46 69 50 67 53L66 73L68 78L62 78L62 73L61 58L60 58L59 73L61 78L55 78L55 73L55 56C48 58 40 58 34 55L33 62L34 73L36 78L30 78L30 73L28 64L26 62L26 73L28 78L22 78L22 73L20 63C17 56 17 44 19 38C17 45 15 52 12 60L9 59C12 50 13 38 21 31Z";
const MANE_PATH = "M57 26C60 20 64 13 68 7L70 10C67 15 64 21 61 27ZM75 10C77 12 78 14 78 16L76 15Z";
const TAIL_PATH = "M20 33C16 40 14 50 10 60L13 61C16 53 18 44 21 36Z";

const SIZES = {
  // One column on a phone, else a grid column of about 230–320 px.
  card: { width: 320, height: 240, sizes: "(max-width: 560px) 100vw, 320px" },
  large: { width: 640, height: 480, sizes: "(max-width: 680px) 100vw, 640px" },
} as const;

type HorsePictureProps = {
  name: string;
  picture?: string | null;
  /** The picture's alt text; none reads as the horse's name. */
  alt?: string | null;
  color?: string | null;
  size?: "card" | "large";
  /** The page's main picture (the horse page): eager, high fetch priority. */
  priority?: boolean;
};

/** A horse's picture, or an SVG silhouette tinted near its coat colour. */
export function HorsePicture({ name, picture, alt, color, size = "card", priority = false }: HorsePictureProps) {
  const { width, height, sizes } = SIZES[size];
  const rawId = useId();
  const stored = storedImage(picture);
  if (stored) {
    return (
      <ResponsiveImage
        image={stored}
        alt={alt || name}
        className={`horse-picture horse-picture-${size}`}
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
      />
    );
  }
  // Old data: an address elsewhere (loaded only when ALLOW_EXTERNAL_IMAGES allows it).
  if (picture && isSafeUrl(picture)) {
    return (
      <img
        className={`horse-picture horse-picture-${size}`}
        src={picture}
        alt={alt || name}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }

  const id = `hp${rawId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const tint = coatTint(color);
  const pattern = coatPattern(color);
  const light = luminance(tint) > 0.6;
  const outline = light ? "#6b6259" : "none";
  const hair = light ? shade(tint, 0.12) : shade(tint, 0.45);
  const colorText = typeof color === "string" && color.trim() !== "" ? ` (${color.trim()})` : "";

  return (
    <svg
      className={`horse-picture horse-picture-${size} horse-picture-placeholder`}
      role="img"
      aria-label={name}
      width={width}
      height={height}
      viewBox="0 0 320 240"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{`${name}${colorText}`}</title>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dfe8f2" />
          <stop offset="1" stopColor="#f4f7fb" />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <path d={HORSE_PATH} />
        </clipPath>
      </defs>
      <rect width="320" height="240" fill={`url(#${id}-sky)`} />
      <path d="M0 170C80 150 200 160 320 145V240H0Z" fill="#ffffff" />
      <ellipse cx="160" cy="226" rx="100" ry="7" fill="#1f3a5f" opacity="0.12" />
      <g transform="translate(35 30) scale(2.5)">
        <path d={TAIL_PATH} fill={hair} stroke={outline} strokeWidth="0.5" />
        <path d={HORSE_PATH} fill={tint} stroke={outline} strokeWidth="0.5" strokeLinejoin="round" />
        <g clipPath={`url(#${id}-clip)`}>
          {pattern === "patches" && (
            <path
              d="M30 30C38 28 44 36 40 44C36 52 26 50 24 42C23 36 25 32 30 30ZM50 40C56 36 64 40 62 50C60 58 50 58 48 52C46 46 46 42 50 40ZM58 62H70V80H58ZM20 66H36V80H20ZM72 14C76 16 80 20 84 24L82 28C78 24 74 20 72 14Z"
              fill="#fbfbf8"
            />
          )}
          {pattern === "spots" &&
            [
              [28, 36],
              [36, 44],
              [44, 34],
              [50, 46],
              [58, 38],
              [26, 48],
              [40, 52],
              [62, 30],
              [32, 60],
              [60, 62],
            ].map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.8" fill="#3a2a22" />)}
          {pattern === "dapples" &&
            [
              [30, 36],
              [38, 42],
              [46, 34],
              [52, 46],
              [42, 50],
              [26, 46],
              [58, 40],
            ].map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.6" fill="#ffffff" opacity="0.45" />)}
        </g>
        <path d={MANE_PATH} fill={hair} stroke={outline} strokeWidth="0.4" strokeLinejoin="round" />
        <circle cx="79" cy="16" r="0.9" fill={light ? "#3a322c" : "#111111"} />
      </g>
    </svg>
  );
}
