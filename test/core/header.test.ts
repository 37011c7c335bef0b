import { describe, expect, it } from "vitest";
import { HEADER_MAX_CHARACTERS, truncateHeader } from "../../src/core/index.js";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemesOf = (text: string): string[] =>
  [...segmenter.segment(text)].map((part) => part.segment);

/** True when every surrogate in the string is part of a pair. */
function isWellFormed(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

/**
 * Checks what a cut must never do: the result is well formed, at most 12 graphemes, and is the
 * input's leading graphemes (so no cluster was split), and the text right after the cut does not
 * start with something that belongs to the cluster before it.
 */
function expectSafeCut(input: string, result: string): void {
  expect(isWellFormed(result)).toBe(true);
  const kept = graphemesOf(result);
  expect(kept.length).toBeLessThanOrEqual(HEADER_MAX_CHARACTERS);
  const original = graphemesOf(input.trim());
  expect(kept).toEqual(original.slice(0, kept.length));
  const rest = input.trim().slice(result.length);
  // A combining mark, ZWJ, variation selector, skin tone or low surrogate never starts the rest.
  expect(rest).not.toMatch(/^(?:\p{M}|\u200d|[\ufe00-\ufe0f]|\p{Emoji_Modifier})/u);
  expect(isWellFormed(rest)).toBe(true);
}

describe("truncateHeader: ASCII", () => {
  it("cuts a long header to 12 characters", () => {
    expect(truncateHeader("Deployment target")).toBe("Deployment t");
  });

  it("leaves a header of exactly 12 characters alone", () => {
    expect(truncateHeader("Twelve chars")).toBe("Twelve chars");
  });

  it.each(["Deploy", "", "A", "Region"])("leaves the short header %j untouched", (header) => {
    expect(truncateHeader(header)).toBe(header);
  });

  it("trims surrounding whitespace before measuring", () => {
    expect(truncateHeader("   Deploy   ")).toBe("Deploy");
    expect(truncateHeader("\t  Twelve chars  \n")).toBe("Twelve chars");
  });

  it("does not end on a space left by the cut", () => {
    expect(truncateHeader("Hello world again")).toBe("Hello world");
  });

  it("honours a different maximum", () => {
    expect(truncateHeader("Deployment", 3)).toBe("Dep");
  });
});

describe("truncateHeader: emoji", () => {
  it("keeps surrogate pairs whole", () => {
    const header = "🚀".repeat(20);
    const result = truncateHeader(header);
    expect(result).toBe("🚀".repeat(12));
    expectSafeCut(header, result);
  });

  it("keeps an odd split point from cutting a pair", () => {
    const header = `Deploy ${"🚀".repeat(10)}`;
    const result = truncateHeader(header);
    expect(result).toBe(`Deploy ${"🚀".repeat(5)}`);
    expectSafeCut(header, result);
  });

  it("keeps ZWJ family emoji whole", () => {
    const family = "👨‍👩‍👧‍👦";
    const header = family.repeat(15);
    const result = truncateHeader(header);
    expect(result).toBe(family.repeat(12));
    expectSafeCut(header, result);
  });

  it("keeps flags whole", () => {
    const flags = "🇩🇪🇹🇭🇺🇸🇫🇷🇯🇵🇬🇧🇮🇹🇪🇸🇨🇦🇧🇷🇲🇽🇰🇷🇨🇳🇮🇳";
    const result = truncateHeader(flags);
    expect(result).toBe("🇩🇪🇹🇭🇺🇸🇫🇷🇯🇵🇬🇧🇮🇹🇪🇸🇨🇦🇧🇷🇲🇽🇰🇷");
    expectSafeCut(flags, result);
  });

  it("keeps skin-tone modifiers with their emoji", () => {
    const header = "👍🏽👋🏿".repeat(8);
    const result = truncateHeader(header);
    expect(result).toBe("👍🏽👋🏿".repeat(6));
    expectSafeCut(header, result);
  });

  it("keeps variation selectors and keycaps with their base", () => {
    const header = "❤️1️⃣".repeat(8);
    const result = truncateHeader(header);
    expect(result).toBe("❤️1️⃣".repeat(6));
    expectSafeCut(header, result);
  });

  it("keeps an emoji header of 12 graphemes untouched even though it is long in UTF-16", () => {
    const header = "👨‍👩‍👧‍👦".repeat(12);
    expect(header.length).toBeGreaterThan(12);
    expect(truncateHeader(header)).toBe(header);
  });

  it.each([
    "A👨‍👩‍👧‍👦B🇹🇭C👍🏽D❤️E🚀F👩🏽‍💻G",
    "Build 🏳️‍🌈🏳️‍🌈🏳️‍🌈🏳️‍🌈🏳️‍🌈🏳️‍🌈🏳️‍🌈",
    "x🧑🏻‍🤝‍🧑🏿".repeat(7),
  ])("cuts the mixed header %j safely", (header) => {
    const result = truncateHeader(header);
    expect(graphemesOf(result)).toHaveLength(12);
    expectSafeCut(header, result);
  });
});

describe("truncateHeader: Thai", () => {
  it("never splits a cluster with combining vowels and tone marks", () => {
    const header = "การตั้งค่าเซิร์ฟเวอร์ใหม่";
    const result = truncateHeader(header);
    // 12 clusters: ก า ร ตั้ ง ค่ า เ ซิ ร์ ฟ เ — "ตั้" and "ค่" keep their marks.
    expect(result).toBe("การตั้งค่าเซิร์ฟเ");
    expectSafeCut(header, result);
  });

  it.each([
    "ภาษาไทยที่ยาวมากเกินไป",
    "เลือกเซิร์ฟเวอร์ที่จะใช้งาน",
    "  น้ำท่วมทุ่งผักบุ้งโหรงเหรง  ",
    "ก้ำ".repeat(20),
  ])("cuts %j on a cluster boundary", (header) => {
    const result = truncateHeader(header);
    expect(graphemesOf(result)).toHaveLength(12);
    expectSafeCut(header, result);
  });

  it("leaves a short Thai header untouched", () => {
    expect(truncateHeader("ปรับใช้")).toBe("ปรับใช้");
  });

  it("keeps Latin combining accents with their letter", () => {
    const header = "e\u0301".repeat(13);
    const result = truncateHeader(header);
    expect(result).toBe("e\u0301".repeat(12));
    expectSafeCut(header, result);
  });
});
