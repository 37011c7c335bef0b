/** A public base URL as links are built on it: http(s), no query or fragment, no trailing slash. */
export function readPublicUrl(text: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${setting}: expected an absolute http or https URL, got "${text}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash || url.username)
    throw new Error(
      `${setting}: expected an http or https URL without credentials, query or fragment, got "${text}"`,
    );
  return url.href.replace(/\/+$/u, "");
}
