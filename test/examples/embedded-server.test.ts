import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { requestJson, withoutAskUserEnv } from "../support/child-gateway.js";

/**
 * examples/embedded-server.ts as a real process, importing the built `ask-user/server`: the
 * gateway mounted under /ask-user in a plain node:http server next to the host's own routes.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TOKEN = "embedded-token";
const auth = { authorization: `Bearer ${TOKEN}` };

describe("examples/embedded-server.ts", () => {
  let host: ChildProcess;
  let url: string;
  let stdout = "";
  let stderr = "";
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  beforeAll(async () => {
    host = spawn(process.execPath, ["--import", "tsx", "examples/embedded-server.ts"], {
      cwd: ROOT,
      env: { ...withoutAskUserEnv(process.env), PORT: "0", ASK_USER_TOKEN: TOKEN },
      stdio: ["ignore", "pipe", "pipe"],
    });
    exited = new Promise((resolve) =>
      host.once("exit", (code, signal) => resolve({ code, signal })),
    );
    host.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    url = await new Promise<string>((resolve, reject) => {
      host.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const listening = /"url":"(http:\/\/[^"]+)"/.exec(stdout);
        if (listening) resolve(listening[1] as string);
      });
      void exited.then(() => reject(new Error(`the example exited:\n${stderr}`)));
    });
  });

  afterAll(() => {
    if (host.exitCode === null && host.signalCode === null) host.kill("SIGKILL");
  });

  /** The pending question of the example's session, once the host's agent has asked it. */
  async function pendingQuestion() {
    for (let tries = 0; tries < 200; tries += 1) {
      const listed = await requestJson(
        "GET",
        `${url}/ask-user/v1/questions?sessionId=deploys&status=pending`,
        undefined,
        auth,
      );
      expect(listed.status).toBe(200);
      if (listed.body.questions[0]) return listed.body.questions[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the host asked nothing; stderr:\n${stderr}`);
  }

  it("keeps the host's own routes, and answers 404 on the host's unknown ones", async () => {
    expect(await requestJson("GET", `${url}/`)).toStrictEqual({
      status: 200,
      body: { service: "deploy-agent", controlUi: "/ask-user/" },
    });
    expect((await requestJson("GET", `${url}/v1/questions`, undefined, auth)).status).toBe(404);
  });

  it("serves the Control UI page and its assets under the prefix", async () => {
    const bare = await fetch(`${url}/ask-user`, { redirect: "manual" });
    expect(bare.status).toBe(308);
    expect(bare.headers.get("location")).toBe("/ask-user/");

    const page = await fetch(`${url}/ask-user/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<ask-user-app>");
    const assets = [...html.matchAll(/(?:src|href)="\.\/([^"]+\.js)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const response = await fetch(`${url}/ask-user/${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect((await response.text()).length).toBeGreaterThan(1000);
    }
  });

  it("resolves the host's in-process ask when a human answers through the mounted API, live on the WebSocket", async () => {
    const socket = new WebSocket(`${url.replace("http", "ws")}/ask-user/v1/events?token=${TOKEN}`);
    const events: { type: string }[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });

    try {
      const deploy = requestJson("POST", `${url}/deploy`);
      const question = await pendingQuestion();
      expect(question.questions[0]).toMatchObject({ id: "target", header: "Deploy" });
      const answer = await requestJson(
        "POST",
        `${url}/ask-user/v1/questions/${question.id}/answer`,
        { answers: { target: ["production"] } },
        auth,
      );
      expect(answer.status).toBe(200);
      expect(await deploy).toStrictEqual({
        status: 200,
        body: { status: "answered", answers: { answers: { target: ["Production"] } } },
      });
      await expect
        .poll(() => events.map((event) => event.type))
        .toStrictEqual(["hello", "question-asked", "question-answered"]);
    } finally {
      socket.close();
    }

    // The WebSocket takes the token like the rest of the mounted API.
    const refused = new WebSocket(`${url.replace("http", "ws")}/ask-user/v1/events`);
    const refusal = await new Promise<string>((resolve) =>
      refused.once("error", (error) => resolve(error.message)),
    );
    expect(refusal).toContain("401");
  });

  it("cancels the question as aborted when the caller of the host's route hangs up", async () => {
    const caller = new AbortController();
    const deploy = fetch(`${url}/deploy`, { method: "POST", signal: caller.signal });
    deploy.catch(() => {});
    const question = await pendingQuestion();
    caller.abort();
    await expect
      .poll(
        async () =>
          (await requestJson("GET", `${url}/ask-user/v1/questions/${question.id}`, undefined, auth))
            .body,
      )
      .toMatchObject({
        status: "cancelled",
        endedBy: { kind: "abort" },
        result: { status: "no_answer", reason: "aborted" },
      });
  });

  it("exits by itself after SIGTERM: close() leaves no handle open", async () => {
    // A question the host's agent waits on, which close() must end, and one asked over the
    // mounted API that stays pending, its deadline timer armed until close() stops it.
    const deploy = requestJson("POST", `${url}/deploy`);
    await pendingQuestion();
    const leftPending = await requestJson(
      "POST",
      `${url}/ask-user/v1/questions`,
      {
        sessionId: "left-pending",
        questions: [
          {
            id: "later",
            header: "Later",
            question: "Still there?",
            options: [{ label: "Yes" }, { label: "No" }],
          },
        ],
      },
      auth,
    );
    expect(leftPending.status).toBe(201);
    // And a Control UI's WebSocket, which close() must end.
    const socket = new WebSocket(`${url.replace("http", "ws")}/ask-user/v1/events?token=${TOKEN}`);
    await new Promise((resolve) => socket.once("open", resolve));
    const socketClosed = new Promise((resolve) => socket.once("close", resolve));
    const stopAt = Date.now();
    host.kill("SIGTERM");
    expect((await deploy).body.error).toContain("the gateway was closed");
    await socketClosed;
    const exit = await Promise.race([
      exited,
      new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 10_000)),
    ]);
    expect(exit, stderr).toStrictEqual({ code: 0, signal: null });
    // Promptly: no keep-alive connection, timer or socket waited for its own timeout (Node's
    // keep-alive timeout is 5 s; a busy CI machine took 2.5 s without one).
    expect(Date.now() - stopAt).toBeLessThan(4_000);
  });
});
