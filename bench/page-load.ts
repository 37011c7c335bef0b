import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { round } from "./stats.js";

/** Debian's Chromium (`apt-get install -y chromium`); the benchmark never downloads a browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

const SESSION_ID = "bench-page-load";
const REGION = "Question from the agent";

export interface PageLoad {
  loads: number;
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /** Chromium's version, e.g. "140.0.7339.80". */
  browser: string;
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/**
 * Runs in the page before its own scripts: on every animation frame, look (through the shadow
 * roots) for the docked panel, and note `performance.now()` — milliseconds since navigation
 * start — in the first frame where it is laid out with its options.
 */
const PANEL_WATCH = `(() => {
  const find = (root) => {
    const hit = root.querySelector('[role="region"][aria-label=${JSON.stringify(REGION)}]');
    if (hit) return hit;
    for (const element of root.querySelectorAll("*")) {
      const inner = element.shadowRoot && find(element.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const check = () => {
    const panel = find(document);
    if (panel && panel.getBoundingClientRect().height > 0 && panel.querySelector("input")) {
      window.__panelVisibleAt = performance.now();
      window.__panelQuestionId = panel.getAttribute("data-question-id");
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * The time from loading the Control UI to its docked question panel being visible: each load
 * opens `/#/sessions/<id>` (one pending question) in a fresh browser context, so nothing is
 * cached, and the page fetches its bundle, the sessions and the timeline.
 */
export async function measurePageLoad(
  gatewayUrl: string,
  options: { loads: number; warmUps: number },
): Promise<PageLoad> {
  const questionId = await askPending(gatewayUrl);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-gpu",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    const durations: number[] = [];
    for (let index = 0; index < options.warmUps + options.loads; index += 1) {
      const duration = await loadOnce(browser, gatewayUrl, questionId);
      if (index >= options.warmUps) durations.push(duration);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    return {
      loads: sorted.length,
      p50Ms: round(nearestRank(sorted, 50), 1),
      p95Ms: round(nearestRank(sorted, 95), 1),
      minMs: round(sorted[0] ?? 0, 1),
      maxMs: round(sorted[sorted.length - 1] ?? 0, 1),
      browser: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: Browser, gatewayUrl: string, questionId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PANEL_WATCH);
    await page.goto(`${gatewayUrl}/#/sessions/${SESSION_ID}`);
    // A function, not a string: Chromium's CSP (script-src 'self') refuses a string's eval.
    await page.waitForFunction(
      () => (globalThis as { __panelVisibleAt?: number }).__panelVisibleAt !== undefined,
      undefined,
      { timeout: 15_000 },
    );
    const shown = await page.evaluate("window.__panelQuestionId");
    if (shown !== questionId) throw new Error(`the panel shows ${shown}, not ${questionId}`);
    return (await page.evaluate("window.__panelVisibleAt")) as number;
  } finally {
    await context.close();
  }
}

/** One pending question with descriptions and a Recommended option, open for an hour. */
async function askPending(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/v1/questions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      sessionId: SESSION_ID,
      timeoutSeconds: 3600,
      questions: [
        {
          id: "deploy_target",
          header: "Deploy",
          question: "Where should this deploy?",
          options: [
            { label: "Staging (Recommended)", description: "Run the smoke tests first" },
            { label: "Production", description: "Ship to every customer" },
          ],
        },
      ],
    }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || typeof body.id !== "string")
    throw new Error(`page load: ask failed with ${response.status}`);
  return body.id;
}

/** Nearest-rank percentile of sorted durations (the method bench/stats.ts uses). */
function nearestRank(sorted: readonly number[], percentile: number): number {
  return sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? 0;
}
