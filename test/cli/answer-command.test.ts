import type { AddressInfo } from "node:net";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { styleFor } from "../../src/cli/terminal/ansi-style.js";
import { escapeControls } from "../../src/cli/terminal/control-text.js";
import { displayWidth, truncate, wrap } from "../../src/cli/terminal/display-width.js";
import type { Key } from "../../src/cli/terminal/key-input.js";
import { renderPromptScreen } from "../../src/cli/terminal/prompt-screen.js";
import {
  applyPromptKey,
  type PromptAction,
  type PromptState,
  startPrompt,
} from "../../src/cli/terminal/prompt-state.js";
import { applyReplyKey, openReply, type ReplyInput } from "../../src/cli/terminal/reply-input.js";
import { terminalMessages } from "../../src/cli/terminal/terminal-messages.js";
import {
  formatCountdown,
  type Locale,
  messages,
  type Question,
  type QuestionView,
  ServerClock,
  SUPPORTED_LOCALES,
} from "../../src/core/index.js";
import { createHttpApp } from "../../src/http/app.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import {
  type ChildGateway,
  createTempDb,
  findFreePort,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { deployQuestion, notifyQuestion, whomToTellQuestion } from "../support/prompts.js";
import { sleep, TmuxServer } from "../support/terminal-screen.js";

/**
 * SPEC C4: `ask-user answer` as a real process in a real terminal (tmux), against a real
 * gateway process.
 */

let terminals: TmuxServer;

const DEPLOY = deployQuestion({
  descriptions: ["A safe place to try it first", "Real users see it right away"],
});

const NOTIFY = whomToTellQuestion();

async function ask(
  url: string,
  sessionId: string,
  questions: unknown[],
  timeoutSeconds = 300,
): Promise<QuestionView> {
  const response = await requestJson("POST", `${url}/v1/questions`, {
    sessionId,
    questions,
    timeoutSeconds,
  });
  expect(response.status).toBe(201);
  return response.body;
}

/** The agent's side: the long-poll a blocked tool call makes. */
function agentResult(url: string, id: string) {
  return requestJson("GET", `${url}/v1/questions/${id}/result?waitSeconds=30`);
}

/** The text without its white space: a wrapped message reads the same. */
const squeezed = (text: string) => text.replace(/\s+/gu, "");

let sessionIdCounter = 0;
const newSessionId = (what: string) => {
  sessionIdCounter += 1;
  return `${what}-${process.pid}-${sessionIdCounter}`;
};

beforeAll(async () => {
  terminals = await TmuxServer.start();
});

afterEach(async () => {
  await terminals.closeScreens();
});

afterAll(async () => {
  await terminals?.close();
  await killAllChildGateways();
});

describe("ask-user answer in a terminal", () => {
  let db: TempDb;
  let gateway: ChildGateway;

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });

  afterEach(async () => {
    // Nothing a test left pending shows up in the next one's list.
    const pending = await requestJson("GET", `${gateway.url}/v1/questions?status=pending`);
    for (const question of pending.body.questions)
      await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/cancel`, {});
  });

  afterAll(async () => {
    await gateway?.stop();
    await db?.cleanup();
  });

  const env = () => ({ ASK_USER_URL: gateway.url });

  it("answers a single-select with Down, Enter: the agent gets exactly the chosen label", async () => {
    const sessionId = newSessionId("single");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], env());

    // The only pending question opens directly.
    const shown = await screen.waitFor("Where should this deploy?");
    expect(shown).toContain(`ask-user · ${sessionId}`);
    expect(shown).toMatch(/^Deploy +\d+:\d\d$/m);
    expect(shown).toMatch(/› \( \) 1\. Staging \(Recommended\)/);
    expect(shown).toContain("A safe place to try it first");
    expect(shown).toContain("2. Production");
    expect(shown).toContain("Other…");
    expect(shown).toContain("Skip");
    expect(shown).not.toContain("(1/1)");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("Down", "Enter");
    const response = await result;
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });

    // The summary replaces the prompt (SPEC L7), and the gateway knows who answered where.
    const after = await screen.waitFor("Deploy: Production");
    expect(after).toContain("No question is waiting.");
    const record = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(record.body.endedBy).toMatchObject({ kind: "human", surface: "terminal" });
  });

  it("skips the whole prompt with Skip", async () => {
    const sessionId = newSessionId("skip");
    const question = await ask(gateway.url, sessionId, [DEPLOY, NOTIFY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Where should this deploy?");

    const result = agentResult(gateway.url, question.id);
    // Staging, Production, Other…, Skip.
    await screen.keys("Down", "Down", "Down");
    await screen.waitFor(/› +Skip/);
    await screen.keys("Enter");
    const response = await result;
    expect(response.body).toStrictEqual({ status: "no_answer", reason: "skipped" });
    await screen.waitFor("Deploy, Notify — Skipped");
  });

  it("answers in the human's own words with Other… (Escape closes the input first)", async () => {
    const sessionId = newSessionId("other");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Where should this deploy?");

    await screen.keys("Down", "Down", "Enter");
    await screen.waitFor("> ▏Type your own answer");
    await screen.type("never mind");
    await screen.waitFor("> never mind▏");
    await screen.keys("Escape");
    await screen.waitForGone("never mind");
    const stillPending = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(stillPending.body.status).toBe("pending");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("Enter");
    await screen.waitFor("Type your own answer");
    await screen.type("the EU canary cluster");
    await screen.waitFor("> the EU canary cluster▏");
    // Enter confirms the text only; the next Enter, on the question, sends it.
    await screen.keys("Enter");
    await screen.waitFor("› (*)    Other…: the EU canary cluster");
    const confirmedOnly = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(confirmedOnly.body.status).toBe("pending");
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["the EU canary cluster"] } },
    });
    await screen.waitFor("Deploy: the EU canary cluster");
  });

  it("steps through two questions: a digit picks, Space toggles a multi-select, Enter confirms", async () => {
    const sessionId = newSessionId("multi");
    const question = await ask(gateway.url, sessionId, [DEPLOY, NOTIFY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Deploy (1/2)");

    await screen.keys("2");
    const second = await screen.waitFor("Notify (2/2)");
    expect(second).toContain("Whom should we tell?");
    expect(second).toContain("Choose all that apply");
    expect(second).toContain("[ ] 1. Team");

    await screen.keys("Space", "Down", "Down", "Space");
    const toggled = await screen.waitFor("[x] 3. Nobody");
    expect(toggled).toContain("[x] 1. Team");
    expect(toggled).toContain("[ ] 2. Ops");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"], notify: ["Team", "Nobody"] } },
    });
    const summary = await screen.waitFor("Notify: Team, Nobody");
    expect(summary).toContain("Deploy: Production");
  });

  it("Enter in Other… of the first question moves on to the next, and sends nothing yet", async () => {
    const sessionId = newSessionId("other-first");
    const question = await ask(gateway.url, sessionId, [DEPLOY, NOTIFY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Deploy (1/2)");

    await screen.keys("Down", "Down", "Enter");
    await screen.waitFor("> ▏Type your own answer");
    await screen.type("the EU canary cluster");
    await screen.waitFor("> the EU canary cluster▏");
    await screen.keys("Enter");
    await screen.waitFor("Notify (2/2)");
    const stillPending = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(stillPending.body.status).toBe("pending");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("Space", "Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["the EU canary cluster"], notify: ["Team"] } },
    });
  });

  it("Enter on an untouched multi-select answers nothing and says how to choose, in the session's language", async () => {
    const sessionId = newSessionId("multi-untouched");
    const question = await ask(gateway.url, sessionId, [NOTIFY]);
    const screen = await terminals.screen(["--session", sessionId, "--locale", "de"], env());
    await screen.waitFor("[ ] 1. Team");

    await screen.keys("Enter");
    const told = await screen.waitFor("Leertaste wählt aus, Enter bestätigt");
    expect(told).toContain("› [ ] 1. Team");
    await sleep(300);
    const stillPending = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(stillPending.body.status).toBe("pending");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("Down", "Space", "Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { notify: ["Ops"] } },
    });
  });

  /** The clarification the gateway wrote into the session's timeline, once it is there. */
  async function clarificationIn(sessionId: string): Promise<string> {
    const giveUpAt = Date.now() + 10_000;
    for (;;) {
      const timeline = await requestJson("GET", `${gateway.url}/v1/sessions/${sessionId}/timeline`);
      const said = timeline.body.items.filter(
        (item: { type: string; message?: { author: { kind: string } } }) =>
          item.type === "message" && item.message?.author.kind === "gateway",
      );
      if (said.length > 0) return said[said.length - 1].message.text;
      if (Date.now() > giveUpAt) throw new Error(`no clarification in ${sessionId}'s timeline`);
      await sleep(50);
    }
  }

  it("takes a whole reply in words after r: Escape closes it, a clarification keeps it open, the retry answers", async () => {
    const sessionId = newSessionId("reply");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    const shown = await screen.waitFor("Where should this deploy?");
    expect(shown).toContain("r type a reply");

    // Escape closes the line and sends nothing.
    await screen.keys("r");
    const opened = await screen.waitFor(`> ▏${messages("en").replyOne}`);
    expect(opened).toContain("Your reply:");
    expect(opened).toContain("Enter send · Esc close");
    expect(opened).not.toContain("›"); // the keys type the reply, no row is under the cursor
    await screen.type("never mind");
    await screen.waitFor("> never mind▏");
    await screen.keys("Escape");
    const closed = await screen.waitForGone("Your reply:");
    expect(closed).toContain("› ( ) 1. Staging");
    expect(
      (await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`)).body.status,
    ).toBe("pending");

    // A reply the gateway cannot read: its clarification shows and the line stays open.
    await screen.keys("r");
    await screen.waitFor("Your reply:");
    await screen.type("5");
    await screen.keys("Enter");
    const clarification = await clarificationIn(sessionId);
    expect(clarification).toContain("5");
    const clarified = await screen.waitFor(clarification);
    expect(clarified).toContain("> 5▏");
    expect(clarified).toContain("Where should this deploy?");
    expect(
      (await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`)).body.status,
    ).toBe("pending");

    // Ctrl-U clears the line; the retry answers, as a pick would.
    const result = agentResult(gateway.url, question.id);
    await screen.keys("C-u");
    await screen.waitFor(`> ▏${messages("en").replyOne}`);
    await screen.type("production please");
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    const after = await screen.waitFor(/^Deploy: Production\nAnswered in the terminal by /m);
    expect(after).toContain("No question is waiting.");
    const record = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(record.body.endedBy).toMatchObject({ kind: "human", surface: "terminal" });
    // Both replies are in the timeline as the terminal's.
    const timeline = await requestJson("GET", `${gateway.url}/v1/sessions/${sessionId}/timeline`);
    const replies = timeline.body.items
      .filter((item: { type: string }) => item.type === "message")
      .map((item: { message: { text: string; author: object } }) => item.message);
    expect(replies[0]).toMatchObject({ text: "5", author: { kind: "human", surface: "terminal" } });
  });

  it("takes a reply in words in German: German hints, the gateway's German clarification, then a German skip", async () => {
    const sessionId = newSessionId("reply-de");
    const settings = await requestJson("PUT", `${gateway.url}/v1/sessions/${sessionId}/settings`, {
      locale: "de",
    });
    expect(settings.status).toBe(200);
    const question = await ask(gateway.url, sessionId, [DEPLOY, NOTIFY]);
    const screen = await terminals.screen(["--session", sessionId, "--locale", "de"], env());
    const shown = await screen.waitFor("Deploy (1/2)");
    expect(shown).toContain("r Antwort tippen");

    await screen.keys("r");
    // Several questions: all answers on the one line, keyed by question.
    const opened = await screen.waitFor("Deine Antwort:");
    expect(opened).toContain(
      "> ▏Alle Antworten in dieser einen Zeile, etwa „deploy_target: 1; notify: 1, 2“",
    );
    expect(opened).toContain("Enter senden · Esc schließen");
    await screen.type("Nr. 7");
    await screen.keys("Enter");
    const clarification = await clarificationIn(sessionId);
    const clarified = await screen.until(`the clarification "${clarification}"`, (screen) =>
      squeezed(screen).includes(squeezed(clarification)),
    );
    expect(clarified).toContain("> Nr. 7▏");
    expect(
      (await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`)).body.status,
    ).toBe("pending");

    const result = agentResult(gateway.url, question.id);
    await screen.keys("C-u");
    await screen.type("überspringen");
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({ status: "no_answer", reason: "skipped" });
    await screen.waitFor(/^Deploy, Notify — Übersprungen im Terminal/m);
  });

  it("shows the answer and where it came from when the question it shows is answered over HTTP", async () => {
    const sessionId = newSessionId("from-slack");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Where should this deploy?");

    const answer = await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/answer`, {
      answers: { deploy_target: ["Staging (Recommended)"] },
      surface: "slack",
      userId: "U0123",
    });
    expect(answer.status).toBe(200);
    const after = await screen.waitFor(
      /^Deploy: Staging\nAnswered on Slack by U0123 at \d\d:\d\d(\s[AP]M)?$/m,
    );
    expect(after).not.toContain("Answered elsewhere");
    expect(after).not.toContain("Where should this deploy?");
    expect(after).toContain("No question is waiting.");

    // A new question in the session appears live and, being the only one, opens.
    await ask(gateway.url, sessionId, [NOTIFY]);
    await screen.waitFor("Whom should we tell?");
  });

  it("shows a live m:ss countdown that ticks", async () => {
    const sessionId = newSessionId("countdown");
    await ask(gateway.url, sessionId, [DEPLOY], 120);
    const screen = await terminals.screen(["--session", sessionId], env());
    const first = await screen.waitFor(/^Deploy +(2:00|1:5\d)$/m);
    const [, minutes, seconds] = /(\d):(\d\d)$/m.exec(first) ?? [];
    const shown = Number(minutes) * 60 + Number(seconds);
    // Within the next two seconds it reads one, then two seconds less.
    const fewer = (by: number) => formatCountdown((shown - by) * 1000);
    await screen.waitFor(new RegExp(`^Deploy +${fewer(1)}$`, "m"), 2_500);
    await screen.waitFor(new RegExp(`^Deploy +${fewer(2)}$`, "m"), 2_500);
  });

  it("lists every session's questions; arrows and Enter open one, Escape goes back, q quits", async () => {
    const first = await ask(gateway.url, newSessionId("list-a"), [DEPLOY]);
    await sleep(5); // Distinct createdAt, so the list order is certain.
    const second = await ask(gateway.url, newSessionId("list-b"), [NOTIFY]);
    const screen = await terminals.screen([], env());

    const list = await screen.waitFor("Waiting for an answer (2)");
    expect(list).toMatch(
      new RegExp(`› ${first.sessionId} +Deploy +Where should this deploy\\? +\\d+:\\d\\d`),
    );
    expect(list).toMatch(
      new RegExp(`  ${second.sessionId} +Notify +Whom should we tell\\? +\\d+:\\d\\d`),
    );

    await screen.keys("Down", "Enter");
    // The list shows the question text too: wait for the opened question's own title bar.
    const opened = await screen.waitFor(`ask-user · ${second.sessionId}`);
    expect(opened).toContain("Whom should we tell?");
    await screen.keys("Escape");
    await screen.waitFor("Waiting for an answer (2)");

    await screen.keys("q");
    const after = await screen.waitFor(/\[exit 0\]\n\[tty .*\]/);
    expect(after).toContain("[tty icanon echo ]");
    for (const question of [first, second]) {
      const record = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
      expect(record.body.status).toBe("pending");
    }
  });

  it("Ctrl-C restores the terminal and leaves the question pending", async () => {
    const sessionId = newSessionId("interrupt");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], env());
    await screen.waitFor("Where should this deploy?");

    await screen.keys("C-c");
    const after = await screen.waitFor(/\[exit 130\]\n\[tty .*\]/);
    // Back on the shell's screen: the alternate screen with the prompt is gone, cooked mode is on.
    expect(after).not.toContain("Where should this deploy?");
    expect(after).toContain("[tty icanon echo ]");
    const record = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
    expect(record.body.status).toBe("pending");
  });

  it("speaks German with --locale de, using the core's strings table", async () => {
    const sessionId = newSessionId("german");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId, "--locale", "de"], env());
    const de = messages("de");
    const shown = await screen.waitFor(de.skip);
    expect(de.skip).toBe("Überspringen");
    expect(shown).toContain(de.otherButton);
    expect(shown).toContain(`Staging (${de.recommended})`);
    expect(shown).toContain(de.chooseOne);

    const result = agentResult(gateway.url, question.id);
    await screen.keys("1");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    const after = await screen.waitFor("Deploy: Staging");
    expect(after).toContain(de.replyNoPending);
  });

  it("speaks Spanish with --locale es: the question's words and the key hints", async () => {
    const sessionId = newSessionId("spanish");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId, "--locale", "es"], env());
    const es = messages("es");
    const shown = await screen.waitFor("Omitir");
    expect(shown).toContain("Otra respuesta…");
    expect(shown).toContain("Staging (Recomendada)");
    expect(shown).toContain("Elige una respuesta");
    expect(shown).toContain("↑↓ mover");
    for (const english of ["Skip", "Other…", "Choose one", "(Recommended)", "move ·", "quit"])
      expect(shown, english).not.toContain(english);

    const result = agentResult(gateway.url, question.id);
    await screen.keys("2");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    const after = await screen.waitFor("Deploy: Production");
    expect(after).toContain(es.replyNoPending);
  });

  it("takes its language from ASK_USER_LOCALE and says how a question ended in it", async () => {
    const sessionId = newSessionId("thai");
    const question = await ask(gateway.url, sessionId, [DEPLOY]);
    const screen = await terminals.screen(["--session", sessionId], {
      ...env(),
      ASK_USER_LOCALE: "th",
    });
    await screen.waitFor(messages("th").skip);
    await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/cancel`, {});
    await screen.waitFor(`Deploy — ${messages("th").cancelledByAgent}`);
  });

  it("escapes control characters in labels, and draws no color with NO_COLOR", async () => {
    const sessionId = newSessionId("escape");
    await ask(gateway.url, sessionId, [
      {
        id: "pick",
        header: "Evil",
        question: "Which one?\u001b]2;pwned\u0007",
        options: [{ label: "Red\u001b[31m text" }, { label: "Clear\u001b[2J\u001b[Hall" }],
      },
    ]);
    const screen = await terminals.screen(["--session", sessionId], { ...env(), NO_COLOR: "1" });
    const shown = await screen.waitFor("Which one?");
    expect(shown).toContain("Which one?^[]2;pwned^G");
    expect(shown).toContain("1. Red^[[31m text");
    expect(shown).toContain("2. Clear^[[2J^[[Hall");
    // Neither the labels nor the screen's own styles set any attribute.
    expect(await screen.capture(true)).not.toContain("\u001b[");
    expect(
      await terminals.tmux("display-message", "-p", "-t", screen.name, "#{pane_title}"),
    ).not.toContain("pwned");
  });
});

describe("ask-user answer with a token", () => {
  let db: TempDb;

  beforeAll(async () => {
    db = await createTempDb();
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  it("exits 1 with a restored terminal on a wrong token, and works with the right one", async () => {
    const guarded = await startChildGateway({ db: db.path, env: { ASK_USER_TOKEN: "right" } });
    const auth = { authorization: "Bearer right" };
    const created = await requestJson(
      "POST",
      `${guarded.url}/v1/questions`,
      { sessionId: "token", questions: [DEPLOY] },
      auth,
    );
    expect(created.status).toBe(201);

    const wrong = await terminals.screen([], {
      ASK_USER_URL: guarded.url,
      ASK_USER_TOKEN: "wrong",
    });
    const refused = await wrong.waitFor(/\[exit 1\]\n\[tty .*\]/);
    expect(refused).toContain("ask-user: unauthorized");
    expect(refused).toContain("[tty icanon echo ]");

    const right = await terminals.screen([], {
      ASK_USER_URL: guarded.url,
      ASK_USER_TOKEN: "right",
    });
    await right.waitFor("Where should this deploy?");
    const result = requestJson(
      "GET",
      `${guarded.url}/v1/questions/${created.body.id}/result?waitSeconds=30`,
      undefined,
      auth,
    );
    await right.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
  });
  it("sends ASK_USER_HUMAN_TOKEN over ASK_USER_TOKEN, and answers with it", async () => {
    const guarded = await startChildGateway({
      db: db.path,
      env: { ASK_USER_AGENT_TOKEN: "agent-token", ASK_USER_HUMAN_TOKEN: "human-token" },
    });
    const agent = { authorization: "Bearer agent-token" };
    const created = await requestJson(
      "POST",
      `${guarded.url}/v1/questions`,
      { sessionId: "roles", questions: [DEPLOY] },
      agent,
    );
    expect(created.status).toBe(201);
    const result = requestJson(
      "GET",
      `${guarded.url}/v1/questions/${created.body.id}/result?waitSeconds=30`,
      undefined,
      agent,
    );
    const screen = await terminals.screen([], {
      ASK_USER_URL: guarded.url,
      ASK_USER_TOKEN: "agent-token",
      ASK_USER_HUMAN_TOKEN: "human-token",
    });
    await screen.waitFor("Where should this deploy?");
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    expect(
      (await requestJson("GET", `${guarded.url}/v1/questions/${created.body.id}`, undefined, agent))
        .body.endedBy,
    ).toMatchObject({ kind: "human", surface: "terminal" });
    await guarded.stop();
  });
});

describe("ask-user answer through a gateway restart", () => {
  let db: TempDb;

  beforeAll(async () => {
    db = await createTempDb();
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  it("shows Reconnecting… after kill -9, catches up after the restart, and answers a new question", async () => {
    const port = await findFreePort();
    const first = await startChildGateway({ db: db.path, port });
    const screen = await terminals.screen([], { ASK_USER_URL: first.url });
    await screen.waitFor("No question is waiting.");

    const before = await ask(first.url, "restart-before", [DEPLOY]);
    await screen.waitFor("Where should this deploy?");
    await screen.keys("Escape");
    await screen.waitFor("Waiting for an answer (1)");

    await first.crash();
    await screen.waitFor("Reconnecting…");
    const second = await startChildGateway({ db: db.path, port });
    expect(second.url).toBe(first.url);
    // Answered while the terminal may still be reconnecting: it learns it either way.
    const answer = await requestJson("POST", `${second.url}/v1/questions/${before.id}/answer`, {
      answers: { deploy_target: ["Production"] },
    });
    expect(answer.status).toBe(200);
    await screen.waitForGone("Reconnecting…");
    await screen.waitFor("No question is waiting.");

    const after = await ask(second.url, "restart-after", [
      { ...DEPLOY, question: "And after the restart?" },
    ]);
    await screen.waitFor("And after the restart?");
    const result = agentResult(second.url, after.id);
    await screen.keys("Enter");
    expect((await result).body).toStrictEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Staging (Recommended)"] } },
    });
    await screen.waitFor("Deploy: Staging");
  }, 30_000);
});

/** An in-process gateway (HTTP and events) whose clock runs `offsetMs` off this machine's. */
async function startSkewedGateway(initialOffsetMs: number) {
  let offsetMs = initialOffsetMs;
  const service = new QuestionService({
    store: new MemoryQuestionStore(),
    now: () => Date.now() + offsetMs,
  });
  await service.start();
  const app = createHttpApp({ service, upgradeWebSocket });
  const webSockets = new WebSocketServer({ noServer: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const created = serve(
      { fetch: app.fetch, hostname: "127.0.0.1", port: 0, websocket: { server: webSockets } },
      () => resolve(created),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    advance(ms: number) {
      offsetMs += ms;
    },
    async close() {
      service.stop();
      for (const client of webSockets.clients) client.terminate();
      webSockets.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}

describe("ask-user answer follows the server's clock", () => {
  it("counts down to the server's deadline and shows Expired when it passes", async () => {
    // The gateway's clock is an hour behind: by the local clock every deadline is long past.
    const gateway = await startSkewedGateway(-3_600_000);
    try {
      const question = await ask(gateway.url, "clock", [DEPLOY], 30);
      // Fifteen seconds before the deadline by the server's clock (a loaded machine may take
      // several to start the terminal).
      gateway.advance(15_000);
      const screen = await terminals.screen(["--session", "clock"], { ASK_USER_URL: gateway.url });
      await screen.waitFor(/^Deploy +0:(?:0[1-9]|1[0-5])$/m);
      await screen.waitFor(/^Deploy +Expired$/m, 20_000);
      expect(question.timeoutSeconds).toBe(30);
    } finally {
      await gateway.close();
    }
  });
});

describe("terminal pieces", () => {
  const single: Question = {
    ...deployQuestion({ question: "Where?", labels: ["Staging", "Production"] }),
    multiSelect: false,
  };
  const multi: Question = {
    ...notifyQuestion({ question: "Whom?", labels: ["Team", "Ops"] }),
    multiSelect: true,
  };
  const press = (state: PromptState, ...keys: Key[]) => {
    let action: PromptAction = { kind: "none" };
    for (const key of keys) ({ state, action } = applyPromptKey(state, key));
    return { state, action };
  };
  const text = (value: string): Key => ({ name: "text", text: value });

  it("escapes every control character visibly, and bidi overrides", () => {
    expect(escapeControls("a\u001b[31mb\u0007c\u009bd\u007f")).toBe("a^[[31mb^Gc<U+009B>d^?");
    expect(escapeControls("one\ntwo\r\n\tthree")).toBe("one two three");
    expect(escapeControls("abc\u202edef")).toBe("abc<U+202E>def");
    expect(escapeControls("Überspringen ข้าม")).toBe("Überspringen ข้าม");
  });

  it("formats the countdown as m:ss, rounding up", () => {
    expect(formatCountdown(300_000)).toBe("5:00");
    expect(formatCountdown(299_001)).toBe("5:00");
    expect(formatCountdown(61_000)).toBe("1:01");
    expect(formatCountdown(3_600_000)).toBe("60:00");
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(-5)).toBe("0:00");
  });

  it("measures Thai marks as zero and wide characters as two columns", () => {
    expect(displayWidth("ข้าม")).toBe(3);
    expect(displayWidth("日本")).toBe(4);
    expect(truncate("Production environment", 10)).toBe("Productio…");
    expect(wrap("one two three four", 9)).toStrictEqual(["one two", "three", "four"]);
    expect(wrap("one two three four", 9, 2)).toStrictEqual(["one two", "three fo…"]);
  });

  it("moves, picks, toggles and skips as the keys say", () => {
    const start = startPrompt([single, multi]);
    expect(press(start, { name: "up" }).state.cursor).toBe(3); // wraps to Skip
    expect(press(start, { name: "up" }, { name: "enter" }).action).toStrictEqual({ kind: "skip" });
    expect(press(start, text("9")).state).toBe(start); // no option 9

    const onSecond = press(start, text("2")).state;
    expect(onSecond.step).toBe(1);
    // Enter with nothing toggled sends nothing: it asks for a choice.
    const untouched = press(onSecond, { name: "enter" });
    expect(untouched.action).toStrictEqual({ kind: "none" });
    expect(untouched.state.needsChoice).toBe(true);
    expect(untouched.state.drafts[1]?.chosen).toStrictEqual([]);
    // Space toggles Team on, 1 toggles it off again, 2 toggles Ops on.
    const toggled = press(onSecond, { name: "space", text: " " }, text("1"), text("2"));
    expect(press(toggled.state, { name: "enter" }).action).toStrictEqual({
      kind: "submit",
      answers: { deploy_target: ["Production"], notify: ["Ops"] },
    });
    // Escape steps back, keeping the choice; at the first question it leaves.
    const back = press(onSecond, { name: "escape" }).state;
    expect(back.step).toBe(0);
    expect(back.cursor).toBe(1);
    expect(press(back, { name: "escape" }).action).toStrictEqual({ kind: "leave" });
  });

  it("types Other text, ignores blank input, and adds it to a multi-select's options", () => {
    const start = startPrompt([multi]);
    const editing = press(start, { name: "down" }, { name: "down" }, { name: "enter" }).state;
    expect(editing.editing).toBe("");
    expect(press(editing, { name: "space", text: " " }, { name: "enter" }).action.kind).toBe(
      "none",
    );
    const typed = press(editing, text("a"), text("x"), { name: "backspace" }, text(" pager"));
    expect(typed.state.editing).toBe("a pager");
    const withTeam = press(start, text("1"), { name: "down" }, { name: "down" }, { name: "enter" });
    // Enter confirms the text, and the next one the question.
    const confirmed = press(withTeam.state, ...[..."a pager"].map(text), { name: "enter" });
    expect(confirmed.action).toStrictEqual({ kind: "none" });
    expect(confirmed.state.editing).toBeUndefined();
    expect(press(confirmed.state, { name: "enter" }).action).toStrictEqual({
      kind: "submit",
      answers: { notify: ["Team", "a pager"] },
    });
  });

  it("Enter in Other… confirms the text only: it moves on, and never sends the prompt", () => {
    const typeOther = (state: PromptState) =>
      press(state, { name: "down" }, { name: "down" }, { name: "enter" }, text("EU"), {
        name: "enter",
      });
    const first = typeOther(startPrompt([single, multi]));
    expect(first.action).toStrictEqual({ kind: "none" });
    expect(first.state.step).toBe(1);
    expect(first.state.drafts[0]).toStrictEqual({ chosen: [], other: true, otherText: "EU" });

    const only = typeOther(startPrompt([single]));
    expect(only.action).toStrictEqual({ kind: "none" });
    expect(only.state.editing).toBeUndefined();
    expect(only.state.cursor).toBe(2); // on Other…, which now holds the text
    expect(press(only.state, { name: "enter" }).action).toStrictEqual({
      kind: "submit",
      answers: { deploy_target: ["EU"] },
    });
  });

  it("r opens the reply line (typed as a letter inside Other…); the line sends on Enter, closes on Escape", () => {
    const start = startPrompt([single]);
    expect(press(start, text("r")).action).toStrictEqual({ kind: "reply" });
    expect(press(start, text("R")).action).toStrictEqual({ kind: "reply" });
    // The same key on a Thai Kedmanee layout.
    expect(press(start, text("พ")).action).toStrictEqual({ kind: "reply" });
    const inOther = press(start, { name: "down" }, { name: "down" }, { name: "enter" }, text("r"));
    expect(inOther.action).toStrictEqual({ kind: "none" });
    expect(inOther.state.editing).toBe("r");

    const type = (input: ReplyInput, ...keys: Key[]) => {
      let action: ReturnType<typeof applyReplyKey>["action"] = { kind: "none" };
      for (const key of keys) ({ input, action } = applyReplyKey(input, key));
      return { input, action };
    };
    expect(type(openReply(), { name: "space", text: " " }, { name: "enter" }).action).toStrictEqual(
      { kind: "none" },
    );
    const typed = type(openReply(), ...[..."ข้อ ๒x"].map(text), { name: "backspace" });
    expect(typed.input.text).toBe("ข้อ ๒");
    expect(type(typed.input, { name: "backspace" }).input.text).toBe("ข้อ ");
    expect(type(typed.input, text(" "), { name: "enter" }).action).toStrictEqual({
      kind: "send",
      text: "ข้อ ๒",
    });
    expect(type(typed.input, { name: "clear-line" }).input.text).toBe("");
    expect(type(typed.input, { name: "escape" }).action).toStrictEqual({ kind: "close" });
  });

  const draw = (reply: ReplyInput, questions: Question[], locale: Locale = "en") =>
    renderPromptScreen(
      {
        question: {
          id: "q",
          sessionId: "s",
          status: "pending",
          questions,
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
          timeoutSeconds: 60,
        } as QuestionView,
        state: startPrompt(questions),
        sending: false,
        error: undefined,
        reply,
      },
      {
        strings: messages(locale),
        terminal: terminalMessages(locale),
        style: styleFor({ NO_COLOR: "1" }),
        clock: new ServerClock(),
        width: 100,
      },
    );

  it("draws the reply line with what was typed and the clarification, escaped, in each language", () => {
    const typed = draw(
      { text: "a\u001b[2Jb", clarification: "Option 1 is \u001b]2;x\u0007, not it" },
      [single],
    );
    expect(typed.body).toContain(" > a^[[2Jb▏");
    expect(typed.body).toContain(" Option 1 is ^[]2;x^G, not it");
    expect(typed.body.join("\n")).not.toContain("\u001b");
    expect(typed.body.some((line) => line.startsWith(" › "))).toBe(false);
    expect(typed.footer).toStrictEqual(["Enter send · Esc close"]);

    for (const locale of SUPPORTED_LOCALES) {
      const strings = terminalMessages(locale);
      const empty = draw(openReply(), [single], locale);
      expect(empty.body).toContain(strings.replyTitle);
      expect(empty.body).toContain(` > ▏${messages(locale).replyOne}`);
      expect(empty.footer).toStrictEqual([strings.replyKeys]);
    }
    expect(draw(openReply(), [multi]).body).toContain(
      " > ▏Reply with one or more numbers, such as “1, 2”, labels, or your own words.",
    );
    expect(draw(openReply(), [single, multi], "th").body.join("\n")).toContain(
      "ตอบทุกข้อในบรรทัดเดียว เช่น “deploy_target: 1; notify: 1, 2”",
    );
    expect(draw(openReply(), [single, multi], "es").body.join("\n")).toContain(
      "Todas las respuestas en esta misma línea, por ejemplo «deploy_target: 1; notify: 1, 2»",
    );
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))(
    "has every terminal string in %s, none left in English",
    (locale) => {
      const english = terminalMessages("en");
      const table = terminalMessages(locale);
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(table[key].trim(), key).not.toBe("");
        expect(table[key], key).not.toBe(english[key]);
      }
    },
  );
});
