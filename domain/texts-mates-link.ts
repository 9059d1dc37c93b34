// The text catalogue (domain/texts.ts): the link to a horse's mates list. A module of its own: the
// horse page and the planner ship only this, not the list's texts.

/** The links to a horse's mates list, from the planner and the horse page. */
export const matesLinks = {
  linkFor: (name: string, role: "stallion" | "mare") =>
    role === "mare" ? `Alla hingstar till ${name}, rangordnade` : `Alla ston till ${name}, rangordnade`,
} as const;
