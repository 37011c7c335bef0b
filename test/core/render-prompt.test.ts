import { describe, expect, it } from "vitest";
import {
  type Locale,
  MESSAGE_LIMITS,
  measureText,
  parseAskInput,
  type Question,
  renderPrompt,
  SUPPORTED_LOCALES,
  TEXT_FORMATS,
  type TextFormat,
} from "../../src/core/index.js";
import { parseReply } from "../../src/core/parse-reply.js";
import { deployQuestion } from "../support/prompts.js";

const NOW = Date.parse("2025-06-02T09:00:00.000Z");
const IN_15_MINUTES = "2025-06-02T09:15:00.000Z";

function prompt(questions: unknown[]): Question[] {
  return parseAskInput({ questions }).questions;
}

/** The same three questions, written by a model in each language. */
const WRITTEN: Record<Locale, { deploy: unknown; checks: unknown; notify: unknown }> = {
  en: {
    deploy: deployQuestion({
      id: "deploy",
      question: "Where should this build deploy?",
      labels: ["Staging (Recommended)", "Production", "Local"],
      descriptions: ["Safe, can be rolled back any time", "Live for every user at once"],
    }),
    checks: {
      id: "checks",
      header: "Checks",
      question: "Which checks should run before the merge?",
      multiSelect: true,
      options: [
        { label: "Lint", description: "Style and simple mistakes" },
        { label: "Unit tests" },
        { label: "Build" },
        { label: "Security scan", description: "Takes about 10 minutes" },
      ],
    },
    notify: {
      id: "notify",
      header: "Notify",
      question: "How should I tell you when it is done?",
      options: [{ label: "Slack" }, { label: "Email" }],
    },
  },
  de: {
    deploy: {
      id: "deploy",
      header: "Deployment",
      question: "Wohin soll dieser Build ausgeliefert werden?",
      options: [
        { label: "Staging (Recommended)", description: "Sicher, jederzeit zurückzurollen" },
        { label: "Produktion", description: "Sofort für alle Nutzer live" },
        { label: "Lokal" },
      ],
    },
    checks: {
      id: "checks",
      header: "Prüfungen",
      question: "Welche Prüfungen sollen vor dem Merge laufen?",
      multiSelect: true,
      options: [
        { label: "Linter", description: "Stil und einfache Fehler" },
        { label: "Unit-Tests" },
        { label: "Build" },
        { label: "Sicherheitsscan", description: "Dauert etwa 10 Minuten" },
      ],
    },
    notify: {
      id: "notify",
      header: "Meldung",
      question: "Wie soll ich dir Bescheid geben, wenn alles fertig ist?",
      options: [{ label: "Slack" }, { label: "E-Mail" }],
    },
  },
  th: {
    deploy: {
      id: "deploy",
      header: "ปลายทาง",
      question: "จะ deploy บิลด์นี้ไปที่ไหนดี",
      options: [
        { label: "สเตจจิ้ง (Recommended)", description: "ปลอดภัย ย้อนกลับได้ทุกเมื่อ" },
        { label: "โปรดักชัน", description: "ผู้ใช้ทุกคนเห็นทันที" },
        { label: "เครื่องตัวเอง" },
      ],
    },
    checks: {
      id: "checks",
      header: "การตรวจสอบ",
      question: "ก่อน merge ต้องการรันการตรวจสอบอะไรบ้าง",
      multiSelect: true,
      options: [
        { label: "ลินต์", description: "ตรวจรูปแบบโค้ดและข้อผิดพลาดง่ายๆ" },
        { label: "ยูนิตเทสต์" },
        { label: "บิลด์" },
        { label: "สแกนความปลอดภัย", description: "ใช้เวลาประมาณ 10 นาที" },
      ],
    },
    notify: {
      id: "notify",
      header: "แจ้งเตือน",
      question: "เสร็จแล้วให้แจ้งทางไหนดี",
      options: [{ label: "Slack" }, { label: "อีเมล" }],
    },
  },
  es: {
    deploy: {
      id: "deploy",
      header: "Despliegue",
      question: "¿Dónde debería desplegarse esta compilación?",
      options: [
        {
          label: "Staging (Recommended)",
          description: "Seguro, se puede revertir en cualquier momento",
        },
        { label: "Producción", description: "En vivo para todos los usuarios a la vez" },
        { label: "Local" },
      ],
    },
    checks: {
      id: "checks",
      header: "Controles",
      question: "¿Qué comprobaciones deben ejecutarse antes del merge?",
      multiSelect: true,
      options: [
        { label: "Lint", description: "Estilo y errores sencillos" },
        { label: "Pruebas unitarias" },
        { label: "Compilación" },
        { label: "Análisis de seguridad", description: "Tarda unos 10 minutos" },
      ],
    },
    notify: {
      id: "notify",
      header: "Aviso",
      question: "¿Cómo te aviso cuando esté listo?",
      options: [{ label: "Slack" }, { label: "Correo" }],
    },
  },
};

const SHAPES = {
  single: (written: (typeof WRITTEN)[Locale]) => prompt([written.deploy]),
  multi: (written: (typeof WRITTEN)[Locale]) => prompt([written.checks]),
  several: (written: (typeof WRITTEN)[Locale]) =>
    prompt([written.deploy, written.checks, written.notify]),
};

describe("renderPrompt: every shape, language and format", () => {
  const combinations = Object.keys(SHAPES).flatMap((shape) =>
    SUPPORTED_LOCALES.flatMap((locale) =>
      TEXT_FORMATS.map((format) => [shape as keyof typeof SHAPES, locale, format] as const),
    ),
  );

  it.each(combinations)("%s question prompt in %s as %s", async (shape, locale, format) => {
    const text = renderPrompt(SHAPES[shape](WRITTEN[locale]), {
      locale,
      format,
      expiresAt: IN_15_MINUTES,
      now: NOW,
    });
    await expect(text).toMatchFileSnapshot(
      `__snapshots__/render-prompt/${shape}.${locale}.${format}.txt`,
    );
  });
});

describe("renderPrompt: content", () => {
  const [deploy, checks] = SHAPES.several(WRITTEN.en);

  it("numbers the options, keeps (Recommended) as written and adds descriptions", () => {
    const text = renderPrompt([deploy as Question]);
    expect(text).toContain("1. Staging (Recommended) — Safe, can be rolled back any time\n");
    expect(text).toContain("2. Production — Live for every user at once\n");
    expect(text).toContain("3. Local\n");
    expect(text).toContain("Other: reply in your own words.");
    expect(text).toContain("To skip, reply “skip”.");
  });

  it("explains several numbers for a multi-select, one line per question for several", () => {
    expect(renderPrompt([checks as Question])).toContain(
      "Reply with one or more numbers, such as “1, 3”, labels, or your own words.",
    );
    const several = renderPrompt(SHAPES.several(WRITTEN.en));
    expect(several).toContain("Question 2 of 3 · Checks");
    expect(several).toContain("Reply with one line per question, in order");
    expect(several).toContain("such as “2: …”");
    expect(several).toContain("To skip all questions, reply “skip”.");
  });

  it("says how long is left as a person expects: whole minutes to the nearest, seconds under one, nothing once past", () => {
    const options = { now: NOW } as const;
    const within = (msLeft: number, locale: Locale = "en") =>
      renderPrompt([deploy as Question], {
        ...options,
        locale,
        expiresAt: new Date(NOW + msLeft),
      });
    expect(renderPrompt([deploy as Question], { ...options, expiresAt: IN_15_MINUTES })).toMatch(
      /Please answer within 15 minutes\.$/u,
    );
    // A 15-minute question's prompt goes out a moment (or a few seconds) after the ask.
    expect(within(900_000 - 1)).toMatch(/Please answer within 15 minutes\.$/u);
    expect(within(900_000 - 4_200)).toMatch(/Please answer within 15 minutes\.$/u);
    expect(within(900_000 - 350, "de")).toMatch(/Bitte antworte innerhalb von 15 Minuten\.$/u);
    expect(within(900_000 - 350, "th")).toMatch(/โปรดตอบภายใน 15 นาที$/u);
    expect(within(900_000 - 350, "es")).toMatch(
      /Por favor, responde en un plazo de 15 minutos\.$/u,
    );
    expect(within(45_500, "es")).toMatch(/en un plazo de 46 segundos\.$/u);
    // To the nearest minute: 14:30 reads 15, 14:29.999 reads 14.
    expect(within(14.5 * 60_000)).toMatch(/within 15 minutes\.$/u);
    expect(within(14.5 * 60_000 - 1)).toMatch(/within 14 minutes\.$/u);
    expect(within(119_999)).toMatch(/within 2 minutes\.$/u);
    expect(within(89_999)).toMatch(/within 1 minute\.$/u);
    expect(within(60_000)).toMatch(/within 1 minute\.$/u);
    // Under a minute, seconds rounded up, as the countdown shows them.
    expect(within(59_001)).toMatch(/within 1 minute\.$/u);
    expect(within(45_500)).toMatch(/within 46 seconds\.$/u);
    expect(within(200)).toMatch(/within 1 second\.$/u);
    const past = renderPrompt([deploy as Question], { ...options, expiresAt: new Date(NOW - 1) });
    expect(past).not.toContain("within");
    expect(within(0)).not.toContain("within");
    expect(renderPrompt([deploy as Question])).not.toContain("within");
  });

  it("puts authored text with line breaks on one line", () => {
    const [question] = prompt([
      {
        id: "pick",
        header: "Pick",
        question: "Which one?\n\nReally?",
        options: [{ label: "A\nB", description: "line\r\nbreak" }, { label: "C" }],
      },
    ]);
    expect(renderPrompt([question as Question])).toContain(
      "Which one? Really?\n1. A B — line break\n",
    );
  });
});

const HOSTILE = [
  "<img src=x onerror=alert(1)>",
  "*bold* _x_ ~y~ <@U123> @everyone",
  "`rm -rf` ```block```",
  "&amp; & AT&T",
];

function hostilePrompt(): Question[] {
  return prompt([
    {
      id: "pick",
      header: "# <b>Head",
      question: "> quoted <i>question</i> @here [link](https://evil.example) ||spoiler||",
      options: HOSTILE.map((label, index) => ({
        label,
        description: index === 0 ? "- <script>alert(1)</script> **x**" : undefined,
      })),
    },
  ]);
}

/** The option lines of a rendered prompt, without their numbers. */
function optionTexts(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /^\d\\?\. /u.test(line))
    .map((line) => line.replace(/^\d\\?\. /u, ""));
}

describe("renderPrompt: escaping hostile text", () => {
  it("plain text shows labels exactly as written", () => {
    const text = renderPrompt(hostilePrompt(), { format: "plain" });
    expect(optionTexts(text).slice(1)).toEqual(HOSTILE.slice(1));
    expect(optionTexts(text)[0]).toBe(`${HOSTILE[0]} — - <script>alert(1)</script> **x**`);
  });

  it("Telegram HTML escapes & < > and emits only <b>, <i> and <code>", () => {
    const text = renderPrompt(hostilePrompt(), { format: "telegram-html" });
    const tags = text.match(/<[^>]*>/gu) ?? [];
    for (const tag of tags) expect(tag).toMatch(/^<\/?(?:b|i|code)>$/u);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/u);
    expect(text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(text).toContain("&amp;amp; &amp; AT&amp;T");
    expect(text).toContain("<b># &lt;b&gt;Head</b>");
    expect(text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("Slack mrkdwn escapes & < > and neutralizes formatting and mentions", () => {
    const text = renderPrompt(hostilePrompt(), { format: "slack-mrkdwn" });
    expect(text).not.toMatch(/[<>]/u);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/u);
    for (const option of optionTexts(text)) expect(option).not.toMatch(/[*_~`]/u);
    expect(text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(text).toContain("&lt;@U123&gt;");
    expect(text).toContain("@\u200beveryone");
    expect(text).toContain("@\u200bhere");
    expect(text).not.toMatch(/@(?:everyone|here|channel)/u);
    // A leading quote mark would start a block quote.
    expect(text).toContain("\n\u00ad&gt; quoted");
    expect(text).toContain("&amp;amp; &amp; AT&amp;T");
  });

  it("Discord markdown escapes every formatting character and defuses mentions", () => {
    const text = renderPrompt(hostilePrompt(), { format: "discord-markdown" });
    for (const option of optionTexts(text)) {
      const unescaped = option.replace(/\\./gu, "");
      expect(unescaped).not.toMatch(/[\\*_~`|<>[\]]/u);
    }
    expect(text).toContain("\\<@U123\\>");
    expect(text).toContain("@\u200beveryone");
    expect(text).toContain("@\u200bhere");
    expect(text).not.toMatch(/@(?:everyone|here)/u);
    expect(text).toContain("\\[link\\](https://evil.example)");
    expect(text).toContain("\\|\\|spoiler\\|\\|");
    expect(text).toContain("**\\# \\<b\\>Head**");
    expect(text).toContain("\n\\> quoted");
    expect(text).toContain("— \\- \\<script\\>");
  });

  it("reads a label copied from any format back as that option", () => {
    const questions = hostilePrompt();
    for (const format of TEXT_FORMATS) {
      const text = renderPrompt(questions, { format });
      optionTexts(text).forEach((line, index) => {
        const label = line.split(" — ")[0] ?? "";
        // What a reader sees: Discord drops its escapes, Slack and Telegram decode entities.
        const seen =
          format === "discord-markdown"
            ? label.replace(/\\(.)/gu, "$1")
            : format === "plain" || format === "whatsapp"
              ? label
              : label.replace(/&lt;/gu, "<").replace(/&gt;/gu, ">").replace(/&amp;/gu, "&");
        expect(parseReply(questions, seen), `${format}: ${seen}`).toStrictEqual({
          kind: "answers",
          answers: { pick: [HOSTILE[index]] },
        });
      });
    }
  });
});

describe("renderPrompt: message limits", () => {
  const long = (seed: string, length: number) =>
    seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
  const labels = [
    "Staging (Recommended)",
    "Production & <prod-2>",
    "Local *dev* _box_",
    "Canary `eu-west`",
  ];
  const longPrompt = prompt(
    ["deploy", "checks", "notify"].map((id, index) => ({
      id,
      header: `Q${index + 1}`,
      question: long(`Question ${index + 1} with plenty of detail & <context>. `, 400),
      multiSelect: index === 1,
      options: labels.map((label, optionIndex) => ({
        label,
        description: long(`Description ${optionIndex + 1} goes on and on * _ ~ & < > `, 900),
      })),
    })),
  );

  it("exports the platforms' limits", () => {
    expect(MESSAGE_LIMITS).toStrictEqual({
      plain: Number.POSITIVE_INFINITY,
      "telegram-html": 4096,
      "slack-mrkdwn": 3000,
      "discord-markdown": 2000,
      whatsapp: 4096,
    });
  });

  it.each(TEXT_FORMATS.filter((format) => format !== "plain"))(
    "stays under the %s limit and keeps every option number and label",
    (format: TextFormat) => {
      const text = renderPrompt(longPrompt, { format, expiresAt: IN_15_MINUTES, now: NOW });
      expect(measureText(format, text)).toBeLessThanOrEqual(MESSAGE_LIMITS[format]);
      expect(text).toContain("…");
      const seen = optionTexts(text).map((line) => line.split(" — ")[0]);
      const expected = renderPrompt(
        prompt([
          { id: "x", header: "X", question: "Q", options: labels.map((label) => ({ label })) },
        ]),
        { format },
      );
      const labelsAsRendered = optionTexts(expected);
      expect(seen).toEqual([...labelsAsRendered, ...labelsAsRendered, ...labelsAsRendered]);
      // How to answer and how to skip are never cut.
      expect(text.split("\n").at(-1)).toMatch(/15/u);
    },
  );

  it("shortens descriptions before it touches a question", () => {
    const questions = prompt([
      deployQuestion({
        id: "deploy",
        question: "Where should this build deploy?",
        labels: ["Staging", "Production"],
        descriptions: [long("Very long description. ", 1500), long("Another long one. ", 1500)],
      }),
    ]);
    const text = renderPrompt(questions, { format: "discord-markdown" });
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toContain("\nWhere should this build deploy?\n");
    expect(text).toMatch(/^1\\\. Staging — Very long description\..*…$/mu);
    expect(text).toMatch(/^2\\\. Production — Another long one\..*…$/mu);
  });

  it("cuts Thai text between whole characters", () => {
    const description = long("ตรวจรูปแบบโค้ดและข้อผิดพลาดง่ายๆ ", 3000);
    const questions = prompt([
      {
        id: "checks",
        header: "การตรวจสอบ",
        question: "ต้องการรันการตรวจสอบอะไรบ้าง",
        options: [{ label: "ลินต์", description }, { label: "บิลด์" }],
      },
    ]);
    const text = renderPrompt(questions, { format: "discord-markdown", locale: "th" });
    expect(text.length).toBeLessThanOrEqual(2000);
    const shown = /^1\\\. ลินต์ — (.*)…$/mu.exec(text)?.[1] ?? "";
    expect(shown.length).toBeGreaterThan(100);
    const segmenter = new Intl.Segmenter("th", { granularity: "grapheme" });
    const shownGraphemes = [...segmenter.segment(shown)].map((part) => part.segment);
    const originalGraphemes = [...segmenter.segment(description)].map((part) => part.segment);
    expect(shownGraphemes).toEqual(originalGraphemes.slice(0, shownGraphemes.length));
  });

  it("counts a Telegram entity as one character, as Telegram does", () => {
    expect(measureText("telegram-html", "<b>a &amp; b</b> &lt;3")).toBe(8);
    expect(measureText("slack-mrkdwn", "a &amp; b")).toBe(9);
  });

  it("leaves plain text whole, however long", () => {
    const text = renderPrompt(longPrompt, { format: "plain" });
    for (const question of longPrompt) {
      expect(text).toContain(question.question.trim());
      for (const option of question.options) expect(text).toContain(option.description?.trim());
    }
  });

  it("honours a smaller limit given by the caller", () => {
    const text = renderPrompt(longPrompt, { format: "plain", maxLength: 1500 });
    expect(text.length).toBeLessThanOrEqual(1500);
  });
});
