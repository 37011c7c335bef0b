import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_INBOUND_PATH, EmailAdapter } from "../../../src/channels/email/email-adapter.js";
import { ownWords } from "../../../src/channels/email/email-reply.js";
import type { Locale } from "../../../src/core/index.js";
import { deployPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { MailCatcher } from "./mail-catcher.js";

const ADA = "ada@example.com";
const INBOUND_SECRET = "an-inbound-secret-of-32-characters-or-more";

describe("a reply's own words", () => {
  it.each([
    [
      "2\n\nOn Mon, 1 Dec 2026 at 11:00, Ask User <ask-user@example.test> wrote:\n> Deploy\n> 1. Staging",
      "2",
    ],
    [
      "Production\n\nAm Mo., 1. Dez. 2026 um 11:00 Uhr schrieb Ask User <ask-user@example.test>:\n> Deploy",
      "Production",
    ],
    ["ข้าม\n\nเมื่อ จ. 1 ธ.ค. 2026 11:00 Ask User <ask-user@example.test> เขียนว่า:\n> Deploy", "ข้าม"],
    ["1\nOn Mon, 1 Dec 2026 at 11:00, Ask User <\nask-user@example.test> wrote:\n\n> Deploy", "1"],
    ["Staging, please\n-- \nAda Lovelace\nAnalytical Engines Ltd", "Staging, please"],
    ["2\r\n\r\n-----Original Message-----\r\nFrom: Ask User", "2"],
    ["2\n\n________________________________\nFrom: Ask User", "2"],
    ["first line\nsecond line", "first line\nsecond line"],
  ])("of %j is %j", (text, words) => {
    expect(ownWords(text)).toBe(words);
  });
});

/** A raw RFC 822 mail, as an inbound-mail service posts it. */
function rawMail(options: {
  from: string;
  text: string;
  inReplyTo?: string;
  messageId?: string;
  headers?: string[];
}): string {
  return [
    `From: ${options.from}`,
    "To: ask-user@example.test",
    "Subject: Re: Question: Deploy",
    `Message-ID: ${options.messageId ?? `<reply-${Math.random().toString(36).slice(2)}@example.com>`}`,
    ...(options.inReplyTo === undefined
      ? []
      : [`In-Reply-To: ${options.inReplyTo}`, `References: ${options.inReplyTo}`]),
    ...(options.headers ?? ["Content-Type: text/plain; charset=utf-8"]),
    "Content-Transfer-Encoding: 8bit",
    "MIME-Version: 1.0",
    "",
    options.text,
  ].join("\r\n");
}

/**
 * A delivery status notice (RFC 3464) for the mail `messageId` sent to Ada, as a mail server
 * returns it: the human-readable part, the status (`failed` or `delayed`), and the returned
 * headers.
 */
function bounceMail(messageId: string, action: "failed" | "delayed", status: string): string {
  const code = status.startsWith("5") ? "550" : "451";
  return rawMail({
    from: "MAILER-DAEMON@mx.example.com",
    headers: ['Content-Type: multipart/report; report-type=delivery-status; boundary="b"'],
    text: [
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "This is the mail system at host mx.example.com. Your message could not be delivered.",
      "",
      "--b",
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns; mx.example.com",
      "",
      `Final-Recipient: rfc822; ${ADA}`,
      `Action: ${action}`,
      `Status: ${status}`,
      `Diagnostic-Code: smtp; ${code} ${status} <${ADA}>: Recipient address rejected: User unknown`,
      "",
      "--b",
      "Content-Type: text/rfc822-headers",
      "",
      "From: ask-user@example.test",
      `To: ${ADA}`,
      "Subject: Question: Deploy",
      `Message-ID: ${messageId}`,
      "",
      "--b--",
      "",
    ].join("\r\n"),
  });
}

describe("email replies through the inbound-mail route", () => {
  let smtp: MailCatcher;
  let adapter: EmailAdapter;
  let rig: ChannelRig;

  beforeEach(async () => {
    smtp = new MailCatcher();
    adapter = new EmailAdapter({
      smtpUrl: await smtp.start(),
      from: "ask-user@example.test",
      linkSecret: "a-link-secret-of-at-least-32-characters",
      publicUrl: () => "https://ask.example.test",
      inboundSecret: INBOUND_SECRET,
    });
    rig = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [ADA], allowedUsers: [] }],
      retry: FAST_RETRY,
    });
  });

  afterEach(async () => {
    await rig.close();
    await smtp.close();
  });

  const post = async (raw: string, secret = INBOUND_SECRET) => {
    const route = adapter.httpRoutes.find((candidate) => candidate.path === EMAIL_INBOUND_PATH);
    const response = await (route as NonNullable<typeof route>).handle(
      new Request(`https://ask.example.test${EMAIL_INBOUND_PATH}`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
        body: raw,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  /** Asks, and resolves with the prompt mail's Message-ID once it is sent. */
  const asked = async (locale: Locale = "en") => {
    const record = await rig.ask(deployPrompt(), { locale });
    const prompt = await smtp.mail();
    await rig.idle();
    return { record, promptId: prompt.messageId ?? "" };
  };

  it("refuses a post without the inbound secret", async () => {
    const { record, promptId } = await asked();
    const raw = rawMail({ from: ADA, text: "2", inReplyTo: promptId });
    expect((await post(raw, "wrong")).status).toBe(401);
    expect(await rig.status(record)).toBe("pending");
  });

  it.each([
    [
      "en",
      "2\n\nOn Mon, 1 Dec 2026 at 11:00, Ask User <ask-user@example.test> wrote:\n> 1. Staging\n> 2. Production\n-- \nAda",
      "Production",
    ],
    [
      "de",
      "Production\n\nAm Mo., 1. Dez. 2026 um 11:00 Uhr schrieb Ask User <ask-user@example.test>:\n> Deploy",
      "Production",
    ],
    [
      "th",
      "1\n\nเมื่อ จ. 1 ธ.ค. 2026 11:00 Ask User <ask-user@example.test> เขียนว่า:\n> 1. Staging",
      "Staging (Recommended)",
    ],
  ] as const)(
    "answers a %s reply from the address the question went to, quote and signature stripped",
    async (locale, text, label) => {
      const { record, promptId } = await asked(locale);
      const reply = await post(rawMail({ from: `Ada <${ADA}>`, text, inReplyTo: promptId }));
      expect(reply).toEqual({ status: 200, body: { outcome: "answered" } });
      expect(await rig.result(record)).toMatchObject({
        status: "answered",
        answers: { answers: { deploy_target: [label] } },
      });
      expect(smtp.mails).toHaveLength(1);
    },
  );

  it("skips on the skip word in Thai", async () => {
    const { record, promptId } = await asked("th");
    await post(rawMail({ from: ADA, text: "ข้าม\n\n> Deploy", inReplyTo: promptId }));
    expect(await rig.result(record)).toMatchObject({ status: "no_answer", reason: "skipped" });
  });

  it("ignores a stranger's reply and mails them nothing", async () => {
    const { record, promptId } = await asked();
    const reply = await post(rawMail({ from: "eve@example.org", text: "2", inReplyTo: promptId }));
    expect(reply.body).toEqual({ outcome: "ignored" });
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    expect(smtp.mails).toHaveLength(1);
  });

  it("mails a clarification back, as a reply, for a reply it cannot read", async () => {
    const { record, promptId } = await asked();
    const reply = await post(
      rawMail({ from: ADA, text: "7", inReplyTo: promptId, messageId: "<unclear@example.com>" }),
    );
    expect(reply.body).toEqual({ outcome: "clarify" });
    const clarification = await smtp.mail(2);
    expect(clarification.to).toMatchObject({ value: [{ address: ADA }] });
    expect(clarification.subject).toBe("Re: Question: Deploy");
    expect(clarification.inReplyTo).toBe("<unclear@example.com>");
    expect(clarification.headers.get("auto-submitted")).toBe("auto-replied");
    expect(clarification.text?.trim()).toMatch(/^There is no option 7 — reply with /u);
    expect(await rig.status(record)).toBe("pending");

    // The next reply, to the clarification, answers the one open question.
    const again = await post(
      rawMail({ from: ADA, text: "1", inReplyTo: clarification.messageId ?? "" }),
    );
    expect(again.body).toEqual({ outcome: "answered" });
    expect(await rig.result(record)).toMatchObject({ status: "answered" });
  });

  it("mails back how the question ended to a reply that comes after the end", async () => {
    const { record, promptId } = await asked("de");
    await rig.service.cancel(record.id);
    const reply = await post(rawMail({ from: ADA, text: "2", inReplyTo: promptId }));
    expect(reply.body).toEqual({ outcome: "closed" });
    const notice = await smtp.mail(2);
    expect(notice.text?.trim()).toBe("Diese Frage ist geschlossen (Vom Agenten abgebrochen).");
  });

  it("takes no delay notice nor out-of-office as a reply, and answers none", async () => {
    const { record, promptId } = await asked();
    const delayed = bounceMail(promptId, "delayed", "4.4.1");
    const away = rawMail({
      from: ADA,
      text: "1",
      inReplyTo: promptId,
      headers: ["Auto-Submitted: auto-replied", "Content-Type: text/plain; charset=utf-8"],
    });
    expect((await post(delayed)).body).toEqual({ outcome: "ignored" });
    expect((await post(away)).body).toEqual({ outcome: "ignored" });
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    expect(smtp.mails).toHaveLength(1);
  });

  it("ends a question whose only mail bounced as delivery_failed, with the server's reason", async () => {
    const { record, promptId } = await asked();
    expect((await post(bounceMail(promptId, "failed", "5.1.1"))).body).toEqual({
      outcome: "bounced",
    });
    expect(await rig.result(record, 2000)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: `email ${ADA}: 550 5.1.1 <${ADA}>: Recipient address rejected: User unknown`,
    });
    // Nothing is mailed back to a mailer daemon.
    expect(smtp.mails).toHaveLength(1);
  });

  it("keeps a question pending while another of its mails arrived, and a reply still answers", async () => {
    const bob = "bob@example.com";
    const record = await rig.ask(deployPrompt(), {
      routes: [
        { channel: "email", chatId: ADA },
        { channel: "email", chatId: bob },
      ],
    });
    await smtp.mail(2);
    await rig.idle();
    const sentTo = (address: string) =>
      smtp.mails.find((mail) => JSON.stringify(mail.to).includes(address))?.messageId ?? "";
    const toAda = sentTo(ADA);
    const toBob = sentTo(bob);
    expect(toAda).not.toBe(toBob);
    expect((await post(bounceMail(toAda, "failed", "5.1.1"))).body).toEqual({ outcome: "bounced" });
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    expect(await rig.store.listDeliveries({ questionId: record.id, open: true })).toEqual([
      expect.objectContaining({ chatId: bob }),
    ]);
    expect((await post(rawMail({ from: bob, text: "1", inReplyTo: toBob }))).body).toEqual({
      outcome: "answered",
    });
  });

  it("reminds in the prompt's thread when the plan says so, and a reply to the reminder answers", async () => {
    const record = await rig.ask(deployPrompt(), {
      locale: "de",
      plan: {
        steps: [
          { afterSeconds: 0, routes: [{ channel: "email", chatId: ADA }] },
          { afterSeconds: 1, routes: [], remind: true },
        ],
      },
    });
    const prompt = await smtp.mail();
    const reminder = await smtp.mail(2, 5000);
    expect(reminder.subject).toBe("Re: Frage: Deploy");
    expect(reminder.inReplyTo).toBe(prompt.messageId);
    expect(reminder.text?.trim()).toMatch(
      /^⏰ Erinnerung: Deploy wartet noch auf deine Antwort \(/u,
    );
    await rig.idle();
    const reply = await post(
      rawMail({ from: ADA, text: "2", inReplyTo: reminder.messageId ?? "" }),
    );
    expect(reply.body).toEqual({ outcome: "answered" });
    expect(await rig.result(record)).toMatchObject({
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(smtp.mails).toHaveLength(2);
  });

  it("asks which question a new mail means while several are open for the address", async () => {
    const first = await asked();
    const second = await rig.ask(deployPrompt());
    await smtp.mail(2);
    await rig.idle();
    const fresh = await post(rawMail({ from: ADA, text: "2" }));
    expect(fresh.body).toEqual({ outcome: "which" });
    const which = await smtp.mail(3);
    expect(which.text?.trim()).toBe(
      "Several questions are open here: Deploy, Deploy. Reply to the one you mean.",
    );
    expect(await rig.status(first.record)).toBe("pending");
    expect(await rig.status(second)).toBe("pending");
  });
});
