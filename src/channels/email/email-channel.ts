import {
  HIDDEN_CHARACTERS_RULE,
  hasHiddenCharacters,
  quoteVisibly,
  visibleCommaList,
} from "../../core/index.js";
import { loadOptionalCode } from "../../core/optional-code.js";
import type { ChannelDefinition, Environment } from "../channel-definition.js";
import { noDefaultRoute, routeSummary } from "../channel-description.js";
import { normalizeAddress } from "./email-address.js";
import { type ImapSettings, readImapUrl } from "./imap-url.js";

export interface EmailConfig {
  smtpUrl: string;
  from: string;
  linkSecret: string;
  /** The default route: where questions of sessions without their own routes are mailed. */
  to: string[];
  /** Who may answer; empty means whoever the question was mailed to. */
  allowed: string[];
  /** The bearer token of the inbound-mail route, which is served only with it. */
  inboundSecret?: string;
  /** The mailbox replies are read from by IMAP. */
  imap?: ImapSettings;
}

/** Knobs for tests: how often the mailbox is read besides IDLE's notices. */
export interface EmailTuning {
  imapPollMs?: number;
}

/** IDLE reports new mail at once; the poll only catches what a lost notice missed. */
const IMAP_POLL_MS = 60_000;

/** A secret shorter than this is guessable offline from one signed link. */
const MIN_SECRET_LENGTH = 32;

/** Email over SMTP, on `ASK_USER_SMTP_URL`; the other variables matter only with it. */
export const emailChannel: ChannelDefinition<"email", EmailConfig, EmailTuning> = {
  name: "email",
  environment: [
    "ASK_USER_SMTP_URL",
    "ASK_USER_EMAIL_FROM",
    "ASK_USER_EMAIL_LINK_SECRET",
    "ASK_USER_EMAIL_TO",
    "ASK_USER_EMAIL_ALLOWED",
    "ASK_USER_EMAIL_INBOUND_SECRET",
    "ASK_USER_IMAP_URL",
  ],
  readConfig(env) {
    const smtpUrl = env.ASK_USER_SMTP_URL?.trim();
    if (!smtpUrl) return undefined;
    if (!/^smtps?:\/\/[^/]/u.test(smtpUrl) || !URL.canParse(smtpUrl))
      throw new Error(
        "ASK_USER_SMTP_URL: expected an smtp:// or smtps:// URL such as smtps://user:app-password@smtp.example.com:465",
      );
    const from = env.ASK_USER_EMAIL_FROM?.trim() ?? "";
    if (hasHiddenCharacters(from))
      throw new Error(`ASK_USER_EMAIL_FROM: ${HIDDEN_CHARACTERS_RULE}, got ${quoteVisibly(from)}`);
    const fromAddress = /<([^<>]+)>$/u.exec(from)?.[1] ?? from;
    if (normalizeAddress(fromAddress) === undefined)
      throw new Error(
        `ASK_USER_EMAIL_FROM: required with ASK_USER_SMTP_URL, a mail address such as ask-user@example.com or "Ask User <ask-user@example.com>", got "${from}"`,
      );
    const linkSecret = env.ASK_USER_EMAIL_LINK_SECRET?.trim() ?? "";
    if (linkSecret.length < MIN_SECRET_LENGTH)
      throw new Error(
        `ASK_USER_EMAIL_LINK_SECRET: required with ASK_USER_SMTP_URL, at least ${MIN_SECRET_LENGTH} characters (try: openssl rand -hex 32)`,
      );
    const inboundSecret = env.ASK_USER_EMAIL_INBOUND_SECRET?.trim() || undefined;
    if (inboundSecret !== undefined && inboundSecret.length < MIN_SECRET_LENGTH)
      throw new Error(
        `ASK_USER_EMAIL_INBOUND_SECRET: at least ${MIN_SECRET_LENGTH} characters when set (try: openssl rand -hex 32)`,
      );
    const imapUrl = env.ASK_USER_IMAP_URL?.trim();
    const imap = imapUrl ? readImapUrl(imapUrl) : undefined;
    if (typeof imap === "string") throw new Error(`ASK_USER_IMAP_URL: ${imap}`);
    return {
      smtpUrl,
      from,
      linkSecret,
      to: addresses(env, "ASK_USER_EMAIL_TO"),
      allowed: addresses(env, "ASK_USER_EMAIL_ALLOWED"),
      ...(inboundSecret ? { inboundSecret } : {}),
      ...(imap ? { imap } : {}),
    };
  },
  describe(config, gateway) {
    const replies = [
      ...(config.imap ? ["IMAP"] : []),
      ...(config.inboundSecret ? ["POST /channels/email/inbound"] : []),
    ];
    return {
      summary: `from ${config.from}, replies by ${replies.length === 0 ? "nothing" : replies.join(" and ")}, ${routeSummary(config.to.length, "recipient", config.allowed.length)}`,
      lacks: [
        ...(config.imap || !config.inboundSecret
          ? []
          : ["no ASK_USER_IMAP_URL: replies arrive only through POST /channels/email/inbound"]),
        ...(replies.length === 0
          ? [
              "no ASK_USER_IMAP_URL or ASK_USER_EMAIL_INBOUND_SECRET: replies by mail are not read, only the links answer",
            ]
          : []),
        ...(gateway.publicUrl === undefined
          ? [
              "no ASK_USER_PUBLIC_URL: the links lead to where the gateway listens, which works only on this machine",
            ]
          : []),
        ...(config.to.length === 0 ? [noDefaultRoute("ASK_USER_EMAIL_TO")] : []),
      ],
    };
  },
  async setup(config, tuning, gateway) {
    const { EmailAdapter } = await loadOptionalCode(
      "email",
      ["nodemailer", "imapflow", "mailparser"],
      () => import("./email-adapter.js"),
    );
    return {
      adapter: new EmailAdapter({
        smtpUrl: config.smtpUrl,
        from: config.from,
        linkSecret: config.linkSecret,
        publicUrl: () => gateway.publicUrl(),
        ...(config.inboundSecret === undefined ? {} : { inboundSecret: config.inboundSecret }),
        allowed: config.allowed,
        ...(config.imap === undefined
          ? {}
          : { imap: { settings: config.imap, pollMs: tuning?.imapPollMs ?? IMAP_POLL_MS } }),
      }),
      defaultChatIds: config.to,
      allowedUsers: config.allowed,
    };
  },
};

/** A comma-separated list of plain addresses, as the gateway keeps them. */
function addresses(env: Environment, variable: string): string[] {
  return visibleCommaList(variable, env[variable]).map((item) => {
    const address = normalizeAddress(item);
    if (address === undefined)
      throw new Error(
        `${variable}: expected comma-separated mail addresses such as ada@example.com, got "${item}"`,
      );
    return address;
  });
}
