import { NavLink } from "react-router";
import { BREEDS, sectionLabel } from "#domain";
import { texts } from "#domain/texts";

/** The five section cards; links are relative, so they stay inside the current category. */
export function BreedPicker() {
  return (
    <nav aria-label={texts.public.breedPicker}>
      <ul className="breed-picker">
        {BREEDS.map((code) => (
          <li key={code}>
            <NavLink to={code} className="breed-card">
              <img src={`/images/section-${code}.svg`} alt="" width="120" height="90" />
              <span>{sectionLabel(code)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
