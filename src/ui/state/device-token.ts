/**
 * The human token kept for this device's service worker, which has no sessionStorage: it answers
 * from a notification with it. The page writes it while notifications are on and deletes it when
 * they are turned off. IndexedDB because both the page and the service worker can read it.
 */
const DATABASE = "ask-user";
const STORE = "device";
const KEY = "humanToken";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = use(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

export async function readDeviceToken(): Promise<string | undefined> {
  const token = await inStore("readonly", (store) => store.get(KEY));
  return typeof token === "string" ? token : undefined;
}

/** Stores the token, or deletes it when there is none (a gateway without tokens). */
export async function writeDeviceToken(token: string | undefined): Promise<void> {
  if (token === undefined) await inStore("readwrite", (store) => store.delete(KEY));
  else await inStore("readwrite", (store) => store.put(token, KEY));
}

export function deleteDeviceToken(): Promise<void> {
  return writeDeviceToken(undefined);
}
