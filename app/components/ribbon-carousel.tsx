import { startTransition, useEffect, useRef, useState } from "react";
import * as texts from "#domain/texts";
import { Rosette } from "./deferred-parts";
import { useHydrated } from "./use-hydrated";

export interface RibbonData {
  text: string;
  image: string | null;
}

/** Ribbons per view; arrows appear from one more than this (docs/product.md, "Horses, categories and sale"). */
export const RIBBONS_PER_VIEW = 8;

/**
 * The ribbon carousel: 8 at a time, arrows only with 9 or more (next wraps to the start,
 * previous to the end), a click opens the full-size ribbon in a modal that a click or Escape
 * closes. Without JavaScript every ribbon is shown. A rosette's drawing loads on demand, so a page
 * turn or an opened ribbon is a transition: it shows once the drawing can.
 */
export function RibbonCarousel({ ribbons }: { ribbons: readonly RibbonData[] }) {
  const hydrated = useHydrated();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const pages = Math.ceil(ribbons.length / RIBBONS_PER_VIEW);
  const paged = hydrated && ribbons.length > RIBBONS_PER_VIEW;
  const first = paged ? page * RIBBONS_PER_VIEW : 0;
  const visible = paged ? ribbons.slice(first, first + RIBBONS_PER_VIEW) : ribbons;

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  useEffect(() => {
    if (open === null) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      // The modal holds one control: keep Tab inside it while it is open.
      if (event.key === "Tab") {
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (ribbons.length === 0) return null;
  const openRibbon = open === null ? null : ribbons[open];
  return (
    <section
      className={`ribbons${ribbons.length < RIBBONS_PER_VIEW ? " small" : ""}`}
      aria-label={texts.horse.ribbonsLabel}
    >
      {paged && (
        <button
          type="button"
          className="button button-secondary arrow prev"
          aria-label={texts.horse.ribbonPrevious}
          onClick={() => startTransition(() => setPage((page - 1 + pages) % pages))}
        >
          ‹
        </button>
      )}
      <ul className="ribbon-list">
        {visible.map((ribbon, index) => (
          <li key={first + index}>
            <button
              type="button"
              className="ribbon"
              aria-label={texts.horse.ribbonOpen(ribbon.text)}
              onClick={(event) => {
                opener.current = event.currentTarget;
                startTransition(() => setOpen(first + index));
              }}
            >
              <Rosette
                as="span"
                text={ribbon.text}
                image={ribbon.image}
                size={ribbons.length < RIBBONS_PER_VIEW ? "small" : "normal"}
              />
            </button>
          </li>
        ))}
      </ul>
      {paged && (
        <button
          type="button"
          className="button button-secondary arrow next"
          aria-label={texts.horse.ribbonNext}
          onClick={() => startTransition(() => setPage((page + 1) % pages))}
        >
          ›
        </button>
      )}
      {openRibbon && (
        <div className="ribbon-modal" role="dialog" aria-modal="true" aria-label={openRibbon.text} onClick={close}>
          <button type="button" ref={closeButton} aria-label={texts.horse.ribbonClose} onClick={close}>
            <Rosette as="span" text={openRibbon.text} image={openRibbon.image} size="full" />
          </button>
          <p className="caption">{openRibbon.text}</p>
        </div>
      )}
    </section>
  );
}
