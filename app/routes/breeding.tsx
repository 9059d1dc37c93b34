import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useSubmit } from "react-router";
import { getSessionUser } from "#app/auth.server";
import { FormMessage } from "#app/components/form-message";
import { onDemand } from "#app/components/on-demand";
import { requestContext } from "#app/context";
import { herdPath, matesPath, plannerPath } from "#app/paths";
import { publicPageMeta } from "#app/social-meta";
import { breedingCandidatesAt, planFoal } from "#data/breeding";
import {
  findCandidate,
  narrowCandidates,
  parseHeightClass,
  randomSeed,
  rerollSeed,
  resolveChoice,
  sectionLabel,
  type CandidateGroup,
  type ChoiceProblem,
} from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/breeding";

const t = texts.breeding;
const s = texts.breedingSearch;
/**
 * The foal's view (its tables, pedigree and colour odds): the empty planner ships without its code,
 * which comes as soon as someone starts choosing (the form's focus fetches it), when the router
 * moves, or at the first pointer or focus in the view (its new roll is a GET form, its share link
 * a router link). The server renders it whole, so it shows without JavaScript too
 * (app/components/on-demand.tsx).
 */
const loadFoalView = () => import("#app/components/foal-view");
const FoalView = onDemand(() => loadFoalView().then((m) => m.default), { interactive: true });

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: texts.site.defaultPageTitle, description: t.metaDescription });

/**
 * A picker needs names only, and at most PICKER_LIMIT of them (those matching its search, the
 * choice always among them): the page stays small however many horses the stud has.
 */
function picker(groups: CandidateGroup[], search: string, selected: string | null) {
  const narrowed = narrowCandidates(groups, search, selected);
  return {
    search,
    shown: narrowed.shown,
    matching: narrowed.matching,
    groups: narrowed.groups.map(({ breed, generation, horses }) => ({
      breed,
      generation,
      names: horses.map((horse) => horse.name),
    })),
  };
}
type Picker = ReturnType<typeof picker>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, dataVersion, heldPedigree } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const candidates = await breedingCandidatesAt(db, dataVersion);
  // Sök narrows the pickers and keeps the choices so far; it plans nothing.
  const searching = params.has("search");
  const choice = searching
    ? {
        stallion: findCandidate(candidates, "stallion", params.get("stallion") ?? ""),
        mare: findCandidate(candidates, "mare", params.get("mare") ?? ""),
        seed: null,
        problems: [],
      }
    : resolveChoice(candidates, {
        stallion: params.get("stallion"),
        mare: params.get("mare"),
        seed: params.get("seed"),
      });
  const stallion = choice.stallion?.name ?? null;
  const mare = choice.mare?.name ?? null;
  const pickers = {
    options: {
      stallion: picker(candidates.stallion, params.get("stallionSearch") ?? "", stallion),
      mare: picker(candidates.mare, params.get("mareSearch") ?? "", mare),
    },
    stallion,
    mare,
    problems: choice.problems,
  };
  if (choice.problems.length > 0) return data({ ...pickers, plan: null }, { status: 400 });
  if (searching || !choice.stallion || !choice.mare) return { ...pickers, plan: null };
  // A foal is only ever shown under a URL with its seed, so whatever is on screen can be shared.
  if (choice.seed === null)
    throw redirect(plannerPath({ stallion: choice.stallion.name, mare: choice.mare.name, seed: randomSeed() }));
  // The outcome's levels on the chosen height class's ladder; none or one that is no class: the foal's likeliest.
  const ladder = parseHeightClass(params.get("heightClass") ?? "") ?? undefined;
  const plan = await planFoal(db, choice.stallion, choice.mare, choice.seed, await heldPedigree(), ladder);
  // Signed in, the foal can be saved as a planned covering (never cached: the session cookie bypasses the cache).
  const admin = (await getSessionUser(request, context)) !== null;
  return { ...pickers, plan, ladderChosen: ladder !== undefined, nextSeed: rerollSeed(choice.seed), admin };
}

function problemText(problem: ChoiceProblem): string {
  switch (problem.kind) {
    case "missingParent":
    case "sameHorse":
    case "invalidSeed":
      return t.errors[problem.kind];
    default:
      return t.errors[problem.kind](problem.name);
  }
}

const PARENT_ROLES = ["stallion", "mare"] as const;
const ROLE_LABELS = {
  stallion: { label: t.stallionLabel, searchLabel: s.stallionSearch },
  mare: { label: t.mareLabel, searchLabel: s.mareSearch },
} as const;

/** A parent's search field: the pickers show the horses whose name holds what is typed. */
function ParentSearch({
  name,
  picker,
  onSearch,
}: {
  name: (typeof PARENT_ROLES)[number];
  picker: Picker;
  onSearch: (form: HTMLFormElement) => void;
}) {
  const id = `breeding-${name}-search`;
  return (
    <div className="field">
      <label htmlFor={id}>{ROLE_LABELS[name].searchLabel}</label>
      <input
        id={id}
        type="search"
        name={`${name}Search`}
        defaultValue={picker.search}
        autoComplete="off"
        aria-describedby="breeding-search-hint"
        onChange={(event) => onSearch(event.currentTarget.form!)}
      />
    </div>
  );
}

/** A parent's picker (by section and generation), with the link to the chosen horse's mates. */
function ParentSelect({
  name,
  picker,
  selected,
}: {
  name: (typeof PARENT_ROLES)[number];
  picker: Picker;
  selected: string | null;
}) {
  const id = `breeding-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{ROLE_LABELS[name].label}</label>
      <select id={id} name={name} defaultValue={selected ?? ""} required>
        <option value="">{t.choosePlaceholder}</option>
        {picker.groups.map((group) => (
          <optgroup
            key={`${group.breed}-${group.generation}`}
            label={t.groupLabel(sectionLabel(group.breed, { bracketed: true }), group.generation)}
          >
            {group.names.map((horse) => (
              <option key={horse} value={horse}>
                {horse}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {picker.matching > picker.shown ? <p className="hint">{s.shown(picker.shown, picker.matching)}</p> : null}
      {selected ? (
        <p className="mates-link">
          <Link to={matesPath({ role: name, name: selected })}>{texts.matesLinks.linkFor(selected, name)}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Type-ahead: with JavaScript the pickers follow the search fields (a short pause after typing). */
function useSearchAsYouType() {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const formData = new FormData(form);
      formData.set("search", "1");
      void submit(formData, { method: "get", action: plannerPath(), replace: true, preventScrollReset: true });
    }, 250);
  };
}

export default function Breeding({ loaderData }: Route.ComponentProps) {
  const { options, stallion, mare, problems, plan } = loaderData;
  const empty = PARENT_ROLES.some((role) => options[role].matching === 0 && options[role].search === "");
  const onSearch = useSearchAsYouType();
  return (
    <article className="breeding-page">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <p>
        <Link to={herdPath()}>{texts.nav.herd}</Link>
      </p>
      {problems.length > 0 ? <FormMessage kind="error">{problems.map(problemText).join(" ")}</FormMessage> : null}
      {empty ? <p className="empty">{t.noCandidates}</p> : null}
      {/* Keyed by the choice: the uncontrolled selects show the new choice after a client navigation. */}
      <Form
        method="get"
        action={plannerPath()}
        className="form breeding-form"
        key={`${stallion}\n${mare}`}
        onFocus={() => void loadFoalView()}
      >
        {PARENT_ROLES.map((role) => (
          <ParentSearch key={role} name={role} picker={options[role]} onSearch={onSearch} />
        ))}
        {/* The form's first button: Enter in a search field (the browser's implicit submission) searches. */}
        <div className="actions search-actions">
          <button type="submit" className="button button-secondary" name="search" value="1" formNoValidate>
            {s.button}
          </button>
          <p className="hint" id="breeding-search-hint">
            {s.searchHint}
          </p>
        </div>
        {PARENT_ROLES.map((role) => (
          <ParentSelect
            key={role}
            name={role}
            picker={options[role]}
            selected={role === "stallion" ? stallion : mare}
          />
        ))}
        <div className="actions">
          <button type="submit">{t.submit}</button>
        </div>
      </Form>
      {plan && "nextSeed" in loaderData ? (
        <FoalView
          plan={plan}
          nextSeed={loaderData.nextSeed}
          ladderChosen={loaderData.ladderChosen}
          canPlanCovering={loaderData.admin}
        />
      ) : null}
    </article>
  );
}
