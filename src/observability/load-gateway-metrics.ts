import { loadOptionalCode, missingPackage } from "../core/optional-code.js";
import type { GatewayMetrics } from "./gateway-metrics.js";

/** The package metrics need: an optional peer, so an install without it stays light. */
const METRICS_PACKAGES = ["prom-client"];

/**
 * The gateway's Prometheus metrics, when they are on: `true` needs prom-client (its absence
 * stops the start with the install line), `false` never loads it, and unset takes them when
 * prom-client is installed.
 */
export async function loadGatewayMetrics(
  on: boolean | undefined,
): Promise<GatewayMetrics | undefined> {
  if (on === false) return undefined;
  const load = () => import("./gateway-metrics.js");
  if (on)
    return new (
      await loadOptionalCode("ASK_USER_METRICS", METRICS_PACKAGES, load)
    ).GatewayMetrics();
  try {
    return new (await load()).GatewayMetrics();
  } catch (error) {
    if (missingPackage(error, METRICS_PACKAGES) !== undefined) return undefined;
    throw error;
  }
}
