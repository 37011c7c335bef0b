import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../support/child-gateway.js";
import { killCliRuns, runCli, until } from "./run-cli.js";

/** `ask-user ask` before the gateway holds a question: a bad URL, an unreachable gateway. */

const QUESTION = ["--question", "Deploy where?", "--option", "Staging", "--option", "Prod"];

describe("ask-user ask before a question exists", () => {
  let deadUrl: string;
  beforeAll(async () => {
    // Nothing listens here: every request is refused.
    deadUrl = `http://127.0.0.1:${await findFreePort()}`;
  });
  afterEach(() => killCliRuns());
  afterAll(() => killCliRuns());

  it.each(["127.0.0.1:7420", "localhost", "ftp://127.0.0.1:7420", "http://"])(
    "refuses ASK_USER_URL=%s at once with exit 1, naming the variable",
    async (url) => {
      const run = runCli(["ask", "--session", "bad-url", ...QUESTION], { ASK_USER_URL: url });
      expect(await run.exited).toStrictEqual({ code: 1, signal: null });
      expect(run.stdout()).toBe("");
      expect(run.stderr()).toBe(
        `ask-user: ASK_USER_URL: expected an http:// or https:// URL such as http://127.0.0.1:7420, got "${url}"\n`,
      );
    },
  );

  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)(
    "with --wait-for-gateway says once that it waits for an unreachable gateway; %s then exits %i and prints no result",
    async (signal, code) => {
      const run = runCli(["ask", "--session", "unreachable", ...QUESTION, "--wait-for-gateway"], {
        ASK_USER_URL: deadUrl,
      });
      const line = await until("the waiting line", () =>
        run.stderr().includes("\n") ? run.stderr() : undefined,
      );
      const toldAfter = Date.now() - run.startedAt;
      const match = /^ask-user: waiting for the gateway at (\S+) \(retrying until (\S+)\)\n$/.exec(
        line,
      );
      expect(match?.[1]).toBe(deadUrl);
      // Quiet through the first retries (250, then 500 ms apart); told once the next retry
      // falls 2 s or more after the first failure, which is sooner than 2 s after spawn when
      // each failing attempt is slow (1.46 s seen on a busy CI machine).
      expect(toldAfter).toBeGreaterThanOrEqual(750);
      // It keeps trying for a minute before it gives up.
      const retryUntil = Date.parse(match?.[2] ?? "");
      expect(retryUntil - run.startedAt).toBeGreaterThan(55_000);
      expect(retryUntil - Date.now()).toBeLessThan(61_000);

      // More retries go by without another line.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(run.child.exitCode).toBeNull();
      expect(run.stderr()).toBe(line);

      run.child.kill(signal);
      expect(await run.exited).toStrictEqual({ code, signal: null });
      expect(run.stdout()).toBe("");
      expect(run.stderr()).toBe(line);
    },
  );
});
