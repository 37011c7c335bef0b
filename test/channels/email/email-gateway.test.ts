import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../../src/config.js";
import { type RunningGateway, startGateway } from "../../../src/gateway/gateway.js";
import { deployPrompt } from "../../support/prompts.js";
import { FAST_RETRY } from "../channel-rig.js";
import { linksOf, MailCatcher } from "./mail-catcher.js";

const LINK_SECRET = "0123456789abcdef0123456789abcdef";
const directory = mkdtempSync(join(tmpdir(), "ask-user-email-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The whole gateway (HTTP, store, channels) configured from the environment, mailing a real SMTP server. */
describe("email in the gateway", () => {
  let smtp: MailCatcher;
  let smtpUrl: string;
  let gateway: RunningGateway | undefined;

  const start = async (env: Record<string, string> = {}, db = "memory") => {
    const config = loadGatewayConfig(
      { host: "127.0.0.1", port: "0", db },
      {
        ASK_USER_TOKEN: "agent-token",
        ASK_USER_SMTP_URL: smtpUrl,
        ASK_USER_EMAIL_FROM: "Ask User <ask-user@example.test>",
        ASK_USER_EMAIL_LINK_SECRET: LINK_SECRET,
        ...env,
      },
    );
    gateway = await startGateway(config, () => {}, { retry: FAST_RETRY });
    return gateway;
  };
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${gateway?.url}${path}`, {
      method,
      headers: { authorization: "Bearer agent-token", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
  };

  beforeEach(async () => {
    smtp = new MailCatcher();
    smtpUrl = await smtp.start();
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await smtp.close();
  });

  it("routes a session to { channel: email, to }, mails it, and answers from a link's page over HTTP", async () => {
    await start();
    const put = await request("PUT", "/v1/sessions/mailed/routes", {
      routes: [{ channel: "email", to: " Ada@EXAMPLE.com " }],
    });
    expect(put).toEqual({
      status: 200,
      body: { routes: [{ channel: "email", to: "Ada@example.com" }] },
    });
    const refused = await request("PUT", "/v1/sessions/mailed/routes", {
      routes: [{ channel: "email", to: "ada@example.com, bob@example.com" }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "expected one mail address such as ada@example.com",
    );

    await request("PUT", "/v1/sessions/mailed/settings", { locale: "de" });
    const asked = await request("POST", "/v1/questions", {
      sessionId: "mailed",
      ...deployPrompt(),
    });
    const mail = await smtp.mail();
    expect(mail.to).toMatchObject({ value: [{ address: "Ada@example.com" }] });
    expect(mail.subject).toBe("Frage: Deploy");
    const url = linksOf(mail).get("2. Production") ?? "";
    // Links lead to where the gateway listens when no ASK_USER_PUBLIC_URL is set.
    expect(url.startsWith(`${gateway?.url}/channels/email/links/`)).toBe(true);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("Mit „Production“ antworten?");
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");

    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Beantwortet: Deploy: Production");
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    expect((await fetch(url)).status).toBe(410);
  });

  it("reports delivery_failed with the server's reason when the only route's mailbox is refused", async () => {
    smtp.refusals.push({ code: 550, message: "5.1.1 No such user" });
    await start({
      ASK_USER_EMAIL_TO: "nobody@example.com",
      ASK_USER_PUBLIC_URL: "https://ask.example.test",
    });
    const asked = await request("POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: expect.stringContaining("email nobody@example.com: SMTP: ") as string,
    });
    expect(result.body.detail).toContain("550 5.1.1 No such user");
  });

  it("takes a link's answer after the gateway restarts: links are signed, not remembered", async () => {
    const db = join(directory, "restart.db");
    await start({ ASK_USER_EMAIL_TO: "ada@example.com" }, db);
    const asked = await request("POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
    const url = new URL(linksOf(await smtp.mail()).get("Other…") ?? "");
    await gateway?.channels.idle();
    await gateway?.close();

    await start({ ASK_USER_EMAIL_TO: "ada@example.com" }, db);
    const link = `${gateway?.url}${url.pathname}`;
    expect(await (await fetch(link)).text()).toContain('name="text"');
    const answer = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ text: "Friday" }),
    });
    expect(answer.status).toBe(200);
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Friday"] } },
    });
    expect(smtp.mails).toHaveLength(1);
  });

  it("takes a reply posted raw to the inbound route, only with its secret", async () => {
    const secret = "inbound-secret-0123456789abcdef0123";
    await start({ ASK_USER_EMAIL_TO: "ada@example.com", ASK_USER_EMAIL_INBOUND_SECRET: secret });
    const asked = await request("POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
    const prompt = await smtp.mail();
    await gateway?.channels.idle();
    const raw = [
      "From: Ada <ada@example.com>",
      "Subject: Re: Question: Deploy",
      "Message-ID: <reply@example.com>",
      `In-Reply-To: ${prompt.messageId}`,
      "",
      "Production please",
      "",
      "> Deploy",
    ].join("\r\n");
    const post = (authorization: string) =>
      fetch(`${gateway?.url}/channels/email/inbound`, {
        method: "POST",
        headers: { authorization, "content-type": "message/rfc822" },
        body: raw,
      });
    expect((await post("Bearer agent-token")).status).toBe(401);
    expect((await request("GET", `/v1/questions/${asked.body.id}`)).body.status).toBe("pending");
    const taken = await post(`Bearer ${secret}`);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ outcome: "answered" });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("takes a reply of a real mail's size on the inbound route (an attachment, a quoted HTML thread), and only there", async () => {
    const secret = "inbound-secret-0123456789abcdef0123";
    await start({ ASK_USER_EMAIL_TO: "ada@example.com", ASK_USER_EMAIL_INBOUND_SECRET: secret });
    const asked = await request("POST", "/v1/questions", { sessionId: "s", ...deployPrompt() });
    const prompt = await smtp.mail();
    await gateway?.channels.idle();
    const quotedThread = `<blockquote>${"<p>Deploy: 1. Staging 2. Production</p>".repeat(4000)}</blockquote>`;
    const attachment = randomBytes(3 * 1024 * 1024)
      .toString("base64")
      .replace(/.{76}/gu, "$&\r\n");
    const raw = [
      "From: Ada <ada@example.com>",
      "Subject: Re: Question: Deploy",
      "Message-ID: <big-reply@example.com>",
      `In-Reply-To: ${prompt.messageId}`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="mixed"',
      "",
      "--mixed",
      'Content-Type: multipart/alternative; boundary="alt"',
      "",
      "--alt",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Production please",
      "",
      "> Deploy",
      "--alt",
      "Content-Type: text/html; charset=utf-8",
      "",
      `<p>Production please</p>${quotedThread}`,
      "--alt--",
      "--mixed",
      'Content-Type: application/pdf; name="plan.pdf"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="plan.pdf"',
      "",
      attachment,
      "--mixed--",
      "",
    ].join("\r\n");
    expect(raw.length).toBeGreaterThan(4 * 1024 * 1024);
    const post = (body: string) =>
      fetch(`${gateway?.url}/channels/email/inbound`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
        body,
      });
    const taken = await post(raw);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ outcome: "answered" });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });

    // Beyond a real mail's size it is refused; every other route keeps the API's 64 KiB.
    const tooLarge = await post("x".repeat(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    const link = linksOf(prompt).get("Other…") ?? "";
    const largeForm = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ text: "x".repeat(65 * 1024) }),
    });
    expect(largeForm.status).toBe(413);
  });

  it("takes a reply to a list's prompt from a member on ASK_USER_EMAIL_ALLOWED, in any letter case", async () => {
    const secret = "inbound-secret-0123456789abcdef0123";
    await start({
      ASK_USER_EMAIL_ALLOWED: "Ada@Example.com",
      ASK_USER_EMAIL_INBOUND_SECRET: secret,
    });
    await request("PUT", "/v1/sessions/team/routes", {
      routes: [{ channel: "email", to: "team@example.com" }],
    });
    const asked = await request("POST", "/v1/questions", { sessionId: "team", ...deployPrompt() });
    const prompt = await smtp.mail();
    await gateway?.channels.idle();
    const raw = [
      "From: Ada <ada@example.com>",
      "Subject: Re: Question: Deploy",
      "Message-ID: <member-reply@example.com>",
      `In-Reply-To: ${prompt.messageId}`,
      "",
      "2",
    ].join("\r\n");
    const taken = await fetch(`${gateway?.url}/channels/email/inbound`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
      body: raw,
    });
    expect(await taken.json()).toEqual({ outcome: "answered" });
    const result = await request("GET", `/v1/questions/${asked.body.id}/result?waitSeconds=5`);
    expect(result.body).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("serves no inbound route without its secret", async () => {
    await start();
    const response = await fetch(`${gateway?.url}/channels/email/inbound`, {
      method: "POST",
      body: "From: ada@example.com\r\n\r\n1",
    });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain("outcome");
  });
});
