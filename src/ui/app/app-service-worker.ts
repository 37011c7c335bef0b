/**
 * The Control UI's service worker (`sw.js`, built next to index.html). Registered with a relative
 * URL, so its scope is the folder the app is served from, also under a path prefix.
 */
let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** The active registration, or undefined where there is none (no support, the dev server). */
export function appServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= register();
  return registration;
}

async function register(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  try {
    await navigator.serviceWorker.register("./sw.js");
    return await navigator.serviceWorker.ready;
  } catch {
    return undefined;
  }
}
