// The competition list's pairing tools: picking two horses for the pair event and clearing the
// saved pairs (docs/product.md, "Classes and ladders").
import { Form, Link } from "react-router";
import * as texts from "#domain/texts";

const t = texts.competition;

/** The pairing panel: saving the picked pair (the table's boxes belong to `pair-form`) and clearing all pairs. */
export function PairingPanel({ hydrated }: { hydrated: boolean }) {
  return (
    <div className="pairing-panel">
      <h2>{t.pairing}</h2>
      <p className="hint">{t.pairingHint}</p>
      <div className="toolbar">
        <Form method="post" id="pair-form">
          <input type="hidden" name="intent" value="savePairs" />
          <button type="submit">{t.savePairs}</button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="clearPairs" />
          {/* With JavaScript the browser asks; without it the server's confirmation step does. */}
          {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
          <button
            type="submit"
            className="button button-danger"
            onClick={(event) => {
              if (!window.confirm(t.confirmClearPairs)) event.preventDefault();
            }}
          >
            {t.clearPairs}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The server's confirmation step for clearing the pairs (without JavaScript, where the browser cannot ask). */
export function ClearPairsConfirmation({ cancelHref }: { cancelHref: string }) {
  return (
    <Form method="post" className="form clear-confirmation">
      <p role="alert">{t.confirmClearPairs}</p>
      <input type="hidden" name="intent" value="clearPairs" />
      <div className="actions">
        <button type="submit" name="confirm" value="yes" className="button button-danger">
          {t.confirmClearPairsYes}
        </button>
        <Link to={cancelHref} className="button button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
