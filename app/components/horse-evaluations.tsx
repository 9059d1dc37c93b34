import { RecordActions } from "#app/components/record-actions";
import { TableFrame } from "#app/components/table-frame";
import { useHorsePage } from "#app/horse-page";
import { adminPath } from "#app/paths";
import type { Evaluation } from "#data/evaluations";
import { evaluationTotals, formatDecimal } from "#domain";
import * as texts from "#domain/texts";

/** The label set shared with the admin form. */
const labels = texts.evaluations;
const f = labels.fields;

/** The scores and details of one evaluation, as stored; a score with a half reads `8,5`. */
function fieldRows(e: Evaluation): [string, string][] {
  switch (e.type) {
    case "exterior":
      return [
        [f.breedType, formatDecimal(e.breedType)],
        [f.hnb, formatDecimal(e.hnb)],
        [f.extremeties, formatDecimal(e.extremeties)],
        [f.movement, formatDecimal(e.movement)],
        [f.overall, formatDecimal(e.overall)],
      ];
    case "premiering":
      return [
        [f.exterior, e.exterior],
        [f.meritPoints, formatDecimal(e.meritPoints)],
        [f.offAmount, formatDecimal(e.offAmount)],
        [f.offPoints, formatDecimal(e.offPoints)],
        [f.result, e.result],
      ];
    case "trearstest":
      return [
        [f.typ, formatDecimal(e.typ)],
        [f.hhb, formatDecimal(e.hhb)],
        [f.extr, formatDecimal(e.extr)],
        [f.skritt, formatDecimal(e.skritt)],
        [f.trav, formatDecimal(e.trav)],
        [f.galopp, formatDecimal(e.galopp)],
        [f.hoppTeknik, formatDecimal(e.hoppTeknik)],
        [f.hoppTemp, formatDecimal(e.hoppTemp)],
      ];
    case "kvalitetregistrering":
      return [
        [f.section, e.section],
        [f.regNr, e.regNr],
      ];
    case "kvalitetfolbedomning":
      return [
        [f.exterior, formatDecimal(e.exterior)],
        [f.gangarter, formatDecimal(e.gangarter)],
        [f.skritt, formatDecimal(e.skritt)],
        [f.trav, formatDecimal(e.trav)],
        [f.galopp, formatDecimal(e.galopp)],
        [f.intryck, formatDecimal(e.intryck)],
      ];
    case "kvalitetunghasttest":
      return [
        [f.typ, formatDecimal(e.typ)],
        [f.hhb, formatDecimal(e.hhb)],
        [f.ben, formatDecimal(e.ben)],
        [f.skritt, formatDecimal(e.skritt)],
        [f.trav, formatDecimal(e.trav)],
        [f.galopp, formatDecimal(e.galopp)],
        [f.teknik, formatDecimal(e.teknik)],
        [f.temperament, formatDecimal(e.temperament)],
        [f.inriktning, e.inriktning],
        [f.ridprov, e.ridprov],
      ];
  }
}

/** The rows of one evaluation: its scores, then the totals and percentages of docs/product.md, "Evaluations" (domain evaluationTotals). */
function rows(e: Evaluation): [string, string][] {
  const totals = evaluationTotals(e).map((total): [string, string] => [
    labels.totals[total.key],
    labels.value(total, texts.horseTabs.scoreOutOf),
  ]);
  return [...fieldRows(e), ...totals];
}

/** The Bedömning tab: exterior, premiering, trearstest, then the quality ones (the data module's order). */
export default function HorseEvaluations() {
  const { horse, evaluations, admin } = useHorsePage();
  if (evaluations.length === 0) return <p className="empty">{texts.horseTabs.noEvaluations(horse.name)}</p>;
  return (
    <div className="evaluations">
      {evaluations.map((evaluation) => (
        <TableFrame key={evaluation.id} label={`${labels.types[evaluation.type]} ${evaluation.date}`}>
          <table className="stats-table" data-type={evaluation.type}>
            <caption>
              {labels.types[evaluation.type]} {evaluation.date}
              {admin ? (
                <RecordActions
                  kind="evaluation"
                  id={evaluation.id}
                  what={`${labels.types[evaluation.type]} ${evaluation.date}`}
                  editTo={adminPath("add-eval", { id: evaluation.id })}
                />
              ) : null}
            </caption>
            <tbody>
              {[[f.judge, evaluation.judge || texts.horseTabs.noValue] as [string, string], ...rows(evaluation)].map(
                ([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </TableFrame>
      ))}
    </div>
  );
}
