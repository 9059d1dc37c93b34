import { EditRecordLink } from "#app/components/edit-record-link";
import { HorseNameLink } from "#app/components/horse-name-link";
import { TableFrame } from "#app/components/table-frame";
import { useHorsePage } from "#app/horse-page";
import { breedLabel, lineageName, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";

export default function HorseOffspring() {
  const { horse, offspring, admin } = useHorsePage();
  if (offspring.length === 0) return <p className="empty">{texts.horseTabs.noOffspring(horse.name)}</p>;
  const t = texts.horseTabs.offspringTable;
  const self = horse.name.toLowerCase();
  return (
    <TableFrame label={texts.horse.tabs.offspring}>
      <table className="table">
        <caption>{texts.horse.tabs.offspring}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.gender}</th>
            <th scope="col">{t.breed}</th>
            <th scope="col">{t.colour}</th>
            <th scope="col">{t.evalExt}</th>
            <th scope="col">{t.otherParent}</th>
          </tr>
        </thead>
        <tbody>
          {offspring.map((child) => (
            <tr key={child.name}>
              <td>
                <HorseNameLink name={child.name} />
                {admin ? <EditRecordLink name={child.name} studHorse={child.studHorse} /> : null}
              </td>
              <td>{child.gender ?? UNKNOWN}</td>
              <td>{child.breed ? breedLabel(child.breed) : UNKNOWN}</td>
              <td>{child.color ?? UNKNOWN}</td>
              {/* F and RL read as in the pedigree (docs/product.md, "Pedigree and inbreeding"). */}
              <td>{lineageName(child.evalExt) ?? child.evalExt ?? UNKNOWN}</td>
              <td>{(child.sire?.toLowerCase() === self ? child.dam : child.sire) ?? UNKNOWN}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
