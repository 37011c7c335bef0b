import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EmailAdapter } from "../../../src/channels/email/email-adapter.js";
import { LinkSigner } from "../../../src/channels/email/email-links.js";
import { deployAndChecksPrompt, deployPrompt, deployQuestion } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, startChannelRig } from "../channel-rig.js";
import { linksOf, MailCatcher } from "./mail-catcher.js";

const ADA = "ada@example.com";
const SECRET = "a-link-secret-of-at-least-32-characters";
const PUBLIC_URL = "https://ask.example.test";

describe("email adapter against a real SMTP server", () => {
  let smtp: MailCatcher;
  let adapter: EmailAdapter;
  let rig: ChannelRig;

  beforeEach(async () => {
    smtp = new MailCatcher();
    adapter = new EmailAdapter({
      smtpUrl: await smtp.start(),
      from: "Ask User <ask-user@example.test>",
      linkSecret: SECRET,
      publicUrl: () => PUBLIC_URL,
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

  /** A link's page (GET) or its answer (POST, with the form's fields), as the gateway serves it. */
  const open = async (url: string, form?: Record<string, string>) => {
    const route = adapter.httpRoutes.find((candidate) =>
      form === undefined ? candidate.method === "GET" : candidate.method === "POST",
    );
    const request = new Request(
      url,
      form === undefined ? {} : { method: "POST", body: new URLSearchParams(form) },
    );
    const response = await (route as NonNullable<typeof route>).handle(request);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  const link = async (label: string) => {
    const url = linksOf(await smtp.mail()).get(label);
    if (!url) throw new Error(`no link ${label}`);
    return url;
  };

  it("mails a multipart prompt in English with numbered options and a link for each", async () => {
    const record = await rig.ask(deployPrompt());
    const mail = await smtp.mail();
    await rig.idle();
    const [delivery] = await rig.store.listDeliveries({ questionId: record.id });
    expect(mail.messageId).toBe(delivery?.messageId);
    expect(mail.subject).toBe("Question: Deploy");
    expect(mail.to).toMatchObject({ value: [{ address: ADA }] });
    expect(mail.from).toMatchObject({ value: [{ address: "ask-user@example.test" }] });
    expect(mail.text).toContain("Where should this deploy?");
    expect(mail.text).toMatch(/^1\. Staging \(Recommended\)/mu);
    expect([...linksOf(mail).keys()]).toEqual([
      "1. Staging (Recommended)",
      "2. Production",
      "Other…",
      "Skip",
    ]);
    for (const url of linksOf(mail).values())
      expect(url).toMatch(
        /^https:\/\/ask\.example\.test\/channels\/email\/links\/[\w-]+\.[\w-]+$/u,
      );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      `<a href="${linksOf(mail).get("2. Production")}">2. Production</a>`,
    );
  });

  it("writes the mail and its pages in German and Thai", async () => {
    await rig.ask(deployPrompt(), { locale: "de", routes: [{ channel: "email", chatId: ADA }] });
    const german = await smtp.mail();
    expect(german.subject).toBe("Frage: Deploy");
    expect(german.html).toContain('<html lang="de">');
    expect([...linksOf(german).keys()]).toContain("Überspringen");
    expect(german.text).toContain("Mit einem Klick antworten:");
    const page = await open(linksOf(german).get("2. Production") ?? "");
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain("Mit „Production“ antworten?");
    expect(page.html).toContain(">Bestätigen</button>");

    await rig.ask(deployPrompt(), { locale: "th", routes: [{ channel: "email", chatId: ADA }] });
    const thai = await smtp.mail(2);
    expect(thai.subject).toBe("คำถาม: Deploy");
    expect([...linksOf(thai).keys()]).toEqual([
      "1. Staging (Recommended)",
      "2. Production",
      "อื่นๆ…",
      "ข้าม",
    ]);
    const skip = await open(linksOf(thai).get("ข้าม") ?? "");
    expect(skip.html).toContain("ข้ามคำถามนี้ใช่ไหม?");
    expect(skip.html).toContain(">ยืนยัน</button>");
  });

  it("writes the mail and its pages in Spanish, with no English left", async () => {
    await rig.ask(deployPrompt(), { locale: "es", routes: [{ channel: "email", chatId: ADA }] });
    const spanish = await smtp.mail();
    expect(spanish.subject).toBe("Pregunta: Deploy");
    expect(spanish.html).toContain('<html lang="es">');
    expect([...linksOf(spanish).keys()]).toEqual([
      "1. Staging (Recommended)",
      "2. Production",
      "Otra respuesta…",
      "Omitir",
    ]);
    expect(spanish.text).toContain("Responde con un clic:");
    expect(spanish.text).toContain(
      "Responde con un número, una opción o con tus propias palabras.",
    );
    for (const english of ["Answer with one click", "Reply with", "To skip", "Please answer"])
      expect(spanish.text, english).not.toContain(english);
    const page = await open(linksOf(spanish).get("2. Production") ?? "");
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain("¿Responder «Production»?");
    expect(page.html).toContain(">Confirmar</button>");
    const skip = await open(linksOf(spanish).get("Omitir") ?? "");
    expect(skip.html).toContain("¿Omitir esta pregunta?");
  });

  it("escapes labels and questions in the HTML part and on the page", async () => {
    const label = `<b>Tom & "Jerry"</b>`;
    await rig.ask({
      questions: [deployQuestion({ question: "<script>x</script>?", labels: [label, "No"] })],
    });
    const mail = await smtp.mail();
    expect(mail.html).toContain("1. &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</a>");
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;?");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Tom");
    const page = await open(linksOf(mail).get(`1. ${label}`) ?? "");
    expect(page.html).toContain("Answer “&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;”?");
    expect(page.html).not.toContain("<script>");
  });

  it("answers an option only when the page's button posts, never on the link's GET", async () => {
    const record = await rig.ask(deployPrompt());
    const url = await link("2. Production");
    for (let scan = 0; scan < 3; scan += 1) {
      const page = await open(url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<form method="post">');
      expect(page.html).toContain("Answer “Production”?");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    expect(await rig.status(record)).toBe("pending");

    const answered = await open(url, {});
    expect(answered).toMatchObject({ status: 200 });
    expect(answered.html).toContain("Answered: Deploy: Production");
    expect(await rig.result(record)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });

    // Single use: the link, and every other of the mail, now says how the question ended.
    const again = await open(url, {});
    expect(again.status).toBe(410);
    expect(again.html).toContain("This question is closed (Answered via email");
    const other = await open(await link("1. Staging (Recommended)"));
    expect(other.status).toBe(410);
    expect(other.html).not.toContain("<form");
  });

  it("answers in the human's own words from the Other… page, refusing blank words", async () => {
    const record = await rig.ask(deployPrompt());
    const url = await link("Other…");
    const page = await open(url);
    expect(page.html).toContain('<textarea id="text" name="text"');
    expect(page.html).toContain(">Submit</button>");
    const blank = await open(url, { text: "   " });
    expect(blank.status).toBe(400);
    expect(blank.html).toContain('role="alert"');
    expect(await rig.status(record)).toBe("pending");
    expect((await open(url, { text: "Canary <first>" })).status).toBe(200);
    expect(await rig.result(record)).toMatchObject({
      status: "answered",
      answers: { answers: { deploy_target: ["Canary <first>"] } },
    });
  });

  it("skips from the Skip link", async () => {
    const record = await rig.ask(deployPrompt());
    const url = await link("Skip");
    expect((await open(url)).html).toContain("Skip this question?");
    // A POST that is no form (no fields, another type) still answers what the link names.
    const post = adapter.httpRoutes.find((route) => route.method === "POST");
    const response = await post?.handle(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(await response?.text()).toContain("Skipped.");
    expect(await rig.result(record)).toMatchObject({ status: "no_answer", reason: "skipped" });
  });

  it("refuses forged, tampered and foreign tokens", async () => {
    const record = await rig.ask(deployPrompt());
    const url = await link("2. Production");
    const [body, mac] = (url.split("/").pop() ?? "").split(".");
    const claims = JSON.parse(Buffer.from(body ?? "", "base64url").toString()) as unknown[];
    const retoken = (changed: unknown[]) =>
      `${PUBLIC_URL}/channels/email/links/${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${mac}`;
    const foreign = new LinkSigner("another-secret-of-at-least-32-characters").sign({
      questionId: record.id,
      recipient: ADA,
      action: 1,
      expiresAt: Date.now() + 60_000,
    });
    const bad = [
      `${PUBLIC_URL}/channels/email/links/nonsense`,
      retoken([claims[0], claims[1], 0, claims[3]]),
      retoken([claims[0], "eve@example.com", 1, claims[3]]),
      retoken(["another-question", claims[1], 1, claims[3]]),
      `${url}x`,
      `${PUBLIC_URL}/channels/email/links/${foreign}`,
    ];
    for (const forged of bad) {
      for (const form of [undefined, {}]) {
        const response = await open(forged, form);
        expect(response.status).toBe(404);
        expect(response.html).toContain("This link is not valid.");
      }
    }
    expect(await rig.status(record)).toBe("pending");
  });

  it("shows how the question ended on a link after its deadline", async () => {
    const record = await rig.ask(deployPrompt(), { locale: "de" });
    const url = await link("1. Staging (Recommended)");
    await rig.jumpAhead(16 * 60_000);
    expect(await rig.result(record)).toMatchObject({ status: "no_answer", reason: "expired" });
    for (const form of [undefined, {}]) {
      const response = await open(url, form);
      expect(response.status).toBe(410);
      expect(response.html).toContain("Diese Frage ist geschlossen (");
      expect(response.html).not.toContain("<form");
    }
  });

  it("sends nothing more when the question ends elsewhere", async () => {
    const record = await rig.ask(deployPrompt());
    await smtp.mail();
    await rig.service.cancel(record.id);
    await rig.idle();
    expect(smtp.mails).toHaveLength(1);
    const page = await open(await link("Skip"));
    expect(page.status).toBe(410);
  });

  it("fails the delivery with the server's reason on a 550, and retries a 451", async () => {
    smtp.refusals.push({ code: 451, message: "Greylisted, try again" });
    const retried = await rig.ask(deployPrompt());
    expect((await smtp.mail()).subject).toBe("Question: Deploy");
    expect(await rig.status(retried)).toBe("pending");

    smtp.refusals.push({ code: 550, message: "No such mailbox" });
    const refused = await rig.ask(deployPrompt());
    expect(await rig.result(refused)).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: expect.stringMatching(/^email ada@example\.com: SMTP: .*550 No such mailbox/u),
    });
    expect(smtp.mails).toHaveLength(1);
  });

  it("links only Skip for several questions, which are answered by reply", async () => {
    const record = await rig.ask(deployAndChecksPrompt());
    const mail = await smtp.mail();
    expect(mail.subject).toBe("Question: Deploy · Checks");
    expect([...linksOf(mail).keys()]).toEqual(["Skip"]);
    expect(mail.text).toContain("Which checks should run?");
    expect((await open(linksOf(mail).get("Skip") ?? "", {})).status).toBe(200);
    expect(await rig.result(record)).toMatchObject({ status: "no_answer", reason: "skipped" });
  });

  it("refuses a link's answer from an address not on the allow-list", async () => {
    await rig.close();
    rig = await startChannelRig({
      channels: [{ adapter, defaultChatIds: ["bob@example.com"], allowedUsers: [ADA] }],
      retry: FAST_RETRY,
    });
    const record = await rig.ask(deployPrompt());
    const refused = await open(await link("1. Staging (Recommended)"), {});
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("You are not allowed to answer this question.");
    expect(await rig.status(record)).toBe("pending");
  });
});
