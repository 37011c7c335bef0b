import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * The Node process's own metrics (CPU, memory, event loop, GC). One registry per process, not
 * per gateway: collecting installs observers that cannot be removed, and the figures describe
 * the process whichever gateway in it is scraped.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
