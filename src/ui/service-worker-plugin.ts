/**
 * Builds the service worker (worker/service-worker.ts) into `sw.js` next to index.html, with the
 * list of files it keeps for offline use: index.html and the hashed assets of this build. The
 * worker is a separate bundle (one classic script, nothing shared with the page's chunks), so it
 * is built by a nested Vite build once the page's files are known.
 *
 * A plain object on purpose, like vite.config.ts: Vite's types would pull Node's into this folder.
 */
interface BundleFile {
  fileName: string;
  code?: string;
  source?: string | Uint8Array<ArrayBuffer>;
}

interface BuiltChunk {
  fileName: string;
  code?: string;
}

type ViteBuild = (
  config: object,
) => Promise<{ output: BuiltChunk[] } | Array<{ output: BuiltChunk[] }>>;

/** The page and what it loads; not the standalone <ask-user-question> element. */
function isAppShell(fileName: string): boolean {
  return fileName === "index.html" || fileName.startsWith("assets/");
}

/** A digest of every shell file: a new build gets a new `sw.js`, which is how browsers update. */
async function versionOf(files: BundleFile[]): Promise<string> {
  const contents = files.map((file) => `${file.fileName}\n${file.code ?? file.source ?? ""}`);
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(contents.join("\n")),
  );
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

export function serviceWorkerPlugin(entry: string) {
  return {
    name: "ask-user-service-worker",
    apply: "build",
    // After Vite's own plugins, so index.html is in the bundle.
    enforce: "post",
    async generateBundle(
      this: { emitFile(file: { type: "asset"; fileName: string; source: string }): void },
      _options: unknown,
      bundle: Record<string, BundleFile>,
    ) {
      const shell = Object.values(bundle)
        .filter((file) => isAppShell(file.fileName))
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const appShell = {
        version: await versionOf(shell),
        files: shell.map((file) => file.fileName),
      };
      // A specifier in a variable keeps Vite's types out (see above); Vite itself runs this file.
      const vite: string = "vite";
      const { build } = (await import(vite)) as { build: ViteBuild };
      const result = await build({
        configFile: false,
        publicDir: false,
        logLevel: "warn",
        define: { APP_SHELL: JSON.stringify(appShell) },
        build: {
          write: false,
          target: "es2022",
          rolldownOptions: {
            input: entry,
            // Keep the entry's exports: they become the global below.
            preserveEntrySignatures: "exports-only",
            output: { format: "iife", name: "askUserServiceWorker", entryFileNames: "sw.js" },
          },
        },
      });
      const [output] = Array.isArray(result) ? result : [result];
      const worker = output?.output.find((chunk) => chunk.fileName === "sw.js");
      if (worker?.code === undefined) throw new Error("the service worker did not build");
      this.emitFile({ type: "asset", fileName: "sw.js", source: worker.code });
    },
  };
}
