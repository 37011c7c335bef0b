import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { runExample } from "../support/example-run.js";
import { answerOverHttp, pendingQuestion } from "../support/mcp-clients.js";

/** The Mastra example, offline end to end against a real gateway process. */

describe("examples/mastra-approvals.ts", () => {
  let db: TempDb;
  let gateway: ChildGateway;

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  it("asks to approve the tool call, and the model reads the human's reason on Deny", async () => {
    const agent = runExample("mastra-approvals.ts", {
      ASK_USER_URL: gateway.url,
      ASK_USER_SESSION: "mastra-session",
    });
    try {
      const approval = await pendingQuestion(gateway.url, "mastra-session", {}, 20_000);
      expect(approval).toMatchObject({
        runId: expect.stringMatching(/^mastra:/u),
        toolCallId: "approval:call_1",
      });
      expect(approval.questions[0]).toMatchObject({
        question: "Allow deploy? env: prod",
        options: [{ label: "Allow" }, { label: "Deny" }],
      });
      await answerOverHttp(gateway.url, approval.id, {
        answers: { approval: ["not before the release notes are out"] },
      });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe(
        "Deploy: The user denied this tool call and wrote: not before the release notes are out\n",
      );
    } finally {
      agent.child.kill("SIGKILL");
    }
  });
});
