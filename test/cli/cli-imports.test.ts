import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installModuleLog, isBundleFile, withBundledModules } from "../../bench/module-log.js";
import { findFreePort } from "../support/child-gateway.js";
import { killCliRuns, runCli } from "./run-cli.js";

/**
 * What the built CLI loads: `--version` and `--help` nothing but a few small files of its own,
 * and the gateway clients (ask, list, cancel, answer) none of the gateway, its store, the chat
 * channels' SDKs or the MCP SDK. Each run gets a module loader hook (preloaded through
 * NODE_OPTIONS, which every Node line takes) that appends every URL it loads to a file; each
 * file of the bundled CLI (`dist/bin/`) stands for the modules bundled into it.
 */

/** Packages that only the gateway (serve, an embedded mcp gateway) has any use for. */
const HEAVY_PACKAGE =
  /\/node_modules\/(@slack\/|discord\.js\/|@microsoft\/|imapflow\/|grammy\/|better-sqlite3\/|pg\/|@modelcontextprotocol\/|hono\/|@hono\/|nodemailer\/|mailparser\/|web-push\/|prom-client\/)/;
/** Our own gateway side: the gateway, its HTTP app, store, channels, services and MCP server. */
const GATEWAY_CODE = /\/dist\/(gateway|http|store|channels|service|server|mcp|observability)\//;

describe("what the CLI loads", () => {
  let dir: string;
  let preload: string;
  let deadUrl: string;
  let runs = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "ask-user-imports-"));
    preload = await installModuleLog(dir);
    // Nothing listens here: the gateway clients fail at once.
    deadUrl = `http://127.0.0.1:${await findFreePort()}`;
  });
  afterEach(() => killCliRuns());
  afterAll(async () => {
    killCliRuns();
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs the CLI under the hook; resolves with its exit code, output and the loaded URLs. */
  async function loaded(args: string[], env: Record<string, string> = {}) {
    runs += 1;
    const file = join(dir, `loaded-${runs}.txt`);
    await writeFile(file, "");
    const run = runCli(args, {
      ...env,
      NODE_OPTIONS: `--import ${preload}`,
      MODULE_LOG_FILE: file,
    });
    const { code } = await run.exited;
    const urls = withBundledModules(
      (await readFile(file, "utf8")).split("\n").filter((line) => line !== ""),
    );
    // The hook itself works: the CLI's entry module is among what it saw.
    expect(urls.some((url) => url.endsWith("/dist/cli/main.js"))).toBe(true);
    return { code, stdout: run.stdout(), stderr: run.stderr(), urls };
  }

  it.each([
    [["--version"], 0],
    [["-v"], 0],
    [["--help"], 0],
    [["ask", "--help"], 0],
    [["serve", "--help"], 0],
    [["mcp", "-h"], 0],
    [["answer", "--help"], 0],
    [["serve", "--bogus"], 1],
    [[], 1],
  ])("%j loads no package and no command module (exit %i)", async (args, exitCode) => {
    const { code, urls } = await loaded(args);
    expect(code).toBe(exitCode);
    expect(urls.filter((url) => url.includes("/node_modules/"))).toEqual([]);
    expect(urls.filter((url) => /-command\.js$/.test(url))).toEqual([]);
    // Nothing but Node's own modules and a few small files of the CLI's own.
    const own = /\/dist\/(cli|core)\/[^/]+\.js$/;
    const other = (url: string) => !url.startsWith("node:") && !own.test(url) && !isBundleFile(url);
    expect(urls.filter(other)).toEqual([]);
    expect(urls.filter((url) => own.test(url)).length).toBeLessThanOrEqual(5);
  });

  it.each([
    [
      "ask",
      ["ask", "--session", "imports", "--question", "Which?", "--option", "A", "--option", "B"],
    ],
    ["list", ["list"]],
    ["cancel", ["cancel", "q_1"]],
    // Not on a terminal, answer stops at once; its modules are loaded by then all the same.
    ["answer", ["answer"]],
  ])(
    "%s loads the client, not the gateway, the store, the channels or the MCP SDK",
    async (command, args) => {
      const { code, stderr, urls } = await loaded(args, { ASK_USER_URL: deadUrl });
      expect(code).toBe(1);
      expect(stderr).toMatch(/ask-user: (no gateway at|answer needs a terminal)/);
      expect(urls.some((url) => url.endsWith(`/dist/cli/${command}-command.js`))).toBe(true);
      expect(urls.some((url) => url.endsWith("/dist/client/node.js"))).toBe(true);
      expect(urls.filter((url) => HEAVY_PACKAGE.test(url))).toEqual([]);
      expect(urls.filter((url) => GATEWAY_CODE.test(url))).toEqual([]);
    },
  );

  it("serve does load the gateway (the hook sees packages when they are loaded)", async () => {
    // A store it refuses: it stops after loading everything, before it would listen.
    const { code, urls } = await loaded(["serve", "--db", "memroy"]);
    expect(code).toBe(1);
    expect(urls.some((url) => HEAVY_PACKAGE.test(url))).toBe(true);
    expect(urls.some((url) => GATEWAY_CODE.test(url))).toBe(true);
  });
});
