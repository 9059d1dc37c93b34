import { Link } from "react-router";
import { IMPORT_EXPORT_PATH } from "#app/import-export";
import { texts } from "#domain/texts";
import type { Route } from "./+types/admin._index";

const t = texts.adminIndex;

export const meta: Route.MetaFunction = () => [{ title: texts.site.defaultPageTitle }];

/** The sub-pages, grouped the way the administrator thinks about them. */
const GROUPS = [
  {
    title: t.groups.horses,
    links: [
      { to: "/admin/add-horse", label: t.links.addHorse },
      { to: "/admin/update-horse", label: t.links.updateHorse },
      { to: "/admin/update-sold", label: t.links.updateSold },
      { to: "/admin/update-age", label: t.links.updateAge },
      { to: "/admin/add-ribbons", label: t.links.addRibbons },
    ],
  },
  {
    title: t.groups.pedigree,
    links: [
      { to: "/admin/add-relation", label: t.links.addRelation },
      { to: "/admin/update-relation", label: t.links.updateRelation },
    ],
  },
  {
    title: t.groups.evaluations,
    links: [
      { to: "/admin/add-eval", label: t.links.addEval },
      { to: "/admin/add-merits", label: t.links.addMerits },
    ],
  },
  {
    title: t.groups.competition,
    links: [
      { to: "/admin/competition", label: t.links.competition },
      { to: "/admin/competition-list", label: t.links.competitionList },
    ],
  },
  {
    title: t.groups.stud,
    links: [{ to: IMPORT_EXPORT_PATH, label: t.links.importExport }],
  },
] as const;

export default function AdminIndex() {
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="admin-nav">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`admin-group-${group.links[0].to.slice(7)}`}>
            <h2 id={`admin-group-${group.links[0].to.slice(7)}`}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
