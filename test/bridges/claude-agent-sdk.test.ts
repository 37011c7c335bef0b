import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type CanUseTool,
  type PermissionResult,
  type PermissionUpdate,
  query,
} from "@anthropic-ai/claude-agent-sdk";
import type { AskUserQuestionInput } from "@anthropic-ai/claude-agent-sdk/sdk-tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { askUserCanUseTool } from "../../src/bridges/claude-agent-sdk.js";
import type { QuestionView } from "../../src/client/client-types.js";
import {
  claudeCodeEnv,
  type FakeAnthropicApi,
  type ModelTurn,
  startFakeAnthropicApi,
  type ToolResult,
} from "../support/fake-anthropic-api.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";

/**
 * The Claude Agent SDK bridge: its `canUseTool` typed by the SDK's own `CanUseTool`, called with
 * the payloads the SDK's documentation shows (a Bash permission with suggestions, Claude's
 * clarifying questions), answered through a real gateway; then inside a real query().
 */

const gateway = useGatewayClient();
const pendingIn = async (sessionId: string, after?: string) =>
  (await pendingQuestions(gateway.client, sessionId)).find(
    (question) => question.id !== after,
  ) as QuestionView;

/** The third argument as the SDK passes it. */
function context(toolUseID: string, extra: Partial<Parameters<CanUseTool>[2]> = {}) {
  return {
    signal: new AbortController().signal,
    toolUseID,
    requestId: `req-${toolUseID}`,
    ...extra,
  };
}

const bashSuggestions: PermissionUpdate[] = [
  {
    type: "addRules",
    rules: [{ toolName: "Bash", ruleContent: "npm test:*" }],
    behavior: "allow",
    destination: "localSettings",
  },
];

const bashInput = { command: "npm test", description: "Run the test suite" };

/** The documentation's two clarifying questions, one of them a multi-select. */
const clarifyingQuestions: AskUserQuestionInput = {
  questions: [
    {
      question: "How should I format the output?",
      header: "Format",
      options: [
        { label: "Summary", description: "Brief overview of key points" },
        { label: "Detailed", description: "Full explanation with examples" },
      ],
      multiSelect: false,
    },
    {
      question: "Which sections should I include?",
      header: "Sections",
      options: [
        { label: "Introduction", description: "Opening context" },
        { label: "Conclusion", description: "Final summary" },
      ],
      multiSelect: true,
    },
  ],
};

describe("askUserCanUseTool (Claude Agent SDK)", () => {
  it("asks a tool permission as an approval, and Allow lets the input through", async () => {
    const canUseTool: CanUseTool = askUserCanUseTool({
      asker: gateway.client,
      sessionId: "allow",
      runId: "claude-1",
    });
    const deciding = canUseTool("Bash", bashInput, context("toolu_01"));
    const question = await pendingIn("allow");
    expect(question).toMatchObject({ runId: "claude-1", toolCallId: "approval:toolu_01" });
    expect(question.questions[0]).toMatchObject({
      header: "Approval",
      question: "Allow Bash? $ npm test",
      options: [{ label: "Allow" }, { label: "Deny" }],
    });
    await gateway.client.answer(question.id, { answers: { approval: ["Allow"] } });
    expect(await deciding).toStrictEqual({ behavior: "allow", updatedInput: bashInput });
  });

  it("offers the SDK's suggestions as Always allow, and returns them as updatedPermissions", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "always" });
    const deciding = canUseTool(
      "Bash",
      bashInput,
      context("toolu_02", { suggestions: bashSuggestions }),
    );
    const question = await pendingIn("always");
    expect(question.questions[0]?.options[2]).toStrictEqual({
      label: "Always allow",
      description: "Don't ask again for Bash(npm test:*)",
    });
    await gateway.client.answer(question.id, { answers: { approval: ["Always allow"] } });
    const result: PermissionResult = await deciding;
    expect(result).toStrictEqual({
      behavior: "allow",
      updatedInput: bashInput,
      updatedPermissions: bashSuggestions,
    });
  });

  it("offers no Always allow where the SDK suppresses the rule", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "suppressed" });
    const deciding = canUseTool(
      "Bash",
      bashInput,
      context("toolu_03", { suggestions: bashSuggestions, suppressAlwaysAllowRule: true }),
    );
    const question = await pendingIn("suppressed");
    expect(question.questions[0]?.options.map((option) => option.label)).toStrictEqual([
      "Allow",
      "Deny",
    ]);
    await gateway.client.answer(question.id, { answers: { approval: ["Allow"] } });
    expect(await deciding).not.toHaveProperty("updatedPermissions");
  });

  it("a Deny with words, and a cancelled approval, deny with a message Claude can act on", async () => {
    const canUseTool = askUserCanUseTool({
      asker: gateway.client,
      sessionId: "deny",
      timeoutSeconds: 30,
    });
    const denying = canUseTool("Write", { file_path: "notes.md", content: "a\nb" }, context("w1"));
    const question = await pendingIn("deny");
    expect(question.timeoutSeconds).toBe(30);
    expect(question.questions[0]?.question).toBe("Allow Write? notes.md (2 lines)");
    await gateway.client.answer(question.id, { answers: { approval: ["keep notes out of git"] } });
    expect(await denying).toStrictEqual({
      behavior: "deny",
      message: "The user denied this tool call and wrote: keep notes out of git",
    });

    const cancelled = canUseTool("Bash", bashInput, context("b1"));
    const second = await pendingIn("deny", question.id);
    await gateway.client.cancel(second.id);
    expect(await cancelled).toStrictEqual({
      behavior: "deny",
      message: "The approval request was cancelled, so the tool call was not run.",
    });
  });

  it("asks Claude's clarifying questions and answers in the SDK's shape", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "clarify" });
    const input = { ...clarifyingQuestions };
    const answering = canUseTool("AskUserQuestion", input, context("toolu_q"));
    const question = await pendingIn("clarify");
    expect(question.toolCallId).toBe("toolu_q");
    expect(question.questions).toMatchObject([
      {
        id: "q1",
        header: "Format",
        question: "How should I format the output?",
        options: [
          { label: "Summary", description: "Brief overview of key points" },
          { label: "Detailed", description: "Full explanation with examples" },
        ],
      },
      { id: "q2", header: "Sections", multiSelect: true },
    ]);
    await gateway.client.answer(question.id, {
      answers: { q1: ["as a table, please"], q2: ["Introduction", "Conclusion"] },
    });
    expect(await answering).toStrictEqual({
      behavior: "allow",
      updatedInput: {
        ...clarifyingQuestions,
        answers: {
          "How should I format the output?": "as a table, please",
          "Which sections should I include?": "Introduction, Conclusion",
        },
      },
    });
  });

  it("shows the options' previews as the question's details", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "preview" });
    const input = {
      questions: [
        {
          question: "Which layout?",
          header: "Layout",
          options: [
            { label: "Grid", description: "Cards", preview: "[ ][ ]\n[ ][ ]" },
            { label: "List", description: "Rows", preview: "[    ]\n[    ]" },
          ],
          multiSelect: false,
        },
      ],
    };
    const answering = canUseTool("AskUserQuestion", input, context("p1"));
    const question = await pendingIn("preview");
    expect(question.questions[0]?.details).toBe("Grid:\n[ ][ ]\n[ ][ ]\n\nList:\n[    ]\n[    ]");
    await gateway.client.answer(question.id, { answers: { q1: ["Grid"] } });
    expect(await answering).toMatchObject({
      updatedInput: { answers: { "Which layout?": "Grid" } },
    });
  });

  it("asks four questions as three and one, and merges the answers", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "four" });
    const questions = ["Region", "Tier", "Backups", "Alerts"].map((header) => ({
      question: `Which ${header.toLowerCase()}?`,
      header,
      options: [
        { label: `${header} A`, description: "" },
        { label: `${header} B`, description: "" },
      ],
      multiSelect: false,
    }));
    const answering = canUseTool("AskUserQuestion", { questions }, context("toolu_4"));
    const first = await pendingIn("four");
    expect(first.questions.map((question) => question.header)).toStrictEqual([
      "Region",
      "Tier",
      "Backups",
    ]);
    await gateway.client.answer(first.id, {
      answers: { q1: ["Region B"], q2: ["Tier A"], q3: ["Backups A"] },
    });
    const second = await pendingIn("four", first.id);
    expect(second).toMatchObject({ toolCallId: "toolu_4:2", questions: [{ id: "q4" }] });
    await gateway.client.answer(second.id, { skip: true });
    expect(await answering).toMatchObject({
      behavior: "allow",
      updatedInput: {
        answers: {
          "Which region?": "Region B",
          "Which tier?": "Tier A",
          "Which backups?": "Backups A",
          "Which alerts?": "[No preference]",
        },
      },
    });
  });

  it("questions nobody answered deny with the reason; invalid ones are refused before asking", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "unanswered" });
    const skipping = canUseTool("AskUserQuestion", { ...clarifyingQuestions }, context("s1"));
    const question = await pendingIn("unanswered");
    await gateway.client.answer(question.id, { skip: true });
    expect(await skipping).toStrictEqual({
      behavior: "deny",
      message:
        "The user skipped the questions, so the questions got no answer. Continue with your best judgment.",
    });

    const invalid = {
      questions: [
        {
          question: "Which database?",
          header: "Database",
          options: [
            { label: "PostgreSQL", description: "" },
            { label: "Other", description: "Something else" },
          ],
          multiSelect: false,
        },
      ],
    };
    const refused = await canUseTool("AskUserQuestion", invalid, context("s2"));
    expect(refused.behavior).toBe("deny");
    expect(refused).toHaveProperty(
      "message",
      expect.stringMatching(
        /^The questions were not asked: questions\[0\]\.options\[1\]\.label: /u,
      ),
    );
    expect(await gateway.client.list({ sessionId: "unanswered" })).toHaveLength(1);
  });

  it("asks calls that arrive together one after another", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "together" });
    const first = canUseTool("Bash", { command: "make" }, context("t1"));
    const second = canUseTool("Bash", { command: "make install" }, context("t2"));
    const asked = await pendingIn("together");
    expect(asked.toolCallId).toBe("approval:t1");
    await gateway.client.answer(asked.id, { answers: { approval: ["Deny"] } });
    const next = await pendingIn("together", asked.id);
    expect(next.toolCallId).toBe("approval:t2");
    await gateway.client.answer(next.id, { answers: { approval: ["Allow"] } });
    expect((await first).behavior).toBe("deny");
    expect((await second).behavior).toBe("allow");
  });

  it("the SDK's abort signal cancels the question in flight", async () => {
    const canUseTool = askUserCanUseTool({ asker: gateway.client, sessionId: "abort" });
    const controller = new AbortController();
    const deciding = canUseTool("Bash", bashInput, context("a1", { signal: controller.signal }));
    const outcome = expect(deciding).rejects.toThrow();
    const question = await pendingIn("abort");
    controller.abort();
    await outcome;
    const [ended] = await gateway.client.list({ sessionId: "abort" });
    expect(ended).toMatchObject({ id: question.id, status: "cancelled" });
  });
});

/**
 * The same callback in a real `query()`: the SDK runs its Claude Code binary, whose model is a
 * local fake of the Messages API scripted to call tools; Claude Code asks the SDK's
 * `canUseTool`, and what the human answers through ask-user decides what runs and what the
 * model reads next.
 */
describe("askUserCanUseTool in a real query() (Claude Code against a fake Messages API)", () => {
  let home: string;
  let api: FakeAnthropicApi | undefined;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), "ask-user-claude-"));
  });
  afterEach(async () => {
    await api?.close();
    rmSync(home, { recursive: true, force: true });
  });

  /** Runs a query whose model plays `script`; resolves with its result message's text. */
  async function runQuery(
    sessionId: string,
    script: (results: readonly ToolResult[]) => ModelTurn,
    abortController?: AbortController,
  ): Promise<string> {
    api = await startFakeAnthropicApi(script);
    let outcome = "";
    for await (const message of query({
      prompt: "Go ahead.",
      options: {
        cwd: home,
        env: claudeCodeEnv(api, home),
        canUseTool: askUserCanUseTool({ asker: gateway.client, sessionId }),
        ...(abortController ? { abortController } : {}),
      },
    })) {
      if (message.type === "result")
        outcome = message.subtype === "success" ? message.result : message.subtype;
    }
    return outcome;
  }

  const touch = (file: string): ModelTurn => ({
    toolUse: {
      id: `toolu_${file.replace(/\W/gu, "_")}`,
      name: "Bash",
      input: { command: `touch ${file}`, description: "Mark it" },
    },
  });

  // One query for the three answers (each run of Claude Code costs a second of CPU): Claude
  // asks its questions, then runs one command the human denies and one they always allow.
  it("answers reach the model, a Deny's words keep a command from running, Always allow runs one", async () => {
    const running = runQuery("query", (results) => {
      if (results.length === 0)
        return {
          toolUse: {
            id: "toolu_ask",
            name: "AskUserQuestion",
            input: { ...clarifyingQuestions },
          },
        };
      if (results.length === 1) return touch("denied.txt");
      if (results.length === 2) return touch("allowed.txt");
      return { text: "done" };
    });

    const questions = await pendingIn("query");
    expect(questions.questions.map((asked) => asked.question)).toStrictEqual([
      "How should I format the output?",
      "Which sections should I include?",
    ]);
    await gateway.client.answer(questions.id, {
      answers: { q1: ["Detailed"], q2: ["Introduction", "Conclusion"] },
    });

    const denied = await pendingIn("query", questions.id);
    expect(denied.questions[0]?.question).toBe("Allow Bash? $ touch denied.txt");
    await gateway.client.answer(denied.id, { answers: { approval: ["not on a friday"] } });

    const allowed = await pendingIn("query", denied.id);
    expect(allowed.questions[0]?.options[2]?.description).toMatch(
      /^Don't ask again for Bash\(touch allowed\.txt\)/u,
    );
    await gateway.client.answer(allowed.id, { answers: { approval: ["Always allow"] } });

    expect(await running).toBe("done");
    const [answers, denial, ran] = api?.toolResults ?? [];
    expect(answers?.text).toContain('"How should I format the output?"="Detailed"');
    expect(answers?.text).toContain(
      '"Which sections should I include?"="Introduction, Conclusion"',
    );
    expect(denial).toMatchObject({
      isError: true,
      text: "The user denied this tool call and wrote: not on a friday",
    });
    expect(ran?.isError).toBe(false);
    expect(existsSync(join(home, "denied.txt"))).toBe(false);
    expect(existsSync(join(home, "allowed.txt"))).toBe(true);
  });

  it("aborting the query cancels the question in flight", async () => {
    const controller = new AbortController();
    const running = runQuery(
      "query-abort",
      (results) => (results.length === 0 ? touch("never.txt") : { text: "done" }),
      controller,
    ).catch((error: unknown) => error);
    await pendingIn("query-abort");
    controller.abort();
    await running;
    await expect
      .poll(async () => (await gateway.client.list({ sessionId: "query-abort" }))[0]?.status)
      .toBe("cancelled");
    expect(existsSync(join(home, "never.txt"))).toBe(false);
  });
});
