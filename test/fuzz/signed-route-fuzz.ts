import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GatewayConfig } from "../../src/config.js";
import {
  type GatewayTuning,
  type RunningGateway,
  startGateway,
} from "../../src/gateway/gateway.js";
import { FAST_RETRY } from "../channels/channel-rig.js";
import { requestJson } from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";
import { expectWholeRecords } from "./store-consistency.js";

/** A POST to a channel's route, as the platform (or someone pretending to be it) sends it. */
export interface RouteRequest {
  /** The route's path when the proof is in the URL (a webhook's answer token); else `SignedRoute.path`. */
  path?: string;
  headers: Record<string, string>;
  body: string;
}

/** A channel's signed route once the prompt is delivered, and what to throw at it. */
export interface SignedRoute {
  /** The route's path on the gateway. */
  path: string;
  /**
   * The allowed user's tap on "Production", properly signed: what an attacker would like to
   * forge. Each call makes a fresh one.
   */
  genuine(): RouteRequest;
  /** Requests with a forged or missing signature (or secret): each must get 401. */
  forged: fc.Arbitrary<RouteRequest>;
  /** The genuine tap, validly signed at `timestamp` (seconds since the epoch). */
  signedAt?(timestamp: number): RouteRequest;
  /** Malformed bodies with a valid signature: each must get 2xx or 4xx, never 5xx. */
  malformed: fc.Arbitrary<RouteRequest>;
  /**
   * Whether a malformed body can end the question (a guessed button value can): then the
   * final tap is sent only while it is pending, and any ending counts.
   */
  bodiesMayEndTheQuestion: boolean;
}

/** A channel's fake platform, running, and how the gateway reaches it. */
export interface FuzzedPlatform {
  /** The channel's part of the gateway's configuration (`{ slack: … }`). */
  config: Pick<GatewayConfig, "slack" | "discord" | "telegram" | "webhook" | "teams" | "whatsapp">;
  tuning?: GatewayTuning;
  /** Waits until the prompt has reached the platform; then the route as it stands. */
  route(): Promise<SignedRoute>;
  /** After the refused requests: checks the platform showed nobody anything. */
  expectNothingShown?(): void;
  close(): Promise<void>;
}

export interface SignedRouteFuzzOptions {
  /** What the route is called in the test names: "Slack route". */
  name: string;
  runs: { forged: number; malformed: number };
  /**
   * Validly signed requests replayed outside the 5-minute window; where requests carry no
   * time, a skip with its reason instead.
   */
  replay: { runs: number } | { skip: string };
  /** The gateway's store: memory unless given, or a SQLite file in a directory of its own. */
  db?: "memory" | "sqlite";
  /** Starts the platform's fake with the chat the prompt goes to. */
  start(): Promise<FuzzedPlatform>;
}

const TOKEN = "agent-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const WINDOW_SECONDS = 5 * 60;
/** Short bounds on receiving a request, so a trickled body is cut within the test's time. */
const REQUEST_TIMEOUTS = { headersMs: 1000, requestMs: 1500, checkEveryMs: 100 };
const PRODUCTION = { status: "answered", answers: { answers: { deploy_target: ["Production"] } } };

/**
 * SPEC P4 for a channel's signed HTTP route: forged signatures, and valid ones replayed outside
 * the 5-minute window, get 401 and change nothing; malformed bodies with a valid signature get
 * 2xx or 4xx, never 5xx. The gateway keeps serving, the store holds only whole records, and the
 * genuine tap still answers after all that.
 */
export function runSignedRouteFuzz(options: SignedRouteFuzzOptions): void {
  describe(`${options.name} with hostile input`, () => {
    let directory: string | undefined;
    let platform: FuzzedPlatform;
    let gateway: RunningGateway;
    let route: SignedRoute;
    let questionId: string;

    beforeAll(async () => {
      platform = await options.start();
      if (options.db === "sqlite") directory = mkdtempSync(join(tmpdir(), "ask-user-route-fuzz-"));
      gateway = await startGateway(
        {
          host: "127.0.0.1",
          port: 0,
          db: directory ? join(directory, "route-fuzz.db") : "memory",
          token: TOKEN,
          answerRatePerMinute: 100_000_000,
          ...platform.config,
        },
        () => {},
        { retry: FAST_RETRY, requestTimeouts: REQUEST_TIMEOUTS, ...platform.tuning },
      );
      const asked = await requestJson(
        "POST",
        `${gateway.url}/v1/questions`,
        { sessionId: "fuzz", ...deployPrompt(3600) },
        AUTH,
      );
      expect(asked.status).toBe(201);
      questionId = asked.body.id;
      route = await platform.route();
      await gateway.channels.idle();
    });

    afterAll(async () => {
      await gateway?.close();
      await platform?.close();
      if (directory) rmSync(directory, { recursive: true, force: true });
    });

    /** Posts to the route and waits for the work it started. */
    const send = async ({ path, headers, body }: RouteRequest) => {
      const response = await fetch(`${gateway.url}${path ?? route.path}`, {
        method: "POST",
        headers,
        body,
      });
      const text = await response.text();
      await gateway.channels.idle();
      return { status: response.status, text };
    };
    const questionStatus = async () =>
      (await requestJson("GET", `${gateway.url}/v1/questions/${questionId}`, undefined, AUTH)).body
        .status;
    /** Runs `refused` requests; each gets 401, and the question and the store stay as they were. */
    const expectRefused = async (refused: fc.Arbitrary<RouteRequest>, numRuns: number) => {
      const before = await expectWholeRecords(gateway.url, AUTH);
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(refused, async (request) => {
          const { status } = await send(request);
          statuses.add(status);
          expect(status).toBe(401);
        }),
        { numRuns },
      );
      expect([...statuses]).toEqual([401]);
      expect(await questionStatus()).toBe("pending");
      expect(await expectWholeRecords(gateway.url, AUTH)).toEqual(before);
      platform.expectNothingShown?.();
    };

    it("refuses forged signatures with 401 and changes nothing", async () => {
      await expectRefused(route.forged, options.runs.forged);
    });

    const replayName = "refuses a validly signed request replayed outside the 5-minute window";
    const { replay } = options;
    if ("skip" in replay) it.skip(`${replayName} (${replay.skip})`, () => {});
    else
      it(`${replayName} with 401`, async () => {
        const { signedAt } = route;
        if (!signedAt) throw new Error(`${options.name}: a replay test needs signedAt`);
        const offset = fc.oneof(
          fc.integer({ min: WINDOW_SECONDS + 2, max: 10 * 365 * 24 * 3600 }),
          fc.integer({ min: -10 * 365 * 24 * 3600, max: -(WINDOW_SECONDS + 2) }),
        );
        const replayed = offset
          .map((seconds) => Math.floor(Date.now() / 1000) - seconds)
          .filter((timestamp) => timestamp >= 0)
          .map((timestamp) => signedAt(timestamp));
        await expectRefused(replayed, replay.runs);
      });

    it("cuts off a genuine body trickled a byte at a time, counts it, and keeps serving", async () => {
      const { path, headers, body } = route.genuine();
      const cut = await trickle(gateway.url, path ?? route.path, headers, body);
      expect(cut.status).toBe("408");
      expect(cut.afterMs).toBeLessThan(REQUEST_TIMEOUTS.requestMs + 2000);
      // Far less than the body was sent: the connection was not held until it was whole.
      expect(cut.bytesSent).toBeLessThan(Buffer.byteLength(body));
      const metrics = await fetch(`${gateway.url}/metrics`, { headers: AUTH });
      expect(await metrics.text()).toMatch(
        /ask_user_http_requests_refused_total\{reason="request_timeout"\} [1-9]/,
      );
      expect(await questionStatus()).toBe("pending");
      expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
    });

    it("answers malformed, validly signed bodies 2xx or 4xx, never 5xx, and keeps serving", async () => {
      const statuses = new Map<number, number>();
      // Every failing body is collected, not just the first, so one run shows each kind of them.
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(route.malformed, async (request) => {
          const response = await send(request);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status < 200 || response.status >= 500)
            failures.push(`${request.body.slice(0, 120)} -> ${response.status} ${response.text}`);
        }),
        { numRuns: options.runs.malformed },
      );
      console.log(`${options.name}, valid signature: statuses ${JSON.stringify([...statuses])}`);
      expect(failures, "bodies answered outside 2xx-4xx").toEqual([]);

      expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
      await expectWholeRecords(gateway.url, AUTH);
      // The genuine tap still answers after all that.
      if (!route.bodiesMayEndTheQuestion || (await questionStatus()) === "pending")
        expect((await send(route.genuine())).status).toBe(200);
      const result = await requestJson(
        "GET",
        `${gateway.url}/v1/questions/${questionId}/result?waitSeconds=5`,
        undefined,
        AUTH,
      );
      expect(result.status).toBe(200);
      if (route.bodiesMayEndTheQuestion)
        expect(["answered", "no_answer"]).toContain(result.body.status);
      else expect(result.body).toEqual(PRODUCTION);
    }, 60_000);
  });
}

/**
 * Sends a request's head at once and then its body one byte every 100 ms, as a client holding
 * connections open would; resolves when the server closes the connection, with the status it
 * answered (if any), how long that took and how many body bytes were sent by then.
 */
function trickle(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: string | undefined; afterMs: number; bytesSent: number }> {
  const url = new URL(path, base);
  const bytes = Buffer.from(body);
  const head = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${bytes.length}`,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve) => {
    const started = Date.now();
    let bytesSent = 0;
    let answer = "";
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(head);
      const timer = setInterval(() => {
        if (bytesSent >= bytes.length || socket.destroyed) return clearInterval(timer);
        socket.write(bytes.subarray(bytesSent, bytesSent + 1));
        bytesSent += 1;
      }, 100);
      socket.on("close", () => {
        clearInterval(timer);
        resolve({
          status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1],
          afterMs: Date.now() - started,
          bytesSent,
        });
      });
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    // A write after the server's close fails; the close that follows says what happened.
    socket.on("error", () => {});
  });
}
