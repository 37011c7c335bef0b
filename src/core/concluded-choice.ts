import { isConditional, isHedged } from "./choice-phrasing.js";
import { normalizeForMatch } from "./option-match.js";
import type { Question } from "./question.js";
import { replySentences } from "./reply-clauses.js";
import { wordsOf } from "./reply-languages/index.js";
import { thaiWords } from "./reply-tokens.js";

const CONTRAST = wordsOf("contrastWords");
/** Thai writes its words without spaces: its contrast words are found among the text's words. */
const THAI = /[\u0E00-\u0E7F]/u;
const LATIN_CONTRAST = CONTRAST.filter((word) => !THAI.test(word)).map(
  (word) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "gu"),
);
const THAI_CONTRAST = CONTRAST.filter((word) => THAI.test(word));

/**
 * A single choice reached at the end of a weighing: "easyJet is the cheapest but it lands at
 * 10pm. Take the TAP one.", "Der IC ist zwar billiger, aber … Also ICE 7:04.", "นกแอร์ถูกสุด
 * ก็จริง แต่ถึงดึกไป เอาแอร์เอเชียดีกว่า". The last clause alone picks an option (`pick` reads it
 * as the whole reply), and what comes before it weighs ("but", "aber", "pero", "แต่") without a
 * condition, a hedge or a question. Resolves with the option picked.
 */
export function concludedChoice(
  question: Question,
  text: string,
  pick: (clause: string) => number | undefined,
): number | undefined {
  // A quoted mail is no weighing: its last line is the ask's own option, quoted.
  if (question.multiSelect || /[?？¿]/u.test(text) || /^\s*>/mu.test(text)) return undefined;
  const clauses = replySentences(text)?.flatMap((sentence) => sentence.clauses) ?? [];
  const last = clauses[clauses.length - 1];
  if (last === undefined || clauses.length < 2) return undefined;
  const before = normalizeForMatch(text.slice(0, last.start));
  // "but" also ties a choice to a condition ("yes, but after lunch"): here it only weighs.
  const latin = LATIN_CONTRAST.reduce((words, contrast) => words.replace(contrast, " "), before);
  const thai = THAI.test(latin) ? thaiWords(latin) : [];
  const plain = thai.some((word) => THAI_CONTRAST.includes(word))
    ? thai.filter((word) => !THAI_CONTRAST.includes(word)).join("")
    : latin;
  const weighs = plain !== before;
  if (!weighs || isConditional(plain) || isHedged(plain)) return undefined;
  return pick(text.slice(last.start, last.end));
}
