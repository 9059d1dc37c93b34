/**
 * `read` made to run at most once at a time, each run shared by every caller that asked before it
 * was sent: a caller never gets a run that was already under way when it asked, so it sees every
 * write that was answered before it asked (docs/decisions/0015-response-cache.md), yet ten callers
 * at once cost two runs, not ten. A caller waits at most for the run under way and its own.
 */
export function joinedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const send = () => {
    const run = read();
    running = run;
    const done = () => {
      if (running === run) running = undefined;
    };
    run.then(done, done);
    return run;
  };
  return () => {
    if (!running) return send();
    // Sent when the run under way settles, whatever its outcome; everyone asking meanwhile joins it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return send();
      });
    return next;
  };
}
