export const DEFAULT_TIMEOUT_SECONDS = 900;
export const MIN_TIMEOUT_SECONDS = 30;
export const MAX_TIMEOUT_SECONDS = 3600;

/** Applies the default and clamps to 30..3600. Integer-ness is checked by validation. */
export function normalizeTimeoutSeconds(timeoutSeconds: number | undefined): number {
  if (timeoutSeconds === undefined) return DEFAULT_TIMEOUT_SECONDS;
  return Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, timeoutSeconds));
}
