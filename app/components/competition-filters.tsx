import { Form, Link } from "react-router";
import { adminPath } from "#app/paths";
import { BREED_LABELS, BREEDS, GENDERS, HEIGHT_CLASSES, type CompetitionFilter } from "#domain";
import * as texts from "#domain/texts";

const t = texts.competition;

/** The competition list's filters: a GET form, so they work without JavaScript and live in the URL. */
export function CompetitionFilters(props: {
  filter: CompetitionFilter;
  filtered: boolean;
  pairing: boolean;
  premiums: readonly string[];
}) {
  const { filter, pairing } = props;
  return (
    <Form method="get" className="toolbar" aria-label={t.filters}>
      {pairing ? <input type="hidden" name="pairing" value="1" /> : null}
      <FilterSelect
        name="gender"
        label={t.gender}
        value={filter.gender}
        options={GENDERS.map((g) => ({ value: g, label: g }))}
      />
      <FilterSelect
        name="breed"
        label={t.breed}
        value={filter.breed}
        options={BREEDS.map((b) => ({ value: b, label: BREED_LABELS[b] }))}
      />
      <FilterSelect
        name="height"
        label={t.heightGroup}
        value={filter.height}
        options={HEIGHT_CLASSES.map((h) => ({ value: h, label: t.heightClass(h) }))}
      />
      <FilterSelect
        name="premium"
        label={t.premium}
        value={filter.premium}
        options={props.premiums.map((p) => ({ value: p, label: p }))}
      />
      <button type="submit">{t.applyFilters}</button>
      {props.filtered ? (
        <Link to={adminPath("competition-list", { pairing: pairing ? 1 : null })} className="button button-secondary">
          {t.resetFilters}
        </Link>
      ) : null}
    </Form>
  );
}

function FilterSelect(props: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{t.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
