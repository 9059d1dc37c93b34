import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { withQuery } from "#app/paths";
import { MIN_SUGGESTION_CHARS, SUGGESTION_ENDPOINTS, type NameSuggestions } from "#app/suggestions";
import * as texts from "#domain/texts";
import { FormMessage } from "./forms";

const DEBOUNCE_MS = 250;

const t = texts.adminHorses;

interface HorseSearchProps {
  /** The name in the URL (`?name=`), shown again in the field. */
  query: string;
  /** Suggestions the page's loader found (works without JavaScript). */
  serverSuggestions: readonly string[];
  /** The resource route answering `?q=prefix` (app/suggestions.ts); the stud's horses by default. */
  endpoint?: string;
  /** Suggestions start at this many typed characters. */
  minChars?: number;
  label?: string;
  hint?: string;
  /** Why the last lookup found nothing (shown at the field). */
  error?: string | null;
}

/**
 * Finds a horse by name. Without JavaScript it is a GET form (`?name=`); with it, a
 * debounced fetch of `endpoint` lists prefix matches from `minChars` typed characters,
 * reachable with the arrow keys (Escape returns to the field). Key it on `query`, so
 * choosing a horse starts it afresh.
 */
export function HorseSearch({
  query,
  serverSuggestions,
  endpoint = SUGGESTION_ENDPOINTS.horses,
  minChars = MIN_SUGGESTION_CHARS,
  label = t.searchLabel,
  hint = t.searchHint(minChars),
  error = null,
}: HorseSearchProps) {
  const id = useId();
  const fetcher = useFetcher<NameSuggestions>();
  const [typed, setTyped] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    if (value.trim().length < minChars) return;
    timer.current = setTimeout(() => fetcher.load(withQuery(endpoint, { q: value.trim() })), DEBOUNCE_MS);
  };

  // Once the administrator types, the live suggestions replace the loader's.
  const live = typed !== null;
  const showLive = live && typed.trim().length >= minChars && fetcher.data !== undefined;
  const names = live ? (showLive ? (fetcher.data?.names ?? []) : []) : serverSuggestions;
  const failed = showLive && fetcher.data?.error;
  const status = names.length > 0 ? t.suggestionCount(names.length) : showLive && !failed ? t.noSuggestions : "";

  const links = () => Array.from(listRef.current?.querySelectorAll("a") ?? []);
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && names.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = index + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      setTyped("");
      inputRef.current?.focus();
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <Form method="get" className="form horse-search" role="search">
      <div className="field">
        <label htmlFor={`${id}-name`}>{label}</label>
        <input
          ref={inputRef}
          id={`${id}-name`}
          name="name"
          type="search"
          autoComplete="off"
          defaultValue={query}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-controls={names.length > 0 ? `${id}-list` : undefined}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={onInputKey}
        />
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
        {error ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {failed ? <FormMessage kind="error">{t.suggestionsError}</FormMessage> : null}
      {names.length > 0 ? (
        <ul
          ref={listRef}
          className="suggestions"
          id={`${id}-list`}
          aria-label={t.suggestionsLabel}
          onKeyDown={onListKey}
        >
          {names.map((name) => (
            <li key={name}>
              <Link to={withQuery("", { name })}>{name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="actions">
        <button type="submit">{t.searchSubmit}</button>
      </div>
    </Form>
  );
}
