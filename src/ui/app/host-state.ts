import type { ReactiveControllerHost } from "lit";

/** A part's state, replaced as a whole on every change, which re-renders the element. */
export class HostState<State extends object> {
  #host: ReactiveControllerHost;
  #value: State;

  constructor(host: ReactiveControllerHost, initial: State) {
    this.#host = host;
    this.#value = initial;
  }

  get value(): State {
    return this.#value;
  }

  update(change: Partial<State>): void {
    this.#value = { ...this.#value, ...change };
    this.#host.requestUpdate();
  }
}
