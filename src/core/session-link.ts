/**
 * Where the Control UI shows a session, relative to the app: `#/sessions/<id>`. Links from
 * outside the app (a phone notification) and the app's own navigation use the same address.
 */
export function hashForSession(sessionId: string): string {
  return `#/sessions/${encodeURIComponent(sessionId)}`;
}
