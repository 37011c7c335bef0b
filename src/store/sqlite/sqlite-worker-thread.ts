import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SqliteWorkerData } from "./sqlite-protocol.js";

/**
 * Starts `sqlite-worker`, next to this file: the compiled `.js` in `dist/`, or the `.ts` source
 * when the source itself runs (Vitest, tsx). Node 20 does not apply `--import tsx` to a
 * worker's own modules, so the source is loaded through tsx's require hook instead, which also
 * starts faster than its ESM loader (that one brings its own loader thread). tsx is a dev
 * dependency: only ever needed where the source is.
 */
export function startSqliteWorker(data: SqliteWorkerData): Worker {
  const fromSource = import.meta.url.endsWith(".ts");
  const entry = new URL(`./sqlite-worker.${fromSource ? "ts" : "js"}`, import.meta.url);
  if (!fromSource) return new Worker(entry, { workerData: data });
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const bootstrap = `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(fileURLToPath(entry))});`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}
