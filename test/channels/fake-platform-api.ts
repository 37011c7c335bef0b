/** One platform API call as a fake received it. */
export interface RecordedCall {
  method: string;
  payload: Record<string, unknown>;
  at: number;
  /** The caller's end of the connection: which process called (`processOnPort`). */
  remotePort?: number;
}

/**
 * What every fake chat-platform API in the tests shares: it records each call, lets a test
 * inject failures for the next call(s) of a method, and lets a test wait for a call.
 */
export class FakePlatformApi<Injected> {
  readonly calls: RecordedCall[] = [];
  readonly #injected = new Map<string, Injected[]>();
  readonly #held = new Map<string, Promise<void>>();

  /** The next `times` calls of `method` fail as given. */
  inject(method: string, failure: Injected, times = 1): void {
    const queue = this.#injected.get(method) ?? [];
    for (let index = 0; index < times; index += 1) queue.push(failure);
    this.#injected.set(method, queue);
  }

  /**
   * Makes the platform slow: calls of `method`, once recorded, get no answer until the
   * returned function is called.
   */
  hold(method: string): () => void {
    let letGo = () => {};
    this.#held.set(
      method,
      new Promise<void>((resolve) => {
        letGo = () => {
          this.#held.delete(method);
          resolve();
        };
      }),
    );
    return letGo;
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Waits until a call of `method` matching `test` has arrived; returns it. */
  async waitForCall(
    method: string,
    test: (call: RecordedCall) => boolean = () => true,
    timeoutMs = 8000,
  ): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.calls.find((call) => call.method === method && test(call));
      if (found) return found;
      if (Date.now() > deadline) {
        // What did arrive meanwhile says whether the call was late, refused or never made.
        const since = deadline - timeoutMs;
        const meanwhile = this.calls
          .filter((call) => call.at >= since)
          .map((call) => `${call.method} at +${call.at - since} ms`);
        throw new Error(
          `no ${method} call arrived within ${timeoutMs} ms; meanwhile: ${meanwhile.join(", ") || "no call"}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  protected record(method: string, payload: Record<string, unknown>, remotePort?: number): void {
    this.calls.push({ method, payload, at: Date.now(), ...(remotePort ? { remotePort } : {}) });
  }

  /** Resolves once calls of `method` are no longer held (at once unless a test holds them). */
  protected async whileHeld(method: string): Promise<void> {
    await this.#held.get(method);
  }

  /** The failure injected for this call of `method`, if any (used up once taken). */
  protected takeInjected(method: string): Injected | undefined {
    return this.#injected.get(method)?.shift();
  }
}
