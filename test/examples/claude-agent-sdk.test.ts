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
 * The Claude Agent SDK example, offline end to end: the SDK's own Claude Code runs against a
 * local fake of the Messages API (the model's turns scripted) and a real gateway process.
 */

const gateway = useExampleGateway();

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

  it("asks Claude's question, then the deploy's permission, and Claude reads the denial", async () => {
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
  });
});
