import type { Route } from "./+types/home";
import { texts } from "../../domain/texts";

export const meta: Route.MetaFunction = () => [
  { title: texts.site.title },
  { name: "description", content: texts.home.metaDescription },
];

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
