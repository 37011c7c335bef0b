import type { ReactiveController, ReactiveControllerHost } from "lit";

/**
 * Re-renders its host just after each whole second of a countdown, so an `m:ss` display changes
 * on the second rather than up to a second late.
 */
export class SecondTicker implements ReactiveController {
  #host: ReactiveControllerHost;
  #timeLeft: () => number | undefined;
  #timer: number | undefined;

  /** `timeLeft` gives the milliseconds left, or undefined when there is nothing to count. */
  constructor(host: ReactiveControllerHost, timeLeft: () => number | undefined) {
    this.#host = host;
    this.#timeLeft = timeLeft;
    host.addController(this);
  }

  hostConnected(): void {
    this.#schedule();
  }

  hostDisconnected(): void {
    window.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Call when the deadline changes. */
  reset(): void {
    window.clearTimeout(this.#timer);
    this.#schedule();
  }

  #schedule(): void {
    const left = this.#timeLeft();
    if (left === undefined || left <= 0) {
      this.#timer = undefined;
      return;
    }
    const untilNextSecond = left % 1000 || 1000;
    this.#timer = window.setTimeout(() => {
      this.#host.requestUpdate();
      this.#schedule();
    }, untilNextSecond + 5);
  }
}
