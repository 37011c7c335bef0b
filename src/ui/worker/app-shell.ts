/**
 * The app shell offline: the built page and its assets, cached when the service worker installs.
 * Only those are ever answered from the cache. Every other request (the API, the event stream,
 * /mcp, /metrics, the probes, openapi.json) passes through untouched, so nothing the gateway
 * says is ever stale.
 */

/** Filled in by the build (src/ui/service-worker-plugin.ts). */
declare const APP_SHELL: { version: string; files: string[] };

const { version, files } = APP_SHELL;
const CACHE_PREFIX = "ask-user-shell-";
const CACHE_NAME = `${CACHE_PREFIX}${version}`;
const INDEX = "index.html";

export async function cacheAppShell(scope: string): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.addAll(files.map((file) => new URL(file, scope).href));
}

/** Drops the shells of earlier builds. */
export async function deleteOldAppShells(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
}

/** The response for `request`, or undefined to leave it to the network. */
export function appShellResponse(request: Request, scope: string): Promise<Response> | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin) return undefined;
  // The app routes with the address's hash: its only page is the scope itself (or index.html).
  if (
    request.mode === "navigate" &&
    [base.pathname, `${base.pathname}${INDEX}`].includes(url.pathname)
  )
    return pageFromNetworkOrCache(request, new URL(INDEX, scope).href);
  const file = url.pathname.slice(base.pathname.length);
  if (url.pathname.startsWith(base.pathname) && files.includes(file))
    return fileFromCacheOrNetwork(request);
  return undefined;
}

/** The page comes fresh from the gateway when it answers, so a new build shows at once. */
async function pageFromNetworkOrCache(request: Request, index: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(index, { cacheName: CACHE_NAME });
    if (cached) return cached;
    throw error;
  }
}

/** Assets have content hashes in their names: a cached one is always right. */
async function fileFromCacheOrNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE_NAME })) ?? fetch(request);
}
