// After a refused submit, the first error of the page takes the focus, in view: the same for every
// form, whatever draws its fields (docs/product.md, "Site behaviour").
import { useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * What marks an error on a page: a control refused (`aria-invalid`, set by Field and every control
 * drawn by hand) or a form's own message (FormMessage, kind error).
 */
const ERROR = '[aria-invalid="true"], .form-message.error';

/**
 * Focuses the page's first error in document order and scrolls it, with its label and message,
 * into the middle of the window. Nothing happens on a page without one.
 */
export function focusFirstError(): void {
  const first = (document.getElementById("main") ?? document.body).querySelector<HTMLElement>(ERROR);
  if (!first) return;
  first.focus({ preventScroll: true });
  (first.closest(".field") ?? first).scrollIntoView({ block: "center" });
}

/**
 * Mounted once (app/root.tsx): when a form's submission settles, a navigation's or a fetcher's,
 * and on the first render of a page answered with errors, the first error takes the focus.
 * Without JavaScript the browser does the same through `autoFocus` on every error (the first one
 * wins).
 *
 * A submission counts from its `submit` event, which the router takes (default prevented), not
 * from the first render that shows it in flight: React may never commit that render (the router's
 * updates are transitions, held while a part's code loads or overtaken by a quick answer), and the
 * refused answer would then arrive unnoticed.
 */
export function useFocusFormErrors(): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const submitting =
    (navigation.state !== "idle" && navigation.formMethod !== undefined) ||
    fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formMethod !== undefined);
  const sent = useRef(true);
  useEffect(() => {
    // On the window, after React's listener on the document: the router has taken it by then.
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented) sent.current = true;
    };
    window.addEventListener("submit", onSubmit);
    return () => window.removeEventListener("submit", onSubmit);
  }, []);
  useEffect(() => {
    if (submitting) return;
    // A link's move answers no form: a submit the page refused itself (never sent) is forgotten.
    if (navigation.state !== "idle") sent.current = false;
    else if (sent.current) {
      sent.current = false;
      focusFirstError();
    }
  });
}
