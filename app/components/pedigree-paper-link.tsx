import { horsePath } from "#app/paths";
import * as texts from "#domain/texts";

/**
 * The link to the pedigree on paper (docs/product.md, "Pedigree on paper"): a plain link, so the
 * file opens in the browser's PDF viewer with or without JavaScript.
 */
export function PedigreePaperLink({ name }: { name: string }) {
  return (
    <p className="pedigree-paper-link">
      <a href={`${horsePath(name)}/pedigree.pdf`} type="application/pdf">
        {texts.pedigreePaperLinks.link}
      </a>
    </p>
  );
}
