import { useNavigation } from "react-router";
import { texts } from "#domain/texts";

/**
 * A bar along the top of the window while a page loads or a form is sent: every slow
 * navigation shows that something happens. It fades in after a moment (the stylesheet
 * delays it), so a quick page change does not flicker.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={navigation.state === "submitting" ? texts.progress.sending : texts.progress.loading}
    />
  );
}
