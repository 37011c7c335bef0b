import type { Environment } from "./channel-definition.js";

/**
 * The settings' old names, each with the name it is read as now. Telegram, Slack and Discord
 * once read bare `TELEGRAM_*`, `SLACK_*` and `DISCORD_*` variables, which other tools on the same
 * machine read too; every setting now has the `ASK_USER_` prefix and the suffixes of the other
 * channels (`_TOKEN`, `_CHATS`, `_ALLOWED`, `_API_URL`). The old names are still read, with a
 * warning, until a later release drops this table.
 */
export const LEGACY_SETTINGS: Readonly<Record<string, string>> = {
  TELEGRAM_BOT_TOKEN: "ASK_USER_TELEGRAM_TOKEN",
  TELEGRAM_CHAT_ID: "ASK_USER_TELEGRAM_CHATS",
  TELEGRAM_ALLOWED_USERS: "ASK_USER_TELEGRAM_ALLOWED",
  TELEGRAM_API_ROOT: "ASK_USER_TELEGRAM_API_URL",
  TELEGRAM_WEBHOOK_URL: "ASK_USER_TELEGRAM_WEBHOOK_URL",
  TELEGRAM_WEBHOOK_SECRET: "ASK_USER_TELEGRAM_WEBHOOK_SECRET",
  SLACK_BOT_TOKEN: "ASK_USER_SLACK_TOKEN",
  SLACK_CHANNEL_ID: "ASK_USER_SLACK_CHATS",
  SLACK_ALLOWED_USERS: "ASK_USER_SLACK_ALLOWED",
  SLACK_SIGNING_SECRET: "ASK_USER_SLACK_SIGNING_SECRET",
  SLACK_APP_TOKEN: "ASK_USER_SLACK_APP_TOKEN",
  SLACK_API_URL: "ASK_USER_SLACK_API_URL",
  DISCORD_BOT_TOKEN: "ASK_USER_DISCORD_TOKEN",
  DISCORD_CHANNEL_ID: "ASK_USER_DISCORD_CHATS",
  DISCORD_ALLOWED_USERS: "ASK_USER_DISCORD_ALLOWED",
  DISCORD_PUBLIC_KEY: "ASK_USER_DISCORD_PUBLIC_KEY",
  DISCORD_API_URL: "ASK_USER_DISCORD_API_URL",
};

/** The environment as the settings are read from it, old names taken in. */
export interface RenamedSettings {
  /** `env` with each old name that counts copied to its new name; the old names are left as they are. */
  env: Environment;
  /** One line per old name that is set: read as its new name, or ignored beside it. */
  warnings: string[];
  /** Each new name that took its value from an old one, with that old name. */
  readFrom: ReadonlyMap<string, string>;
}

/**
 * Takes the old names in, once, where the environment is read: a set old name whose new name is
 * unset is read as the new name; when both are set, the new one wins. Either way a warning says
 * so. A blank old name counts as unset; a new name set to the empty string counts as set, which
 * keeps an old name that another tool reads (`SLACK_BOT_TOKEN`) from turning a channel on.
 */
export function renameLegacySettings(env: Environment): RenamedSettings {
  const renamed: Record<string, string | undefined> = {};
  const warnings: string[] = [];
  const readFrom = new Map<string, string>();
  for (const [old, current] of Object.entries(LEGACY_SETTINGS)) {
    const value = env[old];
    if (value === undefined || value.trim() === "") continue;
    const wins = env[current];
    if (wins !== undefined) {
      warnings.push(
        wins.trim() === ""
          ? `${old} is ignored: ${current} is set, empty, which keeps the old name from being read`
          : `${old} is ignored: ${current} is set and wins (the old name will stop being read in a later release)`,
      );
      continue;
    }
    renamed[current] = value;
    readFrom.set(current, old);
    warnings.push(
      `${old} is read as ${current}: rename it; the old name will stop working in a later release`,
    );
  }
  return { env: readFrom.size === 0 ? env : { ...env, ...renamed }, warnings, readFrom };
}

/**
 * An error of the settings, with each new name in it that was read from an old one followed by
 * that old name: `ASK_USER_SLACK_ALLOWED (set as SLACK_ALLOWED_USERS): expected …`.
 */
export function withOldNames(message: string, readFrom: ReadonlyMap<string, string>): string {
  let text = message;
  for (const [current, old] of readFrom)
    text = text.replace(
      new RegExp(`(?<![A-Z0-9_])${current}(?![A-Z0-9_])`),
      `${current} (set as ${old})`,
    );
  return text;
}
