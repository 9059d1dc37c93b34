import { Form } from "react-router";
import { SuggestedNameField } from "#app/components/suggested-name-field";
import { BREEDS, DISCIPLINES, MATE_OPTIONS, MATE_SORTS, MIN_BREEDING_AGE, type HeightClass } from "#domain";
import * as texts from "#domain/texts";

// The mates list's choices (docs/product.md, "Mates list and foal odds"), a part whose code loads
// on demand (app/routes/breeding.mates.tsx).

const t = texts.mates;

/** The form's values as the server gives them (app/mates.server.ts), wrong ones included. */
export interface MatesFormValues {
  role: "stallion" | "mare";
  name: string;
  discipline: string;
  heightClasses: readonly HeightClass[];
  heightClass: string;
  ownHeightClass: string;
  level: string;
  levels: readonly string[];
  colour: string;
  colours?: string[];
  maxCoi: string;
  section: string;
  young: string;
  relatives: string;
  sort: string;
}

/** A new discipline or height class starts from the horse's own level (with JavaScript; without, the server says so). */
function resetLevel(event: { currentTarget: HTMLSelectElement }) {
  const level = event.currentTarget.form?.elements.namedItem("level");
  if (level instanceof HTMLSelectElement) level.value = "";
}

/** The GET form: works without JavaScript; levels are offered on one height class's ladder. */
export function MatesForm({ form }: { form: MatesFormValues }) {
  const roleField = form.role === "mare" ? t.mareField : t.stallionField;
  return (
    <Form method="get" className="form mates-form" key={JSON.stringify(form)} aria-label={t.formHeading}>
      <SuggestedNameField id="mates-horse" name={form.role} label={roleField} value={form.name} />
      <div className="field">
        <label htmlFor="mates-discipline">{t.discipline}</label>
        <select id="mates-discipline" name="discipline" defaultValue={form.discipline} onChange={resetLevel}>
          {DISCIPLINES.map((discipline) => (
            <option key={discipline}>{discipline}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="mates-height-class">{t.heightClass}</label>
        <select
          id="mates-height-class"
          name="heightClass"
          defaultValue={form.heightClass}
          onChange={resetLevel}
          aria-describedby="mates-height-class-hint"
        >
          {form.ownHeightClass === "" ? <option value="">{t.ownHeightClass}</option> : null}
          {form.heightClasses.map((cls) => (
            <option key={cls} value={cls}>
              {t.heightClassOption(cls, cls === form.ownHeightClass)}
            </option>
          ))}
        </select>
        <p className="hint" id="mates-height-class-hint">
          {t.heightClassHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="mates-level">{t.level}</label>
        <select id="mates-level" name="level" defaultValue={form.levels.includes(form.level) ? form.level : ""}>
          <option value="">{t.ownLevel}</option>
          {form.levels.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </select>
      </div>
      {form.colours ? (
        <div className="field">
          <label htmlFor="mates-colour">{t.colour}</label>
          <select id="mates-colour" name="colour" defaultValue={form.colours.includes(form.colour) ? form.colour : ""}>
            <option value="">{t.anyColour}</option>
            {form.colours.map((colour) => (
              <option key={colour}>{colour}</option>
            ))}
          </select>
        </div>
      ) : form.colour ? (
        // Wrong choices are answered before the horse's colours are known: the chosen one is kept.
        <input type="hidden" name="colour" value={form.colour} />
      ) : null}
      <div className="field">
        <label htmlFor="mates-max-coi">{t.maxCoi}</label>
        <input
          id="mates-max-coi"
          name="maxCoi"
          inputMode="decimal"
          defaultValue={form.maxCoi}
          aria-describedby="mates-max-coi-hint"
        />
        <p className="hint" id="mates-max-coi-hint">
          {t.maxCoiHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="mates-section">{t.section}</label>
        <select id="mates-section" name="section" defaultValue={form.section}>
          <option value="">{t.anySection}</option>
          {BREEDS.map((breed) => (
            <option key={breed} value={breed}>
              {breed.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="check">
          <input type="checkbox" name="young" value={MATE_OPTIONS.young} defaultChecked={form.young !== ""} />
          {t.young(MIN_BREEDING_AGE)}
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="relatives"
            value={MATE_OPTIONS.relatives}
            defaultChecked={form.relatives !== ""}
          />
          {t.hideRelatives}
        </label>
      </div>
      <div className="field">
        <label htmlFor="mates-sort">{t.sort}</label>
        <select id="mates-sort" name="sort" defaultValue={form.sort}>
          {MATE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit">{t.submit}</button>
      </div>
    </Form>
  );
}
