import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of docs/product.md, "Site behaviour".
export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  // A second administrator's one-time link (data/invitations.ts).
  route("login/invite/:token", "routes/login.invite.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("add-horse", "routes/admin.add-horse.tsx"),
    route("add-relation", "routes/admin.add-relation.tsx"),
    route("add-merits", "routes/admin.add-merits.tsx"),
    route("add-eval", "routes/admin.add-eval.tsx"),
    route("add-ribbons", "routes/admin.add-ribbons.tsx"),
    route("update-age", "routes/admin.update-age.tsx"),
    route("update-horse", "routes/admin.update-horse.tsx"),
    route("update-relation", "routes/admin.update-relation.tsx"),
    route("update-sold", "routes/admin.update-sold.tsx"),
    route("competition", "routes/admin.competition.tsx"),
    route("competition-list", "routes/admin.competition-list.tsx"),
    route("import-export", "routes/admin.import-export.tsx"),
    route("history", "routes/admin.history.tsx"),
    route("administrators", "routes/admin.administrators.tsx"),
    route("password", "routes/admin.password.tsx"),
    route("season", "routes/admin.season.tsx"),
    // Resource route: the season plan as a spreadsheet file (`/admin/season?…&format=csv` leads here).
    route("season.csv", "routes/admin.season-csv.tsx"),
    route("coverings", "routes/admin.coverings.tsx"),
    route("coverings/:id", "routes/admin.coverings.edit.tsx"),
    route("coverings/:id/foal", "routes/admin.coverings.foal.tsx"),
    route("news", "routes/admin.news.tsx"),
    route("news/:id", "routes/admin.news.edit.tsx"),
    route("requests", "routes/admin.requests.tsx"),
    route("requests/:id", "routes/admin.requests.detail.tsx"),
    route("record/:kind/:id", "routes/admin.record.tsx"),
    // Resource route: the whole stud as a download.
    route("backup", "routes/admin.backup.tsx"),
    // Resource routes: name suggestions for the admin searches (JSON, guarded like every admin URL).
    route("names/:scope", "routes/admin.names.tsx"),
  ]),
  // Resource route: the pedigree on paper (PDF).
  route("horse/:horseid/pedigree.pdf", "routes/horse.pedigree-pdf.tsx"),
  route("horse/:horseid", "routes/horse.tsx", [
    index("routes/horse._index.tsx"),
    route("offspring", "routes/horse.offspring.tsx"),
    route("eval", "routes/horse.eval.tsx"),
    route("merits", "routes/horse.merits.tsx"),
  ]),
  route("search", "routes/search.tsx"),
  // Resource route: a few names for the header's search field (JSON).
  route("search/suggestions", "routes/search.suggestions.tsx"),
  route("for-sale", "routes/for-sale.tsx"),
  route("news", "routes/news.tsx"),
  route("news/:id", "routes/news.item.tsx"),
  // Resource route: the news as an Atom feed.
  route("feed.xml", "routes/feed.tsx"),
  route("homebred", "routes/homebred.tsx"),
  route("breeding", "routes/breeding.tsx"),
  route("breeding/mates", "routes/breeding.mates.tsx"),
  // Resource route: the mates list as a spreadsheet file (`/breeding/mates?…&format=csv` leads here).
  route("breeding/mates.csv", "routes/breeding.mates-csv.tsx"),
  route("breeding/herd", "routes/breeding.herd.tsx"),
  route("breeding/kinship", "routes/breeding.kinship.tsx"),
  // A visitor's request (POST from the horse page's forms) and its receipt (GET).
  route("requests", "routes/requests.tsx"),
  route(":category", "routes/category.tsx", [
    index("routes/category._index.tsx"),
    route(":section", "routes/category.section.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
