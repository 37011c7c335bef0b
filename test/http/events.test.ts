import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

interface QuestionEventJson {
  type: string;
  at?: string;
  now?: string;
  question?: { id: string; summary?: string[] };
  message?: { sessionId: string; text: string };
}

describe("WebSocket event stream", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  async function open(url: string): Promise<{ socket: WebSocket; events: QuestionEventJson[] }> {
    const socket = new WebSocket(url);
    const events: QuestionEventJson[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    await once(socket, "open");
    return { socket, events };
  }

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${gateway?.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ id: string }>);

  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 200 && !check(); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("sends every lifecycle event as JSON, with the question's summary", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const { socket, events } = await open(`${gateway.url.replace("http", "ws")}/v1/events`);
    const asked = await post("/v1/questions", { sessionId: "s", ...deployPrompt() });
    await post(`/v1/questions/${asked.id}/answer`, { answers: { deploy_target: ["Production"] } });
    const cancelled = await post("/v1/questions", { sessionId: "s", ...deployPrompt() });
    await post(`/v1/questions/${cancelled.id}/cancel`, {});
    const skipped = await post("/v1/questions", { sessionId: "t", ...deployPrompt() });
    await post(`/v1/questions/${skipped.id}/answer`, { skip: true });
    await post("/v1/sessions/t/messages", { text: "Ship it after lunch" });
    await until(() => events.length === 8);
    expect(events.map((event) => event.type)).toEqual([
      "hello",
      "question-asked",
      "question-answered",
      "question-asked",
      "question-cancelled",
      "question-asked",
      "question-skipped",
      "message-posted",
    ]);
    expect(Math.abs(Date.parse(events[0]?.now ?? "") - Date.now())).toBeLessThan(5000);
    expect(events[2]?.question).toMatchObject({ id: asked.id, summary: ["Deploy: Production"] });
    expect(typeof events[1]?.at).toBe("string");
    expect(events[7]?.message).toMatchObject({ sessionId: "t", text: "Ship it after lunch" });
    socket.close();
  });

  it("needs the token, given as a header or ?token=", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "tok" });
    const base = `${gateway.url.replace("http", "ws")}/v1/events`;
    const refused = new WebSocket(base);
    const [, response] = await once(refused, "unexpected-response");
    expect(response.statusCode).toBe(401);
    const { socket, events } = await open(`${base}?token=tok`);
    const viaHeader = new WebSocket(base, { headers: { authorization: "Bearer tok" } });
    await once(viaHeader, "open");
    await post("/v1/questions", { sessionId: "s", ...deployPrompt() }, "tok");
    await until(() => events.length === 2);
    expect(events.map((event) => event.type)).toEqual(["hello", "question-asked"]);
    socket.close();
    viaHeader.close();
  });
});
