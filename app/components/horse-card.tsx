import { Link } from "react-router";
import { horsePath } from "#app/paths";
import { breedLabel, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import { HorsePicture } from "./on-demand-parts";

/** What a card shows of a horse (plain data, any list can pass it). */
export interface HorseCardData {
  name: string;
  picture: string | null;
  color: string | null;
  focus: string | null;
  sire: string | null;
  dam: string | null;
  gender: string;
  breed: string;
  age: number;
}

/** Only what a card needs travels to the browser. */
export function toCardData({
  name,
  picture,
  color,
  focus,
  sire,
  dam,
  gender,
  breed,
  age,
}: HorseCardData): HorseCardData {
  return { name, picture, color, focus, sire, dam, gender, breed, age };
}

/**
 * A horse in a grid, linking to its page. `listing` (category and section pages) shows
 * `sire x dam`; `for-sale` adds gender, breed and age and writes the parents as e./u.
 */
export function HorseCard({ horse, variant = "listing" }: { horse: HorseCardData; variant?: "listing" | "for-sale" }) {
  const sire = horse.sire ?? UNKNOWN;
  const dam = horse.dam ?? UNKNOWN;
  return (
    <li className="horse-card">
      <Link to={horsePath(horse.name)}>
        <HorsePicture name={horse.name} picture={horse.picture} color={horse.color} />
        <div className="horse-card-body">
          {horse.focus && <span className="focus">{horse.focus}</span>}
          <h2 className="name">{horse.name}</h2>
          {variant === "listing" ? (
            <p className="parents">{texts.public.parents(sire, dam)}</p>
          ) : (
            <>
              <p className="meta">
                {horse.gender}, {breedLabel(horse.breed)}, {texts.public.ageYears(horse.age)}
              </p>
              <p className="parents">{texts.public.sireShort(sire)}</p>
              <p className="parents">{texts.public.damShort(dam)}</p>
            </>
          )}
        </div>
      </Link>
    </li>
  );
}

/** The grid of cards, or the empty text. */
export function HorseGrid({
  horses,
  empty,
  variant,
}: {
  horses: HorseCardData[];
  empty: string;
  variant?: "listing" | "for-sale";
}) {
  if (horses.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="horse-grid">
      {horses.map((horse) => (
        <HorseCard key={horse.name} horse={horse} variant={variant} />
      ))}
    </ul>
  );
}
