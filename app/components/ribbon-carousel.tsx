import { startTransition, useEffect, useRef, useState } from "react";
import * as texts from "#domain/texts";
import { Rosette } from "./on-demand-parts";
import { useHydrated } from "./use-hydrated";

export interface RibbonData {
  text: string;
  image: string | null;
}

/** Ribbons per view; arrows appear from one more than this (docs/product.md, "Horses, categories and sale"). */
export const RIBBONS_PER_VIEW = 8;

/**
 * The ribbon carousel: 8 at a time where they fit, arrows only with 9 or more. The list scrolls
 * sideways (a swipe, or the keyboard reaching a ribbon); the arrows turn by what is in view, so on
 * a phone showing 3 the next arrow brings the 4th (next wraps to the start, previous to the end). A
 * click opens the full-size ribbon in a modal that a click or Escape closes. Each ribbon's whole text
 * is written under it, and the list shows whole ribbons only (app/styles/app.css, "Ribbons
 * carousel"). Without JavaScript the list scrolls the same, without arrows. A rosette's drawing loads on demand, so an opened
 * ribbon is a transition: it shows once the drawing can.
 */
export function RibbonCarousel({ ribbons }: { ribbons: readonly RibbonData[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const paged = hydrated && ribbons.length > RIBBONS_PER_VIEW;

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
          onClick={() => turn(list.current!, -1)}
        >
          ‹
        </button>
      )}
      <ul className="ribbon-list" ref={list}>
        {ribbons.map((ribbon, index) => (
          <li key={index}>
            <button
              type="button"
              className="ribbon"
              aria-label={texts.horse.ribbonOpen(ribbon.text)}
              onClick={(event) => {
                opener.current = event.currentTarget;
                startTransition(() => setOpen(index));
              }}
            >
              <Rosette
                as="span"
                text={ribbon.text}
                image={ribbon.image}
                size={ribbons.length < RIBBONS_PER_VIEW ? "small" : "normal"}
              />
              {/* The whole text, readable without opening the ribbon (the rosette's own lines are cut). */}
              <span className="ribbon-caption">{ribbon.text}</span>
            </button>
          </li>
        ))}
      </ul>
      {paged && (
        <button
          type="button"
          className="button button-secondary arrow next"
          aria-label={texts.horse.ribbonNext}
          onClick={() => turn(list.current!, 1)}
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

/**
 * Scrolls the list by the ribbons wholly in view: forward, the first one not in view comes to the
 * start; back, as many as are in view go back. Past either end it wraps to the other.
 */
function turn(list: HTMLUListElement, direction: 1 | -1) {
  const box = list.getBoundingClientRect();
  const items = [...list.children].map((item) => item.getBoundingClientRect());
  const inView = items.flatMap((item, index) =>
    item.left >= box.left - 1 && item.right <= box.right + 1 ? [index] : [],
  );
  const first = inView[0] ?? 0;
  const count = Math.max(1, inView.length);
  let target = first + direction * count;
  if (direction === 1 && target >= items.length) target = 0;
  else if (direction === -1 && first === 0) target = items.length - count;
  // The first ribbon's place is the list's start: a ribbon's distance from it is its scroll position.
  list.scrollTo({ left: items[Math.max(0, target)]!.left - items[0]!.left });
}
