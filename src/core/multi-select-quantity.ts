import {
  COUNT_SOURCE,
  PLACE_SOURCE,
  readCount,
  readNumberWords,
  readPlace,
} from "./number-words.js";

/**
 * How many of a multi-select's options a reply asks for, said as a quantity (SPEC T4):
 * "all three", "both", "every one", "2-3", "2 through 3", "the first two", "die ersten
 * beiden", "ทุกอัน", "สองอันแรก". Texts are in the form `normalizeForMatch` gives.
 */
export type Quantity =
  | { kind: "options"; indexes: number[] }
  /** A count that is not the number of options: "all three" of four. */
  | { kind: "count_mismatch"; said: number }
  /** A range or count that reaches past the options. */
  | { kind: "outside"; number: number };

const EVERY = new Set([
  "every one",
  "each one",
  "each",
  "each of them",
  "every single one",
  "every option",
  "all options",
  "all the options",
  "jede",
  "jede einzelne",
  "jede option",
  "alle optionen",
  "ทุกอัน",
  "ทุกตัว",
  "ทุกตัวเลือก",
  "ทุกแบบ",
  "ทั้งหมดเลย",
]);

const ALL_OF = new RegExp(
  `^(?:(?:all|alle|every|each|sämtliche)\\s+(?:the\\s+)?(${COUNT_SOURCE})(?:\\s+(?:of them|options|davon|optionen|\\p{L}+))?|ทั้ง\\s*(${COUNT_SOURCE})\\s*[\\u0e00-\\u0e7f]{0,8})$`,
  "u",
);
const BOTH = new Set(["both", "both of them", "beide", "alle beide", "beides", "ทั้งคู่", "ทั้งสองอัน"]);
const RANGE = new RegExp(
  `^(?:from\\s+|von\\s+|ตั้งแต่\\s*)?(?:(?:options?|nr\\.?|nummern?|ข้อ(?:ที่)?|อัน(?:ที่)?)\\s*)?(${PLACE_SOURCE})\\s*(?:-|to|through|thru|till|until|bis|ถึง)\\s*(?:(?:ข้อ(?:ที่)?|อัน(?:ที่)?)\\s*)?(${PLACE_SOURCE})$`,
  "u",
);
const FIRST_OR_LAST = new RegExp(
  `^(?:the\\s+|die\\s+)?(first|last|top|bottom|ersten|letzten)\\s+(${COUNT_SOURCE})(?:\\s+(?:ones|options|optionen))?$`,
  "u",
);
const THAI_FIRST_OR_LAST = new RegExp(`^(${COUNT_SOURCE})\\s*(?:อัน|ข้อ|ตัว)(แรก|สุดท้าย|หลัง)$`, "u");

export function readQuantity(normalized: string, count: number): Quantity | undefined {
  const all = count === 0 ? [] : [...Array(count).keys()];
  if (EVERY.has(normalized)) return { kind: "options", indexes: all };
  if (BOTH.has(normalized))
    return count === 2 ? { kind: "options", indexes: all } : { kind: "count_mismatch", said: 2 };

  const allOf = ALL_OF.exec(normalized);
  const said = allOf === null ? undefined : readCount(allOf[1] ?? allOf[2] ?? "");
  if (said !== undefined)
    return said === count ? { kind: "options", indexes: all } : { kind: "count_mismatch", said };

  const range = RANGE.exec(normalized);
  if (range !== null) {
    const from = placeOf(range[1] ?? "", count);
    const to = placeOf(range[2] ?? "", count);
    if (from !== undefined && to !== undefined && from < to) {
      if (from < 1) return { kind: "outside", number: from };
      if (to > count) return { kind: "outside", number: to };
      return { kind: "options", indexes: all.slice(from - 1, to) };
    }
  }

  const edge = FIRST_OR_LAST.exec(normalized);
  const thaiEdge = THAI_FIRST_OR_LAST.exec(normalized);
  const taken = readCount(edge?.[2] ?? thaiEdge?.[1] ?? "");
  if (taken !== undefined && taken >= 1) {
    if (taken > count) return { kind: "outside", number: taken };
    const fromEnd = ["last", "bottom", "letzten", "สุดท้าย", "หลัง"].includes(
      edge?.[1] ?? thaiEdge?.[2] ?? "",
    );
    return { kind: "options", indexes: fromEnd ? all.slice(count - taken) : all.slice(0, taken) };
  }
  return undefined;
}

/** "2", "two", "second", "zweite": the option number a range end stands for. */
function placeOf(word: string, count: number): number | undefined {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  return readCount(word) ?? readPlace(word, count) ?? readNumberWords(word, count)?.number;
}

/**
 * "everything except", "all but", "alle außer", "ทั้งหมดยกเว้น": the start of a reply that
 * asks for every option but those it names next. Matched on the reply as written.
 */
export const ALL_EXCEPT =
  /^\s*(?:everything|all(?:\s+(?:the\s+)?\p{L}+)?|all\s+of\s+them|every\s+\p{L}+|alle(?:\s+\p{L}+)?|alles|ทั้งหมด|ทุก[\u0e00-\u0e7f]{0,12}?)\s*,?\s*(?:except(?:\s+for)?|but(?:\s+not)?|apart\s+from|other\s+than|besides|without|au(?:ß|ss)er|bis\s+auf|ohne|ยกเว้น|เว้น|แต่ไม่เอา)(?:(?<=[\u0e00-\u0e7f])|(?![\p{L}\p{N}]))\s*/iu;
