import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { GatewayConfig } from "../../src/config.js";
import { loadGatewayConfig } from "../../src/config.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { hostCheck } from "../../src/http/host-guard.js";
import { initializeRequest } from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

// DNS rebinding: a page on attacker.example rebinds its name to 127.0.0.1 and calls the
// tokenless gateway "same-origin", with `Host: attacker.example:PORT` and a matching Origin.

const REBOUND = "attacker.example";

/** A request with the given `Host` (fetch may not set it), and a matching Origin. */
function send(
  gateway: RunningGateway,
  method: string,
  path: string,
  host: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, gateway.url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        headers: {
          host,
          origin: `http://${host}`,
          accept: "application/json, text/event-stream",
          ...(text === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let received = "";
        response.on("data", (chunk) => {
          received += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: received }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(text);
  });
}

const INITIALIZE = initializeRequest("rebinding-page");

async function upgradeStatus(gateway: RunningGateway, host: string): Promise<number> {
  const socket = new WebSocket(`${gateway.url.replace("http", "ws")}/v1/events`, {
    headers: { host, origin: `http://${host}` },
  });
  const outcome = await Promise.race([
    once(socket, "unexpected-response").then(([, response]) => {
      (response as IncomingMessage).resume();
      return (response as IncomingMessage).statusCode ?? 0;
    }),
    once(socket, "open").then(() => 101),
  ]);
  socket.terminate();
  return outcome;
}

describe("a gateway bound to loopback answers only to loopback and configured host names", () => {
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const start = (settings: Partial<GatewayConfig> = {}) =>
    startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined, ...settings });

  it("refuses a rebound Host with 403 on /v1 reads and asks, /mcp, the UI and the event stream", async () => {
    gateway = await start();
    const port = new URL(gateway.url).port;
    const host = `${REBOUND}:${port}`;
    for (const [method, path, body] of [
      ["GET", "/v1/questions", undefined],
      ["GET", "/v1/sessions", undefined],
      ["POST", "/v1/questions", { sessionId: "rebound", ...deployPrompt() }],
      ["POST", "/mcp", INITIALIZE],
      ["GET", "/", undefined],
      ["GET", "/healthz", undefined],
    ] as const) {
      const response = await send(gateway, method, path, host, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      const error = JSON.parse(response.text).error;
      expect(error.code).toBe("forbidden");
      expect(error.message).toContain("ASK_USER_ALLOWED_HOSTS");
    }
    expect(await upgradeStatus(gateway, host)).toBe(403);
    // A trailing dot and upper case are the same name, and refused as well.
    expect((await send(gateway, "GET", "/v1/questions", `ATTACKER.example.:${port}`)).status).toBe(
      403,
    );
    // Nothing was asked through it.
    const list = await send(gateway, "GET", "/v1/questions", `127.0.0.1:${port}`);
    expect(JSON.parse(list.text).questions).toEqual([]);
  });

  it("serves localhost, 127.0.0.1 and [::1], with the port, on every route kind", async () => {
    gateway = await start();
    const port = new URL(gateway.url).port;
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) {
      const host = `${name}:${port}`;
      expect((await send(gateway, "GET", "/v1/questions", host)).status, host).toBe(200);
      const mcp = await send(gateway, "POST", "/mcp", host, INITIALIZE);
      expect(mcp.status, host).toBe(200);
      expect(await upgradeStatus(gateway, host)).toBe(101);
    }
    const asked = await send(gateway, "POST", "/v1/questions", `localhost:${port}`, {
      sessionId: "local",
      ...deployPrompt(),
    });
    expect(asked.status).toBe(201);
  });

  it("also serves the names in ASK_USER_ALLOWED_HOSTS and the host of ASK_USER_PUBLIC_URL", async () => {
    const config = loadGatewayConfig(
      { port: "0", db: "memory" },
      {
        ASK_USER_ALLOWED_HOSTS: "ask.internal, tunnel.example.net:443",
        ASK_USER_PUBLIC_URL: "https://ask.example.com/",
      },
    );
    gateway = await startGateway(config);
    const port = new URL(gateway.url).port;
    expect((await send(gateway, "GET", "/v1/questions", `ask.internal:${port}`)).status).toBe(200);
    expect((await send(gateway, "GET", "/v1/questions", "tunnel.example.net:443")).status).toBe(
      200,
    );
    // Listed with a port, the name is taken on that port only.
    expect((await send(gateway, "GET", "/v1/questions", `tunnel.example.net:${port}`)).status).toBe(
      403,
    );
    expect((await send(gateway, "GET", "/v1/questions", "ask.example.com")).status).toBe(200);
    expect(await upgradeStatus(gateway, "ask.example.com")).toBe(101);
    expect((await send(gateway, "GET", "/v1/questions", `${REBOUND}:${port}`)).status).toBe(403);
  });

  it("refuses a malformed ASK_USER_ALLOWED_HOSTS entry at start, naming the setting", () => {
    expect(() =>
      loadGatewayConfig({ db: "memory" }, { ASK_USER_ALLOWED_HOSTS: "https://ask.example.com" }),
    ).toThrow(/ASK_USER_ALLOWED_HOSTS: expected comma-separated host names/);
  });
});

describe("the host rule for other binds", () => {
  it("takes any host on a non-loopback bind unless names are configured", () => {
    expect(hostCheck({ bindHost: "0.0.0.0" })).toBeUndefined();
    expect(hostCheck({ bindHost: "::" })).toBeUndefined();
    const listed = hostCheck({ bindHost: "0.0.0.0", allowedHosts: ["ask.example.com"] });
    expect(listed?.("ask.example.com:7420")).toBe(true);
    expect(listed?.(`${REBOUND}:7420`)).toBe(false);
    // Loopback names are no default off loopback: the list is the whole rule there.
    expect(listed?.("localhost:7420")).toBe(false);
  });

  it("treats every loopback bind as loopback", () => {
    for (const bindHost of ["127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]"]) {
      const check = hostCheck({ bindHost });
      expect(check?.("localhost:1"), bindHost).toBe(true);
      expect(check?.(`${REBOUND}:1`), bindHost).toBe(false);
    }
  });
});
