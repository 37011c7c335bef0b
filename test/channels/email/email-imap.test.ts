import { existsSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmailAdapter } from "../../../src/channels/email/email-adapter.js";
import { readImapUrl } from "../../../src/channels/email/imap-url.js";
import type { QuestionStore } from "../../../src/store/question-store.js";
import { deployPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { DOVECOT, DovecotServer } from "./dovecot-server.js";
import { MailCatcher } from "./mail-catcher.js";

const ADA = "ada@example.com";
const MAILBOX = "ask-user";

/** A reply as it lands in the gateway's mailbox. */
function reply(from: string, inReplyTo: string, text: string, extra: string[] = []): string {
  return [
    `From: ${from}`,
    "To: ask-user@example.test",
    "Subject: Re: Question: Deploy",
    `Message-ID: <${Math.random().toString(36).slice(2)}@example.com>`,
    `In-Reply-To: ${inReplyTo}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    ...extra,
    "",
    text,
  ].join("\r\n");
}

describe("email replies read by IMAP from a real Dovecot", () => {
  // Dovecot is a test dependency like Chromium (.ci/run installs it): its absence fails here.
  it("has Debian's Dovecot to test against", () => {
    expect(existsSync(DOVECOT), `${DOVECOT} is missing: apt-get install dovecot-imapd`).toBe(true);
  });

  let smtp: MailCatcher;
  let smtpUrl: string;
  let imap: DovecotServer;
  let rig: ChannelRig | undefined;

  const startRig = async (store?: QuestionStore, pollMs = 60_000, allowed: string[] = []) => {
    const settings = readImapUrl(imap.url(MAILBOX));
    if (typeof settings === "string") throw new Error(settings);
    const adapter = new EmailAdapter({
      smtpUrl,
      from: "ask-user@example.test",
      linkSecret: "a-link-secret-of-at-least-32-characters",
      publicUrl: () => "https://ask.example.test",
      // By default a poll far beyond the test's waits: replies arrive through IDLE's notice.
      imap: { settings, pollMs },
      allowed,
    });
    rig = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [ADA], allowedUsers: allowed }],
      retry: FAST_RETRY,
      ...(store ? { store } : {}),
    });
    return rig;
  };
  const asked = async (current: ChannelRig, locale: "en" | "de" | "th" = "en") => {
    const record = await current.ask(deployPrompt(), { locale });
    const prompt = await smtp.mail(smtp.mails.length + 1);
    await current.idle();
    return { record, promptId: prompt.messageId ?? "" };
  };

  beforeEach(async () => {
    smtp = new MailCatcher();
    smtpUrl = await smtp.start();
    imap = new DovecotServer({ [MAILBOX]: "mailbox-password" });
    await imap.start();
  });

  afterEach(async () => {
    await rig?.close();
    rig = undefined;
    await imap.close();
    await smtp.close();
  });

  it("answers a reply the moment it lands (IDLE), and marks it seen", async () => {
    const current = await startRig();
    const { record, promptId } = await asked(current, "de");
    await imap.deliver(
      MAILBOX,
      reply(ADA, promptId, "2\n\nAm Mo., 1. Dez. 2026 um 11:00 Uhr schrieb Ask User:\n> Deploy"),
    );
    expect(await current.result(record, 5000)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await vi.waitFor(
      async () =>
        expect(await imap.inbox(MAILBOX)).toEqual([
          { subject: "Re: Question: Deploy", seen: true },
        ]),
      { timeout: 10_000 },
    );
  });

  it("refuses a stranger (telling them why), ignores a bounce, and mails a clarification for an unreadable reply", async () => {
    const current = await startRig();
    const { record, promptId } = await asked(current);
    await imap.deliver(MAILBOX, reply("eve@example.org", promptId, "1"));
    await imap.deliver(
      MAILBOX,
      reply("MAILER-DAEMON@mx.example.com", promptId, "1", ["Auto-Submitted: auto-replied"]),
    );
    await imap.deliver(MAILBOX, reply(ADA, promptId, "7\n\n> Deploy"));
    // Mails are read in the order they arrived.
    const refusal = await smtp.mail(2);
    expect(refusal.to).toMatchObject({ value: [{ address: "eve@example.org" }] });
    expect(refusal.text?.trim()).toBe(
      `Your reply from eve@example.org does not count: this question went to ${ADA}, and only replies from that address count.`,
    );
    const clarification = await smtp.mail(3);
    expect(clarification.text?.trim()).toMatch(/^There is no option 7 — reply with /u);
    await vi.waitFor(
      async () =>
        expect((await imap.inbox(MAILBOX)).map((mail) => mail.seen)).toEqual([true, true, true]),
      { timeout: 10_000 },
    );
    expect(await current.status(record)).toBe("pending");
    expect(smtp.mails).toHaveLength(3);
  });

  it("answers a list's prompt with an allowed member's reply, not the member's own open question", async () => {
    const current = await startRig(undefined, 60_000, [ADA]);
    const list = await current.ask(deployPrompt(), {
      routes: [{ channel: "email", chatId: "team@example.com" }],
    });
    const listPrompt = await smtp.mail(1);
    const own = await asked(current);
    await imap.deliver(MAILBOX, reply("Ada <ADA@Example.com>", listPrompt.messageId ?? "", "2"));
    expect(await current.result(list, 5000)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(await current.status(own.record)).toBe("pending");
  });

  it("polls a server that offers no IDLE", async () => {
    await imap.close();
    imap = new DovecotServer({ [MAILBOX]: "mailbox-password" }, { idle: false });
    await imap.start();
    const current = await startRig(undefined, 300);
    const { record, promptId } = await asked(current);
    await imap.deliver(MAILBOX, reply(ADA, promptId, "1"));
    expect(await current.result(record, 5000)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });

  it("reads after a restart what arrived while the gateway was down", async () => {
    const first = await startRig();
    const { record, promptId } = await asked(first, "th");
    await first.close();
    rig = undefined;
    await imap.deliver(MAILBOX, reply(ADA, promptId, "ข้าม\n\n> Deploy"));

    const second = await startRig(first.store);
    expect(await second.result(record, 5000)).toMatchObject({
      status: "no_answer",
      reason: "skipped",
    });
  });
});

describe("ASK_USER_IMAP_URL", () => {
  it("reads host, port, TLS, credentials and mailbox", () => {
    expect(readImapUrl("imaps://you%40gmail.com:app%20pw@imap.gmail.com/Ask%20User")).toEqual({
      host: "imap.gmail.com",
      port: 993,
      secure: true,
      user: "you@gmail.com",
      password: "app pw",
      mailbox: "Ask User",
    });
    expect(readImapUrl("imap://u:p@127.0.0.1:1143")).toMatchObject({
      port: 1143,
      secure: false,
      mailbox: "INBOX",
    });
    expect(readImapUrl("https://imap.example.com")).toMatch(
      /^expected an imap:\/\/ or imaps:\/\/ URL/u,
    );
    expect(readImapUrl("imaps://imap.example.com")).toBe(
      "expected the user and password in the URL",
    );
  });
});
