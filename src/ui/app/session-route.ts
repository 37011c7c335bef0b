import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { SessionSummary } from "../../client/index.js";
import { hashForSession, sessionIdFromHash } from "../state/hash-route.js";

/** Wide enough for the sessions list and the timeline side by side. */
const TWO_COLUMNS = "(min-width: 721px)";

/**
 * The open session lives in the address (`#/sessions/<sessionId>`), so links, reloads and the
 * back button work: this reports the session the address names, at start and on every change.
 */
export class SessionRoute implements ReactiveController {
  #onChange: (sessionId: string | undefined) => void;
  #openedFirst = false;

  constructor(host: ReactiveControllerHost, onChange: (sessionId: string | undefined) => void) {
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("hashchange", this.#read);
    this.#read();
  }

  hostDisconnected(): void {
    window.removeEventListener("hashchange", this.#read);
  }

  /** On a wide screen with no session open, opens the most recent one, once. */
  openFirst(sessions: readonly SessionSummary[], openSessionId: string | undefined): void {
    const first = sessions[0];
    if (this.#openedFirst || !first) return;
    this.#openedFirst = true;
    if (openSessionId !== undefined || !window.matchMedia(TWO_COLUMNS).matches) return;
    window.history.replaceState(window.history.state, "", hashForSession(first.sessionId));
    this.#read();
  }

  #read = () => {
    this.#onChange(sessionIdFromHash(window.location.hash));
  };
}
