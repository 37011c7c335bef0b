import type { ReactiveController, ReactiveControllerHost } from "lit";
import { isStandalone } from "./home-screen.js";

/** Chromium's `beforeinstallprompt` event: not in TypeScript's DOM lib. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept until the person uses it.
 * Listened for from the start: the browser may offer before the app has drawn anything.
 */
let offer: InstallPromptEvent | undefined;
const changes = new EventTarget();

window.addEventListener("beforeinstallprompt", (event) => {
  // The app shows its own button instead of the browser's mini-infobar.
  event.preventDefault();
  offer = event as InstallPromptEvent;
  changes.dispatchEvent(new Event("change"));
});
window.addEventListener("appinstalled", () => {
  offer = undefined;
  changes.dispatchEvent(new Event("change"));
});

/** Redraws its host whenever the offer comes or goes. */
export class InstallOffer implements ReactiveController {
  #host: ReactiveControllerHost;
  #update = () => this.#host.requestUpdate();

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The browser offers to install, and the app is not already running installed. */
  get available(): boolean {
    return offer !== undefined && !isStandalone();
  }

  /** Shows the browser's install dialog; an offer can be used once. */
  async install(): Promise<void> {
    const used = offer;
    offer = undefined;
    changes.dispatchEvent(new Event("change"));
    await used?.prompt();
  }

  hostConnected(): void {
    changes.addEventListener("change", this.#update);
  }

  hostDisconnected(): void {
    changes.removeEventListener("change", this.#update);
  }
}
