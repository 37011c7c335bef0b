/**
 * An HTTP `Retry-After` value (delay-seconds or an HTTP date) in milliseconds from now, for a
 * `ChannelDeliveryError`'s `retryAfterMs`; undefined (the hub's own backoff) when absent or
 * unreadable.
 */
export function retryAfterMs(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/u.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
