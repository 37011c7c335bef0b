/**
 * Words that mean "Other" in the supported languages (English, German, Thai). An authored option
 * with such a label is rejected: the free-text Other answer is always added by the system.
 */
const OTHER_WORDS = new Set([
  "other",
  "others",
  "other answer",
  "something else",
  "anything else",
  "sonstiges",
  "sonstige",
  "sonstiger",
  "andere",
  "anderes",
  "anderer",
  "etwas anderes",
  "อื่นๆ",
  "อื่น",
  "อื่นๆ อีก",
  "อย่างอื่น",
  "อื่นๆโปรดระบุ",
]);

/** Lowercases, drops a parenthetical or colon suffix and trailing dots, and folds Thai ๆ spacing. */
function normalizeForOtherCheck(label: string): string {
  return label
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[(:].*$/u, "")
    .replace(/[.…\s]+$/u, "")
    .replace(/\s*ๆ/gu, "ๆ")
    .trim();
}

export function meansOther(label: string): boolean {
  return OTHER_WORDS.has(normalizeForOtherCheck(label));
}
