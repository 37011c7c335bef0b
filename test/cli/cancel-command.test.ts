import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { QuestionView } from "../../src/client/index.js";
import {
  type ChildGateway,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { killCliRuns, runCli } from "./run-cli.js";

/** `ask-user cancel` as a real process against a real gateway process (memory store). */

const AGENT = { authorization: "Bearer agent-token" };

describe("ask-user cancel", () => {
  let gateway: ChildGateway;
  beforeAll(async () => {
    gateway = await startChildGateway({
      db: "memory",
      env: { ASK_USER_AGENT_TOKEN: "agent-token", ASK_USER_HUMAN_TOKEN: "human-token" },
    });
  });
  afterEach(() => killCliRuns());
  afterAll(async () => killAllChildGateways());

  const env = () => ({ ASK_USER_URL: gateway.url, ASK_USER_AGENT_TOKEN: "agent-token" });

  async function ask(sessionId: string): Promise<QuestionView> {
    const response = await requestJson(
      "POST",
      `${gateway.url}/v1/questions`,
      {
        sessionId,
        questions: [
          {
            id: "pick",
            header: "Pick",
            question: "Which?",
            options: [{ label: "A" }, { label: "B" }],
          },
        ],
      },
      AGENT,
    );
    expect(response.status).toBe(201);
    return response.body;
  }

  async function view(id: string) {
    return (await requestJson("GET", `${gateway.url}/v1/questions/${id}`, undefined, AGENT)).body;
  }

  it("cancels a pending question, prints its result and exits 0; a second cancel exits 1", async () => {
    const question = await ask("cancel-1");
    const run = runCli(["cancel", question.id], env());
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(run.stdout()).toBe('{"status":"no_answer","reason":"cancelled"}\n');
    const cancelled = await view(question.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.endedBy).toStrictEqual({ kind: "cancel", surface: "api" });

    const again = runCli(["cancel", question.id], env());
    expect(await again.exited).toStrictEqual({ code: 1, signal: null });
    expect(again.stdout()).toBe("");
    expect(again.stderr()).toBe(
      `ask-user: question ${question.id} had already ended (status cancelled): {"status":"no_answer","reason":"cancelled"}\n`,
    );
  });

  it("--reason aborted ends it as an aborted run", async () => {
    const question = await ask("cancel-2");
    const run = runCli(["cancel", question.id, "--reason", "aborted"], env());
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(run.stdout()).toBe('{"status":"no_answer","reason":"aborted"}\n');
    expect((await view(question.id)).endedBy).toStrictEqual({ kind: "abort" });
  });

  it("exits 1 for an id no question has", async () => {
    const run = runCli(["cancel", "q_does_not_exist"], env());
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe('ask-user: no question with id "q_does_not_exist" (not_found)\n');
  });

  it.each([
    [[], "ask-user: cancel: expected a question id\n"],
    [["a", "b"], "ask-user: cancel: expected one question id, got 2\n"],
    [
      ["a", "--reason", "done"],
      'ask-user: --reason: expected one of cancelled, aborted, got "done"\n',
    ],
  ])("exits 1 on bad arguments %j", async (args, message) => {
    const run = runCli(["cancel", ...args], env());
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stderr()).toBe(message);
  });

  it("is an agent's action: the human's token is refused and the question stays pending", async () => {
    const question = await ask("cancel-3");
    const run = runCli(["cancel", question.id], {
      ASK_USER_URL: gateway.url,
      ASK_USER_TOKEN: "human-token",
    });
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stderr()).toContain("forbidden");
    expect((await view(question.id)).status).toBe("pending");
  });
});
