import { useEffect, useEffectEvent, useRef } from "react";
import { useResource } from "#app/components/use-resource";
import { searchSuggestionsPath } from "#app/paths";
import type { SearchSuggestions } from "#app/search-hits";
import { NAME_MAX_LENGTH, SEARCH_SUGGESTION_MIN_CHARS } from "#domain";

/** How long typing pauses before a field asks for names, as the header's search field waits. */
const SUGGESTION_DELAY_MS = 250;

/**
 * A horse's name in a public GET form. With JavaScript the browser offers names as they are typed
 * (a datalist of the header search's suggestions: stud horses and names in the pedigrees, found as
 * the search finds them); without it, a plain field. The page's server reads the name as the
 * search does either way.
 */
export function SuggestedNameField({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
}) {
  const suggestions = useResource<SearchSuggestions>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const onType = (typed: string) => {
    clearTimeout(timer.current);
    // The server reads the query as the search does (searchQuery); here it only counts characters.
    const query = typed.trim();
    if (Array.from(query).length < SEARCH_SUGGESTION_MIN_CHARS) return;
    timer.current = setTimeout(() => suggestions.load(searchSuggestionsPath(query)), SUGGESTION_DELAY_MS);
  };
  // What was typed before the field's code came (it loads on demand) gets suggestions too, as in
  // the header's search field (app/components/site-search.tsx).
  const typedBefore = useEffectEvent(() => {
    if (input.current && input.current.value !== input.current.defaultValue) onType(input.current.value);
  });
  useEffect(() => {
    typedBefore();
    return () => clearTimeout(timer.current);
  }, []);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={name}
        defaultValue={value}
        required
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        list={`${id}-names`}
        onChange={(event) => onType(event.currentTarget.value)}
      />
      <datalist id={`${id}-names`}>
        {(suggestions.data?.hits ?? []).map((hit) => (
          <option key={hit.name} value={hit.name} label={hit.label} />
        ))}
      </datalist>
    </div>
  );
}
