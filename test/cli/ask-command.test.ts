import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  findFreePort,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { deployQuestion, whomToTellQuestion } from "../support/prompts.js";
import { pendingQuestion } from "./pending-question.js";
import { type CliRun, killCliRuns, runCli, until } from "./run-cli.js";

/** SPEC A3 and L3: `ask-user ask` as a real process against a real gateway process. */

const DEPLOY_FLAGS = [
  "--question",
  "Deploy where?",
  "--header",
  "Deploy",
  "--option",
  "Staging (Recommended)",
  "--option",
  "Prod",
];

/** Resolves once the CLI said it is waiting, i.e. it is in its long-poll loop. */
function waitingLine(run: CliRun): Promise<string> {
  return until("the CLI's waiting line", () =>
    /is waiting for an answer/.test(run.stderr()) ? run.stderr() : undefined,
  );
}

describe("ask-user ask", () => {
  let db: TempDb;
  let gateway: ChildGateway;

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });

  afterEach(() => {
    killCliRuns();
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  it("prints the exact result JSON and exits 0 when answered", async () => {
    const run = runCli(["ask", "--session", "cli-answered", ...DEPLOY_FLAGS], {
      ASK_USER_URL: gateway.url,
    });
    const question = await pendingQuestion(gateway.url, "cli-answered");
    expect(question.questions).toStrictEqual([
      {
        id: "answer",
        header: "Deploy",
        question: "Deploy where?",
        options: [{ label: "Staging (Recommended)" }, { label: "Prod" }],
        multiSelect: false,
      },
    ]);
    expect(question.timeoutSeconds).toBe(900);
    await waitingLine(run);
    expect(run.stderr()).toContain(question.id);

    const answer = await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/answer`, {
      answers: { answer: ["staging (recommended)"] },
    });
    expect(answer.status).toBe(200);

    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(run.stdout()).toBe(
      '{"status":"answered","answers":{"answers":{"answer":["Staging (Recommended)"]}}}\n',
    );
  });

  it("exits 2 with reason skipped when the human skips", async () => {
    const run = runCli(["ask", "--session", "cli-skipped", ...DEPLOY_FLAGS, "--timeout", "120"], {
      ASK_USER_URL: gateway.url,
    });
    const question = await pendingQuestion(gateway.url, "cli-skipped");
    expect(question.timeoutSeconds).toBe(120);
    const skip = await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/answer`, {
      skip: true,
    });
    expect(skip.body).toStrictEqual({ status: "no_answer", reason: "skipped" });

    expect(await run.exited).toStrictEqual({ code: 2, signal: null });
    expect(run.stdout()).toBe('{"status":"no_answer","reason":"skipped"}\n');
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s while waiting cancels the question as aborted and exits 2",
    async (signal) => {
      const sessionId = `cli-${signal.toLowerCase()}`;
      const run = runCli(["ask", "--session", sessionId, ...DEPLOY_FLAGS], {
        ASK_USER_URL: gateway.url,
      });
      const question = await pendingQuestion(gateway.url, sessionId);
      await waitingLine(run);

      run.child.kill(signal);
      expect(await run.exited).toStrictEqual({ code: 2, signal: null });
      expect(run.stdout()).toBe('{"status":"no_answer","reason":"aborted"}\n');

      const view = await requestJson("GET", `${gateway.url}/v1/questions/${question.id}`);
      expect(view.body.status).toBe("cancelled");
      expect(view.body.endedBy).toStrictEqual({ kind: "abort" });
      expect(view.body.result).toStrictEqual({ status: "no_answer", reason: "aborted" });
      // The session is free again: nothing is left pending.
      const pending = await requestJson(
        "GET",
        `${gateway.url}/v1/questions?sessionId=${sessionId}&status=pending`,
      );
      expect(pending.body.questions).toStrictEqual([]);
    },
  );

  it("rejects an invalid question with exit 1, naming the field path and the rule", async () => {
    const run = runCli(
      ["ask", "--session", "cli-invalid", "--question", "Deploy where?", "--option", "Prod"],
      { ASK_USER_URL: gateway.url },
    );
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toContain("questions[0].options: expected 2-4 options, got 1");
    const asked = await requestJson("GET", `${gateway.url}/v1/questions?sessionId=cli-invalid`);
    expect(asked.body.questions).toStrictEqual([]);
  });

  it("asks the questions of a --json FILE (and of --json - on stdin)", async () => {
    const input = {
      questions: [
        deployQuestion({
          question: "Where should this go?",
          labels: ["Staging (Recommended)", "Prod"],
        }),
        whomToTellQuestion(),
      ],
      timeoutSeconds: 300,
    };
    const file = join(db.dir, "question.json");
    await writeFile(file, JSON.stringify(input));

    const fromFile = runCli(["ask", "--session", "cli-json-file", "--json", file], {
      ASK_USER_URL: gateway.url,
    });
    const fromStdin = runCli(
      ["ask", "--session", "cli-json-stdin", "--json", "-"],
      { ASK_USER_URL: gateway.url },
      JSON.stringify(input),
    );
    for (const [run, sessionId] of [
      [fromFile, "cli-json-file"],
      [fromStdin, "cli-json-stdin"],
    ] as const) {
      const question = await pendingQuestion(gateway.url, sessionId);
      expect(question.questions).toStrictEqual([
        { ...input.questions[0], multiSelect: false },
        input.questions[1],
      ]);
      expect(question.timeoutSeconds).toBe(300);
      const answer = await requestJson(
        "POST",
        `${gateway.url}/v1/questions/${question.id}/answer`,
        { answers: { deploy_target: ["Prod"], notify: ["Ops", "a pager"] } },
      );
      expect(answer.status).toBe(200);
      expect(await run.exited).toStrictEqual({ code: 0, signal: null });
      expect(JSON.parse(run.stdout())).toStrictEqual({
        status: "answered",
        answers: { answers: { deploy_target: ["Prod"], notify: ["Ops", "a pager"] } },
      });
    }
  });

  it("exits 1 with unauthorized when the token is wrong, and works with the right one", async () => {
    const tokenDb = await createTempDb();
    try {
      const guarded = await startChildGateway({
        db: tokenDb.path,
        env: { ASK_USER_TOKEN: "right-token" },
      });
      const wrong = runCli(["ask", "--session", "cli-token", ...DEPLOY_FLAGS], {
        ASK_USER_URL: guarded.url,
        ASK_USER_TOKEN: "wrong-token",
      });
      expect(await wrong.exited).toStrictEqual({ code: 1, signal: null });
      expect(wrong.stdout()).toBe("");
      expect(wrong.stderr()).toContain("unauthorized");

      const auth = { authorization: "Bearer right-token" };
      const none = await requestJson(
        "GET",
        `${guarded.url}/v1/questions?sessionId=cli-token`,
        undefined,
        auth,
      );
      expect(none.body.questions).toStrictEqual([]);

      const right = runCli(["ask", "--session", "cli-token", ...DEPLOY_FLAGS], {
        ASK_USER_URL: guarded.url,
        ASK_USER_TOKEN: "right-token",
      });
      const question = await pendingQuestion(guarded.url, "cli-token", auth);
      await requestJson(
        "POST",
        `${guarded.url}/v1/questions/${question.id}/answer`,
        { answers: { answer: ["Prod"] } },
        auth,
      );
      expect(await right.exited).toStrictEqual({ code: 0, signal: null });
      expect(JSON.parse(right.stdout())).toStrictEqual({
        status: "answered",
        answers: { answers: { answer: ["Prod"] } },
      });
      expect(await guarded.stop()).toBe(0);
    } finally {
      await tokenDb.cleanup();
    }
  });

  it("sends ASK_USER_AGENT_TOKEN over ASK_USER_TOKEN; a human's token cannot ask", async () => {
    const tokenDb = await createTempDb();
    try {
      const guarded = await startChildGateway({
        db: tokenDb.path,
        env: { ASK_USER_AGENT_TOKEN: "agent-token", ASK_USER_HUMAN_TOKEN: "human-token" },
      });
      const refused = runCli(["ask", "--session", "cli-roles", ...DEPLOY_FLAGS], {
        ASK_USER_URL: guarded.url,
        ASK_USER_TOKEN: "human-token",
      });
      expect(await refused.exited).toStrictEqual({ code: 1, signal: null });
      expect(refused.stderr()).toContain("forbidden: POST /v1/questions takes the agent token");

      const human = { authorization: "Bearer human-token" };
      const asking = runCli(["ask", "--session", "cli-roles", ...DEPLOY_FLAGS], {
        ASK_USER_URL: guarded.url,
        ASK_USER_TOKEN: "human-token",
        ASK_USER_AGENT_TOKEN: "agent-token",
      });
      const question = await pendingQuestion(guarded.url, "cli-roles", human);
      await requestJson(
        "POST",
        `${guarded.url}/v1/questions/${question.id}/answer`,
        { answers: { answer: ["Prod"] } },
        human,
      );
      expect(await asking.exited).toStrictEqual({ code: 0, signal: null });
      expect(JSON.parse(asking.stdout()).status).toBe("answered");
      expect(await guarded.stop()).toBe(0);
    } finally {
      await tokenDb.cleanup();
    }
  });

  it("keeps waiting through a gateway kill -9 and restart, then prints the answer", async () => {
    const restartDb = await createTempDb();
    try {
      const port = await findFreePort();
      const first = await startChildGateway({ db: restartDb.path, port });
      expect(first.port).toBe(port);
      const run = runCli(["ask", "--session", "cli-restart", ...DEPLOY_FLAGS, "--timeout", "120"], {
        ASK_USER_URL: first.url,
      });
      const question = await pendingQuestion(first.url, "cli-restart");
      await waitingLine(run);

      await first.crash();
      // The CLI notices the dropped long-poll and keeps retrying instead of giving up.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(run.child.exitCode).toBeNull();
      expect(run.stdout()).toBe("");

      const second = await startChildGateway({ db: restartDb.path, port });
      expect(second.url).toBe(first.url);
      const again = await pendingQuestion(second.url, "cli-restart");
      expect(again.id).toBe(question.id);
      expect(again.expiresAt).toBe(question.expiresAt);
      const answer = await requestJson("POST", `${second.url}/v1/questions/${question.id}/answer`, {
        answers: { answer: ["Prod"] },
      });
      expect(answer.status).toBe(200);

      expect(await run.exited).toStrictEqual({ code: 0, signal: null });
      expect(run.stdout()).toBe(
        '{"status":"answered","answers":{"answers":{"answer":["Prod"]}}}\n',
      );
      // A graceful stop (SIGTERM) exits 0.
      expect(await second.stop()).toBe(0);
    } finally {
      await restartDb.cleanup();
    }
  }, 30_000);
});
