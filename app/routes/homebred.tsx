import { Link } from "react-router";
import { BarChart } from "#app/components/bar-chart";
import { Pager } from "#app/components/pager";
import { requestContext } from "#app/context";
import { horsePath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { homeBredGroups, homeBredHorses } from "#data/horses";
import { breedLabel, DEFAULT_STABLE_NAME, homeBredCounts, pageOf, parsePage, shownColour, UNKNOWN } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/homebred";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, stableName } = context.get(requestContext);
  const [horses, groups] = await Promise.all([homeBredHorses(db, stableName), homeBredGroups(db, stableName)]);
  const { items, page, pages } = pageOf(horses, parsePage(new URL(request.url).searchParams.get("page")));
  return {
    stableName,
    counts: homeBredCounts(groups),
    page,
    pages,
    horses: items.map(({ name, breed, gender, color, genotype, sire, dam }) => ({
      name,
      breed: breedLabel(breed),
      gender,
      colour: texts.public.info.colourValue(shownColour(color, genotype)) ?? UNKNOWN,
      sire: sire ?? UNKNOWN,
      dam: dam ?? UNKNOWN,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: texts.site.defaultPageTitle,
    description: texts.homebred.description(args.loaderData?.stableName ?? DEFAULT_STABLE_NAME),
  });

const asBar = ({ label, count }: { label: string; count: number }) => ({ label, value: count, text: String(count) });

export default function HomeBred({ loaderData }: Route.ComponentProps) {
  const { counts, horses, page, pages } = loaderData;
  const genders = counts.byGender.map(({ gender, count }) => asBar({ label: gender, count }));
  return (
    <section className="homebred">
      <h1>{texts.homebred.heading}</h1>
      <div className="stat-cards">
        <p className="stat-card">
          <span className="label">{texts.homebred.total}</span>{" "}
          <strong className="value" data-testid="homebred-total">
            {counts.total}
          </strong>
        </p>
        {genders.map((row) => (
          <p className="stat-card" key={row.label}>
            <span className="label">{row.label}</span> <strong className="value">{row.text}</strong>
          </p>
        ))}
      </div>
      <h2>{texts.homebred.byGender}</h2>
      <BarChart label={texts.homebred.byGender} rows={genders} />
      <h2>{texts.homebred.byBreed}</h2>
      <BarChart label={texts.homebred.byBreed} rows={counts.byBreed.map(asBar)} />
      <h2>{texts.homebred.list}</h2>
      <ul className="homebred-list">
        {horses.map((horse) => (
          <li key={horse.name}>
            <Link to={horsePath(horse.name)}>{horse.name}</Link> – {horse.breed}, {horse.gender}, {horse.colour},{" "}
            {texts.public.parents(horse.sire, horse.dam)}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} />
    </section>
  );
}
