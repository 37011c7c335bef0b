/**
 * A pattern matching any of some words or phrases in normalized reply text. Latin words match
 * only as whole words ("no" is not inside "nothing"); Thai is written without spaces, so Thai
 * phrases match anywhere. Longer phrases are tried first.
 */
export function phrasePattern(
  phrases: readonly string[],
  anchor: "anywhere" | "start" | "end" | "whole" = "anywhere",
  flags = "u",
): RegExp {
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  const latin = sorted.filter((phrase) => !THAI.test(phrase)).map(escapeRegExp);
  const thai = sorted.filter((phrase) => THAI.test(phrase)).map(escapeRegExp);
  const alternatives: string[] = [];
  if (latin.length > 0)
    alternatives.push(`(?<![\\p{L}\\p{N}])(?:${latin.join("|")})(?![\\p{L}\\p{N}])`);
  if (thai.length > 0) alternatives.push(`(?:${thai.join("|")})`);
  const body = alternatives.length === 0 ? "(?!)" : `(?:${alternatives.join("|")})`;
  const source =
    anchor === "start"
      ? `^${body}`
      : anchor === "end"
        ? `${body}$`
        : anchor === "whole"
          ? `^${body}$`
          : body;
  return new RegExp(source, flags);
}

const THAI = /[\u0e00-\u0e7f]/u;

/** Whether a word is written without spaces around it, as Thai is: it matches anywhere. */
export function isUnspaced(word: string): boolean {
  return THAI.test(word);
}

/**
 * A pattern source matching any of some words, escaped, longer ones first; one that never
 * matches when there are none.
 */
export function alternation(words: readonly string[]): string {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? "(?!)" : sorted.map(escapeRegExp).join("|");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}
