import { wordsOf } from "./reply-languages/index.js";

/**
 * Phrases around a choice in a written reply, in every supported language (SPEC T4), gathered
 * from `reply-languages/` in the form `normalizeForMatch` gives (lowercase, ’ as '). The
 * parser uses them only where a reply is no number, label or key line as written.
 */

/** The human leaves the choice open or defers it: such a reply never picks an option. */
export const HEDGE_PHRASES: readonly string[] = wordsOf("hedgePhrases");

/** The human picks none of the options ("ninguna"): like a hedge, such a reply never picks. */
export const NONE_PHRASES: readonly string[] = wordsOf("noneWords");

/** A choice tied to a condition is the human's own words: "yes, once the tests pass". */
export const CONDITION_PHRASES: readonly string[] = wordsOf("conditionPhrases");

/**
 * Words that replace the choice before them with the one after: "1... actually 2",
 * "wait, make it 2". They may also open a reply ("actually, 2").
 */
export const SWITCH_PHRASES: readonly string[] = wordsOf("switchPhrases");

/** Words that take back the choice before them, and only then: "3 no 1", "2, nein, 3". */
export const TAKE_BACK_PHRASES: readonly string[] = wordsOf("takeBackPhrases");

/** Words before an option that rule it out: "not staging", "nicht Produktion", "ไม่เอาเว็บ". */
export const NEGATION_PHRASES: readonly string[] = wordsOf("negationPhrases");

/** Words around a choice that add nothing to it: "let's do canary", "dann Staging", "เอาเว็บ". */
export const WRAPPER_PHRASES: {
  readonly before: readonly string[];
  readonly after: readonly string[];
} = { before: wordsOf("wrappersBefore"), after: wordsOf("wrappersAfter") };

/** The option the agent recommends, asked for in words: "go with your recommendation". */
export const RECOMMENDATION_PHRASES: readonly string[] = wordsOf("recommendationPhrases");

/** Words around a skip word that keep it a skip: "don't know, skip", "skip for now". */
export const SKIP_FILLERS: readonly string[] = wordsOf("skipFillers");

/** Sentences that say Skip without the word: "forget it", "never mind". */
export const SKIP_SENTENCES: readonly string[] = wordsOf("skipSentences");
