// The text catalogue (domain/texts/index.ts): the pedigree on paper, a PDF of five generations
// (docs/product.md, "Pedigree on paper"). The slots' Unknown, the coefficient and the repeated
// ancestors' heading are the page's own (texts.details).

/** On the horse page and the ancestor page: apart, so the pages' JavaScript carries only this. */
export const pedigreePaperLinks = {
  link: "Stamtavla som PDF",
} as const;

export const pedigreePaper = {
  /** The PDF's title (its metadata, what a reader's window and a screen reader name it). */
  title: (name: string) => `Stamtavla för ${name}`,
  heading: "Stamtavla i fem generationer",
  section: "Sektion",
  gender: "Kön",
  colour: "Färg",
  breeder: "Uppfödare",
  /** Beside the QR code: where it leads. */
  qrCaption: "Hästens sida på webbplatsen:",
  /** More repeated ancestors than the sheet has room to list. */
  moreRepeated: (count: number) => (count === 1 ? "och 1 till" : `och ${count} till`),
  /** The foot of the sheet: the stable and the day the file was made. */
  madeBy: (stableName: string, date: string) => `${stableName} · stamtavlan skapad ${date}`,
  /** The file's name as saved; ASCII letters only (the header also gives the name with å, ä, ö). */
  fileName: (name: string) => `stamtavla-${name}.pdf`,
  /** The answer for a name nobody mentions (status 404). */
  notFound: "Ingen häst med det namnet finns här.",
} as const;
