import { Fragment } from "react";
import type { MarkdownBlock, MarkdownInline } from "#domain";
import { RouterAnchor } from "./router-anchor";

/**
 * An owner's post as the Markdown subset read it (domain/site/markdown.ts): paragraphs, lists,
 * emphasis and links, every text drawn by React (escaped), never as HTML.
 */
export function NewsText({ blocks }: { blocks: readonly MarkdownBlock[] }) {
  return (
    <div className="news-text">
      {blocks.map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            <Inlines nodes={block.children} />
          </p>
        ) : block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            <Items items={block.items} />
          </ol>
        ) : (
          <ul key={index}>
            <Items items={block.items} />
          </ul>
        ),
      )}
    </div>
  );
}

function Items({ items }: { items: readonly MarkdownInline[][] }) {
  return items.map((item, index) => (
    <li key={index}>
      <Inlines nodes={item} />
    </li>
  ));
}

function Inlines({ nodes }: { nodes: readonly MarkdownInline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "break":
        return <br key={index} />;
      case "emphasis":
        return (
          <em key={index}>
            <Inlines nodes={node.children} />
          </em>
        );
      case "strong":
        return (
          <strong key={index}>
            <Inlines nodes={node.children} />
          </strong>
        );
      case "link":
        // A path on this site is followed by the router; an address elsewhere is a plain link.
        return node.href.startsWith("/") ? (
          <RouterAnchor key={index} href={node.href}>
            <Inlines nodes={node.children} />
          </RouterAnchor>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer">
            <Inlines nodes={node.children} />
          </a>
        );
    }
  });
}
