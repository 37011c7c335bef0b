import { describe, expect, it } from "vitest";
import { emailChannel } from "../../../src/channels/email/email-channel.js";

const BASE = {
  ASK_USER_SMTP_URL: "smtps://ask-user%40example.com:app-password@smtp.example.com:465",
  ASK_USER_EMAIL_FROM: "Ask User <ask-user@example.com>",
  ASK_USER_EMAIL_LINK_SECRET: "0123456789abcdef0123456789abcdef",
};

describe("email configuration", () => {
  it("is off without ASK_USER_SMTP_URL", () => {
    expect(emailChannel.readConfig({ ASK_USER_EMAIL_FROM: "a@example.com" })).toBeUndefined();
  });

  it("reads the SMTP URL, sender, link secret, default recipients and allowed senders", () => {
    expect(
      emailChannel.readConfig({
        ...BASE,
        ASK_USER_EMAIL_TO: "ada@Example.COM, bob@example.org",
        ASK_USER_EMAIL_ALLOWED: "ada@example.com",
      }),
    ).toEqual({
      smtpUrl: BASE.ASK_USER_SMTP_URL,
      from: "Ask User <ask-user@example.com>",
      linkSecret: BASE.ASK_USER_EMAIL_LINK_SECRET,
      to: ["ada@example.com", "bob@example.org"],
      allowed: ["ada@example.com"],
    });
    expect(
      emailChannel.readConfig({
        ...BASE,
        ASK_USER_IMAP_URL: "imaps://you%40example.com:pw@imap.example.com",
      })?.imap,
    ).toEqual({
      host: "imap.example.com",
      port: 993,
      secure: true,
      user: "you@example.com",
      password: "pw",
      mailbox: "INBOX",
    });
  });

  it.each([
    [
      { ASK_USER_SMTP_URL: "https://smtp.example.com" },
      /^ASK_USER_SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    [
      { ASK_USER_EMAIL_FROM: "" },
      /^ASK_USER_EMAIL_FROM: required with ASK_USER_SMTP_URL, a mail address/,
    ],
    [{ ASK_USER_EMAIL_FROM: "Ask User" }, /got "Ask User"$/],
    [
      { ASK_USER_EMAIL_LINK_SECRET: "short" },
      /^ASK_USER_EMAIL_LINK_SECRET: required with ASK_USER_SMTP_URL, at least 32 characters/,
    ],
    [
      { ASK_USER_EMAIL_TO: "ada@example.com, Bob <bob@example.com>" },
      /^ASK_USER_EMAIL_TO: expected comma-separated mail addresses such as ada@example.com, got "Bob <bob@example.com>"$/,
    ],
    [
      { ASK_USER_IMAP_URL: "imaps://imap.example.com" },
      /^ASK_USER_IMAP_URL: expected the user and password in the URL$/,
    ],
    [
      { ASK_USER_EMAIL_INBOUND_SECRET: "short" },
      /^ASK_USER_EMAIL_INBOUND_SECRET: at least 32 characters when set/,
    ],
    [
      { ASK_USER_EMAIL_ALLOWED: "ada" },
      /^ASK_USER_EMAIL_ALLOWED: expected comma-separated mail addresses/,
    ],
  ])("refuses %o naming the variable and its rule", (change, message) => {
    expect(() => emailChannel.readConfig({ ...BASE, ...change })).toThrow(message);
  });
});
