import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutAskUserEnv } from "../support/child-gateway.js";
import { answerOverHttp, pendingQuestion, questionWithStatus } from "../support/mcp-clients.js";
import {
  copyCheckoutAddon,
  installedPackages,
  OPTIONAL_PACKAGES,
  type PrebuiltMirror,
  servePrebuiltAddon,
} from "../support/package-install.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * Issue 18: the package as a user gets it. `npm pack` of the built checkout, installed
 * globally into a scratch prefix, and its `ask-user` binary run from a directory that has
 * nothing to do with the checkout: serve, ask, answer (in tmux) and mcp (a real MCP client
 * with the README's stdio configuration).
 *
 * better-sqlite3's install script runs as for a user and downloads the prebuilt addon, from a
 * local mirror of its GitHub releases that serves the checkout's (`servePrebuiltAddon`).
 * ASK_USER_PACKAGE_TEST_ADDON=checkout installs without install scripts and copies the
 * checkout's addon in place: `.ci/run` sets it on its extra Node lines, where the checkout's
 * copy was just rebuilt for that Node.
 */

const run = promisify(execFile);

const root = fileURLToPath(new URL("../../", import.meta.url));
const addonFromCheckout = process.env.ASK_USER_PACKAGE_TEST_ADDON === "checkout";

let scratch: string;
let prefix: string;
let installed: string;
let tarball: string;
let elsewhere: string;
let mirror: PrebuiltMirror | undefined;
/** PATH with the prefix's bin first, and the Node running this test next (npm, node-gyp). */
let path: string;
const children = new Set<ChildProcess>();

/** The newest modification time under a folder, to tell a stale dist from a fresh one. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Node's own prefix when it carries its headers, so node-gyp builds for this Node's ABI. */
function nodeDir(): Record<string, string> {
  const dir = dirname(dirname(process.execPath));
  return existsSync(join(dir, "include/node/node_api.h")) ? { npm_config_nodedir: dir } : {};
}

function baseEnv(): Record<string, string> {
  return { ...withoutAskUserEnv(process.env), PATH: path };
}

/** Spawns the installed binary in the unrelated directory; the child is killed in afterAll. */
function spawnInstalled(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(join(prefix, "bin/ask-user"), args, {
    cwd: elsewhere,
    env: { ...baseEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

function collect(child: ChildProcess): { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  return { out: () => out, err: () => err };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

beforeAll(async () => {
  // `npm test` builds first; packing without the prepare script keeps this test from
  // rebuilding dist under the other test files' feet, so a stale dist must fail loudly here.
  const built = statSync(join(root, "dist/bin/ask-user.js")).mtimeMs;
  if (newestMtime(join(root, "src")) > built + 1_000)
    throw new Error('dist is older than src: run "npm run build" first');

  scratch = await mkdtemp(join(tmpdir(), "ask-user-package-"));
  elsewhere = await mkdtemp(join(tmpdir(), "ask-user-elsewhere-"));
  prefix = join(scratch, "prefix");
  path = [join(prefix, "bin"), dirname(process.execPath), process.env.PATH ?? ""].join(delimiter);

  const { stdout: packed } = await run(
    "npm",
    ["pack", "--ignore-scripts", "--json", "--pack-destination", scratch],
    { cwd: root, env: baseEnv() },
  );
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  tarball = join(scratch, filename);

  // The dependencies come from npm's cache when they are there (after npm ci they are); npm
  // still asks the registry for the version lists. better-sqlite3's install script downloads
  // its prebuilt addon, as for a user, from a local mirror of its GitHub releases.
  mirror = addonFromCheckout ? undefined : await servePrebuiltAddon(root, scratch);
  try {
    await run(
      "npm",
      [
        "install",
        "--global",
        "--prefix",
        prefix,
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        ...(addonFromCheckout ? ["--ignore-scripts"] : ["--allow-scripts=better-sqlite3"]),
        tarball,
      ],
      {
        cwd: scratch,
        env: { ...baseEnv(), ...nodeDir(), ...mirror?.env },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } finally {
    await mirror?.close();
  }
  installed = join(prefix, "lib/node_modules/ask-user");
  if (addonFromCheckout) copyCheckoutAddon(root, installed);
}, 900_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (elsewhere) await rm(elsewhere, { recursive: true, force: true });
});

describe("the installed package", () => {
  it("links an executable ask-user with a node shebang, and ships the Control UI and the LICENSE", () => {
    const bin = join(prefix, "bin/ask-user");
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    expect(readFileSync(bin, "utf8").split("\n")[0]).toBe("#!/usr/bin/env node");
    expect(existsSync(join(installed, "dist/ui/index.html"))).toBe(true);
    expect(readFileSync(join(installed, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    // Only what a user runs: no sources or tests in the tarball.
    expect(existsSync(join(installed, "src"))).toBe(false);
    expect(existsSync(join(installed, "test"))).toBe(false);
  });

  it("has better-sqlite3's addon without compiling SQLite: downloaded as a user gets it", () => {
    const sqlite = join(installed, "node_modules/better-sqlite3");
    expect(existsSync(join(sqlite, "build/Release/better_sqlite3.node"))).toBe(true);
    // node-gyp leaves its object files behind; a download (or the copy) has none.
    expect(existsSync(join(sqlite, "build/Release/obj.target"))).toBe(false);
    // The extra Node lines copy the checkout's addon in; on the main line it is downloaded.
    const downloads = mirror?.requests.filter((url) => url.endsWith(".tar.gz")) ?? [];
    expect(downloads).toHaveLength(addonFromCheckout ? 0 : 1);
  });

  it("resolves every export for a project that depends on it", async () => {
    // A project whose node_modules holds the installed package, as `npm install <tarball>` does.
    const project = join(scratch, "project");
    await run("mkdir", ["-p", join(project, "node_modules")]);
    symlinkSync(installed, join(project, "node_modules/ask-user"));
    // ai-sdk needs its optional peer `ai`, which this project does not have.
    const script = `
      const { version } = (await import("ask-user/package.json", { with: { type: "json" } })).default;
      const core = await import("ask-user");
      const client = await import("ask-user/client");
      const server = await import("ask-user/server");
      const functions = await import("ask-user/function-calling");
      console.log(JSON.stringify({ version, kinds: [typeof core.parseReply, typeof (await import("ask-user/core")).parseReply,
        typeof client.createAskUserClient, typeof server.createGateway, typeof functions.askUserFunction] }));`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project,
      env: baseEnv(),
    });
    expect(JSON.parse(stdout)).toEqual({
      version: JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version,
      kinds: ["function", "function", "function", "function", "function"],
    });
  });

  it("installs no channel SDK nor the PostgreSQL driver: each is an optional peer", () => {
    const modules = join(installed, "node_modules");
    for (const sdk of OPTIONAL_PACKAGES) expect(existsSync(join(modules, sdk)), sdk).toBe(false);
    const packages = installedPackages(modules);
    console.log(`ask-user installed ${packages.length} packages: ${packages.join(", ")}`);
    expect(packages).toContain("better-sqlite3");
  });

  it("stops serve in one line that says what to install when a configured channel's SDK is missing", async () => {
    const serve = spawnInstalled(["serve", "--port", "0", "--db", "memory"], {
      ASK_USER_SLACK_TOKEN: "xoxb-1",
      ASK_USER_SLACK_SIGNING_SECRET: "secret",
    });
    const output = collect(serve);
    expect(await exitCode(serve)).toBe(1);
    expect(output.err()).toContain(
      "slack: the package @slack/bolt is not installed; install it with: npm install @slack/bolt @slack/web-api",
    );
  });

  it("compiles a strict consumer (skipLibCheck off) against every entry point", async () => {
    const fromCheckout = createRequire(join(root, "package.json"));
    const project = join(scratch, "typed-project");
    await run("mkdir", ["-p", project]);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "typed-project", private: true, type: "module" }),
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          types: ["node"],
        },
        files: ["consumer.ts"],
      }),
    );
    writeFileSync(
      join(project, "consumer.ts"),
      `import { parseReply, type AskUserInput } from "ask-user";
import { parseReply as parseReplyFromCore } from "ask-user/core";
import { createAskUserClient } from "ask-user/client";
import { createGateway, type EmbeddedGateway } from "ask-user/server";
import { askUserTool } from "ask-user/ai-sdk";
import { askToolApprovals } from "ask-user/ai-sdk/approvals";
import { askUserCanUseTool } from "ask-user/claude-agent-sdk";
import { askUserFunction } from "ask-user/function-calling";
import { runWithAskUser } from "ask-user/langgraph";
import { answerApprovals } from "ask-user/mastra";
import { runWithAskUser as runAgentWithAskUser } from "ask-user/openai-agents";

const input: AskUserInput = {
  questions: [{ id: "target", header: "Deploy", question: "Where?", options: [{ label: "A" }, { label: "B" }] }],
};
const gateway: Promise<EmbeddedGateway> = createGateway({ store: "memory" });
export const used = [parseReply, parseReplyFromCore, createAskUserClient, gateway, askUserTool, askToolApprovals, askUserCanUseTool, askUserFunction, runWithAskUser, answerApprovals, runAgentWithAskUser, input];
`,
    );
    // Installed as a user would: the tarball, with what a consumer of these entry points has
    // anyway (Node's types; \`ai\` for the AI SDK tool and approvals, whose own types need those
    // of JSON Schema when libraries are checked), and no channel SDK.
    // Read from node_modules: not every package exports its package.json.
    const versionOf = (name: string) =>
      JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;
    await run(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        tarball,
        `ai@${versionOf("ai")}`,
        `@types/node@${versionOf("@types/node")}`,
        `@types/json-schema@${versionOf("@types/json-schema")}`,
      ],
      { cwd: project, env: baseEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    // The frameworks the bridges' types name, linked from the checkout (the versions it pins):
    // installing them (and the Claude Agent SDK's 400 MB binary) took 25 s of this test. The
    // Mastra bridge's types stand alone, as Mastra's own need skipLibCheck.
    for (const name of [
      "@langchain/langgraph",
      "@langchain/core",
      "@openai/agents-core",
      "@anthropic-ai/claude-agent-sdk",
    ]) {
      mkdirSync(dirname(join(project, "node_modules", name)), { recursive: true });
      symlinkSync(join(root, "node_modules", name), join(project, "node_modules", name), "dir");
    }
    const tsc = fromCheckout.resolve("typescript/bin/tsc");
    const compiled = await run(process.execPath, [tsc, "-p", project], { cwd: project }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(compiled).toBe("");
  });

  describe("run from an unrelated directory", () => {
    let url: string;
    let serve: ChildProcess;

    beforeAll(async () => {
      serve = spawnInstalled(["serve", "--port", "0"]);
      const output = collect(serve);
      url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`serve did not start:\n${output.out()}${output.err()}`)),
          20_000,
        );
        serve.stdout?.on("data", () => {
          const match = /"msg":"gateway listening","url":"([^"]+)"/.exec(output.out());
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        serve.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`serve exited (${code}):\n${output.out()}${output.err()}`));
        });
      });
    }, 30_000);

    afterAll(async () => {
      serve?.kill("SIGTERM");
      if (serve) await exitCode(serve);
    });

    it("serves the Control UI from the installed dist and keeps its SQLite file in the working directory", async () => {
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      expect((await fetch(`${url}/${script}`)).status).toBe(200);
      // The default store, ./.ask-user/ask-user.db: the compiled addon loads from the install.
      expect(existsSync(join(elsewhere, ".ask-user/ask-user.db"))).toBe(true);
    });

    it("ask blocks until the question is answered over HTTP, then prints the result", async () => {
      const ask = spawnInstalled(
        [
          "ask",
          "--session",
          "demo",
          "--header",
          "Deploy",
          "--question",
          "Where should this deploy?",
          "--option",
          "Staging (Recommended)",
          "--option",
          "Production",
        ],
        { ASK_USER_URL: url },
      );
      const output = collect(ask);
      const question = await pendingQuestion(url, "demo", {}, 20_000);
      await answerOverHttp(url, question.id, { answers: { answer: ["Staging (Recommended)"] } });
      expect(await exitCode(ask)).toBe(0);
      expect(JSON.parse(output.out())).toEqual({
        status: "answered",
        answers: { answers: { answer: ["Staging (Recommended)"] } },
      });
    }, 30_000);

    it("answer, in a terminal, answers the pending question", async () => {
      const asked = await fetch(`${url}/v1/questions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "terminal", ...deployPrompt() }),
      });
      expect(asked.status).toBe(201);
      const { id } = (await asked.json()) as { id: string };

      // A tmux server of its own, its socket in the scratch directory.
      const tmux = (...args: string[]) =>
        run("tmux", ["-u", "-S", join(scratch, "tmux.sock"), ...args], {
          env: { ...baseEnv(), TERM: "xterm-256color" },
        });
      const command = `cd '${elsewhere}' && exec '${join(prefix, "bin/ask-user")}' answer --session terminal`;
      await tmux(
        "new-session",
        "-d",
        "-s",
        "answer",
        "-x",
        "100",
        "-y",
        "30",
        "-e",
        `ASK_USER_URL=${url}`,
        "-e",
        `PATH=${path}`,
        command,
      );
      try {
        const deadline = Date.now() + 20_000;
        let screen = "";
        while (!screen.includes("Production")) {
          if (Date.now() > deadline)
            throw new Error(`answer never showed the question:\n${screen}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          screen = (await tmux("capture-pane", "-p", "-t", "answer")).stdout;
        }
        await tmux("send-keys", "-t", "answer", "Down", "Enter");
        const record = await questionWithStatus(url, id, "answered", {}, 10_000);
        expect(record.result).toEqual({
          status: "answered",
          answers: { answers: { deploy_target: ["Production"] } },
        });
        expect(record.endedBy).toMatchObject({ kind: "human", surface: "terminal" });
      } finally {
        await tmux("kill-server").catch(() => {});
      }
    }, 40_000);

    it("list shows a pending question and cancel ends it", async () => {
      const asked = await fetch(`${url}/v1/questions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId: "listed", ...deployPrompt() }),
      });
      const { id } = (await asked.json()) as { id: string };
      const list = spawnInstalled(["list", "--session", "listed", "--json"], { ASK_USER_URL: url });
      const listed = collect(list);
      expect(await exitCode(list)).toBe(0);
      expect(
        (JSON.parse(listed.out()) as Array<{ id: string; status: string }>).map(
          (question) => `${question.id} ${question.status}`,
        ),
      ).toEqual([`${id} pending`]);
      const cancel = spawnInstalled(["cancel", id], { ASK_USER_URL: url });
      const cancelled = collect(cancel);
      expect(await exitCode(cancel)).toBe(0);
      expect(JSON.parse(cancelled.out())).toEqual({ status: "no_answer", reason: "cancelled" });
    }, 30_000);

    it("mcp, started by an MCP client from the README's stdio configuration, offers and runs ask_user", async () => {
      const config = readmeStdioConfig();
      expect(config.command).toBe("ask-user");
      const transport = new StdioClientTransport({
        command: config.command,
        args: config.args,
        cwd: elsewhere,
        env: {
          ...baseEnv(),
          ...Object.fromEntries(
            Object.entries(config.env).map(([key, value]) => [
              key,
              value.replace("http://127.0.0.1:7420", url),
            ]),
          ),
        },
        stderr: "pipe",
      });
      const client = new Client({ name: "package-test", version: "1.0.0" });
      await client.connect(transport);
      try {
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name)).toContain("ask_user");
        const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
        const question = await pendingQuestion(url, "my-project", {}, 20_000);
        await answerOverHttp(url, question.id, { skip: true });
        expect((await call).structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
      } finally {
        await client.close();
      }
    }, 40_000);
  });
});

/** The README's stdio MCP snippet: the first JSON block whose server has a command. */
function readmeStdioConfig(): { command: string; args: string[]; env: Record<string, string> } {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  for (const [, block] of readme.matchAll(/```json\n([\s\S]*?)```/g)) {
    const server = JSON.parse(block ?? "{}")?.mcpServers?.["ask-user"];
    // The installed command's configuration; the quick start's `npx` one is the publish test's.
    if (server?.command === "ask-user")
      return { command: server.command, args: server.args ?? [], env: server.env ?? {} };
  }
  throw new Error("README.md has no stdio MCP configuration for the ask-user command");
}
