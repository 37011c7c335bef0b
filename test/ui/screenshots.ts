/**
 * Takes the Control UI screenshots in docs/screenshots/ (issue 3, SPEC U1/U2):
 *
 *   npm run build                                  # the gateway serves dist/ui/
 *   node --import tsx test/ui/screenshots.ts       # writes the six PNGs below
 *
 * panel-expanded.png (1280×800), panel-collapsed.png (1280×800), summary.png (1280×800),
 * phone-cards.png, approval.png, install-hint.png and notify-switch.png (390×844), all at device
 * pixel ratio 1 so the files have exactly those sizes.
 * It starts an in-memory gateway in this process, fills it with a realistic "release-bot"
 * session and drives Debian's Chromium (/usr/bin/chromium) with playwright-core. Not a test
 * file (no `.test.ts`), so `npm test` does not run it.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { approvalInput } from "../../src/approvals/tool-approval.js";
import type { RunningGateway } from "../../src/gateway/gateway.js";
import {
  ask,
  DESKTOP,
  openSession,
  openUi,
  PHONE,
  questionPanel,
  type UiFixture,
} from "../support/browser.js";
import { launchBrowser } from "../support/chromium.js";
import { LOOPBACK_PUSH, LocalPushService } from "../support/local-push-service.js";
import { stubPushService } from "../support/push-service-stub.js";
import { RELEASE_SESSION, releaseQuestions } from "./ui-prompts.js";

const OUT = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));

const agent = { kind: "agent" } as const;
const web = { kind: "human", surface: "web" } as const;

/** The timeline around the prompt: other sessions, earlier messages and an answered question. */
async function seed(gateway: RunningGateway, url: string): Promise<void> {
  const { service } = gateway;
  // Other sessions in the list (the most recent is listed first, so these go in first).
  const docs = await ask(url, {
    sessionId: "docs-writer",
    questions: [
      {
        id: "tone",
        header: "Tone",
        question: "Which tone should the upgrade guide use?",
        options: [{ label: "Friendly (Recommended)" }, { label: "Formal" }],
      },
    ],
  });
  await answer(url, docs.id, { skip: true, surface: "slack" });
  await service.postMessage("docs-writer", "Upgrade guide drafted in docs/upgrading.md.", agent);
  await service.postMessage("nightly-triage", "Triaged 12 new issues; 3 need a decision.", agent);
  await ask(url, {
    sessionId: "db-migration",
    questions: [
      {
        id: "window",
        header: "Window",
        question: "When may the orders table be locked for the index build?",
        options: [
          { label: "Tonight 02:00 UTC (Recommended)", description: "Lowest traffic" },
          { label: "Now", description: "About 40 s of blocked writes" },
        ],
      },
    ],
    timeoutSeconds: 3600,
  });

  await service.postMessage(
    RELEASE_SESSION,
    "Release v2.4.0 is tagged: 14 commits since v2.3.2, two migrations, both backwards compatible.",
    agent,
  );
  const changelog = await ask(url, {
    sessionId: RELEASE_SESSION,
    questions: [
      {
        id: "changelog",
        header: "Changelog",
        question: "Which format should the changelog use?",
        options: [{ label: "Keep a Changelog (Recommended)" }, { label: "GitHub release notes" }],
      },
    ],
  });
  await answer(url, changelog.id, {
    answers: { changelog: ["Keep a Changelog (Recommended)"] },
    surface: "web",
  });
  await service.postMessage(RELEASE_SESSION, "Please mention the new retry settings too.", web);
  await service.postMessage(
    RELEASE_SESSION,
    "CHANGELOG.md is written, retry settings included. All 1,284 unit tests pass on main.",
    agent,
  );
}

async function answer(url: string, id: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/v1/questions/${id}/answer`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`answer: ${response.status}`);
}

/** The session with the release prompt pending, in a fresh gateway and page. */
async function openRelease(browser: Browser, phone: boolean): Promise<UiFixture> {
  const ui = await openUi(browser, {
    context: phone ? { ...PHONE, deviceScaleFactor: 1 } : { ...DESKTOP, deviceScaleFactor: 1 },
  });
  await seed(ui.gateway, ui.url);
  await openSession(ui.page, ui.url, RELEASE_SESSION);
  await ask(ui.url, { sessionId: RELEASE_SESSION, questions: releaseQuestions() });
  await questionPanel(ui.page).getByRole("radio").first().waitFor();
  return ui;
}

/** The sessions list on a phone, where "This device" is, with a push service for the switch. */
async function openPhoneSessions(browser: Browser, push: LocalPushService): Promise<UiFixture> {
  const ui = await openUi(browser, {
    context: { ...PHONE, deviceScaleFactor: 1 },
    // The local push service is on loopback: ASK_USER_PUSH_ALLOW_PRIVATE=1.
    settings: { push: LOOPBACK_PUSH },
  });
  await seed(ui.gateway, ui.url);
  await stubPushService(ui.context, push.subscribe());
  await ui.context.grantPermissions(["notifications"], { origin: ui.url });
  await ui.page.goto(`${ui.url}/`);
  await ui.page.getByRole("status").filter({ hasText: "Live" }).waitFor();
  await ui.page.getByRole("switch").and(ui.page.locator(":enabled")).waitFor();
  return ui;
}

async function shoot(page: Page, name: string): Promise<void> {
  // No caret, no hover leftovers, fonts and layout settled.
  await page.mouse.move(0, 0);
  await page.evaluate("document.fonts.ready");
  await page.waitForTimeout(300);
  const path = join(OUT, name);
  await page.screenshot({ path, caret: "hide", animations: "disabled" });
  process.stdout.write(`wrote ${path}\n`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchBrowser();
  const push = await LocalPushService.start();
  try {
    const desktop = await openRelease(browser, false);
    try {
      const { page } = desktop;
      const panel = questionPanel(page);
      // A choice in progress on the first step, as someone reading the options would have it.
      await page.evaluate("document.activeElement?.blur?.()");
      await shoot(page, "panel-expanded.png");

      await panel.getByRole("button", { name: "Collapse" }).click();
      await page
        .getByRole("textbox", { name: "Message" })
        .fill("Hold on, checking with the on-call engineer first");
      await shoot(page, "panel-collapsed.png");

      await page.getByRole("textbox", { name: "Message" }).fill("");
      await panel.getByRole("button", { name: "Expand" }).click();
      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();
      await panel.getByRole("checkbox", { name: "Unit tests" }).click();
      await panel.getByRole("checkbox", { name: "Browser tests" }).click();
      await panel.getByRole("button", { name: "Next" }).click();
      await panel.getByRole("radio", { name: "#releases channel (Recommended)" }).click();
      await panel.getByRole("button", { name: "Submit" }).click();
      await panel.waitFor({ state: "detached" });
      await desktop.gateway.service.postMessage(
        RELEASE_SESSION,
        "Deploying v2.4.0 to staging; unit and browser tests first. I'll post in #releases when it's live.",
        agent,
      );
      await page.locator("[data-message-id]").last().getByText("Deploying v2.4.0").waitFor();
      await page.evaluate("document.activeElement?.blur?.()");
      await shoot(page, "summary.png");
    } finally {
      await desktop.close();
    }

    const phone = await openRelease(browser, true);
    try {
      const { page } = phone;
      // The prompt's choices in progress: one tapped on each of the first two cards.
      const panel = questionPanel(page);
      await panel.getByRole("radio", { name: "Staging (Recommended)" }).tap();
      await panel.getByRole("checkbox", { name: "Unit tests" }).tap();
      await page.evaluate("document.activeElement?.blur?.()");
      // Back to the top of the cards (the taps scrolled them), so the first card shows.
      await panel.locator(".scroll").evaluate((element) => element.scrollTo(0, 0));
      await shoot(page, "phone-cards.png");
    } finally {
      await phone.close();
    }

    const approval = await openUi(browser, { context: { ...PHONE, deviceScaleFactor: 1 } });
    try {
      // A framework bridge's tool approval, its whole command one tap away.
      const { page, url } = approval;
      await seed(approval.gateway, url);
      await openSession(page, url, "deploy-bot");
      const command = [
        "kubectl --context prod-eu rollout restart deployment/checkout-api",
        "kubectl --context prod-eu rollout status deployment/checkout-api --timeout=120s",
      ].join(" && \\\n  ");
      await ask(url, {
        sessionId: "deploy-bot",
        ...approvalInput({ toolName: "Bash", input: { command }, alwaysAllow: {} }),
      });
      const panel = questionPanel(page);
      await panel.getByText("Show all", { exact: true }).tap();
      await page.evaluate("document.activeElement?.blur?.()");
      await shoot(page, "approval.png");
    } finally {
      await approval.close();
    }

    const sessions = await openPhoneSessions(browser, push);
    try {
      const { page } = sessions;
      // The browser's install offer, as Chromium makes it once the app is installable.
      await page.evaluate(`(() => {
        const offer = new Event("beforeinstallprompt", { cancelable: true });
        offer.prompt = async () => ({ outcome: "dismissed" });
        window.dispatchEvent(offer);
      })()`);
      await page.getByRole("button", { name: "Install app" }).waitFor();
      await shoot(page, "install-hint.png");

      await page.getByRole("button", { name: "Install app" }).tap();
      const notify = page.getByRole("switch", { name: "Notify me on this device" });
      await notify.tap();
      await notify.and(page.locator(":checked:enabled")).waitFor();
      await shoot(page, "notify-switch.png");
    } finally {
      await sessions.close();
    }
  } finally {
    await push.close();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`screenshots failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exitCode = 1;
});
