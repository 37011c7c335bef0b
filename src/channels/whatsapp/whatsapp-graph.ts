import { ChannelDeliveryError } from "../channel-adapter.js";
import { errorText } from "../error-text.js";
import { parseJsonObject } from "../inbound-json.js";
import { retryAfterMs } from "../retry-after.js";
import type { WhatsAppMessage } from "./whatsapp-prompt.js";

/** Meta's Graph API with the version the gateway was built against. */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com/v23.0";

/** The Cloud API's error for a message outside the 24-hour customer-service window. */
export const WINDOW_CLOSED_CODE = 131047;

/**
 * Rate limits, answered by waiting: throughput (130429), too many messages to one number
 * (131056), the account's limit (80007) and the app's (4).
 */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131056]);
/** Meta's own hiccups: unknown (1), temporarily unavailable (2), generic (131000), down (131016). */
const TRANSIENT_CODES = new Set([1, 2, 131000, 131016]);

/** An error of the Cloud API, as its JSON body or a failed status callback gives it. */
export interface GraphErrorBody {
  code?: unknown;
  title?: unknown;
  message?: unknown;
  error_data?: { details?: unknown };
}

/** A failed call in the hub's retry terms, with the Cloud API's error code kept. */
export class WhatsAppApiError extends ChannelDeliveryError {
  readonly code: number | undefined;

  constructor(
    message: string,
    code: number | undefined,
    options: { retryAfterMs?: number; permanent?: boolean; cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = "WhatsAppApiError";
    this.code = code;
  }
}

/**
 * What an error means, in words an operator can act on: the code, Meta's title and details,
 * and for a closed 24-hour window, what to do about it.
 */
export function describeGraphError(error: GraphErrorBody | undefined): string {
  const code = typeof error?.code === "number" ? error.code : undefined;
  const title =
    typeof error?.title === "string"
      ? error.title
      : typeof error?.message === "string"
        ? error.message.replace(/^\(#\d+\)\s*/u, "")
        : "unknown error";
  const details =
    typeof error?.error_data?.details === "string" ? `: ${error.error_data.details}` : "";
  const said = `${code === undefined ? "" : `${code} `}${title}${details}`.slice(0, 500);
  if (code === WINDOW_CLOSED_CODE)
    return `${said} (WhatsApp's 24-hour customer-service window is closed: the human has to write to the business number first, or set ASK_USER_WHATSAPP_TEMPLATE_NAME to an approved template that opens it)`;
  return said;
}

export interface WhatsAppGraphOptions {
  token: string;
  phoneNumberId: string;
  /** The Graph API with its version, without a trailing slash. */
  graphUrl: string;
}

/** The one call the channel makes: `POST {graph}/{phone-number-id}/messages`. */
export class WhatsAppGraph {
  readonly #options: WhatsAppGraphOptions;

  constructor(options: WhatsAppGraphOptions) {
    this.#options = options;
  }

  /** Sends `message` to `to` (a reply to `replyTo` when given); resolves with its `wamid`. */
  async send(
    to: string,
    message: WhatsAppMessage,
    options: { replyTo?: string; signal: AbortSignal },
  ): Promise<string> {
    const { token, phoneNumberId, graphUrl } = this.#options;
    let response: Response;
    try {
      response = await fetch(`${graphUrl}/${phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          ...(options.replyTo === undefined ? {} : { context: { message_id: options.replyTo } }),
          ...message,
        }),
        signal: options.signal,
      });
    } catch (error) {
      throw new WhatsAppApiError(`network error: ${this.#redact(errorText(error))}`, undefined, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => "");
    const body = parseJsonObject(text);
    const id = (body?.messages as { id?: unknown }[] | undefined)?.[0]?.id;
    if (response.ok && typeof id === "string") return id;
    throw graphError(response, body?.error as GraphErrorBody | undefined);
  }

  #redact(text: string): string {
    return text.split(this.#options.token).join("<token>");
  }
}

/** A failed response: rate limits and Meta's hiccups are retried, anything else is final. */
function graphError(response: Response, error: GraphErrorBody | undefined): WhatsAppApiError {
  const code = typeof error?.code === "number" ? error.code : undefined;
  const described = error
    ? describeGraphError(error)
    : `HTTP ${response.status} without a Graph API error`;
  const message = `${response.status} ${described}`;
  const rateLimited = response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code));
  if (rateLimited) {
    return new WhatsAppApiError(message, code, {
      retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
    });
  }
  const transient =
    response.status >= 500 || (code !== undefined && TRANSIENT_CODES.has(code)) || !error;
  return new WhatsAppApiError(message, code, { permanent: !transient });
}
