import { READING_WORDS } from "./reading-words.js";
import { foldForTokens, tokensOf } from "./reply-tokens.js";

/**
 * Whether a reply declines to answer in words of its own (SPEC T5): "idk, skip", "Frag mich
 * nächste Woche nochmal", "déjalo, ya decidiré", "ไม่รู้สิ ข้ามไปก่อน". The caller makes sure it
 * names no option ("skip the tests" may be an answer).
 */
export function declines(text: string): boolean {
  const folded = ` ${foldForTokens(text).replace(/[^\p{L}\p{N}\p{M}']+/gu, " ")} `;
  if (PHRASES.some((phrase) => folded.includes(` ${phrase} `) || isThaiIn(phrase, folded)))
    return true;
  return tokensOf(text).some(
    (token) =>
      token.kind === "word" &&
      STEMS.some((stem) =>
        /^[\u0e00-\u0e7f]/u.test(stem) ? token.text.includes(stem) : token.text.startsWith(stem),
      ),
  );
}

const STEMS = READING_WORDS.flatMap((words) => words.declineStems.map(foldForTokens));
const PHRASES = READING_WORDS.flatMap((words) =>
  words.declinePhrases.map((phrase) =>
    foldForTokens(phrase)
      .replace(/[^\p{L}\p{N}\p{M}']+/gu, " ")
      .trim(),
  ),
);

/** Thai is written without spaces: a phrase counts anywhere in it. */
function isThaiIn(phrase: string, folded: string): boolean {
  return /^[\u0e00-\u0e7f]/u.test(phrase) && folded.includes(phrase);
}
