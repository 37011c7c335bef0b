/**
 * A path prefix such as `/ask-user`, normalized: no trailing slash, and `""` for the root.
 * Throws on anything that is not a plain absolute path.
 */
export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? "").replace(/\/+$/, "");
  if (trimmed === "") return "";
  if (!/^(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)+$/.test(trimmed) || /\/\.{1,2}(?:\/|$)/.test(trimmed))
    throw new Error(
      `basePath: expected an absolute path such as "/ask-user" (segments of letters, digits and -._~!$&'()*+,;=:@), got ${JSON.stringify(basePath)}`,
    );
  return trimmed;
}

/**
 * Where a request path stands against the prefix: `inside` with the path the gateway sees,
 * `bare` for the prefix itself without its slash, or `outside`.
 */
export function placeUnder(
  basePath: string,
  pathname: string,
): { kind: "inside"; path: string } | { kind: "bare" } | { kind: "outside" } {
  if (basePath === "") return { kind: "inside", path: pathname };
  if (pathname === basePath) return { kind: "bare" };
  if (pathname.startsWith(`${basePath}/`))
    return { kind: "inside", path: pathname.slice(basePath.length) };
  return { kind: "outside" };
}
