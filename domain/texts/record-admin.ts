// The text catalogue (domain/texts/index.ts): the administrator's links beside records on public
// pages. A module of its own: the parts that show them come on demand, and the chunk a visitor's
// horse page loads then carries none of it (client-JS budget, docs/performance.md).
/**
 * Shown to a signed-in administrator beside each record and the horse.
 */
export const recordAdmin = {
  edit: "Ändra",
  delete: "Ta bort",
  editHorse: "Redigera",
  editLabel: (what: string) => `Ändra ${what}`,
  /** An ancestor's page: its pedigree entry's admin form (update-relation). */
  editEntry: "Redigera stamtavleposten",
  /** A sold horse's page: the change that sold it, undone in the change log. */
  undoSale: "Ångra försäljningen",
  saleHeld: "Försäljningen kan inte ångras här: en senare ändring rör hästen.",
  toChangeLog: "Till ändringsloggen",
  deleteLabel: (what: string) => `Ta bort ${what}`,
  confirmDelete: (what: string) => `Ta bort ${what}? Det går att ångra i ändringsloggen.`,
} as const;
