import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_INBOUND_PATH, EmailAdapter } from "../../../src/channels/email/email-adapter.js";
import { ownWords, readInboundMail } from "../../../src/channels/email/email-reply.js";
import type { Locale } from "../../../src/core/index.js";
import { deployPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { MailCatcher } from "./mail-catcher.js";

const ADA = "ada@example.com";
/** A mailing list Ada is a member of. */
const TEAM = "team@example.com";
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
    [
      "Staging\n\nEl lun, 1 dic 2026 a las 11:00, Ask User (<ask-user@example.test>) escribió:\n> Deploy",
      "Staging",
    ],
    [
      "2\nEl lun, 1 dic 2026 a las 11:00, Ask User (<\nask-user@example.test>) escribió:\n\n> Deploy",
      "2",
    ],
    ["2\n\n-----Mensaje original-----\nDe: Ask User", "2"],
    ["El cliente escribió: Staging", "El cliente escribió: Staging"],
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
  /** The thread's Message-IDs, oldest first; `inReplyTo` alone unless given. */
  references?: string[];
  messageId?: string;
  headers?: string[];
}): string {
  const references = options.references ?? (options.inReplyTo ? [options.inReplyTo] : []);
  return [
    `From: ${options.from}`,
    "To: ask-user@example.test",
    "Subject: Re: Question: Deploy",
    `Message-ID: ${options.messageId ?? `<reply-${Math.random().toString(36).slice(2)}@example.com>`}`,
    ...(options.inReplyTo === undefined ? [] : [`In-Reply-To: ${options.inReplyTo}`]),
    ...(references.length === 0 ? [] : [`References: ${references.join(" ")}`]),
    ...(options.headers ?? ["Content-Type: text/plain; charset=utf-8"]),
    "Content-Transfer-Encoding: 8bit",
    "MIME-Version: 1.0",
    "",
    options.text,
  ].join("\r\n");
}

describe("the Message-IDs a reply names", () => {
  it("are In-Reply-To, then References newest first, at most 20, the thread's first kept", async () => {
    const thread = Array.from({ length: 30 }, (_, index) => `<m${index}@example.com>`);
    const mail = await readInboundMail(
      rawMail({ from: ADA, text: "2", inReplyTo: "<m29@example.com>", references: thread }),
    );
    expect(mail.names).toEqual([...thread.slice(11).toReversed(), "<m0@example.com>"]);
  });
});

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

  /** A gateway mailing Ada by default; `allowed` is ASK_USER_EMAIL_ALLOWED as it is read. */
  const startWith = async (allowed: string[]) => {
    await rig?.close();
    adapter = new EmailAdapter({
      smtpUrl,
      from: "ask-user@example.test",
      linkSecret: "a-link-secret-of-at-least-32-characters",
      publicUrl: () => "https://ask.example.test",
      inboundSecret: INBOUND_SECRET,
      allowed,
    });
    rig = await startChannelRig({
      channels: [{ adapter, defaultChatIds: [ADA], allowedUsers: allowed }],
      retry: FAST_RETRY,
    });
  };
  let smtpUrl: string;

  beforeEach(async () => {
    smtp = new MailCatcher();
    smtpUrl = await smtp.start();
    await startWith([]);
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
  /** Asks in a session routed to `to`, and resolves with the prompt mail's Message-ID. */
  const askedOf = async (to: string, locale: Locale = "en") => {
    const count = smtp.mails.length + 1;
    const record = await rig.ask(deployPrompt(), {
      locale,
      routes: [{ channel: "email", chatId: to }],
    });
    const prompt = await smtp.mail(count);
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
    [
      "es",
      "2\n\nEl lun, 1 dic 2026 a las 11:00, Ask User (<ask-user@example.test>) escribió:\n> 1. Staging",
      "Production",
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

  it("never answers with a stranger's mail: a reply to a prompt is told why, in the session's language; other mail gets nothing", async () => {
    const { record, promptId } = await asked("th");
    const reply = await post(
      rawMail({ from: "Eve <eve@example.org>", text: "2", inReplyTo: promptId }),
    );
    expect(reply.body).toEqual({ outcome: "not_allowed" });
    const notice = await smtp.mail(2);
    expect(notice.to).toMatchObject({ value: [{ address: "eve@example.org" }] });
    expect(notice.headers.get("auto-submitted")).toBe("auto-replied");
    expect(notice.text?.trim()).toBe(
      `คำตอบของคุณจาก eve@example.org ไม่ถูกนับ: คำถามนี้ส่งถึง ${ADA} และตอบได้จากที่อยู่นั้นเท่านั้น`,
    );
    const fresh = await post(rawMail({ from: "eve@example.org", text: "2" }));
    expect(fresh.body).toEqual({ outcome: "ignored" });
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
    expect(smtp.mails).toHaveLength(2);
  });

  it("tells a stranger why their reply does not count in Spanish, when the session speaks Spanish", async () => {
    const { record, promptId } = await asked("es");
    const reply = await post(
      rawMail({ from: "Eve <eve@example.org>", text: "2", inReplyTo: promptId }),
    );
    expect(reply.body).toEqual({ outcome: "not_allowed" });
    const notice = await smtp.mail(2);
    expect(notice.to).toMatchObject({ value: [{ address: "eve@example.org" }] });
    expect(notice.text?.trim()).toBe(
      `Tu respuesta desde eve@example.org no cuenta: esta pregunta se envió a ${ADA} y solo cuentan las respuestas desde esa dirección.`,
    );
    await rig.idle();
    expect(await rig.status(record)).toBe("pending");
  });

  it("answers nothing with a member's reply to a prompt mailed to a list, not even the member's own question, and tells them why", async () => {
    const list = await askedOf(TEAM, "de");
    const own = await askedOf(ADA);
    const reply = await post(
      rawMail({
        from: `Ada <${ADA}>`,
        text: "2",
        inReplyTo: list.promptId,
        messageId: "<member@example.com>",
      }),
    );
    expect(reply.body).toEqual({ outcome: "not_allowed" });
    const notice = await smtp.mail(3);
    expect(notice.to).toMatchObject({ value: [{ address: ADA }] });
    expect(notice.inReplyTo).toBe("<member@example.com>");
    expect(notice.text?.trim()).toBe(
      `Deine Antwort von ${ADA} zählt nicht: Diese Frage ging an ${TEAM}, und nur Antworten von dieser Adresse zählen.`,
    );
    await rig.idle();
    expect(await rig.status(list.record)).toBe("pending");
    expect(await rig.status(own.record)).toBe("pending");
  });

  it("answers the prompt a reply names when the route's address differs from the sender's only in letter case", async () => {
    const mixed = await askedOf("Ada@Example.COM");
    const own = await askedOf(ADA);
    expect(smtp.mails[0]?.to).toMatchObject({ value: [{ address: "Ada@example.com" }] });
    const toMixed = await post(rawMail({ from: ADA, text: "2", inReplyTo: mixed.promptId }));
    expect(toMixed.body).toEqual({ outcome: "answered" });
    expect(await rig.result(mixed.record)).toMatchObject({
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(await rig.status(own.record)).toBe("pending");

    const toOwn = await post(
      rawMail({ from: "ADA@EXAMPLE.COM", text: "1", inReplyTo: own.promptId }),
    );
    expect(toOwn.body).toEqual({ outcome: "answered" });
    expect(await rig.result(own.record)).toMatchObject({
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });

  it("answers the prompt any of References names when In-Reply-To names another mail", async () => {
    const first = await asked();
    const second = await askedOf(ADA);
    const reply = await post(
      rawMail({
        from: ADA,
        text: "2",
        inReplyTo: "<someone-elses@example.com>",
        references: [
          first.promptId,
          "<an-earlier-reply@example.com>",
          "<someone-elses@example.com>",
        ],
      }),
    );
    expect(reply.body).toEqual({ outcome: "answered" });
    expect(await rig.result(first.record)).toMatchObject({
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect(await rig.status(second.record)).toBe("pending");
  });

  describe("with ASK_USER_EMAIL_ALLOWED naming a list's members", () => {
    beforeEach(() => startWith([ADA, "Bob@example.com"]));

    it("answers a list's prompt with a member's reply, not the member's own open question", async () => {
      const list = await askedOf(TEAM);
      const own = await askedOf(ADA);
      const reply = await post(rawMail({ from: ADA, text: "2", inReplyTo: list.promptId }));
      expect(reply.body).toEqual({ outcome: "answered" });
      expect(await rig.result(list.record)).toMatchObject({
        answers: { answers: { deploy_target: ["Production"] } },
      });
      expect(await rig.status(own.record)).toBe("pending");
    });

    it("takes a member's address in any letter case", async () => {
      const list = await askedOf(TEAM);
      const reply = await post(
        rawMail({ from: "bob@EXAMPLE.com", text: "1", inReplyTo: list.promptId }),
      );
      expect(reply.body).toEqual({ outcome: "answered" });
      expect(await rig.result(list.record)).toMatchObject({
        answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
      });
    });

    it("tells a member how a list's question ended, and answers nothing else", async () => {
      const list = await askedOf(TEAM, "de");
      const own = await askedOf(ADA);
      await rig.service.cancel(list.record.id);
      const reply = await post(rawMail({ from: ADA, text: "2", inReplyTo: list.promptId }));
      expect(reply.body).toEqual({ outcome: "closed" });
      expect((await smtp.mail(3)).text?.trim()).toBe(
        "Diese Frage ist geschlossen (Vom Agenten abgebrochen).",
      );
      await rig.idle();
      expect(await rig.status(own.record)).toBe("pending");
    });

    it("refuses anyone else, the list itself included, and tells them why", async () => {
      const list = await askedOf(TEAM);
      for (const [count, from] of [
        [2, "eve@example.org"],
        [3, TEAM],
      ] as const) {
        const reply = await post(rawMail({ from, text: "2", inReplyTo: list.promptId }));
        expect(reply.body).toEqual({ outcome: "not_allowed" });
        const notice = await smtp.mail(count);
        expect(notice.to).toMatchObject({ value: [{ address: from }] });
        expect(notice.text?.trim()).toBe(
          `Your reply from ${from} does not count: that address may not answer this question.`,
        );
      }
      await rig.idle();
      expect(await rig.status(list.record)).toBe("pending");
    });
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
    // Alike by header and question: told apart by when each was sent, or by their order.
    expect(which.text?.trim()).toMatch(
      /^Several questions are open here: Deploy \([^)]+\), Deploy \([^)]+\)\. Reply to the one you mean\.$/u,
    );
    expect(await rig.status(first.record)).toBe("pending");
    expect(await rig.status(second)).toBe("pending");
  });
});
