import { once } from "node:events";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

// Receiving a request is bounded (headers, then the whole request); waiting for the answer is
// not: long-polls and the event stream outlive the bound many times over.

const BOUNDS = { headersMs: 600, requestMs: 900, checkEveryMs: 100 };

/** Writes `head` (and nothing more) and resolves with what the server said when it closed. */
function stall(url: string, head: string): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

describe("bounds on receiving a request", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const start = async () => {
    gateway = await startGateway(
      { host: "127.0.0.1", port: 0, db: "memory", token: undefined },
      () => {},
      { requestTimeouts: BOUNDS },
    );
    return gateway;
  };

  it("cuts a request whose headers never end, and one whose body stalls, with 408", async () => {
    const { url } = await start();
    const host = new URL(url).host;
    const headers = await stall(url, `GET /v1/questions HTTP/1.1\r\nHost: ${host}\r\n`);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.afterMs).toBeLessThan(BOUNDS.headersMs + 1500);
    const body = await stall(
      url,
      `POST /v1/questions HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"sessionId":`,
    );
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.afterMs).toBeLessThan(BOUNDS.requestMs + 1500);
    // Nothing was asked, and the refusals are counted.
    const list = (await (await fetch(`${url}/v1/questions`)).json()) as { questions: unknown[] };
    expect(list.questions).toEqual([]);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain('ask_user_http_requests_refused_total{reason="request_timeout"} 2');
  });

  it("keeps a long-poll and the event stream open far past the bound", async () => {
    const { url } = await start();
    const socket = new WebSocket(`${url.replace("http", "ws")}/v1/events`);
    const events: string[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data)).type));
    await once(socket, "open");
    const asked = (await (
      await fetch(`${url}/v1/questions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "long", ...deployPrompt() }),
      })
    ).json()) as { id: string };
    const started = Date.now();
    const poll = await fetch(`${url}/v1/questions/${asked.id}/result?waitSeconds=3`);
    expect(poll.status).toBe(202);
    expect(Date.now() - started).toBeGreaterThan(2500);
    // Still open after three bounds' time, and it still hears what happens.
    expect(socket.readyState).toBe(WebSocket.OPEN);
    await fetch(`${url}/v1/questions/${asked.id}/cancel`, { method: "POST" });
    await expect.poll(() => events).toContain("question-cancelled");
    socket.close();
  }, 15_000);
});
