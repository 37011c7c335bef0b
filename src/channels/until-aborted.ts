import { ChannelDeliveryError } from "./channel-adapter.js";

/**
 * For a platform client that takes no abort signal: stop waiting when the hub does (its attempt
 * timeout), so a hanging platform cannot hold the question. The call itself ends at the client's
 * own timeout, if it has one.
 */
export function untilAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new ChannelDeliveryError("the attempt was aborted"));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new ChannelDeliveryError("the attempt timed out"));
    signal.addEventListener("abort", abort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
