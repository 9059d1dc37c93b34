import { useId, useState } from "react";
import { collapsedDescription } from "#domain";
import * as texts from "#domain/texts";
import { useHydrated } from "./use-hydrated";

/**
 * A description that collapses over 50 words with Visa mer / Visa mindre. The server (and a
 * browser without JavaScript) shows it whole; it collapses only once the toggle can work.
 */
export function Description({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = collapsedDescription(text);
  const collapsible = hydrated && short !== null;
  return (
    <div className="description-block">
      <p id={id} className="description">
        {collapsible && !expanded ? short : text}
      </p>
      {collapsible && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? texts.horse.showLess : texts.horse.showMore}
        </button>
      )}
    </div>
  );
}
