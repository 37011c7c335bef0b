import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
  withoutAskUserEnv,
} from "../support/child-gateway.js";

/** Issue 4 acceptance: the AI SDK example, end to end against a real gateway process. */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TOKEN = "example-token";
const auth = { authorization: `Bearer ${TOKEN}` };

describe("examples/ai-sdk-agent.ts", () => {
  let db: TempDb;
  let gateway: ChildGateway;

  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path, env: { ASK_USER_TOKEN: TOKEN } });
  });

  afterAll(async () => {
    await killAllChildGateways();
    await db?.cleanup();
  });

  it("asks through ask_user, then prints text built from the human's answer", async () => {
    const agent = spawn(process.execPath, ["--import", "tsx", "examples/ai-sdk-agent.ts"], {
      cwd: ROOT,
      env: {
        ...withoutAskUserEnv(process.env),
        ASK_USER_URL: gateway.url,
        ASK_USER_TOKEN: TOKEN,
        ASK_USER_SESSION: "example-session",
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
      // biome-ignore lint/suspicious/noExplicitAny: the question view as the API returns it
      let question: any;
      for (let tries = 0; tries < 300 && question === undefined; tries += 1) {
        const listed = await requestJson(
          "GET",
          `${gateway.url}/v1/questions?sessionId=example-session&status=pending`,
          undefined,
          auth,
        );
        expect(listed.status).toBe(200);
        question = listed.body.questions[0];
        if (question === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(question, `the agent asked nothing; stderr:\n${stderr}`).toBeDefined();
      expect(question.toolCallId).toBe("call_1");
      expect(question.questions[0]).toMatchObject({
        id: "deploy_target",
        header: "Deploy",
        options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
      });
      expect(stdout).toBe("");

      const answer = await requestJson(
        "POST",
        `${gateway.url}/v1/questions/${question.id}/answer`,
        { answers: { deploy_target: ["production"] } },
        auth,
      );
      expect(answer.status).toBe(200);

      expect(await exited, stderr).toBe(0);
      expect(stdout).toBe("Deploying now (Deploy: Production).\n");
    } finally {
      agent.kill("SIGKILL");
    }
  });
});
