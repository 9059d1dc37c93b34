import type { MetaDescriptor } from "react-router";
import { imagePath, SHARE_FORMAT, storedImage } from "#domain";

interface MetaContext {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

interface PublicPage {
  title: string;
  description: string;
  /** A record's picture: a stored one becomes og:image (its 1200 px JPEG). */
  picture?: string | null;
  pictureAlt?: string | null;
}

/** The site's public origin, from the root loader (PUBLIC_URL, else the request's). */
function publicUrlOf(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return root && typeof root === "object" && "publicUrl" in root && typeof root.publicUrl === "string"
    ? root.publicUrl
    : "";
}

/**
 * A public page's head: title and description, the canonical address, and what a forum, group or
 * chat shows when the page's link is pasted (Open Graph, Twitter cards). A horse with a stored
 * picture is shown large; other pages as a summary.
 */
export function publicPageMeta({ matches, location }: MetaContext, page: PublicPage): MetaDescriptor[] {
  const origin = publicUrlOf(matches);
  const url = `${origin}${location.pathname}`;
  const image = storedImage(page.picture);
  const imageTags: MetaDescriptor[] = image
    ? [
        {
          property: "og:image",
          content: `${origin}${imagePath({ hash: image.hash, width: image.shareWidth, format: SHARE_FORMAT })}`,
        },
        { property: "og:image:width", content: String(image.shareWidth) },
        { property: "og:image:alt", content: page.pictureAlt || page.title },
        { name: "twitter:card", content: "summary_large_image" },
      ]
    : [{ name: "twitter:card", content: "summary" }];
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "sv_SE" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...imageTags,
  ];
}
