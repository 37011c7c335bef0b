import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { requestJson, withoutAskUserEnv } from "../support/child-gateway.js";

/**
 * examples/client-ask.ts as a real process, importing the built `ask-user/client` by package
 * name, against a gateway; the human answers over HTTP.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TOKEN = "client-example-token";
const auth = { authorization: `Bearer ${TOKEN}` };

interface RunningExample {
  process: ChildProcess;
  output(): { stdout: string; stderr: string };
  exited: Promise<number | null>;
  /** The id the example printed once the gateway held its question. */
  askedId: Promise<string>;
}

describe("examples/client-ask.ts", () => {
  let gateway: RunningGateway;
  let running: RunningExample | undefined;

  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: TOKEN });
  });
  afterEach(() => {
    if (running?.process.exitCode === null) running.process.kill("SIGKILL");
    running = undefined;
  });
  afterAll(() => gateway.close());

  function runExample(sessionId: string): RunningExample {
    const child = spawn(process.execPath, ["--import", "tsx", "examples/client-ask.ts"], {
      cwd: ROOT,
      env: {
        ...withoutAskUserEnv(process.env),
        ASK_USER_URL: gateway.url,
        ASK_USER_TOKEN: TOKEN,
        ASK_USER_SESSION: sessionId,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const askedId = new Promise<string>((resolve, reject) => {
      child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const asked = /^asked (\S+); waiting until /m.exec(stdout);
        if (asked) resolve(asked[1] as string);
      });
      void exited.then(() => reject(new Error(`the example exited:\n${stdout}\n${stderr}`)));
    });
    running = { process: child, output: () => ({ stdout, stderr }), exited, askedId };
    return running;
  }

  const answer = (id: string, body: unknown) =>
    requestJson("POST", `${gateway.url}/v1/questions/${id}/answer`, body, auth);

  it("asks with the input first and the session second, and prints what the human chose", async () => {
    const example = runExample("client-example");
    const id = await example.askedId;
    const question = await requestJson("GET", `${gateway.url}/v1/questions/${id}`, undefined, auth);
    expect(question.body).toMatchObject({ sessionId: "client-example", status: "pending" });
    expect(question.body.questions.map((q: { id: string }) => q.id)).toStrictEqual([
      "deploy_target",
      "checks",
    ]);

    const answered = await answer(id, {
      answers: { deploy_target: ["production"], checks: ["Lint", "Build"] },
    });
    expect(answered.status).toBe(200);
    expect(await example.exited, example.output().stderr).toBe(0);
    expect(example.output().stdout).toContain("deploying to Production after Lint, Build");
  });

  it("prints the no-answer reason when the human skips", async () => {
    const example = runExample("client-example-skip");
    expect((await answer(await example.askedId, { skip: true })).status).toBe(200);
    expect(await example.exited, example.output().stderr).toBe(0);
    expect(example.output().stdout).toContain("no answer (skipped): deploying nowhere");
  });

  it("cancels its question as aborted on Ctrl-C", async () => {
    const example = runExample("client-example-interrupt");
    const id = await example.askedId;
    example.process.kill("SIGINT");
    expect(await example.exited, example.output().stderr).toBe(130);
    expect(example.output().stderr).toContain("interrupted: the question was cancelled");
    const ended = await requestJson("GET", `${gateway.url}/v1/questions/${id}`, undefined, auth);
    expect(ended.body).toMatchObject({
      status: "cancelled",
      result: { status: "no_answer", reason: "aborted" },
    });
  });
});
