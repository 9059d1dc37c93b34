import { NavLink } from "react-router";
import { sectionPath } from "#app/paths";
import { BREEDS, sectionLabel, type Category } from "#domain";
import * as texts from "#domain/texts";

/**
 * The five section cards of one category. Their pictures are the top of every category page and
 * its largest paint: asked for with high priority, so they do not queue behind the scripts.
 */
export function BreedPicker({ category }: { category: Category }) {
  return (
    <nav aria-label={texts.public.breedPicker}>
      <ul className="breed-picker">
        {BREEDS.map((code) => (
          <li key={code}>
            <NavLink to={sectionPath(category, code)} className="breed-card">
              <img src={`/images/section-${code}.svg`} alt="" width="120" height="90" fetchPriority="high" />
              <span>{sectionLabel(code)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
