import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextPendingQuestion, useExampleGateway, withExample } from "../support/example-run.js";
import {
  claudeCodeEnv,
  type FakeAnthropicApi,
  startFakeAnthropicApi,
} from "../support/fake-anthropic-api.js";
import { answerOverHttp } from "../support/mcp-clients.js";

/**
 * The framework bridges' examples, each offline end to end against one real gateway process
 * (a session each): LangGraph, the OpenAI Agents SDK, the AI SDK and Mastra with scripted
 * models, and the Claude Agent SDK's own Claude Code against a local fake of the Messages API.
 */

const gateway = useExampleGateway();
/** An example loads its framework in a process of its own: Mastra's alone took 20 s in a busy CI. */
const EXAMPLE_TIMEOUT_MS = 60_000;

describe("examples/langgraph-approvals.ts", () => {
  it(
    "asks the interrupt's question, then the approval, and runs what was approved",
    async () => {
      const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "graph-session" };
      await withExample("langgraph-approvals.ts", env, async (agent) => {
        const choose = await nextPendingQuestion(gateway.url, "graph-session");
        expect(choose.runId).toBe("langgraph:deploy-1");
        await answerOverHttp(gateway.url, choose.id, { answers: { target: ["Production"] } });

        const approval = await nextPendingQuestion(gateway.url, "graph-session", choose);
        expect(approval.questions[0]).toMatchObject({
          id: "approval",
          question: "Allow shell? $ deploy --to prod",
          options: [{ label: "Allow" }, { label: "Deny" }],
        });
        await answerOverHttp(gateway.url, approval.id, { answers: { approval: ["Allow"] } });

        expect(await agent.exited, agent.stderr()).toBe(0);
        expect(agent.stdout()).toBe("ran: deploy --to prod\n");
      });
    },
    EXAMPLE_TIMEOUT_MS,
  );
});

describe("examples/openai-agents-approvals.ts", () => {
  it(
    "asks to approve the tool call, and the model reads the human's reason on Deny",
    async () => {
      const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "agents-session" };
      await withExample("openai-agents-approvals.ts", env, async (agent) => {
        const approval = await nextPendingQuestion(gateway.url, "agents-session");
        expect(approval).toMatchObject({ runId: "deploy-1", toolCallId: "approval:call_1" });
        expect(approval.questions[0]).toMatchObject({
          question: "Allow deploy? env: prod",
          options: [{ label: "Allow" }, { label: "Deny" }, { label: "Always allow" }],
        });
        await answerOverHttp(gateway.url, approval.id, {
          answers: { approval: ["not before the release notes are out"] },
        });

        expect(await agent.exited, agent.stderr()).toBe(0);
        expect(agent.stdout()).toBe(
          "Deploy: The user denied this tool call and wrote: not before the release notes are out\n",
        );
      });
    },
    EXAMPLE_TIMEOUT_MS,
  );
});

describe("examples/ai-sdk-approvals.ts", () => {
  it(
    "asks to approve the command, and the model reads the human's reason on Deny",
    async () => {
      const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "approvals-session" };
      await withExample("ai-sdk-approvals.ts", env, async (agent) => {
        const approval = await nextPendingQuestion(gateway.url, "approvals-session");
        expect(approval).toMatchObject({
          runId: "clean-1",
          toolCallId: expect.stringMatching(/^approval:/u),
        });
        expect(approval.questions[0]).toMatchObject({
          question: "Allow shell? $ rm -rf build",
          options: [{ label: "Allow" }, { label: "Deny" }],
        });
        await answerOverHttp(gateway.url, approval.id, {
          answers: { approval: ["keep the build cache"] },
        });

        expect(await agent.exited, agent.stderr()).toBe(0);
        expect(agent.stdout()).toBe(
          "not run: The user denied this tool call and wrote: keep the build cache\n",
        );
      });
    },
    EXAMPLE_TIMEOUT_MS,
  );
});

describe("examples/mastra-approvals.ts", () => {
  it(
    "asks to approve the suspended tool call, and Allow runs it",
    async () => {
      const env = { ASK_USER_URL: gateway.url, ASK_USER_SESSION: "mastra-session" };
      await withExample("mastra-approvals.ts", env, async (agent) => {
        const approval = await nextPendingQuestion(gateway.url, "mastra-session");
        expect(approval).toMatchObject({
          runId: expect.stringMatching(/^mastra:/u),
          toolCallId: "approval:call_1",
        });
        expect(approval.questions[0]).toMatchObject({
          question: "Allow deploy? env: prod",
          options: [{ label: "Allow" }, { label: "Deny" }],
        });
        await answerOverHttp(gateway.url, approval.id, { answers: { approval: ["Allow"] } });

        expect(await agent.exited, agent.stderr()).toBe(0);
        expect(agent.stdout()).toBe("Deploy: deployed to prod\n");
      });
    },
    EXAMPLE_TIMEOUT_MS,
  );
});

describe("examples/claude-agent-sdk.ts", () => {
  let api: FakeAnthropicApi;
  let home: string;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), "ask-user-claude-example-"));
    // The model asks where to deploy, then runs the deploy script there, then reports.
    api = await startFakeAnthropicApi((results) => {
      if (results.length === 0)
        return {
          toolUse: {
            id: "toolu_where",
            name: "AskUserQuestion",
            input: {
              questions: [
                {
                  question: "Where should this build go?",
                  header: "Deploy",
                  options: [
                    { label: "Staging", description: "Safe to try out" },
                    { label: "Production", description: "Live for everyone" },
                  ],
                  multiSelect: false,
                },
              ],
            },
          },
        };
      if (results.length === 1) {
        const target = results[0]?.text.includes('="Production"') ? "prod" : "staging";
        return {
          toolUse: {
            id: "toolu_deploy",
            name: "Bash",
            input: { command: `./deploy.sh --to ${target}`, description: "Deploy" },
          },
        };
      }
      return { text: `Not deployed: ${results.at(-1)?.text}` };
    });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it(
    "asks Claude's question, then the deploy's permission, and Claude reads the denial",
    async () => {
      const env = {
        ...claudeCodeEnv(api, home),
        ASK_USER_URL: gateway.url,
        ASK_USER_SESSION: "claude-session",
      };
      await withExample("claude-agent-sdk.ts", env, async (agent) => {
        const where = await nextPendingQuestion(gateway.url, "claude-session");
        expect(where.questions[0]).toMatchObject({
          question: "Where should this build go?",
          options: [{ label: "Staging" }, { label: "Production" }],
        });
        await answerOverHttp(gateway.url, where.id, { answers: { q1: ["Production"] } });

        const approval = await nextPendingQuestion(gateway.url, "claude-session", where);
        expect(approval.questions[0]?.question).toBe("Allow Bash? $ ./deploy.sh --to prod");
        await answerOverHttp(gateway.url, approval.id, {
          answers: { approval: ["wait for the release notes"] },
        });

        expect(await agent.exited, agent.stderr()).toBe(0);
        expect(agent.stdout()).toBe(
          "Not deployed: The user denied this tool call and wrote: wait for the release notes\n",
        );
      });
    },
    EXAMPLE_TIMEOUT_MS,
  );
});
