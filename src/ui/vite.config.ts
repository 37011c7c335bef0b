import { serviceWorkerPlugin } from "./service-worker-plugin.js";

// A plain object on purpose: importing Vite's types here would pull Node's globals into the
// type check of the browser code, which shares this folder's tsconfig.
const here = decodeURIComponent(new URL(".", import.meta.url).pathname);

// `npx vite --config src/ui/vite.config.ts` serves the UI with live reload and forwards the API
// to a running gateway (ASK_USER_URL, default http://127.0.0.1:7420).
const environment = (globalThis as { process?: { env: Record<string, string | undefined> } })
  .process?.env;
const gatewayUrl = environment?.ASK_USER_URL ?? "http://127.0.0.1:7420";
const proxy = { "/v1": { target: gatewayUrl, ws: true } };

/** One line after Vite's per-file table: the JS and CSS the browser downloads, gzipped, in total. */
let totalLine = "";
const totalGzipReport = {
  name: "ask-user-total-gzip",
  async generateBundle(
    _options: unknown,
    bundle: Record<
      string,
      { fileName: string; code?: string; source?: string | Uint8Array<ArrayBuffer> }
    >,
  ) {
    let raw = 0;
    let gzipped = 0;
    for (const file of Object.values(bundle)) {
      if (!/\.(?:js|css)$/.test(file.fileName)) continue;
      const bytes = new Blob([file.code ?? file.source ?? ""]);
      raw += bytes.size;
      // CompressionStream: gzip without importing Node's zlib (see the note at the top).
      const stream = bytes.stream().pipeThrough(new CompressionStream("gzip"));
      gzipped += (await new Response(stream).arrayBuffer()).byteLength;
    }
    const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
    totalLine = `UI bundle (JS + CSS): ${kilobytes(raw)} │ gzip: ${kilobytes(gzipped)}`;
  },
  closeBundle() {
    if (totalLine) console.info(totalLine);
  },
};

export default {
  plugins: [totalGzipReport, serviceWorkerPlugin(`${here}worker/service-worker.ts`)],
  root: here,
  // Relative asset URLs, so the gateway (or a proxy) may serve the UI under any path.
  base: "./",
  logLevel: "info",
  build: {
    outDir: `${here}../../dist/ui`,
    emptyOutDir: true,
    target: "es2022",
    // The gzip column of the build report is the size that matters for the UI.
    reportCompressedSize: true,
    rolldownOptions: {
      // The client loads Node's `ws` only where the runtime has no WebSocket of its own, never
      // in a browser: the import stays as it is instead of shipping as an empty chunk.
      external: ["ws"],
      input: {
        index: `${here}index.html`,
        // The embeddable element also ships on its own, at a stable URL.
        "ask-user-question": `${here}question/ask-user-question.ts`,
      },
      output: {
        entryFileNames: (chunk: { name: string }) =>
          chunk.name === "ask-user-question" ? "ask-user-question.js" : "assets/[name]-[hash].js",
      },
    },
  },
  server: { proxy },
  preview: { proxy },
};
