import { publicPageMeta } from "#app/social-meta";
import { DEFAULT_STABLE_NAME } from "#domain";
import * as texts from "#domain/texts";
import type { Route } from "./+types/home";

// The home page's title is the stable's name (a setting: docs/product.md, "Texts").
export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: args.matches[0].loaderData?.stableName ?? DEFAULT_STABLE_NAME,
    description: texts.home.metaDescription,
  });

export default function Home() {
  return (
    <article className="home">
      <h1>{texts.home.heading}</h1>
      <img
        className="home-image"
        src="/images/front.svg"
        alt={texts.home.imageAlt}
        width="960"
        height="400"
        fetchPriority="high"
      />
      {texts.home.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </article>
  );
}
