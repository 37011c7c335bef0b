import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** Posts raw bytes over a real socket, declared with Content-Length or sent chunked. */
function post(
  url: string,
  body: string,
  framing: "length" | "chunked",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(framing === "length"
            ? { "content-length": Buffer.byteLength(body) }
            : { "transfer-encoding": "chunked" }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    if (framing === "chunked") {
      // Several chunks, as a streaming client sends them.
      for (let index = 0; index < body.length; index += 8192)
        request.write(body.slice(index, index + 8192));
      request.end();
    } else request.end(body);
  });
}

describe("request bodies over a real socket", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
  });
  afterAll(() => gateway.close());

  for (const framing of ["length", "chunked"] as const)
    it(`refuses a body over 64 KiB with 413 (${framing}) and keeps nothing; a normal one works`, async () => {
      const sessionId = `big-${framing}`;
      const big = JSON.stringify({ sessionId, ...deployPrompt(), padding: "x".repeat(70 * 1024) });
      const refused = await post(`${gateway.url}/v1/questions`, big, framing);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).error.code).toBe("payload_too_large");
      expect(await gateway.service.list({ sessionId })).toEqual([]);

      const normal = JSON.stringify({ sessionId, ...deployPrompt() });
      const accepted = await post(`${gateway.url}/v1/questions`, normal, framing);
      expect(accepted.status).toBe(201);
      expect(await gateway.service.list({ sessionId })).toHaveLength(1);
    });
});
