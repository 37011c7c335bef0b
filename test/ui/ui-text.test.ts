import { describe, expect, it } from "vitest";
import { type Locale, SUPPORTED_LOCALES } from "../../src/core/index.js";
import { type UiText, uiText } from "../../src/ui/app/ui-text.js";

// The Control UI's own chrome in every language (SPEC T4): every string there, none left in
// English. The browser tests (languages.test.ts) show them in place.

/** Every text of a table: its strings, and its functions' texts for 1 and 2 and a sample. */
function texts(table: UiText): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "string") result.set(key, value);
    else
      for (const sample of [1, 2, 503])
        result.set(`${key}(${sample})`, (value as (input: never) => string)(sample as never));
  }
  return result;
}

/** Names that stay as they are in every language. */
const NAMES = new Set(["brand"]);
/** Words a language writes as English does ("Agent" is German too). */
const SAME_WORDS: Partial<Record<Locale, readonly string[]>> = { de: ["agent"] };

describe("the Control UI's own words", () => {
  const english = texts(uiText("en"));

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))(
    "%s has every text, none empty and none left in English",
    (locale) => {
      const table = texts(uiText(locale));
      expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of table) {
        expect(text.trim(), key).not.toBe("");
        if (NAMES.has(key) || SAME_WORDS[locale]?.includes(key)) continue;
        expect(text, key).not.toBe(english.get(key));
      }
    },
  );

  it("counts in Spanish: one and several", () => {
    const spanish = uiText("es");
    expect(spanish.sessionQuestions(1)).toBe("1 pregunta");
    expect(spanish.sessionQuestions(3)).toBe("3 preguntas");
    expect(spanish.sessionMessages(1)).toBe("1 mensaje");
    expect(spanish.sessionMessages(2)).toBe("2 mensajes");
  });
});
