import { hashForSession } from "../core/session-link.js";

/**
 * Where a human answers the questions of `sessionId`: the Control UI served at `gatewayUrl`
 * (its root, or the base path an embedded gateway is mounted under), opened on that session
 * with the hash route the app itself uses (`#/sessions/<id>`). Credentials in the URL and any
 * fragment it had are left out: the link is shown to the model and to the human.
 */
export function answerUrlFor(gatewayUrl: string, sessionId: string): string {
  const url = new URL(gatewayUrl);
  url.username = "";
  url.password = "";
  url.hash = "";
  if (!url.pathname.endsWith("/")) url.pathname = `${url.pathname}/`;
  return `${url.href}${hashForSession(sessionId)}`;
}
