import type { ReactNode } from "react";
import * as texts from "#domain/texts";

/**
 * The frame of every table: a table wider than the room it gets (a wide one on a phone) scrolls
 * sideways inside it, from the keyboard too (a region named like the table), and a line above the
 * table says so while it does not fit; the stylesheet shows that line only then.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <p className="scroll-hint">{texts.tables.scrollHint}</p>
      {children}
    </div>
  );
}
