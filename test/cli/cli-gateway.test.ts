import { createServer, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ChildGateway,
  findFreePort,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { sleep, TmuxServer } from "../support/terminal-screen.js";
import { pendingQuestion } from "./pending-question.js";
import { type CliRun, killCliRuns, runCli, until } from "./run-cli.js";

/**
 * The gateway clients (ask, list, cancel, answer) against no gateway: they fail within seconds
 * unless --wait-for-gateway; --url and --token beside the environment; --timeout's range.
 */

const QUESTION = ["--question", "Deploy where?", "--option", "Staging", "--option", "Prod"];
const AGENT = { authorization: "Bearer agent-token" };
const HUMAN = { authorization: "Bearer human-token" };

const noGatewayLine = (url: string) =>
  `ask-user: no gateway at ${url}: start one with \`ask-user serve\` (or set ASK_USER_URL / --url)\n`;

/** Exit code and how long the run took. */
async function finished(run: CliRun) {
  const { code, signal } = await run.exited;
  return { code, signal, ms: Date.now() - run.startedAt };
}

describe("no gateway", () => {
  let deadUrl: string;
  /** Takes connections and never answers on them. */
  let silent: Server;
  let silentUrl: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    deadUrl = `http://127.0.0.1:${await findFreePort()}`;
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    silentUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(async () => {
    killCliRuns();
    await killAllChildGateways();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each([
    ["ask", ["ask", "--session", "nobody", ...QUESTION]],
    ["list", ["list"]],
    ["cancel", ["cancel", "q_1"]],
  ])("%s fails at once on a refused connection, naming the URL, exit 1", async (_, args) => {
    const fromEnv = runCli(args, { ASK_USER_URL: deadUrl });
    const fromFlag = runCli([...args, "--url", deadUrl]);
    for (const run of [fromEnv, fromFlag]) {
      const { code, signal, ms } = await finished(run);
      expect({ code, signal }).toStrictEqual({ code: 1, signal: null });
      expect(ms).toBeLessThan(10_000);
      expect(run.stdout()).toBe("");
      expect(run.stderr()).toBe(noGatewayLine(deadUrl));
    }
  });

  it("ask fails after about 3 s when something takes the connection but never answers", async () => {
    const run = runCli(["ask", "--session", "silent", ...QUESTION, "--url", silentUrl]);
    const { code, ms } = await finished(run);
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(2_900);
    expect(ms).toBeLessThan(10_000);
    expect(run.stderr()).toBe(noGatewayLine(silentUrl));
  });

  it("ask interrupted while it looks for the gateway exits 130 and prints nothing", async () => {
    const before = sockets.size;
    const run = runCli(["ask", "--session", "silent", ...QUESTION, "--url", silentUrl]);
    // Under way: the connection is taken, no answer yet.
    await until("the CLI's connection", () => (sockets.size > before ? true : undefined));
    await sleep(200);
    const interruptedAt = Date.now();
    run.child.kill("SIGINT");
    const { code, signal } = await finished(run);
    expect({ code, signal }).toStrictEqual({ code: 130, signal: null });
    // At once, not when the look-up's 3 s are up (at least 2.8 s after the interrupt). Timed
    // from the interrupt: a loaded machine can take a second just to start the CLI.
    expect(Date.now() - interruptedAt).toBeLessThan(2_000);
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toBe("");
  });

  it("ask --wait-for-gateway keeps waiting, and asks once a gateway comes up", async () => {
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    const run = runCli([
      "ask",
      "--session",
      "late",
      ...QUESTION,
      "--url",
      url,
      "--wait-for-gateway",
    ]);
    // Under load the CLI may take seconds to start: wait for what it says, not a fixed time.
    await vi.waitFor(
      () =>
        expect(run.stderr()).toMatch(
          new RegExp(`^ask-user: waiting for the gateway at ${url} \\(retrying until \\S+\\)\\n$`),
        ),
      { timeout: 10_000 },
    );
    await sleep(1_000);
    expect(run.child.exitCode).toBeNull();

    const gateway = await startChildGateway({ db: "memory", port });
    const question = await pendingQuestion(gateway.url, "late");
    const answer = await requestJson("POST", `${gateway.url}/v1/questions/${question.id}/answer`, {
      answers: { answer: ["Prod"] },
    });
    expect(answer.status).toBe(200);
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(JSON.parse(run.stdout())).toStrictEqual({
      status: "answered",
      answers: { answers: { answer: ["Prod"] } },
    });
  }, 30_000);

  it("list --wait-for-gateway waits for a gateway that comes up, then lists", async () => {
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    const run = runCli(["list", "--wait-for-gateway"], { ASK_USER_URL: url });
    // Under load the CLI may take seconds to start: wait for what it says, not a fixed time.
    await vi.waitFor(() => expect(run.stderr()).toMatch(/^ask-user: waiting for the gateway at /), {
      timeout: 10_000,
    });
    await sleep(1_000);
    expect(run.child.exitCode).toBeNull();

    await startChildGateway({ db: "memory", port });
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
    expect(JSON.parse(run.stdout())).toStrictEqual([]);
  }, 30_000);

  describe("answer (in a terminal)", () => {
    let terminals: TmuxServer;
    beforeAll(async () => {
      terminals = await TmuxServer.start();
    });
    afterEach(async () => terminals.closeScreens());
    afterAll(async () => terminals.close());

    it("fails at once with no gateway, exit 1", async () => {
      const screen = await terminals.screen(["--url", deadUrl], {});
      const shown = await screen.waitFor(/\[exit 1\]/);
      // Without white space: the terminal wraps the line.
      const squeezed = (text: string) => text.replace(/\s+/g, "");
      expect(squeezed(shown)).toContain(squeezed(noGatewayLine(deadUrl)));
    });

    it("--wait-for-gateway shows Connecting… until a gateway comes up", async () => {
      const port = await findFreePort();
      const screen = await terminals.screen(["--wait-for-gateway"], {
        ASK_USER_URL: `http://127.0.0.1:${port}`,
      });
      await screen.waitFor("Connecting…");
      await sleep(1_000);
      expect(await screen.capture()).not.toContain("[exit");
      await startChildGateway({ db: "memory", port });
      await screen.waitForGone("Connecting…");
      await screen.keys("q");
      await screen.waitFor(/\[exit 0\]/);
    }, 30_000);
  });
});

describe("--url, --token and --timeout", () => {
  let gateway: ChildGateway;
  let deadUrl: string;

  beforeAll(async () => {
    deadUrl = `http://127.0.0.1:${await findFreePort()}`;
    gateway = await startChildGateway({
      db: "memory",
      env: { ASK_USER_AGENT_TOKEN: "agent-token", ASK_USER_HUMAN_TOKEN: "human-token" },
    });
  });
  afterEach(() => killCliRuns());
  afterAll(async () => killAllChildGateways());

  it("list works with --url and --token alone, and they win over the environment", async () => {
    const flags = ["--url", gateway.url, "--token", "agent-token"];
    const alone = runCli(["list", ...flags]);
    expect(await alone.exited).toStrictEqual({ code: 0, signal: null });
    expect(Array.isArray(JSON.parse(alone.stdout()))).toBe(true);

    const overEnv = runCli(["list", ...flags], {
      ASK_USER_URL: deadUrl,
      ASK_USER_AGENT_TOKEN: "wrong-token",
      ASK_USER_TOKEN: "wrong-token",
    });
    expect(await overEnv.exited).toStrictEqual({ code: 0, signal: null });

    // The token flag is what is sent: a wrong one is refused though the environment is right.
    const wrong = runCli(["list", "--token", "wrong-token"], {
      ASK_USER_URL: gateway.url,
      ASK_USER_AGENT_TOKEN: "agent-token",
    });
    expect(await wrong.exited).toStrictEqual({ code: 1, signal: null });
    expect(wrong.stderr()).toMatch(/^ask-user: unauthorized: /);
  });

  it("ask and cancel work with --url and --token alone", async () => {
    const flags = ["--url", gateway.url, "--token", "agent-token"];
    const asking = runCli(["ask", "--session", "flags-ask", ...QUESTION, ...flags]);
    const question = await pendingQuestion(gateway.url, "flags-ask", AGENT);
    const cancel = runCli(["cancel", question.id, ...flags]);
    expect(await cancel.exited).toStrictEqual({ code: 0, signal: null });
    expect(cancel.stdout()).toBe('{"status":"no_answer","reason":"cancelled"}\n');
    expect(await asking.exited).toStrictEqual({ code: 2, signal: null });
    expect(asking.stdout()).toBe('{"status":"no_answer","reason":"cancelled"}\n');
  });

  it("refuses an empty --token and a --url without a scheme, naming the flag", async () => {
    const empty = runCli(["list", "--url", gateway.url, "--token", ""]);
    expect(await empty.exited).toStrictEqual({ code: 1, signal: null });
    expect(empty.stderr()).toBe("ask-user: --token: expected a token, got an empty value\n");

    const bare = runCli(["list", "--url", "127.0.0.1:7420"]);
    expect(await bare.exited).toStrictEqual({ code: 1, signal: null });
    expect(bare.stderr()).toBe(
      'ask-user: --url: expected an http:// or https:// URL such as http://127.0.0.1:7420, got "127.0.0.1:7420"\n',
    );
  });

  it.each([
    ["3", 30],
    ["86400", 3600],
  ])("--timeout %s warns on stderr and asks with %i seconds", async (given, used) => {
    const sessionId = `timeout-${given}`;
    const run = runCli(["ask", "--session", sessionId, ...QUESTION, "--timeout", given], {
      ASK_USER_URL: gateway.url,
      ASK_USER_AGENT_TOKEN: "agent-token",
    });
    const question = await pendingQuestion(gateway.url, sessionId, AGENT);
    expect(question.timeoutSeconds).toBe(used);
    expect(Date.parse(question.expiresAt) - Date.parse(question.createdAt)).toBe(used * 1000);
    expect(run.stderr().split("\n")[0]).toBe(
      `ask-user ask: --timeout ${given} is outside 30..3600 seconds; using ${used}`,
    );
    const skip = await requestJson(
      "POST",
      `${gateway.url}/v1/questions/${question.id}/answer`,
      { skip: true },
      HUMAN,
    );
    expect(skip.status).toBe(200);
    expect(await run.exited).toStrictEqual({ code: 2, signal: null });
  });

  it.each(["soon", "45.5", ""])(
    "--timeout %j is refused, naming the flag, exit 1",
    async (given) => {
      const run = runCli(["ask", "--session", "timeout-bad", ...QUESTION, `--timeout=${given}`], {
        ASK_USER_URL: gateway.url,
        ASK_USER_AGENT_TOKEN: "agent-token",
      });
      expect(await run.exited).toStrictEqual({ code: 1, signal: null });
      expect(run.stdout()).toBe("");
      expect(run.stderr()).toBe(
        `ask-user: --timeout: expected a whole number of seconds, got "${given}"\n`,
      );
    },
  );
});
