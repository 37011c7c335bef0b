import { visibleCommaList } from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition, Environment } from "../channel-definition.js";
import { noAllowList, noDefaultRoute, publicPath, routeSummary } from "../channel-description.js";

export interface DiscordConfig {
  /** The bot token. */
  token: string;
  /** The REST API; undefined means Discord's own. */
  apiUrl?: string;
  /** The default route: channel ids (a DM channel too) where questions of sessions go. */
  channelIds: string[];
  /** Who may answer (user ids); empty means anyone in a routed channel. */
  allowedUsers: string[];
  /** The application's public key (hex): interactions may then also arrive over HTTP. */
  publicKey?: string;
}

/** Discord, on `ASK_USER_DISCORD_*`; none of them matter without `ASK_USER_DISCORD_TOKEN`. */
export const discordChannel: ChannelDefinition<"discord", DiscordConfig, never> = {
  name: "discord",
  environment: [
    "ASK_USER_DISCORD_TOKEN",
    "ASK_USER_DISCORD_CHATS",
    "ASK_USER_DISCORD_ALLOWED",
    "ASK_USER_DISCORD_PUBLIC_KEY",
    "ASK_USER_DISCORD_API_URL",
  ],
  readConfig(env) {
    const token = env.ASK_USER_DISCORD_TOKEN?.trim().replace(/^Bot\s+/i, "");
    if (!token) return undefined;
    const channelIds = snowflakes(env, "ASK_USER_DISCORD_CHATS", "channel");
    const allowedUsers = snowflakes(env, "ASK_USER_DISCORD_ALLOWED", "user");
    const apiUrl = env.ASK_USER_DISCORD_API_URL?.trim().replace(/\/+$/, "");
    if (apiUrl && !/^https?:\/\//.test(apiUrl))
      throw new Error(`ASK_USER_DISCORD_API_URL: expected an http(s) URL, got "${apiUrl}"`);
    const publicKey = env.ASK_USER_DISCORD_PUBLIC_KEY?.trim();
    // Without a valid key the interactions route could not tell Discord from anybody else.
    if (publicKey && !/^[0-9a-fA-F]{64}$/.test(publicKey))
      throw new Error(
        "ASK_USER_DISCORD_PUBLIC_KEY: expected the application's public key, 64 hex characters (General Information in the Developer Portal)",
      );
    return {
      token,
      ...(apiUrl ? { apiUrl } : {}),
      channelIds,
      allowedUsers,
      ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}),
    };
  },
  describe(config, gateway) {
    const interactions =
      config.publicKey === undefined
        ? ""
        : `, interactions also at ${publicPath(gateway.publicUrl, "/channels/discord/interactions")}`;
    return {
      summary: `Gateway connection${interactions}, ${routeSummary(config.channelIds.length, "channel", config.allowedUsers.length)}`,
      lacks: [
        ...(config.channelIds.length === 0 ? [noDefaultRoute("ASK_USER_DISCORD_CHATS")] : []),
        ...(config.allowedUsers.length === 0
          ? [noAllowList("ASK_USER_DISCORD_ALLOWED", "anyone in a routed channel")]
          : []),
      ],
    };
  },
  async setup(config) {
    const { DiscordAdapter } = await loadOptionalCode(
      "discord",
      ["discord.js"],
      () => import("./discord-adapter.js"),
    );
    return {
      adapter: new DiscordAdapter({
        token: config.token,
        ...(config.apiUrl === undefined ? {} : { apiUrl: config.apiUrl }),
        ...(config.publicKey === undefined ? {} : { publicKey: config.publicKey }),
      }),
      defaultChatIds: config.channelIds,
      allowedUsers: config.allowedUsers,
    };
  },
};

/** A comma-separated list of Discord ids (snowflakes), refused whole if one is not. */
function snowflakes(env: Environment, name: string, what: string): string[] {
  const ids = visibleCommaList(name, env[name]);
  const bad = ids.find((id) => !/^\d{17,20}$/.test(id));
  if (bad !== undefined)
    throw new Error(
      `${name}: expected comma-separated ${what} ids (17-20 digits, from Copy ID in Developer Mode), got "${bad}"`,
    );
  return ids;
}
