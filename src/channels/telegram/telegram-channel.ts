import { visibleCommaList } from "../../core/index.js";
import { loadChannelCode } from "../channel-code.js";
import type { ChannelDefinition } from "../channel-definition.js";
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

/** Telegram, on `TELEGRAM_*`; none of them matter without `TELEGRAM_BOT_TOKEN`. */
export const telegramChannel: ChannelDefinition<"telegram", TelegramConfig, TelegramTuning> = {
  name: "telegram",
  environment: [
    "TELEGRAM_BOT_TOKEN",
    "TELEGRAM_CHAT_ID",
    "TELEGRAM_ALLOWED_USERS",
    "TELEGRAM_API_ROOT",
    "TELEGRAM_WEBHOOK_URL",
    "TELEGRAM_WEBHOOK_SECRET",
  ],
  readConfig(env) {
    const token = env.TELEGRAM_BOT_TOKEN?.trim();
    if (!token) return undefined;
    const allowedUsers = visibleCommaList("TELEGRAM_ALLOWED_USERS", env.TELEGRAM_ALLOWED_USERS);
    const badUser = allowedUsers.find((user) => !/^\d+$/.test(user));
    if (badUser !== undefined)
      throw new Error(
        `TELEGRAM_ALLOWED_USERS: expected comma-separated numeric user ids, got "${badUser}"`,
      );
    const apiRoot = env.TELEGRAM_API_ROOT?.trim().replace(/\/+$/, "");
    const webhookUrl = env.TELEGRAM_WEBHOOK_URL?.trim();
    let webhook: TelegramConfig["webhook"];
    if (webhookUrl) {
      if (!/^https?:\/\//.test(webhookUrl))
        throw new Error(`TELEGRAM_WEBHOOK_URL: expected an http(s) URL, got "${webhookUrl}"`);
      const secret = env.TELEGRAM_WEBHOOK_SECRET?.trim() ?? "";
      // Telegram's own rule for secret_token; without one anybody could post fake taps.
      if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret))
        throw new Error(
          "TELEGRAM_WEBHOOK_SECRET: required with TELEGRAM_WEBHOOK_URL, 1-256 characters of A-Z, a-z, 0-9, _ and -",
        );
      webhook = { url: webhookUrl, secret };
    }
    return {
      token,
      ...(apiRoot ? { apiRoot } : {}),
      chatIds: visibleCommaList("TELEGRAM_CHAT_ID", env.TELEGRAM_CHAT_ID),
      allowedUsers,
      ...(webhook ? { webhook } : {}),
    };
  },
  async setup(config, tuning) {
    const { TelegramAdapter } = await loadChannelCode(
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
