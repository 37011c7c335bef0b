import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort, withoutAskUserEnv } from "../support/child-gateway.js";
import { initializeRequest } from "../support/mcp-clients.js";
import {
  copyCheckoutAddon,
  installedPackages,
  OPTIONAL_PACKAGES,
  treeBytes,
} from "../support/package-install.js";

/**
 * Publish-ready, proven: every package of the repository is published to a local registry
 * (Verdaccio on 127.0.0.1, proxying the public registry for dependencies), then used the way
 * users meet it, from empty directories with an empty npm cache: `npx -y ask-user mcp` as an
 * MCP host starts it, `npm install -g ask-user` then `ask-user serve`, and the client package
 * on its own. Install scripts are off; the gateway gets the checkout's SQLite addon (see
 * `copyCheckoutAddon`), so nothing is compiled here.
 */

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../", import.meta.url));
const verdaccio = join(root, "node_modules/.bin/verdaccio");

let scratch: string;
let registry: string;
let registryProcess: ChildProcess | undefined;
const children = new Set<ChildProcess>();

/** npm against the local registry with a cache of its own (empty at first) and no scripts. */
function npmEnv(cache: string): Record<string, string> {
  return {
    ...withoutAskUserEnv(process.env),
    PATH: [dirname(process.execPath), process.env.PATH ?? ""].join(delimiter),
    npm_config_registry: registry,
    npm_config_cache: cache,
    npm_config_ignore_scripts: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  };
}

async function untilAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  for (const built of ["dist/bin/ask-user.js", "packages/client/dist/client/index.js"])
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run "npm run build" first (npm test does)`);
  scratch = await mkdtemp(join(tmpdir(), "ask-user-publish-"));
  const port = await findFreePort();
  registry = `http://127.0.0.1:${port}/`;
  const config = join(scratch, "verdaccio.yaml");
  writeFileSync(
    config,
    [
      `storage: ${join(scratch, "storage")}`,
      "uplinks:",
      "  npmjs:",
      "    url: https://registry.npmjs.org/",
      "packages:",
      '  "ask-user":',
      "    access: $all",
      "    publish: $all",
      '  "@ask-user/*":',
      "    access: $all",
      "    publish: $all",
      '  "**":',
      "    access: $all",
      "    proxy: npmjs",
      "log: { type: stdout, format: pretty, level: warn }",
      "",
    ].join("\n"),
  );
  registryProcess = spawn(
    process.execPath,
    [verdaccio, "--config", config, "--listen", `127.0.0.1:${port}`],
    { stdio: "ignore", env: withoutAskUserEnv(process.env) },
  );
  await untilAnswers(`${registry}-/ping`, 30_000);

  // Published as `npm publish` would, without the prepare script (the checkout is built).
  const env = npmEnv(join(scratch, "publish-cache"));
  const auth = `--//127.0.0.1:${port}/:_authToken=publish-test`;
  const { stdout: packed } = await run(
    "npm",
    ["pack", "--ignore-scripts", "--json", "--pack-destination", scratch],
    { cwd: root, env },
  );
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  await run("npm", ["publish", join(scratch, filename), auth], { cwd: scratch, env });
  await run("npm", ["publish", join(root, "packages/client"), auth], { cwd: scratch, env });
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  registryProcess?.kill();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The quick start's MCP configuration for desktop hosts, as the README gives it. */
function readmeNpxConfig(): { command: string; args: string[] } {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  for (const [, block] of readme.matchAll(/```json\n([\s\S]*?)```/g)) {
    const server = JSON.parse(block ?? "{}")?.mcpServers?.["ask-user"];
    if (server?.command === "npx") return { command: server.command, args: server.args };
  }
  throw new Error("README.md has no npx MCP configuration");
}

/** A fresh empty directory under the scratch folder. */
async function emptyDirectory(name: string): Promise<string> {
  const path = join(scratch, name);
  await mkdir(path, { recursive: true });
  return path;
}

describe("published to a registry, used from empty directories", () => {
  it("installs the client package alone: only it and ws", async () => {
    const project = await emptyDirectory("client-project");
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "p", private: true }));
    const env = npmEnv(join(scratch, "client-cache"));
    await run("npm", ["install", "@ask-user/client"], { cwd: project, env });
    const modules = join(project, "node_modules");
    const packages = installedPackages(modules);
    const bytes = treeBytes(modules);
    console.log(`@ask-user/client: ${packages.length} packages, ${bytes} bytes installed`);
    expect(packages).toEqual(["@ask-user/client", "ws"]);
    expect(bytes).toBeLessThan(1_000_000);
    const { stdout } = await run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const client = await import("@ask-user/client"); console.log(typeof client.createAskUserClient, typeof client.AskUserError);`,
      ],
      { cwd: project, env },
    );
    expect(stdout.trim()).toBe("function function");
  }, 120_000);

  it("the README's npx configuration (npx -y ask-user mcp) answers an MCP host's initialize over stdio", async () => {
    const cwd = await emptyDirectory("npx-cwd");
    const config = readmeNpxConfig();
    expect(config).toEqual({ command: "npx", args: ["-y", "ask-user", "mcp"] });
    const child = spawn(config.command, config.args, {
      cwd,
      env: {
        ...npmEnv(join(scratch, "npx-cache")),
        XDG_DATA_HOME: await emptyDirectory("npx-data"),
        ASK_USER_PORT: String(await findFreePort()),
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    children.add(child);
    let output = "";
    let errors = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      errors += chunk;
    });
    const send = (message: unknown) => child.stdin?.write(`${JSON.stringify(message)}\n`);
    send(initializeRequest("publish-test"));
    const reply = async (id: number) => {
      const deadline = Date.now() + 170_000;
      for (;;) {
        const line = output.split("\n").find((text) => text.includes(`"id":${id}`));
        if (line) return JSON.parse(line) as { result?: Record<string, unknown> };
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`no reply ${id} from npx -y ask-user mcp:\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const initialized = await reply(1);
    expect(initialized.result?.serverInfo).toMatchObject({ name: "ask-user" });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    const tools = (await reply(2)).result?.tools as Array<{ name: string }>;
    expect(tools.map((tool) => tool.name)).toEqual(["ask_user"]);
    child.stdin?.end();
  }, 180_000);

  it("npm install -g ask-user, then ask-user serve answers on /healthz; no channel SDK comes with it", async () => {
    const prefix = await emptyDirectory("global");
    const env = npmEnv(join(scratch, "global-cache"));
    await run("npm", ["install", "--global", "--prefix", prefix, "ask-user"], {
      cwd: scratch,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    const installed = join(prefix, "lib/node_modules/ask-user");
    copyCheckoutAddon(root, installed);
    const packages = installedPackages(join(installed, "node_modules"));
    const bytes = treeBytes(installed);
    console.log(
      `ask-user: ${packages.length + 1} packages, ${(bytes / 1e6).toFixed(1)} MB installed`,
    );
    for (const sdk of OPTIONAL_PACKAGES) expect(packages, sdk).not.toContain(sdk);
    // The footprint the README promises for the default install (issue 31).
    expect(packages.length + 1).toBeLessThanOrEqual(60);
    expect(bytes).toBeLessThanOrEqual(40_000_000);

    const cwd = await emptyDirectory("serve-cwd");
    const port = await findFreePort();
    const serve = spawn(join(prefix, "bin/ask-user"), ["serve", "--port", String(port)], {
      cwd,
      env: { ...env, PATH: [join(prefix, "bin"), env.PATH].join(delimiter) },
      stdio: "ignore",
    });
    children.add(serve);
    await untilAnswers(`http://127.0.0.1:${port}/healthz`, 20_000);
    expect(statSync(join(cwd, ".ask-user/ask-user.db")).isFile()).toBe(true);
    serve.kill();
  }, 240_000);
});
