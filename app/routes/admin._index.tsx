import { Link } from "react-router";
import { adminPath } from "#app/paths";
import * as texts from "#domain/texts";
import type { Route } from "./+types/admin._index";

const t = texts.adminIndex;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** The sub-pages, grouped the way the administrator thinks about them. */
const GROUPS = [
  {
    title: t.groups.horses,
    links: [
      { page: "add-horse", label: t.links.addHorse },
      { page: "update-horse", label: t.links.updateHorse },
      { page: "update-sold", label: t.links.updateSold },
      { page: "update-age", label: t.links.updateAge },
      { page: "add-ribbons", label: t.links.addRibbons },
    ],
  },
  {
    title: t.groups.pedigree,
    links: [
      { page: "add-relation", label: t.links.addRelation },
      { page: "update-relation", label: t.links.updateRelation },
    ],
  },
  {
    title: t.groups.evaluations,
    links: [
      { page: "add-eval", label: t.links.addEval },
      { page: "add-merits", label: t.links.addMerits },
    ],
  },
  {
    title: t.groups.breeding,
    links: [
      { page: "coverings", label: t.links.coverings },
      { page: "season", label: t.links.season },
    ],
  },
  {
    title: t.groups.competition,
    links: [
      { page: "competition", label: t.links.competition },
      { page: "competition-list", label: t.links.competitionList },
    ],
  },
  {
    title: t.groups.stud,
    links: [
      { page: "news", label: texts.newsAdmin.link },
      { page: "import-export", label: t.links.importExport },
      { page: "history", label: t.links.history },
      { page: "administrators", label: texts.accounts.administrators.title },
      { page: "password", label: texts.accounts.password.title },
    ],
  },
] as const;

export default function AdminIndex() {
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="admin-nav">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`admin-group-${group.links[0].page}`}>
            <h2 id={`admin-group-${group.links[0].page}`}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.page}>
                  <Link to={adminPath(link.page)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
