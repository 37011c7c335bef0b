import { visibleCommaList } from "../../core/index.js";
import type { ChannelDefinition, Environment } from "../channel-definition.js";
import { noDefaultRoute, publicPath, routeSummary } from "../channel-description.js";
import { DEFAULT_GRAPH_URL } from "./whatsapp-graph.js";

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The Graph API with its version, without a trailing slash. */
  graphUrl: string;
  /** The default route: numbers (digits only) questions of sessions without routes go to. */
  to: string[];
  /** Who may answer (numbers, digits only); empty means whoever the question was sent to. */
  allowed: string[];
  /** The pre-approved template that opens a closed 24-hour window. */
  template?: { name: string; language: string };
}

/** WhatsApp on the Business Cloud API, on `ASK_USER_WHATSAPP_TOKEN`; the rest matter only with it. */
export const whatsappChannel: ChannelDefinition<"whatsapp", WhatsAppConfig, never> = {
  name: "whatsapp",
  environment: [
    "ASK_USER_WHATSAPP_TOKEN",
    "ASK_USER_WHATSAPP_PHONE_NUMBER_ID",
    "ASK_USER_WHATSAPP_APP_SECRET",
    "ASK_USER_WHATSAPP_VERIFY_TOKEN",
    "ASK_USER_WHATSAPP_TO",
    "ASK_USER_WHATSAPP_ALLOWED",
    "ASK_USER_WHATSAPP_TEMPLATE_NAME",
    "ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE",
    "ASK_USER_WHATSAPP_GRAPH_URL",
  ],
  readConfig(env) {
    const token = env.ASK_USER_WHATSAPP_TOKEN?.trim();
    if (!token) return undefined;
    const phoneNumberId = env.ASK_USER_WHATSAPP_PHONE_NUMBER_ID?.trim() ?? "";
    if (!/^\d{1,32}$/u.test(phoneNumberId))
      throw new Error(
        `ASK_USER_WHATSAPP_PHONE_NUMBER_ID: required with ASK_USER_WHATSAPP_TOKEN, the numeric id of the business phone number (WhatsApp Manager, API Setup), got "${phoneNumberId}"`,
      );
    const appSecret = env.ASK_USER_WHATSAPP_APP_SECRET?.trim() ?? "";
    // Without it anybody could post fake answers to the webhook.
    if (!appSecret)
      throw new Error(
        "ASK_USER_WHATSAPP_APP_SECRET: required with ASK_USER_WHATSAPP_TOKEN, the Meta app's secret (App settings, Basic), which signs every webhook call",
      );
    const verifyToken = env.ASK_USER_WHATSAPP_VERIFY_TOKEN?.trim() ?? "";
    if (!/^[\x21-\x7e]{16,256}$/u.test(verifyToken))
      throw new Error(
        "ASK_USER_WHATSAPP_VERIFY_TOKEN: required with ASK_USER_WHATSAPP_TOKEN, 16-256 printable characters without spaces, the same as in the app's webhook settings (try: openssl rand -hex 16)",
      );
    const graphUrl = (env.ASK_USER_WHATSAPP_GRAPH_URL?.trim() || DEFAULT_GRAPH_URL).replace(
      /\/+$/u,
      "",
    );
    if (!/^https?:\/\/[^/]/u.test(graphUrl) || !URL.canParse(graphUrl))
      throw new Error(
        `ASK_USER_WHATSAPP_GRAPH_URL: expected an http(s) URL with the API version, such as ${DEFAULT_GRAPH_URL}, got "${graphUrl}"`,
      );
    const templateName = env.ASK_USER_WHATSAPP_TEMPLATE_NAME?.trim();
    const templateLanguage = env.ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE?.trim();
    if (
      templateName !== undefined &&
      templateName !== "" &&
      !/^[a-z0-9_]{1,512}$/u.test(templateName)
    )
      throw new Error(
        `ASK_USER_WHATSAPP_TEMPLATE_NAME: expected a template's name, lowercase letters, digits and _, got "${templateName}"`,
      );
    if (templateLanguage && !templateName)
      throw new Error(
        "ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: only with ASK_USER_WHATSAPP_TEMPLATE_NAME",
      );
    if (templateLanguage && !/^[a-z]{2,3}(_[A-Z]{2})?$/u.test(templateLanguage))
      throw new Error(
        `ASK_USER_WHATSAPP_TEMPLATE_LANGUAGE: expected the template's language code, such as en, en_US or de, got "${templateLanguage}"`,
      );
    return {
      token,
      phoneNumberId,
      appSecret,
      verifyToken,
      graphUrl,
      to: numbers(env, "ASK_USER_WHATSAPP_TO"),
      allowed: numbers(env, "ASK_USER_WHATSAPP_ALLOWED"),
      ...(templateName
        ? { template: { name: templateName, language: templateLanguage || "en" } }
        : {}),
    };
  },
  describe(config, gateway) {
    return {
      summary: `phone number id ${config.phoneNumberId}, Meta posts to ${publicPath(gateway.publicUrl, "/channels/whatsapp/webhook")}, ${routeSummary(config.to.length, "number", config.allowed.length)}`,
      lacks: [
        ...(config.template === undefined
          ? [
              "no ASK_USER_WHATSAPP_TEMPLATE_NAME: a question to a number that has not written in 24 hours ends as delivery_failed",
            ]
          : []),
        ...(config.to.length === 0 ? [noDefaultRoute("ASK_USER_WHATSAPP_TO")] : []),
      ],
    };
  },
  async setup(config) {
    const { WhatsAppAdapter } = await import("./whatsapp-adapter.js");
    return {
      adapter: new WhatsAppAdapter({
        token: config.token,
        phoneNumberId: config.phoneNumberId,
        appSecret: config.appSecret,
        verifyToken: config.verifyToken,
        graphUrl: config.graphUrl,
        ...(config.template === undefined ? {} : { template: config.template }),
      }),
      defaultChatIds: config.to,
      allowedUsers: config.allowed,
    };
  },
};

/**
 * A comma-separated list of phone numbers in international format, kept as WhatsApp ids are:
 * digits only (`+49 151 1234-567` is `491511234567`).
 */
function numbers(env: Environment, variable: string): string[] {
  return visibleCommaList(variable, env[variable]).map((item) => {
    const digits = item.replace(/[\s().-]/gu, "").replace(/^\+/u, "");
    if (!/^[1-9]\d{6,14}$/u.test(digits))
      throw new Error(
        `${variable}: expected comma-separated phone numbers in international format such as +491511234567, got "${item}"`,
      );
    return digits;
  });
}
