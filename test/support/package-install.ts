import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
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

/**
 * Gives a package installed with `--ignore-scripts` the checkout's better-sqlite3 addon (the
 * same version, built for the Node running the tests) instead of compiling SQLite once more.
 */
export function copyCheckoutAddon(root: string, installed: string): void {
  const addon = "build/Release/better_sqlite3.node";
  const from = dirname(
    createRequire(join(root, "package.json")).resolve("better-sqlite3/package.json"),
  );
  const to = join(installed, "node_modules/better-sqlite3");
  mkdirSync(join(to, "build/Release"), { recursive: true });
  copyFileSync(join(from, addon), join(to, addon));
}
