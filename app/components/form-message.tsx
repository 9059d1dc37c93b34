// A module of its own: pages that only say what their form answered (the planner, the mates list)
// load this, not every form part (docs/decisions/0020).
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The message a form shows after it was sent: announced to screen readers, and it takes
 * the focus, so a keyboard user continues from the message rather than from the page top
 * (a successful save remounts the form). An error is one of the page's errors: the first of them
 * takes the focus (app/components/form-errors.ts), without JavaScript by `autoFocus`.
 */
export function FormMessage({ kind, children }: { kind: "success" | "error"; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`form-message ${kind}`}
      role={kind === "error" ? "alert" : "status"}
      autoFocus={kind === "error" || undefined}
    >
      {children}
    </p>
  );
}
