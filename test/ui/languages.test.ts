import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  ask,
  DESKTOP,
  openSession,
  SHOWN_TIME,
  setSessionLocale,
  shownText,
  summaryLines,
  summaryOutcome,
  timelineQuestion,
  useChromium,
  waitForResult,
  waitUntilLive,
} from "../support/browser.js";
import { deployPrompt } from "../support/prompts.js";
import { RELEASE_SESSION, releaseQuestions } from "./ui-prompts.js";

// The session's locale (SPEC T4): every fixed string of the panel and the timeline comes from
// the core's strings table in the language the session set through its settings; the agent's
// own words (headers, questions, labels) and the answers stay as written.

const TEST_TIMEOUT_MS = 30_000;

const openPage = useChromium();

/** The docked panel, by its region name in the session's language. */
function panelNamed(page: Page, name: string) {
  return page.getByRole("region", { name });
}

describe("Control UI in the session's language", () => {
  it(
    "German: the panel's words, the countdown, and the summary after Skip",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "de");
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() });
      const result = waitForResult(url, question.id);

      const panel = panelNamed(page, "Frage des Agenten");
      await panel.waitFor();
      expect(await panel.getAttribute("lang")).toBe("de");
      expect(await panel.getAttribute("data-question-id")).toBe(question.id);
      // The agent's words as written, the fixed strings in German.
      await panel.getByRole("group", { name: "Where should this deploy?" }).waitFor();
      expect(await panel.getByText("Eine Antwort wählen").isVisible()).toBe(true);
      expect(await shownText(panel.locator("[part=badge]"))).toBe("Empfohlen");
      expect(await panel.getByRole("radio", { name: "Staging (Recommended)" }).count()).toBe(1);
      expect(await panel.getByRole("radio", { name: "Sonstiges" }).count()).toBe(1);
      const other = panel.getByRole("textbox", { name: "Sonstiges" });
      expect(await other.getAttribute("placeholder")).toBe("Eigene Antwort eingeben");
      expect(await panel.getByRole("button", { name: "Einklappen" }).isVisible()).toBe(true);
      expect(await panel.getByRole("button", { name: "Absenden" }).isDisabled()).toBe(true);
      const timer = panel.getByRole("timer");
      expect(await timer.getAttribute("aria-label")).toMatch(
        /^noch 1[45] Minuten?( \d+ Sekunden?)?$/,
      );
      // No English left in the panel.
      for (const english of ["Skip", "Submit", "Other", "Collapse", "Recommended", "Choose one"])
        expect(await panel.getByText(english, { exact: true }).count(), english).toBe(0);

      // The timeline: the pending question waits, in German.
      const entry = timelineQuestion(page, question.id);
      expect(await shownText(entry.locator(".waiting"))).toBe("Wartet auf Antwort");
      expect(await page.getByRole("list", { name: "Verlauf" }).getAttribute("lang")).toBe("de");

      await panel.getByRole("button", { name: "Überspringen" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "no_answer", reason: "skipped" },
      });
      await panel.waitFor({ state: "detached" });
      const skipped = new RegExp(`^Übersprungen in der Control UI um ${SHOWN_TIME}$`);
      await expect
        .poll(() => summaryOutcome(page, question.id).allInnerTexts())
        .toEqual([expect.stringMatching(skipped)]);
      expect(await summaryLines(page, question.id).count()).toBe(0);
      expect(await entry.getAttribute("data-status")).toBe("skipped");

      // A reload reads the locale again and shows the same summary.
      await page.reload();
      await waitUntilLive(page);
      await expect
        .poll(() => summaryOutcome(page, question.id).allInnerTexts())
        .toEqual([expect.stringMatching(skipped)]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Thai: the stepper, Next and Back, Collapse and Expand, and the answer summary",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "th");
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: releaseQuestions(),
      });
      const result = waitForResult(url, question.id);

      const panel = panelNamed(page, "คำถามจากเอเจนต์");
      await panel.waitFor();
      expect(await panel.getAttribute("lang")).toBe("th");
      const stepper = panel.locator(".stepper");
      expect(await shownText(stepper)).toBe("1/3");
      expect(await stepper.getAttribute("title")).toBe("คำถามที่ 1 จาก 3");
      expect(await panel.getByText("เลือกหนึ่งข้อ").isVisible()).toBe(true);
      expect(await shownText(panel.locator("[part=badge]"))).toBe("แนะนำ");
      expect(await panel.getByRole("button", { name: "ข้าม" }).isVisible()).toBe(true);
      expect(await panel.getByRole("button", { name: "ถัดไป" }).isDisabled()).toBe(true);
      expect(await panel.getByRole("radio", { name: "อื่นๆ" }).count()).toBe(1);
      expect(await panel.getByRole("timer").getAttribute("aria-label")).toMatch(
        /^เหลือเวลา 1[45] นาที( \d+ วินาที)?$/,
      );

      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();
      await expect.poll(() => shownText(stepper)).toBe("2/3");
      expect(await stepper.getAttribute("title")).toBe("คำถามที่ 2 จาก 3");
      expect(await panel.getByText("เลือกได้หลายข้อ").isVisible()).toBe(true);
      await panel.getByRole("checkbox", { name: "Unit tests" }).click();
      await panel.getByRole("button", { name: "ถัดไป" }).click();
      await expect.poll(() => shownText(stepper)).toBe("3/3");
      await panel.getByRole("button", { name: "ย้อนกลับ" }).click();
      await expect.poll(() => shownText(stepper)).toBe("2/3");
      await panel.getByRole("button", { name: "ถัดไป" }).click();
      await panel.getByRole("radio", { name: "Nobody" }).click();

      // Collapse and Expand in Thai; what was chosen is kept.
      await panel.getByRole("button", { name: "ย่อ" }).click();
      await panel.getByRole("button", { name: "ขยาย" }).click();
      await panel.getByRole("button", { name: "ส่งคำตอบ" }).click();

      expect(await result).toEqual({
        status: 200,
        body: {
          status: "answered",
          answers: {
            answers: {
              deploy_target: ["Staging (Recommended)"],
              checks: ["Unit tests"],
              notify: ["Nobody"],
            },
          },
        },
      });
      await expect
        .poll(() => summaryLines(page, question.id).allInnerTexts())
        .toEqual(["Deploy: Staging", "Checks: Unit tests", "Notify: Nobody"]);
      expect(await page.getByRole("list", { name: "ไทม์ไลน์" }).getAttribute("lang")).toBe("th");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Thai: an ended prompt reads as ended in Thai, and the composer's hint is Thai while it waits",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "th");
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: releaseQuestions(),
      });
      const panel = panelNamed(page, "คำถามจากเอเจนต์");
      await panel.waitFor();
      expect(await shownText(timelineQuestion(page, question.id).locator(".waiting"))).toBe(
        "กำลังรอคำตอบ",
      );
      await panel.getByRole("button", { name: "ย่อ" }).click();
      const composer = page.getByRole("textbox", { name: "ข้อความ" });
      expect(await composer.getAttribute("placeholder")).toBe(
        "ตอบบรรทัดละหนึ่งคำถามตามลำดับ ด้วยหมายเลข ชื่อตัวเลือก หรือคำตอบของคุณเอง",
      );
      expect(await composer.getAttribute("lang")).toBe("th");

      // Cancelled by the agent: the timeline's summary is Thai.
      const cancel = await fetch(`${url}/v1/questions/${question.id}/cancel`, { method: "POST" });
      expect(cancel.status).toBe(200);
      await expect
        .poll(() => summaryOutcome(page, question.id).allInnerTexts())
        .toEqual([expect.stringMatching(new RegExp(`^เอเจนต์ยกเลิกแล้ว เวลา ${SHOWN_TIME}$`))]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Spanish: the panel's words, the stepper, the countdown, the composer's hint, and the summary after Skip",
    async () => {
      const ui = await openPage();
      const { page, url } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "es");
      await openSession(page, url, RELEASE_SESSION);
      const question = await ask(url, {
        sessionId: RELEASE_SESSION,
        questions: releaseQuestions(),
      });
      const result = waitForResult(url, question.id);

      const panel = panelNamed(page, "Pregunta del agente");
      await panel.waitFor();
      expect(await panel.getAttribute("lang")).toBe("es");
      const stepper = panel.locator(".stepper");
      expect(await stepper.getAttribute("title")).toBe("Pregunta 1 de 3");
      expect(await panel.getByText("Elige una respuesta").isVisible()).toBe(true);
      expect(await shownText(panel.locator("[part=badge]"))).toBe("Recomendada");
      expect(await panel.getByRole("radio", { name: "Otro" }).count()).toBe(1);
      const other = panel.getByRole("textbox", { name: "Otro" });
      expect(await other.getAttribute("placeholder")).toBe("Escribe tu propia respuesta");
      expect(await panel.getByRole("button", { name: "Omitir" }).isVisible()).toBe(true);
      expect(await panel.getByRole("button", { name: "Siguiente" }).isDisabled()).toBe(true);
      expect(await panel.getByRole("timer").getAttribute("aria-label")).toMatch(
        /^tiempo restante: 1[45] minutos?( \d+ segundos?)?$/,
      );

      await panel.getByRole("radio", { name: "Staging (Recommended)" }).click();
      await expect.poll(() => stepper.getAttribute("title")).toBe("Pregunta 2 de 3");
      expect(await panel.getByText("Elige todas las que correspondan").isVisible()).toBe(true);
      await panel.getByRole("button", { name: "Atrás" }).click();
      await expect.poll(() => stepper.getAttribute("title")).toBe("Pregunta 1 de 3");
      // No English left in the panel.
      for (const english of [
        "Skip",
        "Submit",
        "Next",
        "Back",
        "Other",
        "Collapse",
        "Recommended",
        "Choose one",
      ])
        expect(await panel.getByText(english, { exact: true }).count(), english).toBe(0);

      // The timeline and the collapsed panel's composer, in Spanish.
      const entry = timelineQuestion(page, question.id);
      expect(await shownText(entry.locator(".waiting"))).toBe("Esperando respuesta");
      expect(await page.getByRole("list", { name: "Historial" }).getAttribute("lang")).toBe("es");
      await panel.getByRole("button", { name: "Contraer" }).click();
      const composer = page.getByRole("textbox", { name: "Mensaje" });
      expect(await composer.getAttribute("placeholder")).toBe(
        "Responde con una línea por pregunta, en orden: un número, una opción o tus propias palabras.",
      );
      expect(await composer.getAttribute("lang")).toBe("es");
      await panel.getByRole("button", { name: "Expandir" }).click();

      await panel.getByRole("button", { name: "Omitir" }).click();
      expect(await result).toEqual({
        status: 200,
        body: { status: "no_answer", reason: "skipped" },
      });
      await panel.waitFor({ state: "detached" });
      const skipped = new RegExp(`^Omitida en la Control UI a las ${SHOWN_TIME}$`);
      await expect
        .poll(() => summaryOutcome(page, question.id).allInnerTexts())
        .toEqual([expect.stringMatching(skipped)]);
      expect(await entry.getAttribute("data-status")).toBe("skipped");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "Spanish app words: the token form in the browser's Spanish, then the Spanish session's chrome",
    async () => {
      const ui = await openPage({ token: "tok", context: { ...DESKTOP, locale: "es-MX" } });
      const { page, url, headers } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "es", headers);
      await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() }, headers);

      await page.goto(`${url}/`);
      const field = page.getByLabel("Token de acceso");
      await field.fill("wrong");
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByRole("alert").filter({ hasText: "Ese token no se ha aceptado." }).waitFor();
      await page.getByLabel("Token de acceso").fill("tok");
      await page.getByRole("button", { name: "Continuar" }).click();

      const sessions = page.getByRole("navigation", { name: "Sesiones" });
      await sessions.waitFor();
      await waitUntilLive(page);
      expect(await shownText(page.getByRole("status").filter({ hasText: "Conectado" }))).toBe(
        "Conectado",
      );
      expect(await shownText(sessions.locator(".pending"))).toBe("Pregunta");
      expect(await shownText(sessions.locator(".meta").first())).toContain("1 pregunta");
      expect(
        await page.getByRole("link", { name: "‹ Sesiones", includeHidden: true }).count(),
      ).toBe(1);
      expect(await page.getByRole("list", { name: "Historial" }).count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Este dispositivo" }).count()).toBe(1);
      await panelNamed(page, "Pregunta del agente")
        .getByRole("button", { name: "Contraer" })
        .click();
      expect(await page.getByRole("textbox", { name: "Mensaje" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Enviar", exact: true }).count()).toBe(1);
      expect(await page.locator(".layout").getAttribute("lang")).toBe("es");
      for (const english of ["Sessions", "Live", "Timeline", "Send", "This device", "Agent asked"])
        expect(await page.getByText(english, { exact: true }).count(), english).toBe(0);
      for (const english of ["Message", "Timeline"])
        expect(await page.getByLabel(english, { exact: true }).count(), english).toBe(0);

      // Back to the list alone: the browser's Spanish still.
      await page.evaluate("window.location.hash = '#/'");
      await page.getByRole("navigation", { name: "Sesiones" }).waitFor();
      expect(await page.getByText("Elige una sesión.").count()).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "the app's own words: the browser's language before a session is open, then the session's",
    async () => {
      const ui = await openPage({ token: "tok", context: { ...DESKTOP, locale: "th-TH" } });
      const { page, url, headers } = ui;
      await setSessionLocale(url, RELEASE_SESSION, "de", headers);
      await ask(url, { sessionId: RELEASE_SESSION, ...deployPrompt() }, headers);

      // No session is open yet: the token form speaks the browser's Thai.
      await page.goto(`${url}/`);
      const field = page.getByLabel("โทเค็นการเข้าถึง");
      await field.fill("wrong");
      await page.getByRole("button", { name: "ดำเนินการต่อ" }).click();
      await page.getByRole("alert").filter({ hasText: "โทเค็นนี้ไม่ได้รับการยอมรับ" }).waitFor();
      await page.getByLabel("โทเค็นการเข้าถึง").fill("tok");
      await page.getByRole("button", { name: "ดำเนินการต่อ" }).click();

      // The German session opens (the first one): all of the app speaks German.
      const sessions = page.getByRole("navigation", { name: "Sitzungen" });
      await sessions.waitFor();
      await waitUntilLive(page);
      expect(await shownText(page.getByRole("status").filter({ hasText: "Verbunden" }))).toBe(
        "Verbunden",
      );
      expect(await shownText(sessions.locator(".pending"))).toBe("Frage");
      expect(await shownText(sessions.locator(".meta").first())).toContain("1 Frage");
      // The back link shows on a phone only.
      expect(
        await page.getByRole("link", { name: "‹ Sitzungen", includeHidden: true }).count(),
      ).toBe(1);
      expect(await page.getByRole("list", { name: "Verlauf" }).count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Dieses Gerät" }).count()).toBe(1);
      await panelNamed(page, "Frage des Agenten")
        .getByRole("button", { name: "Einklappen" })
        .click();
      expect(await page.getByRole("textbox", { name: "Nachricht" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Senden" }).count()).toBe(1);
      expect(await page.locator(".layout").getAttribute("lang")).toBe("de");
      for (const english of ["Sessions", "Live", "Timeline", "Send", "This device", "Agent asked"])
        expect(await page.getByText(english, { exact: true }).count(), english).toBe(0);
      for (const english of ["Message", "Timeline"])
        expect(await page.getByLabel(english, { exact: true }).count(), english).toBe(0);

      // Back to the list alone: the browser's Thai again.
      await page.evaluate("window.location.hash = '#/'");
      await page.getByRole("navigation", { name: "เซสชัน" }).waitFor();
      expect(await page.getByText("เลือกเซสชัน").count()).toBe(1);
      expect(await page.locator(".layout").getAttribute("lang")).toBe("th");
    },
    TEST_TIMEOUT_MS,
  );
});
