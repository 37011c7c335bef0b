import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE = join(ROOT, "src");

/** One `src/…` file and the `src/…` files it imports. */
interface SourceFile {
  path: string;
  imports: string[];
}

/** Every TypeScript file under `src/` with its relative imports, resolved to `src/…` paths. */
function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) files.push({ path, imports: importsOf(path) });
    }
  };
  walk(SOURCE);
  return files.map((file) => ({
    path: relative(ROOT, file.path),
    imports: file.imports.map((target) => relative(ROOT, target)),
  }));
}

/** Static imports, re-exports, side-effect and dynamic imports of relative paths. */
function importsOf(path: string): string[] {
  const text = readFileSync(path, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolve(dirname(path), specifier));
}

/** The layer a `src/…` path belongs to: its first folder, or `config` for `src/config.ts`. */
function layerOf(path: string): string {
  const [, first = ""] = path.split("/");
  return first.replace(/\.[jt]s$/, "");
}

/** The README's layer table: each layer and the layers it may import. */
function readmeLayers(): Map<string, Set<string>> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Architecture"), readme.indexOf("## Figures"));
  const layers = new Map<string, Set<string>>();
  for (const row of section.matchAll(/^\| `src\/([a-z-]+)(?:\/|\.ts)` \|[^|]*\| ([^|]+) \|$/gm)) {
    const imports = (row[2] as string).trim();
    layers.set(
      row[1] as string,
      new Set(imports === "nothing" ? [] : imports.split(",").map((name) => name.trim())),
    );
  }
  return layers;
}

/** Which layers each layer really imports. */
function importGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = layerOf(file.path);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const target of file.imports) {
      const to = layerOf(target);
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe("the import graph", () => {
  const files = sourceFiles();
  const graph = importGraph(files);
  const table = readmeLayers();

  it("reads a layer table and real imports (the check itself works)", () => {
    expect(table.get("core")).toEqual(new Set());
    expect(table.get("gateway")?.has("service")).toBe(true);
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get("http")?.has("service")).toBe(true);
  });

  it("has a README row for every folder of src/, and no row without a folder", () => {
    expect(sorted(new Set(table.keys()))).toEqual(sorted(new Set(graph.keys())));
  });

  it("imports, layer by layer, exactly what the README's Architecture table says", () => {
    const wrongWay = files.flatMap((file) =>
      file.imports
        .filter((target) => {
          const from = layerOf(file.path);
          const to = layerOf(target);
          return to !== from && !table.get(from)?.has(to);
        })
        .map((target) => `${file.path} imports ${target}`),
    );
    expect(wrongWay).toEqual([]);
    for (const [layer, allowed] of table)
      expect({ layer, imports: sorted(graph.get(layer)) }).toEqual({
        layer,
        imports: sorted(allowed),
      });
  });

  it("takes no values from the core's index in browser code: the Control UI's bundle would pull in zod", () => {
    const index = join(SOURCE, "core/index.js");
    const browserFiles = files.filter((file) => /^src\/(client|ui)\//.test(file.path));
    const valueImports = browserFiles.flatMap((file) => {
      const text = readFileSync(join(ROOT, file.path), "utf8");
      return [
        ...text.matchAll(
          /(?:^|\n)\s*(?:import|export)\s+(type\s)?[^;]*?\bfrom\s*["']([^"']+)["']/g,
        ),
      ]
        .filter((match) => match[1] === undefined)
        .filter((match) => resolve(dirname(join(ROOT, file.path)), match[2] as string) === index)
        .map(() => file.path);
    });
    expect(browserFiles.length).toBeGreaterThan(20);
    expect(valueImports).toEqual([]);
  });

  it("keeps each chat platform to its own folder; only the catalog names them", () => {
    const platformOf = (path: string) => /^src\/channels\/([a-z-]+)\//.exec(path)?.[1];
    const crossings = files.flatMap((file) =>
      file.imports
        .filter((target) => {
          const platform = platformOf(target);
          if (platform === undefined || !target.startsWith("src/channels/")) return false;
          const own = platformOf(file.path);
          if (own !== undefined) return own !== platform;
          return file.path !== "src/channels/channel-catalog.ts";
        })
        .map((target) => `${file.path} imports ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});
