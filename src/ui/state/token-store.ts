const STORAGE_KEY = "ask-user.token";

/**
 * The gateway token for this browser session. A `?token=` in the page's address is taken once
 * and removed from the address bar, so it does not linger in history or get shared by copy-paste.
 */
export class TokenStore {
  #token: string | undefined;

  constructor() {
    this.#token = readStorage();
    const url = new URL(window.location.href);
    const fromAddress = url.searchParams.get("token");
    if (fromAddress !== null) {
      url.searchParams.delete("token");
      window.history.replaceState(window.history.state, "", url);
      if (fromAddress !== "") this.set(fromAddress);
    }
  }

  get(): string | undefined {
    return this.#token;
  }

  set(token: string): void {
    this.#token = token;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, token);
    } catch {
      // Storage can be disabled; the token then lasts until the page is closed.
    }
  }

  clear(): void {
    this.#token = undefined;
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // See set().
    }
  }
}

function readStorage(): string | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
