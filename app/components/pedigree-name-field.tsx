import { useRef, useState } from "react";
import * as texts from "#domain/texts";
import { Field } from "./forms";
import { Pager } from "./pager";
import { useNameSuggestions, useSuggestionKeys } from "./use-name-suggestions";

const t = texts.adminHorses;

interface PedigreeNameFieldProps {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string | null;
}

/**
 * A free-text name of an admin form that may name a horse outside the stud (a sire or dam). With
 * JavaScript it offers, as you type, the stud's horses and pedigree entries holding what is typed
 * (the site search, 10 at a time); choosing one fills the field with its spelling. Without, it is
 * a plain text field: the server stores a known name in the stud's spelling anyway
 * (data/pedigree/pedigree.ts spelledParents).
 */
export function PedigreeNameField({ name, label, error, defaultValue }: PedigreeNameFieldProps) {
  const [value, setValue] = useState(defaultValue ?? "");
  const suggestions = useNameSuggestions("pedigree");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = () => suggestions.type("");
  const { onInputKey, onListKey } = useSuggestionKeys(inputRef, listRef, close);
  const found = suggestions.found;
  const names = found?.names ?? [];
  const listId = `field-${name}-suggestions`;

  const choose = (chosen: string) => {
    setValue(chosen);
    close();
    inputRef.current?.focus();
  };
  return (
    <Field
      name={name}
      label={label}
      error={error}
      autoComplete="off"
      input={{
        ref: inputRef,
        value,
        onChange: (event) => {
          setValue(event.currentTarget.value);
          suggestions.type(event.currentTarget.value);
        },
        onKeyDown: onInputKey,
        "aria-controls": names.length > 0 ? listId : undefined,
      }}
    >
      <p className="visually-hidden" role="status">
        {found ? (names.length > 0 ? t.suggestionCount(found.total) : found.error ? "" : t.noSuggestions) : ""}
      </p>
      {found && names.length > 0 ? (
        <>
          <ul ref={listRef} className="suggestions" id={listId} aria-label={t.suggestionsLabel} onKeyDown={onListKey}>
            {names.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => choose(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
          <Pager page={found.page} pages={found.pages} onTurn={(page) => suggestions.load(found.query, page)} />
        </>
      ) : null}
    </Field>
  );
}
