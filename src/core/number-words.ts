/**
 * Numbers written as words, in every supported language (SPEC T4): "three", "drei", "สาม",
 * and places in a list: "the third one", "die dritte", "อันที่สาม", "last". Texts are in the
 * form `normalizeForMatch` gives.
 */
const CARDINALS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eins: 1,
  zwei: 2,
  zwo: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
  "6th": 6,
  "7th": 7,
  "8th": 8,
  "9th": 9,
  "10th": 10,
  erst: 1,
  zweit: 2,
  dritt: 3,
  viert: 4,
  fünft: 5,
  sechst: 6,
  siebt: 7,
  acht: 8,
  neunt: 9,
  zehnt: 10,
  แรก: 1,
};

const LAST_WORDS = ["last", "letzt", "สุดท้าย"];

/** A pattern source for a count written in digits or words: "3", "three", "drei", "สาม". */
export const COUNT_SOURCE = `(?:\\d{1,2}|${Object.keys(CARDINALS)
  .sort((a, b) => b.length - a.length)
  .join("|")}|both|beide|beiden)`;

/** A pattern source for an option's place or number: "2", "two", "second", "2nd", "zweite". */
export const PLACE_SOURCE = `(?:${COUNT_SOURCE}|[\\p{L}\\d]+)`;

/** A count: "3", "three", "drei", "สาม"; "both"/"beide" are two. */
export function readCount(word: string): number | undefined {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  if (word === "both" || word === "beide" || word === "beiden") return 2;
  return CARDINALS[word];
}

const GERMAN_ENDING = /^(.+?)(?:e|er|es|en|em)$/u;
const ARTICLES = /^(?:the|die|der|das|den|dem)\s+/u;
const ORDINAL_NOUNS = /\s+(?:one|option|choice|answer|option|möglichkeit|antwort|variante)$/u;
const NUMBER_PREFIXES = /^(?:option|opt|number|no|nummer|nr|antwort|choice)\.?\s*/u;
const THAI_PREFIX = /^(?:ตัวเลือก|อัน|ข้อ|ตัว|แบบ|ทาง)(ที่)?\s*/u;

/**
 * What a short text says as a number: an option number ("option three", "drei", "ข้อสอง")
 * or a place in the list ("the third one", "die dritte", "อันที่สาม", "last"). `count` is the
 * number of options, for "last".
 */
export function readNumberWords(
  normalized: string,
  count: number,
): { kind: "number" | "place"; number: number } | undefined {
  let text = normalized.replace(ARTICLES, "").replace(ORDINAL_NOUNS, "").trim();
  const thai = THAI_PREFIX.exec(text);
  if (thai !== null) {
    const rest = text.slice(thai[0].length).trim();
    if (rest === "สุดท้าย") return { kind: "place", number: count };
    if (rest === "แรก") return { kind: "place", number: 1 };
    const number = CARDINALS[rest] ?? (/^\d{1,2}$/u.test(rest) ? Number(rest) : undefined);
    // "ข้อสอง" names option two; "อันที่สาม" the third one, the same thing said as a place.
    if (number !== undefined) return { kind: thai[1] === undefined ? "number" : "place", number };
    return undefined;
  }
  const place = readPlace(text, count);
  if (place !== undefined) return { kind: "place", number: place };
  const prefixed = NUMBER_PREFIXES.exec(text);
  if (prefixed !== null) text = text.slice(prefixed[0].length);
  const number = CARDINALS[text];
  return number === undefined ? undefined : { kind: "number", number };
}

/** "third", "3rd", "dritte", "dritten", "last", "letzte": a place in the list. */
export function readPlace(word: string, count: number): number | undefined {
  const stem = GERMAN_ENDING.exec(word)?.[1];
  for (const text of [word, stem]) {
    if (text === undefined) continue;
    if (LAST_WORDS.includes(text)) return count;
    const place = ORDINALS[text];
    if (place !== undefined) return place;
  }
  return undefined;
}
