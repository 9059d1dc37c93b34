import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { pickerNamesPath } from "#app/paths";
import { MIN_SUGGESTION_CHARS, type NameSuggestions, type PickerScope } from "#app/suggestions";
import { searchQuery } from "#domain";
import { useResource } from "./use-resource";

const DEBOUNCE_MS = 250;

/**
 * The names of `scope` for what is typed in an admin name field, as you type: a debounced fetch of
 * the scope's endpoint (the site search) from MIN_SUGGESTION_CHARS characters. `found` is the live
 * answer for what is typed now (undefined before one or below the minimum); `typed` is null until
 * the first keystroke.
 */
export function useNameSuggestions(scope: PickerScope) {
  const suggestions = useResource<NameSuggestions>();
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = (text: string, page = 1) => suggestions.load(pickerNamesPath(scope, text, page));
  const type = (value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    if (Array.from(searchQuery(value)).length < MIN_SUGGESTION_CHARS) return;
    timer.current = setTimeout(() => load(searchQuery(value)), DEBOUNCE_MS);
  };
  const enough = typed !== null && Array.from(searchQuery(typed)).length >= MIN_SUGGESTION_CHARS;
  return { typed, type, load, found: enough ? suggestions.data : undefined };
}

/**
 * Arrow keys between a name field and its list of suggestions (links or buttons): Down from the
 * field to the first, Up from the first back to the field, Escape closes the list (`close`) and
 * returns to the field.
 */
export function useSuggestionKeys(
  inputRef: RefObject<HTMLInputElement | null>,
  listRef: RefObject<HTMLUListElement | null>,
  close: () => void,
) {
  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>("a, button") ?? []);
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = items()[0];
    if (event.key === "ArrowDown" && first) {
      event.preventDefault();
      first.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = index + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      close();
      inputRef.current?.focus();
    }
  };
  return { onInputKey, onListKey };
}
