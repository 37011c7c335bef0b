/**
 * The gateway token: fixed, or a function read before every request and every (re)connect of the
 * event stream, so a token entered later (or cleared) is used from then on.
 */
export type TokenSource = string | (() => string | undefined);

export function readToken(source: TokenSource | undefined): string | undefined {
  return typeof source === "function" ? source() : source;
}
