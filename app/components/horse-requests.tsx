import { useHorsePage } from "#app/horse-page";
import { CANDIDATE_GENDERS } from "#domain";
import { CoveringRequestForm } from "./covering-request-form";
import { SaleRequestForm } from "./sale-request-form";

/**
 * The horse page's request forms (docs/product.md, "Requests"): "Intresseanmälan" on a horse for
 * sale, "Betäckningsförfrågan" on a stallion the planner offers (a stud stallion, not sold, with a
 * height: domain/breeding/planner.ts); a horse may have both, or neither.
 */
export function HorseRequests() {
  const { horse } = useHorsePage();
  const offered = horse.gender === CANDIDATE_GENDERS.stallion && horse.height !== null;
  return (
    <>
      {horse.forSale ? <SaleRequestForm horse={horse.name} folded /> : null}
      {offered ? <CoveringRequestForm horse={horse.name} folded /> : null}
    </>
  );
}
