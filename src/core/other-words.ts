import { wordsOf } from "./reply-languages/index.js";

/**
 * Words that mean "Other" in the supported languages (`reply-languages/`). An authored option
 * with such a label is rejected: the free-text Other answer is always added by the system.
 */
const OTHER_WORDS: ReadonlySet<string> = new Set(wordsOf("otherWords"));

/**
 * Lowercases, drops a parenthetical or colon suffix and trailing dots, and folds Thai ๆ spacing.
 * The look-behinds start each match at its run's first character, so a long run of dots or
 * spaces costs linear time, not quadratic.
 */
function normalizeForOtherCheck(label: string): string {
  return label
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[(:].*$/u, "")
    .replace(/(?<![.…\s])[.…\s]+$/u, "")
    .replace(/(?<!\s)\s+(?=ๆ)/gu, "")
    .trim();
}

export function meansOther(label: string): boolean {
  return OTHER_WORDS.has(normalizeForOtherCheck(label));
}
