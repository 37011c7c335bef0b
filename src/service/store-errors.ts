import { AskUserError } from "../core/index.js";
import {
  type QuestionStore,
  StoreFullError,
  StoreUnavailableError,
} from "../store/question-store.js";

/**
 * The API's `unavailable` error for a store failure that a retry may get past, with the retry
 * hint; never a guess at what the write did (the store's atomic rules make a retry safe).
 */
export function unavailableError(error: StoreUnavailableError): AskUserError {
  const message =
    error instanceof StoreFullError
      ? "the gateway's disk is full; nothing was stored, try again later"
      : "the gateway's store is unreachable; try again";
  return new AskUserError("unavailable", message, {
    details: { retryAfterSeconds: error.retryAfterSeconds },
  });
}

/** Any failure as the API speaks of it: a store outage becomes `unavailable`, the rest as is. */
export function translateStoreError(error: unknown): unknown {
  return error instanceof StoreUnavailableError ? unavailableError(error) : error;
}

/**
 * The store as the service uses it: every outage surfaces as `unavailable`, once, here, so
 * HTTP, MCP and the channels never need to know the store's own error types.
 */
export function withApiErrors(store: QuestionStore): QuestionStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const returned = value.apply(target, args);
          return returned instanceof Promise
            ? returned.catch((error: unknown) => Promise.reject(translateStoreError(error)))
            : returned;
        } catch (error) {
          throw translateStoreError(error);
        }
      };
    },
  });
}
