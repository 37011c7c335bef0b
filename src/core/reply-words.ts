/**
 * The words the reply parser knows, in every supported language (SPEC T4). A reply is
 * compared with them after `normalizeForMatch` (lowercase, NFKC, trailing punctuation gone),
 * so each word is written here in that form.
 */

/** A whole reply that means Skip. Only the whole reply counts: "skip the tests" is an answer. */
export const SKIP_WORDS: ReadonlySet<string> = new Set([
  "skip",
  "skip it",
  "skip this",
  "skip this one",
  "skip all",
  "skip them",
  "skip them all",
  "skip these",
  "skip all of these",
  "skip all of them",
  "skip that",
  "skip this question",
  "skip everything",
  "skip question",
  "skip questions",
  "skip the question",
  "skip the questions",
  "pass",
  "i pass",
  "i'll pass",
  "überspringen",
  "ueberspringen",
  "überspringe",
  "überspring",
  "alle überspringen",
  "überspring das",
  "überspringe das",
  "das überspringen",
  "alles überspringen",
  "frage überspringen",
  "fragen überspringen",
  "passe",
  "ich passe",
  "ข้าม",
  "ข้ามไป",
  "ข้ามเลย",
  "ข้ามคำถาม",
  "ข้ามคำถามนี้",
  "ข้ามทั้งหมด",
  "ข้ามหมด",
  "ข้ามหมดเลย",
  "ขอข้าม",
  "ผ่าน",
  "⏭",
]);

/** On a multi-select, a reply that picks every option. */
export const ALL_WORDS: ReadonlySet<string> = new Set([
  "all",
  "all of them",
  "all of the above",
  "everything",
  "alle",
  "alles",
  "alle davon",
  "ทั้งหมด",
  "ทุกข้อ",
  "ทุกอย่าง",
  "เลือกทั้งหมด",
]);

/**
 * Courtesy around an answer ("2 please", "ข้อ 2 ครับ"), ignored when matching a number, a
 * label or a skip word; free text keeps it. Thai particles attach without a space.
 */
export const COURTESY_WORDS = {
  before: ["please", "pls", "bitte"],
  after: ["please", "pls", "thanks", "thank you", "bitte", "danke"],
  thaiParticles: [
    "ครับผม",
    "ครับ",
    "คับ",
    "ค้าบ",
    "ค่ะ",
    "คะ",
    "ค่า",
    "นะครับ",
    "นะคะ",
    "จ้ะ",
    "จ้า",
    "นะ",
    "เถอะ",
  ],
} as const;

/** Words that may stand before an option number: "option 2", "Nr. 2", "ข้อ 2". */
export const OPTION_NUMBER_WORDS = [
  "option",
  "opt",
  "number",
  "nummer",
  "nr",
  "antwort",
  "ข้อที่",
  "ข้อ",
  "ตัวเลือกที่",
  "ตัวเลือก",
  "หมายเลข",
] as const;

/** Words that may stand before a question number in a line key: "Q2:", "Frage 2:". */
export const QUESTION_NUMBER_WORDS = ["question", "q", "frage", "คำถามที่", "คำถาม"] as const;

/**
 * Words joining a multi-select list ("1 and 3"). A word only splits where a side of it is an
 * option, so "rock and roll" stays one answer.
 */
export const LIST_WORDS = ["and", "plus", "und", "sowie", "และ", "กับ", "แล้วก็"] as const;

/** Words that join alternatives: "1 or 2" on a single-select asks for two choices. */
export const ALTERNATIVE_WORDS = ["or", "oder", "หรือ"] as const;

/** The recommended marker a label may end with, in any supported language. */
export const RECOMMENDED_MARKERS = ["recommended", "empfohlen", "แนะนำ"] as const;
