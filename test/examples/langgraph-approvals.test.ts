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

/** The LangGraph example, offline end to end against a real gateway process. */

describe("examples/langgraph-approvals.ts", () => {
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

  it("asks the interrupt's question, then the approval, and runs what was approved", async () => {
    const agent = runExample("langgraph-approvals.ts", {
      ASK_USER_URL: gateway.url,
      ASK_USER_SESSION: "graph-session",
    });
    try {
      const choose = await pendingQuestion(gateway.url, "graph-session", {}, 20_000);
      expect(choose.runId).toBe("langgraph:deploy-1");
      await answerOverHttp(gateway.url, choose.id, { answers: { target: ["Production"] } });

      let approval = await pendingQuestion(gateway.url, "graph-session", {}, 20_000);
      for (let tries = 0; approval.id === choose.id && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        approval = await pendingQuestion(gateway.url, "graph-session");
      }
      expect(approval.questions[0]).toMatchObject({
        id: "approval",
        question: "Allow shell? $ deploy --to prod",
        options: [{ label: "Allow" }, { label: "Deny" }],
      });
      await answerOverHttp(gateway.url, approval.id, { answers: { approval: ["Allow"] } });

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe("ran: deploy --to prod\n");
    } finally {
      agent.child.kill("SIGKILL");
    }
  });
});
