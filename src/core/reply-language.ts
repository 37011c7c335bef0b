import type { Locale } from "./locale.js";

/**
 * Every word the reply parser knows in one language (SPEC T4): a new language is one object
 * of this shape in `reply-languages/`, listed in `REPLY_LANGUAGES`. The parser's modules build
 * their sets and patterns from the union over all languages, so a reply is read in every
 * language whatever the prompt's locale.
 *
 * Words are written in the form `normalizeForMatch` gives: lowercase, NFKC, ’ as '. Accents
 * are not folded, so a word people type both with and without them ("sí", "si") is listed
 * both ways. Thai is written without spaces: a word in Thai script matches anywhere, a word
 * in Latin script only as a whole word. Symbols and emoji belong to no language
 * (`NEUTRAL_WORDS`).
 */
export interface ReplyLanguage {
  /** The language's code, as in `Locale`. */
  code: Locale;
  /** The words that let the parser read a choice inside a sentence (`ReadingWords`). */
  reading: ReadingWords;

  // Whole replies and list structure (reply-words.ts).

  /** A whole reply that means Skip: "skip", "überspringen", "ข้าม". "skip the tests" is an answer. */
  skipWords: readonly string[];
  /** On a multi-select, a whole reply that picks every option: "all", "alle", "ทั้งหมด". */
  allWords: readonly string[];
  /** Courtesy before an answer, ignored around a number, label or skip word: "please 2". */
  courtesyBefore: readonly string[];
  /** Courtesy after an answer, ignored the same way: "2 thanks", "2 bitte". */
  courtesyAfter: readonly string[];
  /** Polite particles that end a reply with no space before them: Thai "ครับ", "ค่ะ". */
  courtesyParticles: readonly string[];
  /** Words that may stand before an option number: "option 2", "Nr. 2", "ข้อ 2". */
  optionNumberWords: readonly string[];
  /** Words that may stand before a question number in a line key: "Q2:", "Frage 2:". */
  questionNumberWords: readonly string[];
  /**
   * Words joining a multi-select list ("1 and 3"); they split only next to an option. Latin
   * ones must be single words of the letters a-z (the parser puts spaces around only those).
   */
  listWords: readonly string[];
  /** Words joining alternatives ("1 or 2"); Latin ones single words of a-z, as `listWords`. */
  alternativeWords: readonly string[];
  /** The marker a label may end with, in brackets: "Staging (Recommended)". */
  recommendedMarkers: readonly string[];

  // Phrases around a choice (reply-phrases.ts).

  /** The human leaves the choice open or defers it, so nothing is picked: "maybe", "egal". */
  hedgePhrases: readonly string[];
  /** The human picks none of the options ("ninguna"): nothing is picked, their words stand. */
  noneWords: readonly string[];
  /** A choice tied to a condition stays the human's words: "yes, once the tests pass". */
  conditionPhrases: readonly string[];
  /** Words replacing the choice before them with the one after: "1... actually 2". */
  switchPhrases: readonly string[];
  /** Words taking back the choice before them, only then: "3 no 1", "2, nein, 3". */
  takeBackPhrases: readonly string[];
  /** Words before an option that rule it out: "not staging", "nicht Produktion". */
  negationPhrases: readonly string[];
  /** Words beside an option that add it to what is taken: "eggs too", "Eier auch". */
  alsoWords: readonly string[];
  /** Words that weigh one thing against another: "X is cheaper but…", "zwar … aber". */
  contrastWords: readonly string[];
  /** Words closing a multi-select list, adding no option: "eggs, bread, nothing else". */
  listClosers: readonly string[];
  /** Words before a choice that add nothing to it: "let's do canary", "dann Staging". */
  wrappersBefore: readonly string[];
  /** Words after a choice that add nothing to it: "canary then", "Staging bitte". */
  wrappersAfter: readonly string[];
  /** The recommended option asked for in words: "your recommendation", "die Empfehlung". */
  recommendationPhrases: readonly string[];
  /** Words around a skip word that keep it a skip: "don't know, skip", "skip for now". */
  skipFillers: readonly string[];
  /** Sentences that say Skip without the word: "forget it", "vergiss es". */
  skipSentences: readonly string[];

  // Yes and no (yes-no-words.ts).

  /** A label's first words that make it the yes of a yes/no pair: "yes", "approve", "ja". */
  yesLabels: readonly string[];
  /** A label's first words that make it the no of a yes/no pair: "no", "reject", "nein". */
  noLabels: readonly string[];
  /** Replies, besides the yes labels, that say yes to a yes/no pair: "sure", "klar". */
  yesReplies: readonly string[];
  /** Replies, besides the no labels, that say no to a yes/no pair: "nope", "lieber nicht". */
  noReplies: readonly string[];
  /** Polite particles that alone, in answer to a yes/no question, say yes: Thai "ครับ". */
  politeYes: readonly string[];

  // Other (other-words.ts).

  /** Labels meaning "Other", rejected on authored options: "other", "sonstiges", "อื่นๆ". */
  otherWords: readonly string[];

  // Numbers and places (number-words.ts).

  /** Numbers written as words, one to ten at least: "three", "drei", "สาม". */
  cardinals: Readonly<Record<string, number>>;
  /** Places in a list, whole or as stems taking `ordinalEndings`: "third", "dritt", "แรก". */
  ordinals: Readonly<Record<string, number>>;
  /** Endings an ordinal stem takes ("dritt" + "e", "en"); none where ordinals are whole. */
  ordinalEndings: readonly string[];
  /** The last place in a list, whole or as a stem taking `ordinalEndings`: "last", "letzt". */
  lastWords: readonly string[];
  /** Words counting two, in counts and quantities: "both", "beide". */
  bothWords: readonly string[];
  /** Articles before a place or a count: "the third one", "die dritte". */
  articles: readonly string[];
  /** Nouns after a place that add nothing to it: "the third one", "die dritte Option". */
  ordinalNouns: readonly string[];
  /** Words before a number written as a word: "option three", "Nummer drei". */
  numberPrefixes: readonly string[];
  /** Counting words written right before a number, without a space: Thai "ข้อ", "อัน". */
  counterWords: readonly string[];
  /** A mark after a counting word that turns its number into a place: Thai "ที่". */
  placeMarkers: readonly string[];

  // Quantities on a multi-select (multi-select-quantity.ts).

  /** A whole reply that asks for every option one by one: "every one", "jede", "ทุกอัน". */
  everyWords: readonly string[];
  /** A whole reply asking for two options, on a question of two: "both", "beide". */
  bothPhrases: readonly string[];
  /** Words before a count that ask for all of that many: "all three", "alle drei", "ทั้ง 3". */
  allOfWords: readonly string[];
  /** Words after a count naming the options: "all three of them", "die ersten zwei Optionen". */
  countNouns: readonly string[];
  /** Words opening a range of options: "from 2 to 4", "von 2 bis 4". */
  rangeFromWords: readonly string[];
  /** Words joining the ends of a range: "2 to 4", "2 bis 4", "2 ถึง 4". */
  rangeWords: readonly string[];
  /** Words taking options from the start of the list: "the first two", "die ersten zwei". */
  firstCountWords: readonly string[];
  /** Words taking options from the end of the list: "the last two", "die letzten zwei". */
  lastCountWords: readonly string[];
  /** Words opening "all but …" before `exceptWords`: "everything", "alle", "ทั้งหมด". */
  allExceptLeads: readonly string[];
  /** Words after `allExceptLeads` naming what is left out: "except", "außer", "ยกเว้น". */
  exceptWords: readonly string[];

  // Labels written loosely (label-likeness.ts).

  /** Common short forms of a word in a label: "prod" for "production", "produktion". */
  abbreviations: Readonly<Record<string, readonly string[]>>;
  /** Letters written another way on keyboards without them: "ä" as "ae", "é" as "e". */
  plainSpellings: Readonly<Record<string, string>>;
}

/** The fields of `ReplyLanguage` that are lists of words. */
export type ReplyWordList = {
  [K in keyof ReplyLanguage]: ReplyLanguage[K] extends readonly string[] ? K : never;
}[keyof ReplyLanguage];

/** The fields of `ReplyLanguage` that give each word a number. */
export type ReplyNumberTable = "cardinals" | "ordinals";

export interface ReadingWords {
  /**
   * Words that carry no choice: articles, pronouns, choice verbs ("take", "nehmen", "เอา"),
   * "one", "option", intensifiers, politeness. A reply made of option words and these picks.
   */
  fillers: readonly string[];
  /** Monday to Sunday, each with its short forms. */
  weekdays: readonly (readonly string[])[];
  /** January to December, each with its short forms (Thai ones with their dots: "ก.ย."). */
  months: readonly (readonly string[])[];
  /**
   * Numbers written as words beyond the cardinals (which count to ten), for counts and times:
   * "twelve", "quince", "tausend".
   */
  numbers: Readonly<Record<string, number>>;
  /**
   * How the language says a time with words around an hour, as patterns over `H` (the hour):
   * `[pattern, minutes to add, hours to add]`, such as "viertel nach H" (15, 0) or "halb H"
   * (30, -1); "a las H" and "um H" say an hour of either half of the day.
   */
  timePhrases: readonly (readonly [string, number, number])[];
  /** Morning, afternoon, evening words (a reply's "thursday evening" fits 19:00). */
  dayParts: {
    morning: readonly string[];
    afternoon: readonly string[];
    evening: readonly string[];
  };
  /** How a mail or chat reply opens ("hi", "hallo", "hola", "เรียน"): a first line with one drops. */
  greetings: readonly string[];
  /** Phrases that close a reply ("thanks", "viele grüße"): from such a line on, nothing counts. */
  signOffs: readonly string[];
  /** How a phone signs its mail ("sent from my"): such a line drops. */
  sentFrom: readonly string[];
  /** Phrases that start the quoted original under a mail reply ("wrote:", "schrieb"). */
  quoteHeaders: readonly string[];
  /** Word stems of declining to answer ("skip", "überspring", "ข้าม"); a reply naming no option with one skips. */
  declineStems: readonly string[];
  /** Phrases that decline or defer ("decide later", "ya decidiré"). */
  declinePhrases: readonly string[];
}
