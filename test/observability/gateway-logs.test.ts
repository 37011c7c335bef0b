import { once } from "node:events";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import {
  createTempDb,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";

const AGENT_TOKEN = "agent-7f3c9e1b5a";
const HUMAN_TOKEN = "human-2d8a6c4e0b";
const METRICS_TOKEN = "metrics-9b1d3f5a7c";
const SHARED_TOKEN = "shared-4e6a8c0d2f";
const TOKENS = [AGENT_TOKEN, HUMAN_TOKEN, METRICS_TOKEN, SHARED_TOKEN];

describe("gateway logs", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });
  afterAll(() => killAllChildGateways());

  it("log a line per request and per question event, and never a token", async () => {
    const lines: Record<string, unknown>[] = [];
    gateway = await startGateway(
      {
        host: "127.0.0.1",
        port: 0,
        db: "memory",
        token: SHARED_TOKEN,
        agentToken: AGENT_TOKEN,
        humanToken: HUMAN_TOKEN,
        metricsToken: METRICS_TOKEN,
      },
      (line) => lines.push(line),
    );
    const url = gateway.url;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });

    const socket = new WebSocket(`${url.replace("http", "ws")}/v1/events?token=${HUMAN_TOKEN}`);
    await once(socket, "message");
    const asked = await requestJson(
      "POST",
      `${url}/v1/questions`,
      { sessionId: "logged", ...deployPrompt() },
      as(AGENT_TOKEN),
    );
    const id = asked.body.id as string;
    const waiting = requestJson(
      "GET",
      `${url}/v1/questions/${id}/result?waitSeconds=10`,
      undefined,
      as(AGENT_TOKEN),
    );
    // Refusals: a wrong token, a token in the query where none is taken, the wrong role.
    expect(
      (await requestJson("GET", `${url}/v1/questions?token=${AGENT_TOKEN}`, undefined, as("x")))
        .status,
    ).toBe(401);
    expect(
      (
        await requestJson(
          "POST",
          `${url}/v1/questions/${id}/answer`,
          { skip: true },
          as(AGENT_TOKEN),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await requestJson(
          "POST",
          `${url}/v1/questions/${id}/answer`,
          { skip: true },
          as(HUMAN_TOKEN),
        )
      ).status,
    ).toBe(200);
    expect((await waiting).status).toBe(200);
    expect((await requestJson("GET", `${url}/metrics`, undefined, as(METRICS_TOKEN))).status).toBe(
      200,
    );
    socket.close();

    for (const line of lines) {
      const text = JSON.stringify(line);
      for (const token of TOKENS) expect(text).not.toContain(token);
      expect(text).not.toContain("authorization");
    }
    const requests = lines.filter((line) => line.msg === "http request");
    expect(requests).toContainEqual({
      level: "info",
      msg: "http request",
      method: "POST",
      route: "/v1/questions/:id/answer",
      status: 403,
      durationMs: expect.any(Number),
    });
    expect(requests.map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual(
      expect.arrayContaining([
        "POST /v1/questions 201",
        "GET /v1/questions 401",
        "POST /v1/questions/:id/answer 200",
        "GET /v1/questions/:id/result 200",
        "GET /metrics 200",
      ]),
    );
    // A request that succeeded is routine: debug. A refused one (the 401, the 403) is info.
    for (const line of requests)
      expect(line.level).toBe((line.status as number) >= 400 ? "info" : "debug");
    const events = lines.filter((line) => typeof line.event === "string");
    expect(events.map((line) => [line.event, line.questionId, line.sessionId])).toEqual([
      ["question-asked", id, "logged"],
      ["question-skipped", id, "logged"],
    ]);
  });

  it("log /healthz and /readyz under their own routes, not the UI's catch-all", async () => {
    const lines: Record<string, unknown>[] = [];
    gateway = await startGateway(
      { host: "127.0.0.1", port: 0, db: "memory", token: SHARED_TOKEN },
      (line) => lines.push(line),
    );
    for (const path of ["/healthz", "/readyz", "/"])
      expect((await fetch(`${gateway.url}${path}`)).status).toBe(200);
    const requests = lines.filter((line) => line.msg === "http request");
    expect(requests.map((line) => [line.level, line.method, line.route, line.status])).toEqual([
      ["debug", "GET", "/healthz", 200],
      ["debug", "GET", "/readyz", 200],
      // The Control UI's files are served by the catch-all, and logged as such.
      ["debug", "GET", "/*", 200],
    ]);
  });

  it("ask-user serve says which tokens are in force, never what they are", async () => {
    const db = await createTempDb();
    try {
      const child = await startChildGateway({
        db: db.path,
        env: {
          ASK_USER_AGENT_TOKEN: AGENT_TOKEN,
          ASK_USER_HUMAN_TOKEN: HUMAN_TOKEN,
          ASK_USER_METRICS_TOKEN: METRICS_TOKEN,
          ASK_USER_LOG_LEVEL: "debug",
        },
      });
      const headers = { authorization: `Bearer ${AGENT_TOKEN}` };
      await requestJson(
        "POST",
        `${child.url}/v1/questions`,
        { sessionId: "s", ...deployPrompt() },
        headers,
      );
      await requestJson("GET", `${child.url}/v1/questions`, undefined, {
        authorization: "Bearer no",
      });
      await requestJson("GET", `${child.url}/metrics`, undefined, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(await child.stop()).toBe(0);
      const output = child.stdout() + child.stderr();
      for (const token of TOKENS) expect(output).not.toContain(token);
      const lines = child
        .stdout()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((line) => line.msg === "gateway listening")).toMatchObject({
        level: "info",
        auth: "own tokens for agent, human, metrics",
      });
      expect(lines.find((line) => line.event === "question-asked")).toMatchObject({
        sessionId: "s",
        questionId: expect.any(String),
        time: expect.any(String),
      });
      expect(lines.some((line) => line.route === "/metrics" && line.level === "debug")).toBe(true);
    } finally {
      await db.cleanup();
    }
  });
});
