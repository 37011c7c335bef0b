import { wordsOf } from "./reply-languages/index.js";

/**
 * The words the reply parser knows, in every supported language (SPEC T4), gathered from
 * `reply-languages/`. A reply is compared with them after `normalizeForMatch` (lowercase,
 * NFKC, trailing punctuation gone), so each word is written there in that form.
 */

/** A whole reply that means Skip. Only the whole reply counts: "skip the tests" is an answer. */
export const SKIP_WORDS: ReadonlySet<string> = new Set(wordsOf("skipWords"));

/** On a multi-select, a reply that picks every option. */
export const ALL_WORDS: ReadonlySet<string> = new Set(wordsOf("allWords"));

/**
 * Courtesy around an answer ("2 please", "ข้อ 2 ครับ"), ignored when matching a number, a
 * label or a skip word; free text keeps it. Thai particles attach without a space.
 */
export const COURTESY_WORDS: {
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly thaiParticles: readonly string[];
} = {
  before: wordsOf("courtesyBefore"),
  after: wordsOf("courtesyAfter"),
  thaiParticles: wordsOf("courtesyParticles"),
};

/** Words that may stand before an option number: "option 2", "Nr. 2", "ข้อ 2". */
export const OPTION_NUMBER_WORDS: readonly string[] = wordsOf("optionNumberWords");

/** Words that may stand before a question number in a line key: "Q2:", "Frage 2:". */
export const QUESTION_NUMBER_WORDS: readonly string[] = wordsOf("questionNumberWords");

/**
 * Words joining a multi-select list ("1 and 3"). A word only splits where a side of it is an
 * option, so "rock and roll" stays one answer.
 */
export const LIST_WORDS: readonly string[] = wordsOf("listWords");

/** Words that join alternatives: "1 or 2" on a single-select asks for two choices. */
export const ALTERNATIVE_WORDS: readonly string[] = wordsOf("alternativeWords");

/** The recommended marker a label may end with, in any supported language. */
export const RECOMMENDED_MARKERS: readonly string[] = wordsOf("recommendedMarkers");
