// Long computations over a whole pedigree are written as steps (generators that pause now and
// then), so the server can run them in slices between requests (data/pedigree/in-memory.ts
// `inSlices`); pure callers run them straight through.

/** Runs `steps` to their end without pausing and returns their result. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
