import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { horsePath, searchPath, searchSuggestionsPath } from "#app/paths";
import type { SearchSuggestions } from "#app/search-hits";
import { SEARCH_SUGGESTION_MIN_CHARS, searchQuery } from "#domain";
import * as texts from "#domain/texts";
import { useHydrated } from "./use-hydrated";
import { useResource } from "./use-resource";

const t = texts.search;
const DEBOUNCE_MS = 250;

/**
 * The search field in every page's header: a GET form to /search (works without JavaScript).
 * With JavaScript it is a combobox (the WAI-ARIA APG list-autocomplete pattern): names are
 * suggested from the server as you type (debounced, a few at a time); the arrow keys move
 * through them, Enter opens the horse, Escape closes the list and then clears the field.
 * Its code comes when a visitor first points at the field or focuses it (on-demand-parts.tsx);
 * what was typed before is suggested for at once.
 */
export function SiteSearch() {
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const suggestions = useResource<SearchSuggestions>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const field = useRef<HTMLInputElement>(null);

  const shown = location.pathname === searchPath() ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const hits = suggestions.data?.hits ?? [];
  const expanded = hydrated && open && hits.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onType = (value: string) => {
    setActive(-1);
    clearTimeout(timer.current);
    const query = searchQuery(value);
    if (Array.from(query).length < SEARCH_SUGGESTION_MIN_CHARS) return setOpen(false);
    timer.current = setTimeout(() => {
      suggestions.load(searchSuggestionsPath(query));
      setOpen(true);
    }, DEBOUNCE_MS);
  };

  // When the field first runs: what the visitor typed before its code was here.
  const typedBefore = useEffectEvent(() => {
    if (field.current && field.current.value !== field.current.defaultValue) onType(field.current.value);
  });
  useEffect(() => {
    typedBefore();
    return () => clearTimeout(timer.current);
  }, []);

  const choose = (name: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(horsePath(name));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = (by: number) => {
      event.preventDefault();
      if (hits.length === 0) return;
      setOpen(true);
      setActive((current) => (expanded ? (current + by + hits.length) % hits.length : by > 0 ? 0 : hits.length - 1));
    };
    if (event.key === "ArrowDown") step(1);
    else if (event.key === "ArrowUp") step(-1);
    else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(hits[active].name);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else event.currentTarget.value = "";
      setActive(-1);
    }
  };

  const status =
    !hydrated || !open || suggestions.loading
      ? ""
      : suggestions.data?.error
        ? t.suggestionsError
        : hits.length > 0
          ? t.suggestionCount(hits.length)
          : t.noSuggestions;

  return (
    <Form method="get" action={searchPath()} role="search" className="site-search" key={shown}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t.label}
      </label>
      <div className="site-search-field">
        <input
          ref={field}
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={shown}
          placeholder={t.placeholder}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          {...(hydrated && {
            role: "combobox",
            "aria-autocomplete": "list" as const,
            "aria-expanded": expanded,
            "aria-controls": listId,
            "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
          })}
        />
        {hydrated && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t.suggestionsLabel}
            className="site-search-list"
            hidden={!expanded}
          >
            {expanded &&
              hits.map((hit, index) => (
                <li
                  key={hit.name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Chosen on mousedown: the field's blur (which closes the list) would come first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(hit.name);
                  }}
                >
                  <span className="site-search-name">{hit.name}</span>{" "}
                  <span className="site-search-label">{hit.label}</span>
                </li>
              ))}
          </ul>
        )}
      </div>
      <button type="submit">{t.submit}</button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </Form>
  );
}
