import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  startChildGateway,
  type TempDb,
  withoutAskUserEnv,
} from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion } from "../support/mcp-clients.js";

/** The LangGraph example, offline end to end against a real gateway process. */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

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
    const agent = spawn(process.execPath, ["--import", "tsx", "examples/langgraph-approvals.ts"], {
      cwd: ROOT,
      env: {
        ...withoutAskUserEnv(process.env),
        ASK_USER_URL: gateway.url,
        ASK_USER_SESSION: "graph-session",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    agent.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    agent.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => agent.once("exit", resolve));
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

      expect(await exited, stderr).toBe(0);
      expect(stdout).toBe("ran: deploy --to prod\n");
    } finally {
      agent.kill("SIGKILL");
    }
  });
});
