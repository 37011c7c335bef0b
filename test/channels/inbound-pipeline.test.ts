import { beforeEach, describe, expect, it } from "vitest";
import { InboundPipeline } from "../../src/channels/inbound-pipeline.js";
import { messages } from "../../src/core/index.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

const CHANNEL = "chat";
const CHAT = "room-1";
const ALLOWED = "u-allowed";
const STRANGER = "u-stranger";

/**
 * The inbound pipeline on its own: a real service and store, prompts "delivered" by writing
 * their deliveries, and the calls an adapter makes for taps, Other…, and messages.
 */
describe("the inbound pipeline every channel answers through", () => {
  let store: MemoryQuestionStore;
  let service: QuestionService;
  let pipeline: InboundPipeline;

  beforeEach(() => {
    store = new MemoryQuestionStore();
    service = new QuestionService({ store });
    pipeline = new InboundPipeline({
      channel: CHANNEL,
      allowedUsers: [ALLOWED],
      service,
      store,
    });
  });

  /** Asks in a session and records the prompt as shown in the chat as `messageId`. */
  const delivered = async (sessionId: string, input: unknown, messageId: string) => {
    const { record } = await service.ask({ sessionId, input });
    await store.putDelivery({
      questionId: record.id,
      channel: CHANNEL,
      chatId: CHAT,
      messageId,
      deliveredAt: service.now(),
    });
    return record;
  };
  const at = (messageId: string) => ({ chatId: CHAT, messageId });

  it("answers a button press with the option's exact label, credited to the channel", async () => {
    const record = await delivered("s1", deployPrompt(), "m1");
    const outcome = await pipeline.press(at("m1"), ALLOWED, { action: "option", index: 1 });
    expect(outcome).toMatchObject({ kind: "answered", notice: "Answered: Deploy: Production" });
    const ended = await service.get(record.id);
    expect(ended.answers).toEqual({ deploy_target: ["Production"] });
    expect(ended.endedBy).toEqual({ kind: "human", surface: CHANNEL, userId: ALLOWED });
  });

  it("skips on Skip, and says so in the session's language", async () => {
    await service.sessions.updateSettings("s1", { locale: "de" });
    const record = await delivered("s1", deployPrompt(), "m1");
    const outcome = await pipeline.press(at("m1"), ALLOWED, { action: "skip" });
    expect(outcome).toMatchObject({ kind: "answered", notice: messages("de").replySkipped });
    expect((await service.get(record.id)).status).toBe("skipped");
  });

  it("refuses a stranger in the prompt's language and leaves the question pending", async () => {
    await service.sessions.updateSettings("s1", { locale: "de" });
    const record = await delivered("s1", deployPrompt(), "m1");
    for (const outcome of [
      await pipeline.press(at("m1"), STRANGER, { action: "option", index: 0 }),
      await pipeline.press(at("m1"), undefined, { action: "option", index: 0 }),
      await pipeline.openOther(at("m1"), STRANGER),
      await pipeline.ownWords(at("m1"), STRANGER, "canary"),
    ])
      expect(outcome).toMatchObject({ kind: "not_allowed", notice: messages("de").notAllowed });
    expect((await service.get(record.id)).status).toBe("pending");
  });

  it("refuses a stranger and says Skip in Spanish for a Spanish session", async () => {
    await service.sessions.updateSettings("s1", { locale: "es" });
    const record = await delivered("s1", deployPrompt(), "m1");
    expect(await pipeline.press(at("m1"), STRANGER, { action: "skip" })).toMatchObject({
      kind: "not_allowed",
      notice: "No puedes responder a esta pregunta.",
    });
    expect((await service.get(record.id)).status).toBe("pending");
    expect(await pipeline.press(at("m1"), ALLOWED, { action: "skip" })).toMatchObject({
      kind: "answered",
      notice: "Omitida.",
    });
    expect((await service.get(record.id)).status).toBe("skipped");
  });

  it("answers closed for an unknown message, a control naming another question, an unreadable control or a missing option", async () => {
    const record = await delivered("s1", deployPrompt(), "m1");
    const closed = { kind: "closed", notice: messages("en").noLongerOpen };
    expect(await pipeline.press(at("m9"), ALLOWED, { action: "skip" })).toEqual(closed);
    expect(
      await pipeline.press({ ...at("m1"), names: () => false }, ALLOWED, { action: "skip" }),
    ).toEqual(closed);
    expect(await pipeline.press(at("m1"), ALLOWED, undefined)).toEqual(closed);
    expect(await pipeline.press(at("m1"), ALLOWED, { action: "option", index: 7 })).toMatchObject(
      closed,
    );
    expect((await service.get(record.id)).status).toBe("pending");
  });

  it("says how a prompt's question ended when its words come after the ending", async () => {
    const record = await delivered("s1", deployPrompt(), "m1");
    const opened = await pipeline.openOther(at("m1"), ALLOWED);
    expect(opened).toMatchObject({ question: { id: record.id } });
    await service.cancel(record.id);
    expect(await pipeline.ownWords(at("m1"), ALLOWED, "canary")).toMatchObject({
      kind: "closed",
      notice: "This question is closed (Cancelled by the agent).",
      prompt: { question: { id: record.id, status: "cancelled" } },
    });
  });

  it("takes own words as the answer, and refuses a blank or too long one without ending the question", async () => {
    const record = await delivered("s1", deployPrompt(), "m1");
    const blank = await pipeline.ownWords(at("m1"), ALLOWED, "   ");
    expect(blank).toMatchObject({ kind: "invalid" });
    expect(blank.kind === "invalid" && blank.notice).toMatch(/^answers\.deploy_target/);
    const long = await pipeline.ownWords(at("m1"), ALLOWED, "x".repeat(2001));
    expect(long).toMatchObject({ kind: "invalid" });
    expect((await service.get(record.id)).status).toBe("pending");
    expect(await pipeline.ownWords(at("m1"), ALLOWED, "  canary  ")).toMatchObject({
      kind: "answered",
    });
    expect((await service.get(record.id)).answers).toEqual({ deploy_target: ["canary"] });
  });

  it("reads a message through the shared parser, asking again when it is unsure", async () => {
    const record = await delivered("s1", releasePrompt(), "m1");
    const unsure = await pipeline.message({
      chatId: CHAT,
      userId: ALLOWED,
      text: "1",
      direct: false,
    });
    expect(unsure).toMatchObject({ kind: "clarify" });
    expect((await service.get(record.id)).status).toBe("pending");
    const clear = await pipeline.message({
      chatId: CHAT,
      userId: ALLOWED,
      text: "1\n1, 2\n2",
      replyTo: "m1",
      direct: false,
    });
    expect(clear).toMatchObject({ kind: "answered" });
    expect((await service.get(record.id)).answers).toEqual({
      target: ["Staging (Recommended)"],
      checks: ["Unit", "Browser"],
      notify: ["Nobody"],
    });
  });

  it("ignores chatter, and a stranger's talk in a group unless it replies to the prompt or is direct", async () => {
    expect(
      await pipeline.message({ chatId: CHAT, userId: ALLOWED, text: "hi", direct: false }),
    ).toEqual({ kind: "ignored" });
    const record = await delivered("s1", deployPrompt(), "m1");
    const loose = { chatId: CHAT, userId: STRANGER, text: "2" };
    expect(await pipeline.message({ ...loose, direct: false })).toEqual({ kind: "ignored" });
    expect(await pipeline.message({ ...loose, replyTo: "m1", direct: false })).toMatchObject({
      kind: "not_allowed",
    });
    expect(await pipeline.message({ ...loose, direct: true })).toMatchObject({
      kind: "not_allowed",
    });
    expect((await service.get(record.id)).status).toBe("pending");
  });

  it("explains a reply the gateway refuses instead of dropping it", async () => {
    await delivered("s1", deployPrompt(), "m1");
    const outcome = await pipeline.message({
      chatId: CHAT,
      userId: ALLOWED,
      text: "x".repeat(5000),
      direct: false,
    });
    expect(outcome).toMatchObject({ kind: "invalid" });
  });

  it("takes a submission proven for one question: answers or Skip, checked, for the delivered chat only", async () => {
    const record = await delivered("s1", deployPrompt(), "m1");
    const chat = { chatId: CHAT, questionId: record.id };
    expect(
      await pipeline.submit({ ...chat, chatId: "elsewhere" }, ALLOWED, { skip: true }),
    ).toMatchObject({ kind: "closed" });
    expect(await pipeline.submit(chat, "stranger", { skip: true })).toMatchObject({
      kind: "not_allowed",
    });
    const invalid = await pipeline.submit(chat, ALLOWED, {
      answers: { release_train: ["Production"] },
    });
    expect(invalid.kind).toBe("invalid");
    expect((await service.get(record.id)).status).toBe("pending");
    const outcome = await pipeline.submit(chat, ALLOWED, {
      answers: { deploy_target: ["Production"] },
    });
    expect(outcome).toMatchObject({ kind: "answered", notice: "Answered: Deploy: Production" });
    expect((await service.get(record.id)).endedBy).toEqual({
      kind: "human",
      surface: CHANNEL,
      userId: ALLOWED,
    });
    // Once ended, the same proof answers nothing more and says how it ended.
    const again = await pipeline.submit(chat, ALLOWED, { skip: true });
    expect(again).toMatchObject({ kind: "closed" });
    expect((await service.get(record.id)).status).toBe("answered");
  });

  it("lets anyone answer when the allow-list is empty", async () => {
    const open = new InboundPipeline({
      channel: CHANNEL,
      allowedUsers: [],
      service,
      store,
    });
    await delivered("s1", deployPrompt(), "m1");
    expect(await open.press(at("m1"), STRANGER, { action: "option", index: 0 })).toMatchObject({
      kind: "answered",
    });
  });

  describe("several sessions sharing one chat", () => {
    it("answers a reply to a prompt with that prompt or nothing: an ended one only says how it ended", async () => {
      const first = await delivered("s1", deployPrompt(), "m1");
      await pipeline.press(at("m1"), ALLOWED, { action: "option", index: 0 });
      const second = await delivered("s2", deployPrompt(), "m2");
      const late = await pipeline.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "2",
        replyTo: "m1",
        direct: false,
      });
      expect(late).toMatchObject({
        kind: "closed",
        notice: `This question is closed (Answered on ${CHANNEL} by ${ALLOWED}).`,
        prompt: { question: { id: first.id } },
      });
      expect((await service.get(second.id)).status).toBe("pending");
      const stranger = await pipeline.message({
        chatId: CHAT,
        userId: STRANGER,
        text: "2",
        replyTo: "m1",
        direct: false,
      });
      expect(stranger).toMatchObject({ kind: "not_allowed" });
      expect((await service.get(second.id)).status).toBe("pending");
    });

    it("answers a reply in an open prompt's thread even when another session's prompt is newer", async () => {
      const first = await delivered("s1", deployPrompt(), "m1");
      const second = await delivered("s2", deployPrompt(), "m2");
      const outcome = await pipeline.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "2",
        replyTo: "m1",
        direct: false,
      });
      expect(outcome).toMatchObject({ kind: "answered", prompt: { question: { id: first.id } } });
      expect((await service.get(first.id)).answers).toEqual({ deploy_target: ["Production"] });
      expect((await service.get(second.id)).status).toBe("pending");
    });

    it("answers a message addressed to no prompt only while exactly one prompt is open", async () => {
      const first = await delivered("s1", deployPrompt(), "m1");
      const second = await delivered("s2", releasePrompt(), "m2");
      const loose = { chatId: CHAT, userId: ALLOWED, text: "2", direct: false };
      expect(await pipeline.message(loose)).toEqual({
        kind: "which",
        notice:
          "Several questions are open here: Target · Checks · Notify, Deploy. Reply to the one you mean.",
      });
      // A reply to a message that is no prompt (a clarification, chatter) counts as loose.
      expect(await pipeline.message({ ...loose, replyTo: "not-a-prompt" })).toMatchObject({
        kind: "which",
      });
      expect((await service.get(first.id)).status).toBe("pending");
      expect((await service.get(second.id)).status).toBe("pending");
      await service.cancel(second.id);
      expect(await pipeline.message(loose)).toMatchObject({
        kind: "answered",
        prompt: { question: { id: first.id } },
      });
    });

    it("asks which prompt in the language of the newest one", async () => {
      await service.sessions.updateSettings("s2", { locale: "de" });
      await delivered("s1", deployPrompt(), "m1");
      await delivered("s2", deployPrompt(), "m2");
      const outcome = await pipeline.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "1",
        direct: false,
      });
      expect(outcome).toMatchObject({ kind: "which" });
      expect(outcome.kind === "which" && outcome.notice).toContain(
        "Hier sind mehrere Fragen offen",
      );
    });
    it("tells apart open prompts that share a header: by question, else by when each was sent, else by order", async () => {
      const loose = { chatId: CHAT, userId: ALLOWED, text: "2", direct: false };
      // From one instant, so prompts "sent together" are sent in the same second.
      const base = Date.parse(service.now());
      const deliveredAt = (msAgo: number) => new Date(base - msAgo).toISOString();
      const put = async (sessionId: string, input: unknown, messageId: string, msAgo: number) => {
        const { record } = await service.ask({ sessionId, input });
        await store.putDelivery({
          questionId: record.id,
          channel: CHANNEL,
          chatId: CHAT,
          messageId,
          deliveredAt: deliveredAt(msAgo),
        });
        return record;
      };
      const where = deployPrompt();
      const when = {
        ...where,
        questions: where.questions.map((question) => ({
          ...question,
          question: "When should this *deploy*?",
        })),
      };
      const first = await put("s1", where, "m1", 0);
      const second = await put("s2", when, "m2", 0);
      expect(await pipeline.message(loose)).toEqual({
        kind: "which",
        notice:
          "Several questions are open here: Deploy (“When should this *deploy*?”), Deploy (“Where should this deploy?”). Reply to the one you mean.",
      });
      await service.cancel(first.id);
      await service.cancel(second.id);

      // The same question twice: how long ago each was sent.
      const third = await put("s3", where, "m3", 185_000);
      const fourth = await put("s4", where, "m4", 30_000);
      expect(await pipeline.message(loose)).toEqual({
        kind: "which",
        notice:
          "Several questions are open here: Deploy (sent 30 seconds ago), Deploy (sent 3 minutes 5 seconds ago). Reply to the one you mean.",
      });
      await service.sessions.updateSettings("s4", { locale: "de" });
      const german = await pipeline.message(loose);
      expect(german.kind === "which" && german.notice).toBe(
        "Hier sind mehrere Fragen offen: Deploy (vor 30 Sekunden gesendet), Deploy (vor 3 Minuten 5 Sekunden gesendet). Antworte direkt auf die Frage, die du meinst.",
      );
      await service.sessions.updateSettings("s4", { locale: "es" });
      const spanish = await pipeline.message(loose);
      expect(spanish.kind === "which" && spanish.notice).toBe(
        "Aquí hay varias preguntas abiertas: Deploy (enviada hace 30 segundos), Deploy (enviada hace 3 minutos 5 segundos). Responde directamente a la que quieres contestar.",
      );
      await service.cancel(third.id);
      await service.cancel(fourth.id);

      // Sent in the same second too: their order, oldest first.
      await put("s5", where, "m5", 0);
      await put("s6", where, "m6", 0);
      await service.sessions.updateSettings("s6", { locale: "th" });
      const thai = await pipeline.message(loose);
      expect(thai.kind === "which" && thai.notice).toBe(
        "มีหลายคำถามเปิดอยู่ที่นี่: Deploy (ลำดับที่ 2 จาก 2 เรียงจากเก่าสุด), Deploy (ลำดับที่ 1 จาก 2 เรียงจากเก่าสุด) กรุณาตอบกลับที่คำถามที่คุณต้องการตอบ",
      );
    });
  });

  describe("a reply or tap racing the send", () => {
    /** A prompt reserved as the hub does before sending; its id comes when the send returns. */
    const sending = async (sessionId: string, messageId: string, afterMs: number) => {
      const { record } = await service.ask({ sessionId, input: deployPrompt() });
      const key = { questionId: record.id, channel: CHANNEL, chatId: CHAT };
      await store.putDelivery({ ...key, messageId: "", deliveredAt: service.now() });
      setTimeout(() => {
        void store.putDelivery({ ...key, messageId, deliveredAt: service.now() });
      }, afterMs);
      return record;
    };

    it("waits for the prompt's id, then answers the reply to it", async () => {
      const record = await sending("s1", "m7", 150);
      const outcome = await pipeline.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "2",
        replyTo: "m7",
        direct: false,
      });
      expect(outcome).toMatchObject({ kind: "answered", prompt: { question: { id: record.id } } });
    });

    it("waits for the prompt's id, then answers the tap on it", async () => {
      const record = await sending("s1", "m8", 150);
      expect(await pipeline.press(at("m8"), ALLOWED, { action: "skip" })).toMatchObject({
        kind: "answered",
      });
      expect((await service.get(record.id)).status).toBe("skipped");
    });

    it("counts a prompt on its way before answering a message addressed to none", async () => {
      const first = await delivered("s1", deployPrompt(), "m1");
      await sending("s2", "m9", 150);
      const outcome = await pipeline.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "2",
        direct: false,
      });
      expect(outcome).toMatchObject({ kind: "which" });
      expect((await service.get(first.id)).status).toBe("pending");
    });

    it("does not wait for a reservation a dead process left behind", async () => {
      const { record } = await service.ask({ sessionId: "s1", input: deployPrompt() });
      const stale = new Date(Date.parse(service.now()) - 120_000).toISOString();
      await store.putDelivery({
        questionId: record.id,
        channel: CHANNEL,
        chatId: CHAT,
        messageId: "",
        deliveredAt: stale,
      });
      const started = Date.now();
      expect(await pipeline.press(at("m404"), ALLOWED, { action: "skip" })).toMatchObject({
        kind: "closed",
      });
      // Well under the 5 s a live send is waited for.
      expect(Date.now() - started).toBeLessThan(4000);
    });
  });

  describe("words after Other…, on a platform without a text box", () => {
    it("takes the next message as the words, on another process or after a restart", async () => {
      const record = await delivered("s1", deployPrompt(), "m1");
      const opened = await pipeline.openOther(at("m1"), ALLOWED, { awaitWords: true });
      expect(opened).toMatchObject({ question: { id: record.id } });
      // Another gateway on the same store: its own service and pipeline, nothing in memory.
      const elsewhere = new InboundPipeline({
        channel: CHANNEL,
        allowedUsers: [ALLOWED],
        service: new QuestionService({ store }),
        store,
      });
      const outcome = await elsewhere.message({
        chatId: CHAT,
        userId: ALLOWED,
        text: "2",
        replyTo: "force-reply-message",
        direct: false,
      });
      expect(outcome).toMatchObject({ kind: "answered" });
      expect((await service.get(record.id)).answers).toEqual({ deploy_target: ["2"] });
    });

    it("keeps waiting for the words after a refusal, and says an ended prompt is closed", async () => {
      const record = await delivered("s1", deployPrompt(), "m1");
      await pipeline.openOther(at("m1"), ALLOWED, { awaitWords: true });
      const words = { chatId: CHAT, userId: ALLOWED, direct: false };
      expect(await pipeline.message({ ...words, text: "x".repeat(2001) })).toMatchObject({
        kind: "invalid",
      });
      await service.cancel(record.id);
      const second = await delivered("s2", deployPrompt(), "m2");
      expect(await pipeline.message({ ...words, text: "2" })).toMatchObject({
        kind: "closed",
        notice: "This question is closed (Cancelled by the agent).",
      });
      expect((await service.get(second.id)).status).toBe("pending");
      // The request is used up: the next message is read as a reply again.
      expect(await pipeline.message({ ...words, text: "2" })).toMatchObject({ kind: "answered" });
      expect((await service.get(second.id)).answers).toEqual({ deploy_target: ["Production"] });
    });

    it("records nothing for someone who may not answer", async () => {
      await delivered("s1", deployPrompt(), "m1");
      expect(await pipeline.openOther(at("m1"), STRANGER, { awaitWords: true })).toMatchObject({
        kind: "not_allowed",
      });
      expect(
        await store.takeAwaitedWords({ channel: CHANNEL, chatId: CHAT, userId: STRANGER }),
      ).toBeUndefined();
    });
  });
});
