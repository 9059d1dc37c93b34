import {
  exteriorPremium,
  exteriorTotal,
  FOAL_ASSESSMENT_MAX,
  foalAssessmentTotals,
  formatPercent,
  premieringGrade,
  qualityPaperColour,
  TREARSTEST_MAX,
  trearstestTotals,
  YOUNG_HORSE_TEST_MAX,
  youngHorseTestTotals,
} from "../../domain";
import type { Evaluation } from "../../data/evaluations";
import { texts } from "../texts";
import { useHorsePage } from "./horse";

const f = texts.public.evaluationFields;
const outOf = texts.public.scoreOutOf;
/** A percentage given as 0…100, printed like every other percentage on the site. */
const percent = (value: number) => formatPercent(value / 100, 1);
const EXTERIOR_MAX = 50;

/** The rows of one evaluation: its scores, then the totals and percentages of RULES.md §4. */
function rows(e: Evaluation): [string, string][] {
  switch (e.type) {
    case "exterior": {
      const total = exteriorTotal(e);
      return [
        [f.breedType, String(e.breedType)],
        [f.hnb, String(e.hnb)],
        [f.extremeties, String(e.extremeties)],
        [f.movement, String(e.movement)],
        [f.overall, String(e.overall)],
        [f.total, outOf(total, EXTERIOR_MAX)],
        [f.premium, e.premium ?? exteriorPremium(total)],
      ];
    }
    case "premiering":
      return [
        [f.exterior, e.exterior],
        [f.meritPoints, String(e.meritPoints)],
        [f.offAmount, String(e.offAmount)],
        [f.offPoints, String(e.offPoints)],
        [f.result, e.result],
        [f.grade, premieringGrade(e.result) ?? "–"],
      ];
    case "trearstest": {
      const totals = trearstestTotals(e);
      return [
        [f.typ, String(e.typ)],
        [f.hhb, String(e.hhb)],
        [f.extr, String(e.extr)],
        [f.skritt, String(e.skritt)],
        [f.trav, String(e.trav)],
        [f.galopp, String(e.galopp)],
        [f.hoppTeknik, String(e.hoppTeknik)],
        [f.hoppTemp, String(e.hoppTemp)],
        [f.gang, String(totals.gang)],
        [f.hopp, String(totals.hopp)],
        [f.total, outOf(totals.total, TREARSTEST_MAX)],
        [f.percentage, percent(totals.percentage)],
      ];
    }
    case "kvalitetregistrering":
      return [
        [f.section, e.section],
        [f.regNr, e.regNr],
        [f.paper, qualityPaperColour(e.section) ?? "–"],
      ];
    case "kvalitetfolbedomning": {
      const totals = foalAssessmentTotals(e);
      return [
        [f.exterior, String(e.exterior)],
        [f.gangarter, String(e.gangarter)],
        [f.skritt, String(e.skritt)],
        [f.trav, String(e.trav)],
        [f.galopp, String(e.galopp)],
        [f.intryck, String(e.intryck)],
        [f.total, outOf(totals.total, FOAL_ASSESSMENT_MAX)],
        [f.percentage, percent(totals.percentage)],
      ];
    }
    case "kvalitetunghasttest": {
      const totals = youngHorseTestTotals(e);
      return [
        [f.typ, String(e.typ)],
        [f.hhb, String(e.hhb)],
        [f.ben, String(e.ben)],
        [f.skritt, String(e.skritt)],
        [f.trav, String(e.trav)],
        [f.galopp, String(e.galopp)],
        [f.teknik, String(e.teknik)],
        [f.temperament, String(e.temperament)],
        [f.gaitTotal, outOf(totals.gaitTotal, YOUNG_HORSE_TEST_MAX)],
        [f.jumpingTotal, outOf(totals.jumpingTotal, YOUNG_HORSE_TEST_MAX)],
        [f.inriktning, e.inriktning],
        [f.ridprov, e.ridprov],
      ];
    }
  }
}

/** The Bedömning tab: exterior, premiering, trearstest, then the quality ones (the data module's order). */
export default function HorseEvaluations() {
  const { horse, evaluations } = useHorsePage();
  if (evaluations.length === 0) return <p className="empty">{texts.public.noEvaluations(horse.name)}</p>;
  return (
    <div className="evaluations">
      {evaluations.map((evaluation) => (
        <div key={evaluation.id} className="table-wrap" tabIndex={0}>
          <table className="stats-table" data-type={evaluation.type}>
            <caption>
              {texts.public.evaluationTypes[evaluation.type]} {evaluation.date}
            </caption>
            <tbody>
              {[[f.judge, evaluation.judge || "–"] as [string, string], ...rows(evaluation)].map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
