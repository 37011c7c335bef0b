import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAskUserClient } from "../../src/client/index.js";
import {
  type AnswerMap,
  type Locale,
  parseAskInput,
  type QuestionStatus,
} from "../../src/core/index.js";
import { type ParsedReply, parseReply } from "../../src/core/parse-reply.js";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { checksQuestion, deployQuestion, notifyQuestion } from "../support/prompts.js";
import { sleep, TmuxServer } from "../support/terminal-screen.js";
import type { ChannelHarness } from "./channel-contract.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "./channel-rig.js";
import { discordHarness, readable } from "./discord/discord-harness.js";
import { BOT_USER_ID } from "./discord/fake-discord-api.js";
import { slackHarness } from "./slack/slack-harness.js";
import { telegramHarness } from "./telegram/telegram-harness.js";

/**
 * SPEC T2: one parser reads every plain-text reply, so a reply understood once is understood
 * the same way on every surface. The core's `parseReply` gives the oracle for each reply (never
 * written down here: the parser keeps learning phrasings), and each surface must record exactly
 * that: the Control UI's composer (the replies route, over HTTP), the terminal's reply line
 * (`r` in `ask-user answer`), and text replies on Telegram, Slack and Discord.
 */

const YES_NO = {
  id: "proceed",
  header: "Proceed",
  question: "Ship it now?",
  options: [{ label: "Yes" }, { label: "No" }],
};
const WEB_OR_MOBILE = {
  id: "platform",
  header: "แพลตฟอร์ม",
  question: "ทำเวอร์ชันไหนก่อนดี?",
  options: [{ label: "เว็บ" }, { label: "มือถือ" }],
};

interface ReplyCase {
  questions: object[];
  text: string;
  /** The session's language: the one its clarifications are written in. */
  locale: Locale;
}

const deploy = [deployQuestion()];
const checks = [checksQuestion()];

const CASES: ReplyCase[] = [
  { questions: deploy, text: "2", locale: "en" },
  { questions: deploy, text: "production", locale: "en" },
  { questions: deploy, text: "Option 2", locale: "en" },
  { questions: deploy, text: "the second one", locale: "en" },
  { questions: deploy, text: "let's do canary", locale: "en" },
  { questions: deploy, text: "1... actually 2", locale: "en" },
  { questions: checks, text: "all three", locale: "en" },
  { questions: checks, text: "everything except lint", locale: "en" },
  { questions: deploy, text: "skip it", locale: "en" },
  { questions: [YES_NO], text: "yup", locale: "en" },
  {
    questions: [deployQuestion(), notifyQuestion()],
    text: "deploy: 2; notify: team",
    locale: "en",
  },
  { questions: checks, text: "die dritte", locale: "de" },
  { questions: deploy, text: "überspringen", locale: "de" },
  { questions: [WEB_OR_MOBILE], text: "เอาเว็บค่ะ", locale: "th" },
  { questions: deploy, text: "5", locale: "en" },
  { questions: deploy, text: "1 oder 2", locale: "de" },
  { questions: deploy, text: "ข้อ ๕", locale: "th" },
  { questions: deploy, text: "5", locale: "es" },
  { questions: checks, text: "1, 3", locale: "es" },
];

/** What the core's parser makes of the reply, on the questions as the gateway stores them. */
function oracleOf(one: ReplyCase): ParsedReply {
  const { questions } = parseAskInput({ questions: one.questions });
  return parseReply(questions, one.text, { locale: one.locale });
}

/** What a surface recorded for a reply, read back from the gateway and from the surface. */
interface Recorded {
  status: QuestionStatus;
  answers: AnswerMap | undefined;
  /** What the surface said back to the human in words (a clarification), in order. */
  said: string[];
}

/** Line breaks and spaces aside: the terminal wraps what it shows. */
const squeezed = (text: string) => text.replace(/\s+/gu, "");

/** Fails unless the surface recorded exactly what the oracle reads in the reply. */
function expectSameOutcome(recorded: Recorded, oracle: ParsedReply): void {
  const observed = { ...recorded, said: recorded.said.map(squeezed) };
  switch (oracle.kind) {
    case "answers":
      expect(observed).toStrictEqual({ status: "answered", answers: oracle.answers, said: [] });
      return;
    case "skip":
      expect(observed).toStrictEqual({ status: "skipped", answers: undefined, said: [] });
      return;
    case "clarify":
      expect(observed).toStrictEqual({
        status: "pending",
        answers: undefined,
        said: [squeezed(oracle.message)],
      });
      return;
  }
}

/** One surface a human replies on, played from the human's side. */
interface Surface {
  /** Asks the case's questions, replies with its text as the human, and reads what happened. */
  reply(one: ReplyCase): Promise<Recorded>;
  close(): Promise<void>;
}

/** Polls until `read` gives a value; fails after 10 s, saying what it waited for. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const giveUpAt = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

// The gateway the composer and the terminal reply to: a real process, as a human's would be.

let db: TempDb | undefined;
let gateway: Promise<ChildGateway> | undefined;

function sharedGateway(): Promise<ChildGateway> {
  gateway ??= createTempDb().then((created) => {
    db = created;
    return startChildGateway({ db: created.path });
  });
  return gateway;
}

async function askOver(url: string, sessionId: string, one: ReplyCase): Promise<string> {
  const settings = await requestJson("PUT", `${url}/v1/sessions/${sessionId}/settings`, {
    locale: one.locale,
  });
  expect(settings.status).toBe(200);
  const created = await requestJson("POST", `${url}/v1/questions`, {
    sessionId,
    questions: one.questions,
    timeoutSeconds: 300,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** The Control UI's composer: `client.replyTo` the question on screen, as the UI sends it. */
async function composerSurface(): Promise<Surface> {
  const { url } = await sharedGateway();
  const client = createAskUserClient({ url });
  const sessionId = `surfaces-composer-${process.pid}`;
  return {
    async reply(one) {
      const id = await askOver(url, sessionId, one);
      const outcome = await client.replyTo(id, one.text, { surface: "web" });
      const record = await client.get(id);
      if (record.status === "pending") await client.cancel(id);
      return {
        status: record.status,
        answers: record.answers,
        said: outcome.outcome === "clarify" ? [outcome.message] : [],
      };
    },
    async close() {},
  };
}

/** `ask-user answer` in tmux: `r`, the reply, Enter. One screen serves every case. */
async function terminalSurface(): Promise<Surface> {
  const { url } = await sharedGateway();
  const terminals = await TmuxServer.start();
  const sessionId = `surfaces-terminal-${process.pid}`;
  const screen = await terminals.screen(["--session", sessionId], { ASK_USER_URL: url });
  const waiting = "No question is waiting.";
  await screen.waitFor(waiting);
  return {
    async reply(one) {
      const id = await askOver(url, sessionId, one);
      // The only question opens by itself; `r` opens the reply line under it.
      await screen.waitFor("r type a reply");
      await screen.keys("r");
      await screen.waitFor("Your reply:");
      await screen.type(one.text);
      await screen.waitFor(` > ${one.text}▏`);
      await screen.keys("Enter");
      const shown = await screen.until(
        "the reply to be answered or clarified",
        (text) =>
          !text.includes("Sending…") &&
          (!text.includes("Your reply:") || clarificationOn(text) !== undefined),
      );
      const record = (await requestJson("GET", `${url}/v1/questions/${id}`)).body;
      if (record.status === "pending") {
        await requestJson("POST", `${url}/v1/questions/${id}/cancel`, {});
        await screen.waitForGone("Your reply:");
      }
      await screen.waitFor(waiting);
      const clarification = clarificationOn(shown);
      return {
        status: record.status,
        answers: record.answers,
        said: clarification === undefined ? [] : [clarification],
      };
    },
    async close() {
      await terminals.close();
    },
  };
}

/** The lines under the reply line, joined: the gateway's clarification as the screen shows it. */
function clarificationOn(screen: string): string | undefined {
  const lines = screen.split("\n");
  const title = lines.indexOf("Your reply:");
  if (title < 0) return undefined;
  const shown: string[] = [];
  for (const line of lines.slice(title + 2)) {
    if (line.trim() === "") break;
    shown.push(line.trim());
  }
  return shown.length > 0 ? shown.join(" ") : undefined;
}

/**
 * A chat channel: the prompt arrives in the chat, the human replies to it, and what the bot
 * wrote back since is read from the fake platform (`botTexts`).
 */
async function chatSurface<Harness extends ChannelHarness>(
  harness: Harness,
  botTexts: (harness: Harness) => string[],
): Promise<Surface> {
  const rig: ChannelRig = await startChannelRig({
    channels: [harnessChannel(harness)],
    retry: FAST_RETRY,
  });
  let delivered = 0;
  return {
    async reply(one) {
      const record = await rig.ask({ questions: one.questions }, { locale: one.locale });
      const prompt = await harness.prompt(delivered);
      delivered += 1;
      const before = botTexts(harness).length;
      await harness.say(one.text, harness.allowedUser, prompt.messageId);
      // Answered or skipped, or something said back: whichever comes first.
      const ended = await until("the reply to be answered or clarified", async () => {
        const now = await rig.service.get(record.id);
        return now.status !== "pending" || botTexts(harness).length > before ? now : undefined;
      });
      if (ended.status === "pending") await rig.service.cancel(record.id);
      await rig.idle();
      return {
        status: ended.status,
        answers: ended.answers,
        said: botTexts(harness).slice(before),
      };
    },
    async close() {
      await rig.close();
      await harness.close();
    },
  };
}

const SURFACES: [string, () => Promise<Surface>][] = [
  ["the Control UI composer", composerSurface],
  ["the terminal's reply line", terminalSurface],
  [
    "Telegram",
    async () =>
      chatSurface(await telegramHarness(), ({ api }) =>
        api
          .callsOf("sendMessage")
          .filter((call) => call.payload.reply_parameters !== undefined)
          .map((call) => String(call.payload.text)),
      ),
  ],
  [
    "Slack",
    async () =>
      chatSurface(await slackHarness(), ({ api }) =>
        api.calls
          .filter(
            (call) =>
              call.method === "chat.postEphemeral" ||
              (call.method === "chat.postMessage" && call.payload.thread_ts !== undefined),
          )
          .map((call) => String(call.payload.text)),
      ),
  ],
  [
    "Discord",
    async () =>
      chatSurface(await discordHarness(), (harness) =>
        harness.api
          .messagesIn(harness.chatId)
          .filter((message) => message.author.id === BOT_USER_ID && message.message_reference)
          .map((message) => readable(message.content)),
      ),
  ],
];

afterAll(async () => {
  await killAllChildGateways();
  await db?.cleanup();
});

describe("a reply understood once is understood the same way on every surface", () => {
  it("covers answers, a skip and clarifications, whatever the parser reads in each reply", () => {
    const kinds = new Set(CASES.map((one) => oracleOf(one).kind));
    expect([...kinds].sort()).toStrictEqual(["answers", "clarify", "skip"]);
  });

  it("tells a recorded outcome from any other", () => {
    const answered: Recorded = {
      status: "answered",
      answers: { deploy_target: ["Production"] },
      said: [],
    };
    const production: ParsedReply = { kind: "answers", answers: { deploy_target: ["Production"] } };
    expect(() => expectSameOutcome(answered, production)).not.toThrow();
    expect(() =>
      expectSameOutcome(answered, { kind: "answers", answers: { deploy_target: ["Staging"] } }),
    ).toThrow();
    expect(() => expectSameOutcome(answered, { kind: "skip" })).toThrow();
    expect(() => expectSameOutcome({ ...answered, said: ["Answered."] }, production)).toThrow();
    const clarified: Recorded = { status: "pending", answers: undefined, said: ["No option 5."] };
    const clarify = {
      kind: "clarify",
      reason: "no_such_option",
      message: "No option 5.",
    } satisfies ParsedReply;
    expect(() => expectSameOutcome(clarified, clarify)).not.toThrow();
    expect(() => expectSameOutcome(clarified, { ...clarify, message: "No option 7." })).toThrow();
    expect(() => expectSameOutcome({ ...clarified, said: [] }, clarify)).toThrow();
    expect(() => expectSameOutcome({ ...clarified, status: "skipped" }, clarify)).toThrow();
  });

  describe.each(SURFACES)("on %s", (_name, start) => {
    let surface: Surface;

    beforeAll(async () => {
      surface = await start();
    });

    afterAll(async () => {
      await surface?.close();
    });

    it.each(CASES)("reads $text in $locale as the core's parser does", async (one) => {
      expectSameOutcome(await surface.reply(one), oracleOf(one));
    });
  });
});
