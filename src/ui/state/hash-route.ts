export { hashForSession } from "../../core/session-link.js";

const SESSION_ROUTE = /^#\/sessions\/(.+)$/;

/** The session a `#/sessions/<sessionId>` address points at, if any. */
export function sessionIdFromHash(hash: string): string | undefined {
  const encoded = SESSION_ROUTE.exec(hash)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
