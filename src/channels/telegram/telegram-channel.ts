import { visibleCommaList } from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition } from "../channel-definition.js";
import { noAllowList, noDefaultRoute, routeSummary } from "../channel-description.js";
import type { ThrottleOptions } from "./throttle-options.js";

export interface TelegramConfig {
  token: string;
  /** The Bot API server; undefined means Telegram's own. */
  apiRoot?: string;
  /** The default route: where questions of sessions without their own routes go. */
  chatIds: string[];
  /** Who may answer; empty means anyone in a routed chat. */
  allowedUsers: string[];
  /** Webhook mode instead of long polling. */
  webhook?: { url: string; secret: string };
}

/** Knobs for tests: a short long poll, no throttling. */
export interface TelegramTuning {
  pollingTimeoutSeconds?: number;
  throttle?: Partial<ThrottleOptions>;
}

/** Telegram, on `ASK_USER_TELEGRAM_*`; none of them matter without `ASK_USER_TELEGRAM_TOKEN`. */
export const telegramChannel: ChannelDefinition<"telegram", TelegramConfig, TelegramTuning> = {
  name: "telegram",
  environment: [
    "ASK_USER_TELEGRAM_TOKEN",
    "ASK_USER_TELEGRAM_CHATS",
    "ASK_USER_TELEGRAM_ALLOWED",
    "ASK_USER_TELEGRAM_API_URL",
    "ASK_USER_TELEGRAM_WEBHOOK_URL",
    "ASK_USER_TELEGRAM_WEBHOOK_SECRET",
  ],
  readConfig(env) {
    const token = env.ASK_USER_TELEGRAM_TOKEN?.trim();
    if (!token) return undefined;
    const allowedUsers = visibleCommaList(
      "ASK_USER_TELEGRAM_ALLOWED",
      env.ASK_USER_TELEGRAM_ALLOWED,
    );
    const badUser = allowedUsers.find((user) => !/^\d+$/.test(user));
    if (badUser !== undefined)
      throw new Error(
        `ASK_USER_TELEGRAM_ALLOWED: expected comma-separated numeric user ids, got "${badUser}"`,
      );
    const apiRoot = env.ASK_USER_TELEGRAM_API_URL?.trim().replace(/\/+$/, "");
    const webhookUrl = env.ASK_USER_TELEGRAM_WEBHOOK_URL?.trim();
    let webhook: TelegramConfig["webhook"];
    if (webhookUrl) {
      if (!/^https?:\/\//.test(webhookUrl))
        throw new Error(
          `ASK_USER_TELEGRAM_WEBHOOK_URL: expected an http(s) URL, got "${webhookUrl}"`,
        );
      const secret = env.ASK_USER_TELEGRAM_WEBHOOK_SECRET?.trim() ?? "";
      // Telegram's own rule for secret_token; without one anybody could post fake taps.
      if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret))
        throw new Error(
          "ASK_USER_TELEGRAM_WEBHOOK_SECRET: required with ASK_USER_TELEGRAM_WEBHOOK_URL, 1-256 characters of A-Z, a-z, 0-9, _ and -",
        );
      webhook = { url: webhookUrl, secret };
    }
    return {
      token,
      ...(apiRoot ? { apiRoot } : {}),
      chatIds: visibleCommaList("ASK_USER_TELEGRAM_CHATS", env.ASK_USER_TELEGRAM_CHATS),
      allowedUsers,
      ...(webhook ? { webhook } : {}),
    };
  },
  describe(config) {
    return {
      summary: `${config.webhook ? `webhook mode: Telegram posts to ${config.webhook.url}` : "long polling"}, ${routeSummary(config.chatIds.length, "chat", config.allowedUsers.length)}`,
      lacks: [
        ...(config.chatIds.length === 0 ? [noDefaultRoute("ASK_USER_TELEGRAM_CHATS")] : []),
        ...(config.allowedUsers.length === 0
          ? [noAllowList("ASK_USER_TELEGRAM_ALLOWED", "anyone in a routed chat")]
          : []),
      ],
    };
  },
  async setup(config, tuning) {
    const { TelegramAdapter } = await loadOptionalCode(
      "telegram",
      ["grammy"],
      () => import("./telegram-adapter.js"),
    );
    return {
      adapter: new TelegramAdapter({
        token: config.token,
        ...(config.apiRoot === undefined ? {} : { apiRoot: config.apiRoot }),
        ...(config.webhook === undefined ? {} : { webhook: config.webhook }),
        ...tuning,
      }),
      defaultChatIds: config.chatIds,
      allowedUsers: config.allowedUsers,
    };
  },
};
