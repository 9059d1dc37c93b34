import { useFetchers, useNavigation } from "react-router";
import * as texts from "#domain/texts";

/**
 * A bar along the top of the window while a page loads or a form is sent (a fetcher's too,
 * such as the sale button; not the type-ahead's look-ups): every slow step shows that something happens. It fades in after a moment (the stylesheet
 * delays it), so a quick page change does not flicker.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const sending = navigation.state === "submitting" || fetchers.some((fetcher) => fetcher.state === "submitting");
  if (!sending && navigation.state === "idle") return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={sending ? texts.progress.sending : texts.progress.loading}
    />
  );
}
