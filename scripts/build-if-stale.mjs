// `npm start` runs this before the gateway: it runs `npm run build` only when dist is missing
// or older than something it is built from, so an unchanged checkout starts in a second
// instead of waiting ~40 s for tsc and Vite again. A fresh clone has no dist and builds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the build reads: every source (and folder, so a deleted file counts), its configs. */
const INPUTS = ["src", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json"];
/** One file of each build step, rewritten by every build: tsc's CLI, Vite's page. */
const OUTPUTS = ["dist/bin/ask-user.js", "dist/ui/index.html"];

/** The newest modification time under `path`, folders included. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const missing = OUTPUTS.filter((output) => !existsSync(output));
const builtAt = missing.length > 0 ? 0 : Math.min(...OUTPUTS.map((o) => statSync(o).mtimeMs));
const changedAt = Math.max(...INPUTS.map(newestChange));
if (builtAt > changedAt) process.exit(0);

console.error(
  missing.length > 0
    ? "ask-user: building (dist is missing)…"
    : "ask-user: building (sources changed since the last build)…",
);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const build = spawnSync(npm, ["run", "build", "--silent"], {
  stdio: "inherit",
  shell: process.platform === "win32",
});
process.exit(build.status ?? 1);
