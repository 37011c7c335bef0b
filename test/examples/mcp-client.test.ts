import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  createTempDb,
  startChildGateway,
  type TempDb,
  withoutAskUserEnv,
} from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion } from "../support/mcp-clients.js";

const example = fileURLToPath(new URL("../../examples/mcp-client.ts", import.meta.url));

describe("examples/mcp-client.ts", () => {
  let db: TempDb;
  let gateway: ChildGateway;
  beforeAll(async () => {
    db = await createTempDb();
    gateway = await startChildGateway({ db: db.path });
  });
  afterAll(async () => {
    await gateway.stop();
    await db.cleanup();
  });

  it("lists ask_user, asks through a real gateway process and prints the answer", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", example], {
      env: { ...withoutAskUserEnv(process.env), ASK_USER_URL: gateway.url, ASK_USER_SESSION: "ex" },
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const question = await pendingQuestion(gateway.url, "ex", {}, 20_000);
    await answerOverHttp(gateway.url, question.id, { answers: { deploy_target: ["Production"] } });
    expect(await exited).toBe(0);
    expect(stdout).toBe(
      'tools: ask_user\n{"status":"answered","answers":{"answers":{"deploy_target":["Production"]}}}\n',
    );
  }, 40_000);
});
