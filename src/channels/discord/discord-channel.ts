import { visibleCommaList } from "../../core/index.js";
import { loadChannelCode } from "../channel-code.js";
import type { ChannelDefinition, Environment } from "../channel-definition.js";

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

/** Discord, on `DISCORD_*`; none of them matter without `DISCORD_BOT_TOKEN`. */
export const discordChannel: ChannelDefinition<"discord", DiscordConfig, never> = {
  name: "discord",
  environment: [
    "DISCORD_BOT_TOKEN",
    "DISCORD_CHANNEL_ID",
    "DISCORD_ALLOWED_USERS",
    "DISCORD_PUBLIC_KEY",
    "DISCORD_API_URL",
  ],
  readConfig(env) {
    const token = env.DISCORD_BOT_TOKEN?.trim().replace(/^Bot\s+/i, "");
    if (!token) return undefined;
    const channelIds = snowflakes(env, "DISCORD_CHANNEL_ID", "channel");
    const allowedUsers = snowflakes(env, "DISCORD_ALLOWED_USERS", "user");
    const apiUrl = env.DISCORD_API_URL?.trim().replace(/\/+$/, "");
    if (apiUrl && !/^https?:\/\//.test(apiUrl))
      throw new Error(`DISCORD_API_URL: expected an http(s) URL, got "${apiUrl}"`);
    const publicKey = env.DISCORD_PUBLIC_KEY?.trim();
    // Without a valid key the interactions route could not tell Discord from anybody else.
    if (publicKey && !/^[0-9a-fA-F]{64}$/.test(publicKey))
      throw new Error(
        "DISCORD_PUBLIC_KEY: expected the application's public key, 64 hex characters (General Information in the Developer Portal)",
      );
    return {
      token,
      ...(apiUrl ? { apiUrl } : {}),
      channelIds,
      allowedUsers,
      ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}),
    };
  },
  async setup(config) {
    const { DiscordAdapter } = await loadChannelCode(
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
