import { Link } from "react-router";
import { breedLabel, isSafeUrl, UNKNOWN } from "../../domain";
import type { OffspringRow } from "../../data/pedigree";
import { horsePath } from "../components/HorseCard";
import { texts } from "../texts";
import { useHorsePage } from "./horse";

function ChildName({ child }: { child: OffspringRow }) {
  if (child.studHorse) return <Link to={horsePath(child.name)}>{child.name}</Link>;
  if (child.link && isSafeUrl(child.link)) {
    return (
      <a href={child.link} rel="noopener noreferrer nofollow">
        {child.name}
      </a>
    );
  }
  return <>{child.name}</>;
}

export default function HorseOffspring() {
  const { horse, offspring } = useHorsePage();
  if (offspring.length === 0) return <p className="empty">{texts.public.noOffspring(horse.name)}</p>;
  const t = texts.public.offspringTable;
  const self = horse.name.toLowerCase();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{texts.public.tabs.offspring}</caption>
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
                <ChildName child={child} />
              </td>
              <td>{child.gender ?? UNKNOWN}</td>
              <td>{child.breed ? breedLabel(child.breed) : UNKNOWN}</td>
              <td>{child.color ?? UNKNOWN}</td>
              <td>{child.evalExt ?? UNKNOWN}</td>
              <td>{(child.sire?.toLowerCase() === self ? child.dam : child.sire) ?? UNKNOWN}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
