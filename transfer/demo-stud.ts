import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StudFile } from "#data/records";
import { DEFAULT_STABLE_NAME } from "#domain";
import { readStudFiles } from "./stud";

/**
 * The demo stud that `npm start` seeds into an empty database: a stud file like any other
 * (transfer/demo-stud.json), read by the same reader as SEED_FILE and `npm run stud:import`.
 * 50 horses over every category and section, line-bred pedigrees, evaluations of all six types,
 * merits, competition entries (a Körning pair among them), ribbons, and news (an owner's post and
 * a horse put up for sale, so that a new site's news page and feed have something to show). It
 * obeys the site's own rules (transfer/demo-stud.test.ts): each horse's genotype takes one allele
 * per gene from each parent whose genotype is known, and what a premiering or a competition entry
 * states (offspring, merit points, merit count, premium) is what the site counts from the rest.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside this file, or (in the bundled server) under the working directory. */
export const DEMO_STUD_FILE = existsSync(path.join(here, "demo-stud.json"))
  ? path.join(here, "demo-stud.json")
  : path.resolve("transfer/demo-stud.json");

/**
 * The demo stud, bred and sold by `stableName`: the file names the default stable as breeder
 * and seller of its home-bred and for-sale horses, and a configured STABLE_NAME takes its place.
 */
export function demoStud(stableName: string = DEFAULT_STABLE_NAME): StudFile {
  const [{ stud }] = readStudFiles(DEMO_STUD_FILE);
  const ours = (name: string | null) => (name === DEFAULT_STABLE_NAME ? stableName : name);
  return {
    ...stud,
    horses: stud.horses.map((horse) => ({ ...horse, breeder: ours(horse.breeder), seller: ours(horse.seller) })),
  };
}
