import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
  type TempDb,
} from "../support/child-gateway.js";
import { runExample } from "../support/example-run.js";

/** Issue 4 acceptance: the AI SDK example, end to end against a real gateway process. */

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
    const agent = runExample("ai-sdk-agent.ts", {
      ASK_USER_URL: gateway.url,
      ASK_USER_TOKEN: TOKEN,
      ASK_USER_SESSION: "example-session",
    });

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
      expect(question, `the agent asked nothing; stderr:\n${agent.stderr()}`).toBeDefined();
      expect(question.toolCallId).toBe("call_1");
      expect(question.questions[0]).toMatchObject({
        id: "deploy_target",
        header: "Deploy",
        options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
      });
      expect(agent.stdout()).toBe("");

      const answer = await requestJson(
        "POST",
        `${gateway.url}/v1/questions/${question.id}/answer`,
        { answers: { deploy_target: ["production"] } },
        auth,
      );
      expect(answer.status).toBe(200);

      expect(await agent.exited, agent.stderr()).toBe(0);
      expect(agent.stdout()).toBe("Deploying now (Deploy: Production).\n");
    } finally {
      agent.child.kill("SIGKILL");
    }
  });
});
