import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";

/** Every channel's SDK, the PostgreSQL driver and metrics: none is installed with ask-user itself. */
export const OPTIONAL_PACKAGES = [
  "@microsoft/agents-activity",
  "@microsoft/agents-hosting",
  "@slack/bolt",
  "@slack/web-api",
  "discord.js",
  "grammy",
  "imapflow",
  "mailparser",
  "nodemailer",
  "pg",
  "prom-client",
  "standardwebhooks",
];

/** The packages in a node_modules tree, scoped ones as `@scope/name`, nested ones included. */
export function installedPackages(modules: string): string[] {
  if (!existsSync(modules)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@")
      ? readdirSync(join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      found.push(name);
      found.push(...installedPackages(join(modules, name, "node_modules")));
    }
  }
  return found.sort();
}

/** The bytes of every file under a folder (links not followed). */
export function treeBytes(path: string): number {
  const stats = lstatSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, entry) => total + treeBytes(join(path, entry)), 0);
}

/** The checkout's better-sqlite3 folder, which holds the addon built for the Node running tests. */
function checkoutSqlite(root: string): string {
  return dirname(createRequire(join(root, "package.json")).resolve("better-sqlite3/package.json"));
}

/** A mirror of better-sqlite3's prebuilt binaries, as `prebuild-install` downloads them. */
export interface PrebuiltMirror {
  /** The environment that points better-sqlite3's install script at the mirror. */
  env: Record<string, string>;
  /** The paths asked for so far. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves the checkout's better-sqlite3 addon on 127.0.0.1 as the prebuilt binary its install
 * script (`prebuild-install`) downloads from the project's GitHub releases for a user: the same
 * tarball name and layout, through prebuild-install's documented mirror setting. An install
 * then takes the path users take instead of compiling SQLite, which GitHub's absence forces.
 */
export async function servePrebuiltAddon(root: string, scratch: string): Promise<PrebuiltMirror> {
  const sqlite = checkoutSqlite(root);
  const { version } = JSON.parse(readFileSync(join(sqlite, "package.json"), "utf8")) as {
    version: string;
  };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const tarball = join(scratch, name);
  execFileSync("tar", ["-czf", tarball, "-C", sqlite, "build/Release/better_sqlite3.node"]);
  const body = readFileSync(tarball);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "");
    if (request.url !== `/v${version}/${name}`) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/gzip" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${port}` },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Gives a package installed with `--ignore-scripts` the checkout's better-sqlite3 addon (the
 * same version, built for the Node running the tests) instead of compiling SQLite once more.
 */
export function copyCheckoutAddon(root: string, installed: string): void {
  const addon = "build/Release/better_sqlite3.node";
  const from = checkoutSqlite(root);
  const to = join(installed, "node_modules/better-sqlite3");
  mkdirSync(join(to, "build/Release"), { recursive: true });
  copyFileSync(join(from, addon), join(to, addon));
}
