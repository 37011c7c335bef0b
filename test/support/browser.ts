import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import type { GatewayConfig } from "../../src/config.js";
import {
  type GatewayTuning,
  type RunningGateway,
  startGateway,
} from "../../src/gateway/gateway.js";
import type { QuestionView } from "../../src/http/question-view.js";
import { launchBrowser } from "./chromium.js";
import type { ApiHeaders } from "./mcp-clients.js";

/** A laptop window; the Control UI shows the sessions list and the one-at-a-time stepper. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** A phone (≤ 480 px wide): the stacked cards layout, touch events. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export interface UiFixtureOptions {
  /** The gateway's bearer token (ASK_USER_TOKEN); none by default. */
  token?: string;
  /** `"memory"` (default) or a SQLite file path. */
  db?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  context?: BrowserContextOptions;
  /** The gateway's test knobs, such as trusting a local push service. */
  tuning?: GatewayTuning;
  /** More of the gateway's settings, such as a channel pointed at a local fake. */
  settings?: Partial<GatewayConfig>;
}

/** An in-process gateway and a fresh browser context + page on it. */
export interface UiFixture {
  gateway: RunningGateway;
  url: string;
  /** The Authorization header for API calls made by the test (the "agent" side). */
  headers: ApiHeaders;
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page, as "name: message". */
  pageErrors: string[];
  /** Messages of every alert/confirm/prompt the page opened (each is dismissed). */
  dialogs: string[];
  /** What the page's Content-Security-Policy refused, as Chromium reports it on the console. */
  policyViolations: string[];
  /** Closes the page's context, then the gateway; safe to call twice. */
  close(): Promise<void>;
}

/** Starts a gateway (`startGateway`) and opens a new browser context and page for it. */
export async function openUi(browser: Browser, options: UiFixtureOptions = {}): Promise<UiFixture> {
  const gateway = await startGateway(
    {
      host: "127.0.0.1",
      port: options.port ?? 0,
      db: options.db ?? "memory",
      token: options.token,
      ...options.settings,
    },
    () => {},
    options.tuning,
  );
  let context: BrowserContext;
  try {
    context = await browser.newContext(options.context ?? DESKTOP);
  } catch (error) {
    await gateway.close();
    throw error;
  }
  // Fail a missing element well inside the tests' own 30 s timeouts, with Playwright's log.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  const policyViolations: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) policyViolations.push(message.text());
  });
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  let closed = false;
  return {
    gateway,
    url: gateway.url,
    headers: options.token === undefined ? {} : { authorization: `Bearer ${options.token}` },
    context,
    page,
    pageErrors,
    dialogs,
    policyViolations,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      await gateway.close();
    },
  };
}

// ---- The agent's side: the HTTP API ---------------------------------------------------------

/** POST /v1/questions; fails unless the gateway created the question. */
export async function ask(
  url: string,
  body: { sessionId: string; questions: unknown[]; timeoutSeconds?: number },
  headers: ApiHeaders = {},
): Promise<QuestionView> {
  const response = await fetch(`${url}/v1/questions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as QuestionView;
  if (response.status !== 201)
    throw new Error(`ask failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** PUT /v1/sessions/:sessionId/settings, as an operator or the agent's integration would. */
export async function setSessionLocale(
  url: string,
  sessionId: string,
  locale: string,
  headers: ApiHeaders = {},
): Promise<void> {
  const response = await fetch(`${url}/v1/sessions/${encodeURIComponent(sessionId)}/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ locale }),
  });
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 200,
    body: { locale },
  });
}

export interface ToolResultResponse {
  status: number;
  body: unknown;
}

/**
 * What the agent receives: a long-poll on `GET /v1/questions/:id/result?waitSeconds=N`, started
 * now. Start it before the page acts and await it afterwards.
 */
export async function waitForResult(
  url: string,
  id: string,
  headers: ApiHeaders = {},
  waitSeconds = 60,
): Promise<ToolResultResponse> {
  try {
    const response = await fetch(`${url}/v1/questions/${id}/result?waitSeconds=${waitSeconds}`, {
      headers,
    });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    // Resolved, never rejected: a test that failed early and closed the gateway must not leave
    // an unhandled rejection behind. Status 0 fails any assertion on the result.
    return { status: 0, body: String(error) };
  }
}

export async function timelineOf(
  url: string,
  sessionId: string,
  headers: ApiHeaders = {},
): Promise<{ items: Array<Record<string, unknown>> }> {
  const response = await fetch(`${url}/v1/sessions/${encodeURIComponent(sessionId)}/timeline`, {
    headers,
  });
  if (response.status !== 200) throw new Error(`timeline: ${response.status}`);
  return (await response.json()) as { items: Array<Record<string, unknown>> };
}

// ---- The human's side: the page -------------------------------------------------------------

/** Opens the Control UI on a session and waits for the live event stream. */
export async function openSession(
  page: Page,
  url: string,
  sessionId: string,
  query = "",
): Promise<void> {
  await page.goto(`${url}/${query}#/sessions/${encodeURIComponent(sessionId)}`);
  await waitUntilLive(page);
}

/** Waits for the live event stream, whatever language the status speaks. */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('[role="status"].connection.live').waitFor();
}

/** The text a locator's element shows (Playwright's `innerText`: rendered, trimmed by layout). */
export function shownText(locator: Locator, options?: { timeout?: number }): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator, not a DOM node: the rendered text is what a person reads.
  return locator.innerText(options);
}

/** The docked panel (expanded, collapsed, or showing how it ended). */
export function questionPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Question from the agent" });
}

/** A question's entry in the timeline, whatever language the timeline speaks. */
export function timelineQuestion(page: Page, questionId: string): Locator {
  return page.locator(`ol[aria-label] article.question[data-question-id="${questionId}"]`);
}

/** The summary lines of an ended question in the timeline. */
export function summaryLines(page: Page, questionId: string): Locator {
  return timelineQuestion(page, questionId).locator(".summary-line");
}

/** How an ended question in the timeline ended: by whom, where and when. */
export function summaryOutcome(page: Page, questionId: string): Locator {
  return timelineQuestion(page, questionId).locator(".summary-outcome");
}

/** A time of day as the page formats it: `14:02`, `02:02 PM` (any space before AM/PM). */
export const SHOWN_TIME = String.raw`\d\d:\d\d(\s[AP]M)?`;

/**
 * Every element in the document, shadow roots included, that matches `selector`: a check that
 * does not depend on Playwright's own shadow piercing.
 */
export function countDeep(page: Page, selector: string): Promise<number> {
  // A string, not a function: this project's type check has no DOM types.
  return page.evaluate(`(() => {
    let count = 0;
    const visit = (root) => {
      count += root.querySelectorAll(${JSON.stringify(selector)}).length;
      for (const element of root.querySelectorAll("*"))
        if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return count;
  })()`);
}

/**
 * The hooks every browser test file needs: a connection to the run's Chromium, and after each test the page
 * closed with its gateway and checked for page errors and dialogs. Returns `openUi` bound to
 * that browser.
 */
export function useChromium(): (options?: UiFixtureOptions) => Promise<UiFixture> {
  let browser: Browser | undefined;
  let current: UiFixture | undefined;
  beforeAll(async () => {
    // The run's shared Chromium (chromium.ts) when there is one; closing a connected
    // browser closes only this file's contexts.
    const endpoint = inject("chromiumEndpoint");
    browser = endpoint ? await chromium.connect(endpoint) : await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const fixture = current;
    current = undefined;
    await fixture?.close();
    // Checked after closing, so a failure here never leaves a gateway behind.
    expect(fixture?.pageErrors ?? []).toEqual([]);
    expect(fixture?.dialogs ?? []).toEqual([]);
    // Every UI test runs under the UI's Content-Security-Policy: nothing of its own is refused.
    expect(fixture?.policyViolations ?? []).toEqual([]);
  });
  return async (options) => {
    if (!browser) throw new Error("call useChromium() at the top level of the test file");
    current = await openUi(browser, options);
    return current;
  };
}
