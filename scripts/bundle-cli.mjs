// The CLI as users run it: `dist/bin/`, bundled by esbuild from tsc's output in `dist/`, one
// chunk per command and per lazily loaded part (a channel, a store, the MCP endpoint). Node
// then loads a few files instead of ~350 modules, and only the parts of zod, hono and the MCP
// SDK the CLI uses: `serve` reaches /healthz in about two thirds of the unbundled time.
// Bundled: the default install's pure-JS packages. Left to Node: the native addon
// (better-sqlite3), web-push and every optional peer package (the channels' SDKs, pg,
// prom-client), so a missing one is still the one-line "install it with" error at start.
// The library entry points (`ask-user/server`, …) stay tsc's modules, for the user's bundler.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const OUT_DIR = "dist/bin";
/** Which input each output file holds: what the module tests and the benchmark read. */
const BUNDLE_META = "build/cli-bundle-meta.json";

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const external = ["better-sqlite3", "web-push", ...Object.keys(manifest.peerDependencies ?? {})];

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  // The worker is an entry of its own: the SQLite store starts it by its file next to it.
  entryPoints: {
    "ask-user": "dist/cli/main.js",
    "sqlite-worker": "dist/store/sqlite/sqlite-worker.js",
  },
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external,
  // Bundled CommonJS (ws) calls `require` for Node's modules: give the ESM chunks one.
  banner: {
    js: 'import { createRequire as __askUserRequire } from "node:module";\nconst require = __askUserRequire(import.meta.url);',
  },
  metafile: true,
  logLevel: "warning",
});
chmodSync(`${OUT_DIR}/ask-user.js`, 0o755);
mkdirSync("build", { recursive: true });
writeFileSync(BUNDLE_META, JSON.stringify(result.metafile));
