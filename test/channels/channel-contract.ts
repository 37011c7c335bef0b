import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChannelAdapter } from "../../src/channels/channel-adapter.js";
import { resultOf } from "../../src/core/index.js";
import type { DeliveryPlan } from "../../src/store/question-store.js";
import { checksQuestion, deployQuestion, notifyQuestion } from "../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "./channel-rig.js";

/** A prompt as the human sees it in the chat. */
export interface PromptView {
  messageId: string;
  text: string;
  /** The visible buttons, in order; empty for a text-only prompt. */
  buttons: string[];
}

/** A reminder as the human sees it in the chat. */
export interface ReminderView extends PromptView {
  /** The prompt it is a reply to, or in whose thread it is. */
  repliesTo: string;
  /** The users the platform notifies of it, as it reads the message the bot sent. */
  mentions: string[];
}

/**
 * One channel under test, played from the human's side. Users are the channel's own ids.
 * Each method waits for the channel to have acted (a prompt sent, a notice shown).
 */
export interface ChannelHarness {
  adapter: ChannelAdapter;
  chatId: string;
  allowedUser: string;
  stranger: string;
  /** The prompt the n-th delivery to the chat showed (0-based), once it has arrived. */
  prompt(index: number): Promise<PromptView>;
  /** The prompt as it reads now (after edits). */
  current(messageId: string): PromptView;
  /** Taps the button with this visible text; resolves with the notice the tapper saw. */
  tap(messageId: string, button: string, userId: string): Promise<string>;
  /**
   * Writes text in the chat; `replyTo` makes it a reply to that message. `writtenAt` (ms) is
   * when the platform says it was written, for a message it delivers late; now by default.
   */
  say(text: string, userId: string, replyTo?: string, writtenAt?: number): Promise<void>;
  /** The reminders the bot has sent to the chat so far, oldest first, as they read now. */
  reminders(): ReminderView[];
  /** Waits for a bot message (not a prompt) whose text contains `part`. */
  botMessage(part: string): Promise<string>;
  /** Makes every delivery to the chat fail from now on, as a vanished chat would. */
  breakChat(): void;
  close(): Promise<void>;
}

export interface ChannelContractOptions {
  name: string;
  /**
   * The buttons of a prompt without a button per option (multi-select, several questions), for
   * a channel that shows those as a form (Teams' Adaptive Cards: inputs, one Submit and Skip)
   * besides the readable text a reply answers; none unless given.
   */
  formButtons?: string[];
  setup(): Promise<ChannelHarness>;
  /**
   * Each chat is one human (WhatsApp): nobody else can tap or reply in it. The stranger then
   * writes from a chat of their own, where no prompt is open: they are told nothing, and the
   * question stays pending.
   */
  oneToOne?: boolean;
}

// Production's description carries markup, to show it is escaped.
const deploy = deployQuestion({ descriptions: ["safe", "live <b>traffic</b>"] });
const single = { questions: [deploy] };
const multi = { questions: [checksQuestion({ labels: ["Lint", "Unit tests", "E2E"] })] };
const several = { questions: [deploy, notifyQuestion()] };

/** Waits until the prompt reads as expected, without buttons (edits arrive after the ending). */
export async function settledPrompt(
  harness: ChannelHarness,
  messageId: string,
  part: string,
): Promise<PromptView> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const view = harness.current(messageId);
    if (view.text.includes(part) && view.buttons.length === 0) return view;
    if (Date.now() > deadline)
      throw new Error(`prompt ${messageId} never read "${part}": ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The n-th reminder in the harness's chat (0-based), once it has arrived. */
export async function nthReminder(harness: ChannelHarness, index: number): Promise<ReminderView> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const found = harness.reminders()[index];
    if (found) {
      // The hub records the reminder just after the platform's answer; a human is never faster.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return found;
    }
    if (Date.now() > deadline) throw new Error(`reminder ${index} was never sent`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The behaviour every chat channel must have; each adapter runs this suite. */
export function runChannelContract(options: ChannelContractOptions): void {
  describe(`${options.name} channel contract`, () => {
    let harness: ChannelHarness;
    let rig: ChannelRig;

    beforeEach(async () => {
      harness = await options.setup();
      rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
    });

    afterEach(async () => {
      await rig.close();
      await harness.close();
    });

    const settled = (messageId: string, part: string) => settledPrompt(harness, messageId, part);
    const reminder = (index: number) => nthReminder(harness, index);

    /** The prompt in the harness's chat at once, a reminder of it a second later. */
    const remindAfterOneSecond = (): DeliveryPlan => ({
      steps: [
        { afterSeconds: 0, routes: [{ channel: harness.adapter.name, chatId: harness.chatId }] },
        { afterSeconds: 1, routes: [], remind: true },
      ],
    });

    it("shows one single-select question with its options, Other… and Skip; a tap answers it", async () => {
      const record = await rig.ask(single);
      const prompt = await harness.prompt(0);
      expect(prompt.text).toContain("Where should this deploy?");
      // Shown as written: authored markup is escaped, never applied.
      expect(prompt.text).toContain("live <b>traffic</b>");
      expect(prompt.buttons).toEqual(["Staging (Recommended)", "Production", "Other…", "Skip"]);
      const notice = await harness.tap(prompt.messageId, "Production", harness.allowedUser);
      expect(notice).toContain("Production");
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
      const closed = await settled(prompt.messageId, "Deploy: Production");
      expect(closed.buttons).toEqual([]);
      const ended = await rig.service.get(record.id);
      expect(ended.endedBy).toEqual({
        kind: "human",
        surface: harness.adapter.name,
        userId: harness.allowedUser,
      });
    });

    it("takes the human's own words after Other…", async () => {
      const record = await rig.ask(single);
      const prompt = await harness.prompt(0);
      await harness.tap(prompt.messageId, "Other…", harness.allowedUser);
      await harness.say("Canary, 5% of traffic", harness.allowedUser);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Canary, 5% of traffic"] } },
      });
      await settled(prompt.messageId, "Deploy: Canary, 5% of traffic");
    });

    it("skips on Skip", async () => {
      const record = await rig.ask(single);
      const prompt = await harness.prompt(0);
      expect(await harness.tap(prompt.messageId, "Skip", harness.allowedUser)).toBe("Skipped.");
      expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "skipped" });
      await settled(prompt.messageId, "Skipped");
    });

    it("sends a multi-select question as text and reads a reply such as 1, 3", async () => {
      const record = await rig.ask(multi);
      const prompt = await harness.prompt(0);
      expect(prompt.buttons).toEqual(options.formButtons ?? []);
      expect(prompt.text).toContain("3. E2E");
      await harness.say("1, 3", harness.allowedUser, prompt.messageId);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { checks: ["Lint", "E2E"] } },
      });
      await settled(prompt.messageId, "Checks: Lint, E2E");
    });

    it("never takes words written before the prompt was sent as its answer, however late they arrive", async () => {
      const record = await rig.ask(multi);
      await harness.prompt(0);
      // Written an hour ago, delivered only now: a platform's retry, a replayed event.
      await harness.say("1", harness.allowedUser, undefined, Date.now() - 3_600_000);
      await harness.say("1, 3", harness.allowedUser);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { checks: ["Lint", "E2E"] } },
      });
    });

    it("sends several questions as text, asks again on an unclear reply, then accepts a clear one", async () => {
      const record = await rig.ask(several);
      const prompt = await harness.prompt(0);
      expect(prompt.buttons).toEqual(options.formButtons ?? []);
      expect(prompt.text).toContain("Question 2 of 2");
      await harness.say("1\n2\n1", harness.allowedUser);
      expect(await harness.botMessage("3 lines for 2 questions")).toContain(
        "one line per question",
      );
      expect(await rig.status(record)).toBe("pending");
      await harness.say("staging\nnobody", harness.allowedUser);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Staging (Recommended)"], notify: ["Nobody"] } },
      });
      await settled(prompt.messageId, "Deploy: Staging\nNotify: Nobody");
    });

    it("reads replies in German: a label and the German skip word", async () => {
      const first = await rig.ask(multi, { locale: "de" });
      const prompt = await harness.prompt(0);
      expect(prompt.text).toContain("Antworte");
      await harness.say("Lint und E2E", harness.allowedUser);
      expect(await rig.result(first)).toEqual({
        status: "answered",
        answers: { answers: { checks: ["Lint", "E2E"] } },
      });
      const second = await rig.ask(several, { locale: "de" });
      const next = await harness.prompt(1);
      await harness.say("überspringen", harness.allowedUser, next.messageId);
      expect(await rig.result(second)).toEqual({ status: "no_answer", reason: "skipped" });
      await settled(next.messageId, "Übersprungen");
    });

    it("reads replies in Thai: Thai digits, and shows Thai buttons", async () => {
      const record = await rig.ask(single, { locale: "th" });
      const prompt = await harness.prompt(0);
      expect(prompt.buttons.slice(2)).toEqual(["อื่นๆ…", "ข้าม"]);
      await harness.say("๒", harness.allowedUser);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
    });

    it("shows a prompt in Spanish: Spanish buttons, how to reply, and the ending, no English left", async () => {
      const record = await rig.ask(single, { locale: "es" });
      const prompt = await harness.prompt(0);
      expect(prompt.buttons).toEqual([
        "Staging (Recommended)",
        "Production",
        "Otra respuesta…",
        "Omitir",
      ]);
      expect(prompt.text).toContain("Otro: responde con tus propias palabras.");
      expect(prompt.text).toContain(
        "Responde con un número, una opción o con tus propias palabras.",
      );
      expect(prompt.text).toContain("Para omitirla, responde");
      for (const english of ["Other:", "Reply with", "To skip", "Please answer"])
        expect(prompt.text, english).not.toContain(english);
      expect(await harness.tap(prompt.messageId, "Omitir", harness.allowedUser)).toBe("Omitida.");
      expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "skipped" });
      await settled(prompt.messageId, "Omitida");
    });

    it("refuses a tap and a reply from someone not allowed, and the question stays pending", async () => {
      const record = await rig.ask(single);
      const prompt = await harness.prompt(0);
      if (options.oneToOne) await harness.say("2", harness.stranger, prompt.messageId);
      else {
        expect(await harness.tap(prompt.messageId, "Production", harness.stranger)).toBe(
          "You are not allowed to answer this question.",
        );
        await harness.say("2", harness.stranger, prompt.messageId);
        await harness.botMessage("You are not allowed to answer this question.");
      }
      expect(await rig.status(record)).toBe("pending");
      expect(harness.current(prompt.messageId).buttons).toHaveLength(4);
      await harness.tap(prompt.messageId, "Staging (Recommended)", harness.allowedUser);
      expect((await rig.result(record))?.status).toBe("answered");
    });

    it("answers a reply in an ended prompt's thread with how it ended, never another session's question", async () => {
      const first = await rig.ask(single);
      const firstPrompt = await harness.prompt(0);
      await harness.tap(firstPrompt.messageId, "Production", harness.allowedUser);
      expect((await rig.result(first))?.status).toBe("answered");
      const second = await rig.ask(single);
      const secondPrompt = await harness.prompt(1);
      await harness.say("2", harness.allowedUser, firstPrompt.messageId);
      expect(await harness.botMessage("This question is closed")).toContain(
        `by ${harness.allowedUser})`,
      );
      expect(await rig.status(second)).toBe("pending");
      await harness.say("1", harness.allowedUser, secondPrompt.messageId);
      expect(await rig.result(second)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
      });
    });

    it("asks which prompt a message addressed to none means while two are open, and answers once one is", async () => {
      const first = await rig.ask(multi);
      await harness.prompt(0);
      const second = await rig.ask(several);
      await harness.prompt(1);
      await harness.say("1", harness.allowedUser);
      expect(await harness.botMessage("Several questions are open here")).toContain(
        "Deploy · Notify, Checks",
      );
      expect(await rig.status(first)).toBe("pending");
      expect(await rig.status(second)).toBe("pending");
      await rig.service.cancel(second.id);
      await harness.say("1, 3", harness.allowedUser);
      expect(await rig.result(first)).toEqual({
        status: "answered",
        answers: { answers: { checks: ["Lint", "E2E"] } },
      });
    });

    it("closes the prompt as Expired at the deadline", async () => {
      const record = await rig.ask({ ...single, timeoutSeconds: 30 });
      const prompt = await harness.prompt(0);
      // Jump past the deadline; restarting the service re-arms its timers at the new time.
      await rig.jumpAhead(31_000);
      expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "expired" });
      await settled(prompt.messageId, "Expired");
    });

    it("closes the prompt as Cancelled when the agent cancels", async () => {
      const record = await rig.ask(multi);
      const prompt = await harness.prompt(0);
      await rig.service.cancel(record.id);
      expect(await rig.result(record)).toEqual({ status: "no_answer", reason: "cancelled" });
      await settled(prompt.messageId, "Cancelled");
    });

    it("shows the answer, and where it was given, once the question is answered on another surface", async () => {
      const record = await rig.ask(single);
      const prompt = await harness.prompt(0);
      await rig.service.answer(
        record.id,
        () => ({ kind: "answers", answers: { deploy_target: ["Production"] } }),
        { surface: "web" },
      );
      const closed = await settled(prompt.messageId, "Answered in the Control UI");
      expect(closed.text).toContain("Deploy: Production");
    });

    it("ends the question as delivery_failed within seconds when the chat cannot be reached", async () => {
      harness.breakChat();
      const started = Date.now();
      const record = await rig.ask(single);
      const ended = await rig.service.waitForEnd(record.id, { timeoutMs: 15_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(ended.status).toBe("delivery_failed");
      const outcome = resultOf(ended);
      expect(outcome).toMatchObject({ status: "no_answer", reason: "delivery_failed" });
      expect((outcome as { detail?: string }).detail).toContain(harness.chatId);
    });

    it("reminds as a reply to the prompt, in the session's language, mentioning who may answer", async () => {
      const record = await rig.ask(single, { locale: "de", plan: remindAfterOneSecond() });
      const prompt = await harness.prompt(0);
      const sent = await reminder(0);
      expect(sent.repliesTo).toBe(prompt.messageId);
      expect(sent.mentions).toEqual([harness.allowedUser]);
      expect(sent.text).toContain("Erinnerung: Deploy wartet noch auf deine Antwort");
      // A pointer to the prompt, not a second copy of it.
      expect(sent.buttons).toEqual([]);
      expect(sent.text).not.toContain("Production");
      expect(sent.text).not.toContain("Where should this deploy?");
      expect(await rig.status(record)).toBe("pending");
      expect(harness.reminders()).toHaveLength(1);
    });

    it("closes the reminder with the prompt once the prompt is answered", async () => {
      const record = await rig.ask(single, { plan: remindAfterOneSecond() });
      const prompt = await harness.prompt(0);
      const sent = await reminder(0);
      expect(sent.text).toContain("Reminder: Deploy is still waiting for your answer");
      await harness.tap(prompt.messageId, "Production", harness.allowedUser);
      expect((await rig.result(record))?.status).toBe("answered");
      await settled(prompt.messageId, "Deploy: Production");
      const closed = await settled(sent.messageId, "Deploy: Production");
      expect(closed.text).not.toContain("Reminder");
    });

    it("takes a reply to the reminder as the answer to its prompt, with another prompt open", async () => {
      const record = await rig.ask(single, { plan: remindAfterOneSecond() });
      const prompt = await harness.prompt(0);
      const sent = await reminder(0);
      // With two prompts open, only the reply's address tells which one it answers.
      const other = await rig.ask(multi);
      await harness.prompt(1);
      await harness.say("2", harness.allowedUser, sent.messageId);
      expect(await rig.result(record)).toEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Production"] } },
      });
      expect(await rig.status(other)).toBe("pending");
      await settled(prompt.messageId, "Deploy: Production");
      await settled(sent.messageId, "Deploy: Production");
    });

    it("sends no reminder of a prompt answered before the reminder's time", async () => {
      const record = await rig.ask(single, { plan: remindAfterOneSecond() });
      const prompt = await harness.prompt(0);
      await harness.tap(prompt.messageId, "Staging (Recommended)", harness.allowedUser);
      expect((await rig.result(record))?.status).toBe("answered");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await rig.idle();
      expect(harness.reminders()).toEqual([]);
    });

    it("refuses a reply to the reminder from someone not allowed", async () => {
      const record = await rig.ask(single, { plan: remindAfterOneSecond() });
      await harness.prompt(0);
      const sent = await reminder(0);
      await harness.say("2", harness.stranger, sent.messageId);
      if (!options.oneToOne)
        await harness.botMessage("You are not allowed to answer this question.");
      expect(await rig.status(record)).toBe("pending");
      expect(harness.current(sent.messageId).text).toContain("Reminder: Deploy");
    });

    it("leaves a session with no routes to the Control UI: never delivery_failed", async () => {
      harness.breakChat();
      const record = await rig.ask(single, { routes: [] });
      await rig.idle();
      expect(await rig.status(record)).toBe("pending");
    });
  });
}
