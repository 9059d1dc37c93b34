import { data } from "react-router";
import { NotFoundView } from "#app/components/not-found-view";
import * as texts from "#domain/texts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: texts.site.defaultPageTitle },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}
