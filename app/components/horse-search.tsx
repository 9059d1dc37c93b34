import { useId, useRef } from "react";
import { Form, Link } from "react-router";
import { withQuery } from "#app/paths";
import { MIN_SUGGESTION_CHARS, type NameSuggestions, type PickerScope } from "#app/suggestions";
import * as texts from "#domain/texts";
import { FormMessage } from "./form-message";
import { Pager } from "./pager";
import { useNameSuggestions, useSuggestionKeys } from "./use-name-suggestions";

const t = texts.adminHorses;

interface HorseSearchProps {
  /** The name in the URL (`?name=`), shown again in the field. */
  query: string;
  /** What the page's loader found for it (app/suggestions.server.ts findNames): works without JavaScript. */
  found: NameSuggestions;
  /** The stud's horses (default), or every name in the pedigrees too. */
  scope?: PickerScope;
  /** Other query values of the page, kept when a horse is chosen or a page turned (add-eval's `type`). */
  keep?: Record<string, string>;
  label?: string;
  hint?: string;
  /** Why the last lookup found nothing (shown at the field). */
  error?: string | null;
}

/**
 * The admin's horse picker: finds names with the site search (any piece of the name from
 * MIN_SUGGESTION_CHARS characters, accents and case folded), PICKER_PAGE_SIZE at a time with
 * previous/next pages. Without JavaScript it is a GET form (`?name=…&page=…`) whose loader lists
 * the names; with it, a debounced fetch of the scope's endpoint lists them as you type, reachable
 * with the arrow keys (Escape returns to the field). A listed name is a link to `?name=` that
 * name. Key it on `query`, so choosing a horse starts it afresh.
 */
export function HorseSearch({
  query,
  found,
  scope = "horses",
  keep = {},
  label = t.searchLabel,
  hint = t.searchHint(MIN_SUGGESTION_CHARS),
  error = null,
}: HorseSearchProps) {
  const id = useId();
  const suggestions = useNameSuggestions(scope);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Once the administrator types, the live names replace the loader's.
  const live = suggestions.typed !== null;
  const shown = live ? suggestions.found : found;
  const names = shown?.names ?? [];
  const failed = shown?.error ?? false;
  const status =
    shown && names.length > 0 ? t.suggestionCount(shown.total) : live && shown && !failed ? t.noSuggestions : "";
  const { onInputKey, onListKey } = useSuggestionKeys(inputRef, listRef, () => suggestions.type(""));

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <Form method="get" className="form horse-search" role="search">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
          autoFocus={error ? true : undefined}
          aria-describedby={describedBy}
          aria-controls={names.length > 0 ? `${id}-list` : undefined}
          onChange={(event) => suggestions.type(event.currentTarget.value)}
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
      {shown && names.length > 0 ? (
        <>
          <ul
            ref={listRef}
            className="suggestions"
            id={`${id}-list`}
            aria-label={t.suggestionsLabel}
            onKeyDown={onListKey}
          >
            {names.map((name) => (
              <li key={name}>
                <Link to={withQuery("", { ...keep, name })}>{name}</Link>
              </li>
            ))}
          </ul>
          <Pager
            page={shown.page}
            pages={shown.pages}
            href={(page) => withQuery("", { ...keep, name: shown.query, page: page > 1 ? page : null })}
            onTurn={live ? (page) => suggestions.load(shown.query, page) : undefined}
          />
        </>
      ) : null}
      <div className="actions">
        <button type="submit">{t.searchSubmit}</button>
      </div>
    </Form>
  );
}
