import type { GraphErrorBody } from "./whatsapp-graph.js";

/** What a message from a human carries, as far as the gateway reads it. */
export type MessageContent =
  /** Typed text. */
  | { type: "text"; text: string }
  /** A tap on a reply button or a list row the gateway sent: the control's id. */
  | { type: "control"; id: string }
  /** A tap on a template's quick-reply button. */
  | { type: "template_button" }
  /** Anything else: media, a reaction, a location. */
  | { type: "other" };

/** One event of a webhook call, for the configured phone number. */
export type WebhookEvent =
  | {
      kind: "message";
      /** The message's `wamid`. */
      id: string;
      /** The sender's WhatsApp id: their phone number, digits only. */
      from: string;
      timestamp: string;
      /** The message it replies to: the prompt whose button was tapped, or one quoted. */
      context?: string;
      content: MessageContent;
    }
  | {
      kind: "status";
      /** The `wamid` of the gateway's message the status is about. */
      id: string;
      recipient: string;
      timestamp: string;
      /** sent, delivered, read or failed. */
      status: string;
      error?: GraphErrorBody;
    };

/**
 * The events of a webhook body (`whatsapp_business_account`, changes of field `messages`)
 * sent to `phoneNumberId`; anything malformed, or for another number of the app, is left out.
 */
export function readWebhookEvents(
  body: Record<string, unknown>,
  phoneNumberId: string,
): WebhookEvent[] {
  if (body.object !== "whatsapp_business_account") return [];
  const events: WebhookEvent[] = [];
  for (const entry of list(body.entry))
    for (const change of list(record(entry)?.changes)) {
      const fields = record(change);
      const value = record(fields?.value);
      if (fields?.field !== "messages" || !value) continue;
      if (string(record(value.metadata)?.phone_number_id) !== phoneNumberId) continue;
      for (const item of list(value.messages)) {
        const message = readMessage(record(item));
        if (message) events.push(message);
      }
      for (const item of list(value.statuses)) {
        const status = readStatus(record(item));
        if (status) events.push(status);
      }
    }
  return events;
}

function readMessage(message: Record<string, unknown> | undefined): WebhookEvent | undefined {
  const id = string(message?.id);
  const from = string(message?.from);
  const timestamp = string(message?.timestamp);
  if (!message || !id || !from || !/^\d{1,20}$/u.test(from) || !timestamp) return undefined;
  const context = string(record(message.context)?.id);
  return {
    kind: "message",
    id,
    from,
    timestamp,
    ...(context ? { context } : {}),
    content: readContent(message),
  };
}

function readContent(message: Record<string, unknown>): MessageContent {
  switch (message.type) {
    case "text": {
      const text = string(record(message.text)?.body);
      return text === undefined ? { type: "other" } : { type: "text", text };
    }
    case "interactive": {
      const interactive = record(message.interactive);
      const reply = record(interactive?.button_reply) ?? record(interactive?.list_reply);
      const id = string(reply?.id);
      return id === undefined ? { type: "other" } : { type: "control", id };
    }
    case "button":
      return { type: "template_button" };
    default:
      return { type: "other" };
  }
}

function readStatus(status: Record<string, unknown> | undefined): WebhookEvent | undefined {
  const id = string(status?.id);
  const recipient = string(status?.recipient_id);
  const timestamp = string(status?.timestamp);
  const state = string(status?.status);
  if (!status || !id || !recipient || !timestamp || !state) return undefined;
  const error = record(list(status.errors)[0]);
  return {
    kind: "status",
    id,
    recipient,
    timestamp,
    status: state,
    ...(error ? { error: error as GraphErrorBody } : {}),
  };
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function string(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
