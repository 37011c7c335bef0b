import { visibleCommaList } from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition, Environment } from "../channel-definition.js";
import { noAllowList, noDefaultRoute, publicPath, routeSummary } from "../channel-description.js";
import { DEFAULT_TEAMS_AUTHORITY, DEFAULT_TEAMS_SERVICE_URL } from "./teams-endpoints.js";
import type { TeamsTokenSource } from "./teams-token-source.js";

export interface TeamsConfig {
  /** The bot's Microsoft App ID. */
  appId: string;
  /** Its client secret. */
  appPassword: string;
  /** The tenant of a single-tenant bot; undefined for a multi-tenant one. */
  tenantId?: string;
  /** The Entra authority for tokens and their keys; undefined means Microsoft's public cloud. */
  authority?: string;
  /** The Bot Connector service for conversations not heard from yet; undefined means the default. */
  serviceUrl?: string;
  /** The default route: conversation ids where questions of sessions without routes go. */
  chats: string[];
  /** Who may answer (AAD object ids or Teams user ids); empty means anyone in a routed chat. */
  allowed: string[];
}

/** Test knobs: where outgoing calls get their token instead of MSAL. */
export interface TeamsTuning {
  tokens?: TeamsTokenSource;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
/** A Teams user id (`29:…`, `8:orgid:…`) or an AAD object id. */
const USER_ID =
  /^(?:[0-9]+:[^\s,]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/iu;
/** A Teams conversation id: `19:…@thread.tacv2`, `a:…`, `19:…@unq.gbl.spaces`, … */
const CONVERSATION_ID = /^[0-9a-z]+:[^\s,]+$/iu;

function httpUrl(env: Environment, name: string, httpsOnly = false): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const protocols = httpsOnly ? ["https:"] : ["https:", "http:"];
  if (!url || !protocols.includes(url.protocol))
    throw new Error(
      httpsOnly
        ? `${name}: expected an https URL (MSAL takes no other authority, so every token would fail), got "${value}"`
        : `${name}: expected an http(s) URL, got "${value}"`,
    );
  return value;
}

/** Microsoft Teams, on `ASK_USER_TEAMS_*`; none of them matter without `ASK_USER_TEAMS_APP_ID`. */
export const teamsChannel: ChannelDefinition<"teams", TeamsConfig, TeamsTuning> = {
  name: "teams",
  environment: [
    "ASK_USER_TEAMS_APP_ID",
    "ASK_USER_TEAMS_APP_PASSWORD",
    "ASK_USER_TEAMS_TENANT_ID",
    "ASK_USER_TEAMS_CHATS",
    "ASK_USER_TEAMS_ALLOWED",
    "ASK_USER_TEAMS_SERVICE_URL",
    "ASK_USER_TEAMS_AUTHORITY",
  ],
  readConfig(env) {
    const appId = env.ASK_USER_TEAMS_APP_ID?.trim();
    if (!appId) return undefined;
    if (!GUID.test(appId))
      throw new Error(
        `ASK_USER_TEAMS_APP_ID: expected the bot's Microsoft App ID, a GUID such as 00000000-0000-0000-0000-000000000000, got "${appId}"`,
      );
    const appPassword = env.ASK_USER_TEAMS_APP_PASSWORD?.trim();
    if (!appPassword)
      throw new Error(
        "ASK_USER_TEAMS_APP_PASSWORD: required with ASK_USER_TEAMS_APP_ID, the app registration's client secret",
      );
    const tenantId = env.ASK_USER_TEAMS_TENANT_ID?.trim();
    if (tenantId && !GUID.test(tenantId) && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/iu.test(tenantId))
      throw new Error(
        `ASK_USER_TEAMS_TENANT_ID: expected a tenant id (a GUID) or domain such as contoso.onmicrosoft.com, got "${tenantId}"`,
      );
    const chats = visibleCommaList("ASK_USER_TEAMS_CHATS", env.ASK_USER_TEAMS_CHATS);
    const badChat = chats.find((chat) => !CONVERSATION_ID.test(chat));
    if (badChat !== undefined)
      throw new Error(
        `ASK_USER_TEAMS_CHATS: expected comma-separated Teams conversation ids such as 19:abc@thread.tacv2, got "${badChat}"`,
      );
    const allowed = visibleCommaList("ASK_USER_TEAMS_ALLOWED", env.ASK_USER_TEAMS_ALLOWED);
    const badUser = allowed.find((user) => !USER_ID.test(user));
    if (badUser !== undefined)
      throw new Error(
        `ASK_USER_TEAMS_ALLOWED: expected comma-separated AAD object ids (GUIDs) or Teams user ids such as 29:1abc, got "${badUser}"`,
      );
    const serviceUrl = httpUrl(env, "ASK_USER_TEAMS_SERVICE_URL");
    const authority = httpUrl(env, "ASK_USER_TEAMS_AUTHORITY", true);
    return {
      appId,
      appPassword,
      ...(tenantId ? { tenantId } : {}),
      ...(authority ? { authority } : {}),
      ...(serviceUrl ? { serviceUrl } : {}),
      chats,
      allowed,
    };
  },
  describe(config, gateway) {
    return {
      summary: `${config.tenantId === undefined ? "multi-tenant" : `tenant ${config.tenantId}`}, Teams posts to ${publicPath(gateway.publicUrl, "/channels/teams/messages")}, ${routeSummary(config.chats.length, "conversation", config.allowed.length)}`,
      lacks: [
        ...(config.chats.length === 0 ? [noDefaultRoute("ASK_USER_TEAMS_CHATS")] : []),
        ...(config.allowed.length === 0
          ? [noAllowList("ASK_USER_TEAMS_ALLOWED", "anyone in a routed conversation")]
          : []),
      ],
    };
  },
  async setup(config, tuning) {
    const { TeamsAdapter } = await loadOptionalCode(
      "teams",
      ["@microsoft/agents-hosting", "@microsoft/agents-activity"],
      () => import("./teams-adapter.js"),
    );
    return {
      adapter: new TeamsAdapter({
        credentials: {
          appId: config.appId,
          appPassword: config.appPassword,
          authority: config.authority ?? DEFAULT_TEAMS_AUTHORITY,
          ...(config.tenantId === undefined ? {} : { tenantId: config.tenantId }),
        },
        serviceUrl: config.serviceUrl ?? DEFAULT_TEAMS_SERVICE_URL,
        allowedUsers: config.allowed,
        ...(tuning?.tokens === undefined ? {} : { tokens: tuning.tokens }),
      }),
      defaultChatIds: config.chats,
      allowedUsers: config.allowed,
    };
  },
};
