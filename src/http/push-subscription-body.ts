import * as z from "zod";
import { fromBase64Url } from "../core/index.js";

const bytesRule = (count: number, what: string) =>
  z
    .string({ error: `expected ${what} as ${count} bytes in base64url` })
    .refine((text) => fromBase64Url(text)?.length === count, {
      error: `expected ${what} as ${count} bytes in base64url`,
    });

/** Control characters (U+0000 among them, which PostgreSQL cannot store) belong in no URL or name. */
const CONTROL = /\p{Cc}/u;
const ENDPOINT_RULE = "expected the push service's https: URL (at most 2048 characters)";
const LABEL_RULE = "expected a non-blank name of at most 100 characters";

/**
 * `POST /v1/push/subscriptions`: the browser's `PushSubscription.toJSON()` and a name for the
 * device. Read by its route and documented from the same schema.
 */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z
    .string({ error: ENDPOINT_RULE })
    .max(2048, { error: ENDPOINT_RULE })
    .refine(
      (text) => !CONTROL.test(text) && URL.canParse(text) && new URL(text).protocol === "https:",
      {
        error: ENDPOINT_RULE,
      },
    )
    .meta({
      description:
        "Where the push service takes this device's messages. Its host must be a public address (no private, loopback, link-local or special-purpose one, `localhost` included) unless the gateway sets ASK_USER_PUSH_ALLOW_PRIVATE=1; otherwise 400 `invalid_request` naming `endpoint`.",
    }),
  expirationTime: z
    .number({ error: "expected a time in milliseconds, or null" })
    .nullable()
    .optional()
    .meta({ description: "As the browser gives it; not used." }),
  keys: z.strictObject(
    {
      p256dh: bytesRule(65, "the device's P-256 public key"),
      auth: bytesRule(16, "the device's auth secret"),
    },
    { error: "expected { p256dh, auth }" },
  ),
  label: z
    .string({ error: LABEL_RULE })
    .trim()
    .min(1, { error: LABEL_RULE })
    .max(100, { error: LABEL_RULE })
    .refine((text) => !CONTROL.test(text), { error: "expected no control characters" })
    .optional()
    .meta({ description: "What the device is called in the list of notified devices." }),
});
