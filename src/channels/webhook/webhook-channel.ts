import type { LookupFunction } from "node:net";
import { visibleCommaList } from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition } from "../channel-definition.js";
import { counted, noDefaultRoute } from "../channel-description.js";
import { readWebhookUrl } from "./webhook-url.js";

export interface WebhookConfig {
  /** The Standard Webhooks secret, `whsec_<base64>`. */
  secret: string;
  /** The default routes: where questions of sessions without their own routes go. */
  urls: string[];
  /** Whether private, loopback and link-local receivers may be reached. */
  allowPrivate: boolean;
}

/** Knobs for tests: name resolution of their own. */
export interface WebhookTuning {
  lookup?: LookupFunction;
}

/** Standard Webhooks' bounds for a secret's key, in bytes. */
const SECRET_BYTES = { min: 24, max: 64 };

/** Webhooks, on `ASK_USER_WEBHOOK_*`; none of them matter without `ASK_USER_WEBHOOK_SECRET`. */
export const webhookChannel: ChannelDefinition<"webhook", WebhookConfig, WebhookTuning> = {
  name: "webhook",
  environment: [
    "ASK_USER_WEBHOOK_SECRET",
    "ASK_USER_WEBHOOK_URLS",
    "ASK_USER_WEBHOOK_ALLOW_PRIVATE",
  ],
  readConfig(env) {
    const secret = env.ASK_USER_WEBHOOK_SECRET?.trim();
    if (!secret) return undefined;
    const key = /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)
      ? Buffer.from(secret.slice("whsec_".length), "base64")
      : undefined;
    if (!key || key.length < SECRET_BYTES.min || key.length > SECRET_BYTES.max)
      throw new Error(
        `ASK_USER_WEBHOOK_SECRET: expected whsec_ followed by the base64 of ${SECRET_BYTES.min} to ${SECRET_BYTES.max} random bytes`,
      );
    const allowText = env.ASK_USER_WEBHOOK_ALLOW_PRIVATE?.trim() ?? "";
    if (!["", "0", "1"].includes(allowText))
      throw new Error(`ASK_USER_WEBHOOK_ALLOW_PRIVATE: expected 1 or 0, got "${allowText}"`);
    const allowPrivate = allowText === "1";
    const urls = visibleCommaList("ASK_USER_WEBHOOK_URLS", env.ASK_USER_WEBHOOK_URLS).map((url) => {
      const read = readWebhookUrl(url, allowPrivate);
      if ("problem" in read) throw new Error(`ASK_USER_WEBHOOK_URLS: "${url}": ${read.problem}`);
      return read.address;
    });
    return { secret, urls, allowPrivate };
  },
  describe(config) {
    return {
      summary: `${counted(config.urls.length, "default URL")}${config.allowPrivate ? ", private addresses allowed" : ""}`,
      lacks: config.urls.length === 0 ? [noDefaultRoute("ASK_USER_WEBHOOK_URLS")] : [],
    };
  },
  async setup(config, tuning, gateway) {
    const { WebhookAdapter } = await loadOptionalCode(
      "webhook",
      ["standardwebhooks"],
      () => import("./webhook-adapter.js"),
    );
    return {
      adapter: new WebhookAdapter({
        secret: config.secret,
        allowPrivate: config.allowPrivate,
        publicUrl: () => gateway.publicUrl(),
        ...(tuning?.lookup === undefined ? {} : { lookup: tuning.lookup }),
      }),
      defaultChatIds: config.urls,
      allowedUsers: [],
    };
  },
};
