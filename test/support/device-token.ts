import type { Worker } from "playwright-core";

/** A page or a service worker: both can open the origin's IndexedDB. */
type Realm = Pick<Worker, "evaluate">;

// The contract of src/ui/state/device-token.ts, from outside: database "ask-user", object store
// "device", key "humanToken". Opened at the same version with the same upgrade, so reading it
// first never leaves a database without the store behind.
const IN_STORE = `(mode, use) => new Promise((resolve, reject) => {
  const opening = indexedDB.open("ask-user", 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore("device");
  opening.onerror = () => reject(opening.error);
  opening.onsuccess = () => {
    const database = opening.result;
    const request = use(database.transaction("device", mode).objectStore("device"));
    request.onsuccess = () => { database.close(); resolve(request.result ?? null); };
    request.onerror = () => { database.close(); reject(request.error); };
  };
})`;

/** The token the page stored for its service worker, or null. */
export function storedDeviceToken(where: Realm): Promise<string | null> {
  // Strings, not functions: this project's type check has no DOM types.
  return where.evaluate(`(${IN_STORE})("readonly", (store) => store.get("humanToken"))`);
}

export async function storeDeviceToken(where: Realm, token: string): Promise<void> {
  await where.evaluate(
    `(${IN_STORE})("readwrite", (store) => store.put(${JSON.stringify(token)}, "humanToken"))`,
  );
}
