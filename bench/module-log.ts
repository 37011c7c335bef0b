import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * A module loader hook that appends the URL of every module a process loads to the file in
 * `MODULE_LOG_FILE`: what a command costs in modules, a count that does not drift with the
 * machine's load. Preloaded with `node --import <url>`. It uses `module.registerHooks` (Node
 * 22.15 and later; in-thread, and it sees `require` too) where there is one, as Node 26
 * deprecates `module.register`; else `register` with a hooks file run on the loader's thread.
 */
const REGISTER = `import { appendFileSync } from "node:fs";
import * as module from "node:module";
const file = process.env.MODULE_LOG_FILE;
if (typeof module.registerHooks === "function") {
  module.registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, url + "\\n");
      return nextLoad(url, context);
    },
  });
} else {
  module.register("./hooks.mjs", import.meta.url, { data: { file } });
}
`;

const HOOKS = `import { appendFileSync } from "node:fs";
let file;
export function initialize(data) {
  file = data.file;
}
export async function load(url, context, nextLoad) {
  appendFileSync(file, url + "\\n");
  return nextLoad(url, context);
}
`;

/** Writes the hook into `dir`; returns the URL to preload with `--import`. */
export async function installModuleLog(dir: string): Promise<string> {
  await writeFile(join(dir, "hooks.mjs"), HOOKS);
  await writeFile(join(dir, "register.mjs"), REGISTER);
  return pathToFileURL(join(dir, "register.mjs")).href;
}

/** The distinct npm packages among logged module URLs (`@scope/name` or `name`). */
export function packagesIn(urls: readonly string[]): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (match?.[1]) names.add(match[1]);
  }
  return [...names].sort();
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Written by `scripts/bundle-cli.mjs`: which inputs each file of the bundled CLI holds. */
const BUNDLE_META = join(ROOT, "build/cli-bundle-meta.json");

/**
 * The logged URLs with, after each file of the bundled CLI (`dist/bin/`), the modules bundled
 * into it, as the URLs they had before bundling (`…/dist/cli/main.js`, `…/node_modules/zod/…`):
 * what a command loads, whether Node loaded it as a module of its own or inside a chunk.
 */
export function withBundledModules(urls: readonly string[]): string[] {
  const outputs = bundleOutputs();
  return urls.flatMap((url) => {
    const output = url.startsWith("file:")
      ? outputs[fileURLToPath(url).slice(ROOT.length)]
      : undefined;
    if (!output) return [url];
    return [
      url,
      ...Object.keys(output.inputs).map((input) => pathToFileURL(join(ROOT, input)).href),
    ];
  });
}

/** Whether a logged URL is a file of the bundled CLI (which stands for the modules in it). */
export function isBundleFile(url: string): boolean {
  return url.startsWith("file:") && fileURLToPath(url).slice(ROOT.length) in bundleOutputs();
}

let outputs: Record<string, { inputs: Record<string, unknown> }> | undefined;

/** The bundle's outputs by path from the root, read once. */
function bundleOutputs(): Record<string, { inputs: Record<string, unknown> }> {
  outputs ??= (
    JSON.parse(readFileSync(BUNDLE_META, "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    }
  ).outputs;
  return outputs;
}
