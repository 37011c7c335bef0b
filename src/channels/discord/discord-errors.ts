import { DiscordAPIError, HTTPError, RateLimitError, RESTJSONErrorCodes } from "discord.js";
import { ChannelDeliveryError } from "../channel-adapter.js";
import { errorText } from "../error-text.js";

/**
 * A REST failure in the hub's retry terms. A 429 carries its wait; a wrong token, a missing
 * permission, an unknown channel or a refused body cannot heal by retrying; a 5xx, a timeout or
 * a network error may. The message never holds the bot token (nor the request's URL, which
 * for interactions holds their token).
 */
export function deliveryError(error: unknown, token: string): ChannelDeliveryError {
  if (error instanceof ChannelDeliveryError) return error;
  if (error instanceof RateLimitError)
    return new ChannelDeliveryError("discord 429: rate limited", {
      retryAfterMs: Math.max(0, error.retryAfter),
      cause: error,
    });
  if (error instanceof DiscordAPIError) {
    const status = error.status;
    const hint = status === 401 ? " (check ASK_USER_DISCORD_TOKEN)" : "";
    return new ChannelDeliveryError(
      redact(`discord ${status} ${oneLine(error.message)} (code ${error.code})${hint}`, token),
      {
        permanent: status >= 400 && status < 500 && status !== 408 && status !== 429,
        cause: error,
      },
    );
  }
  if (error instanceof HTTPError)
    return new ChannelDeliveryError(`discord ${error.status} ${error.message}`, { cause: error });
  if (error instanceof Error && error.name === "AbortError")
    return new ChannelDeliveryError("discord did not answer in time", { cause: error });
  return new ChannelDeliveryError(redact(errorText(error), token), { cause: error });
}

/** A message that is gone (deleted by someone): nothing is left to edit. */
export function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage;
}

/** The bot token must never reach a log line or a question's `detail`. */
export function redact(text: string, token: string): string {
  return token === "" ? text : text.split(token).join("<token>");
}

/** Discord lists a refused body's field errors on lines of their own. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/gu, "; ");
}
