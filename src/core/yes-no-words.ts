import { normalizeForMatch } from "./option-match.js";
import type { Question } from "./question.js";

/**
 * Yes and No said the usual ways (SPEC T4). They pick an option only when a single-select's
 * two options are a yes/no pair, recognised from their labels: "Yes"/"No", "Ja"/"Nein",
 * "ใช่"/"ไม่ใช่", "Approve"/"Reject", "Yes, deploy"/"No, wait".
 */
const YES_LABELS = [
  "yes",
  "y",
  "ok",
  "okay",
  "approve",
  "approved",
  "accept",
  "allow",
  "confirm",
  "proceed",
  "continue",
  "go",
  "go ahead",
  "do it",
  "ja",
  "genehmigen",
  "zustimmen",
  "annehmen",
  "erlauben",
  "bestätigen",
  "fortfahren",
  "weiter",
  "ใช่",
  "ได้",
  "ตกลง",
  "อนุมัติ",
  "ยืนยัน",
  "ยอมรับ",
  "อนุญาต",
  "ดำเนินการต่อ",
];

const NO_LABELS = [
  "no",
  "n",
  "reject",
  "deny",
  "decline",
  "cancel",
  "abort",
  "stop",
  "don't",
  "nein",
  "ablehnen",
  "abbrechen",
  "verweigern",
  "stopp",
  "ไม่ใช่",
  "ไม่",
  "ไม่ได้",
  "ไม่ตกลง",
  "ปฏิเสธ",
  "ยกเลิก",
  "ไม่อนุมัติ",
  "ไม่อนุญาต",
];

/** Replies that mean yes once the options are a yes/no pair. */
const YES_REPLIES = new Set([
  ...YES_LABELS,
  "yeah",
  "yea",
  "yep",
  "yup",
  "ya",
  "yes please",
  "yes sir",
  "sure",
  "sure thing",
  "of course",
  "ofc",
  "k",
  "kk",
  "alright",
  "all right",
  "absolutely",
  "definitely",
  "certainly",
  "affirmative",
  "correct",
  "right",
  "go for it",
  "go on",
  "ship it",
  "do it",
  "please do",
  "sounds good",
  "looks good",
  "lgtm",
  "fine",
  "fine by me",
  "agreed",
  "jawohl",
  "jo",
  "jep",
  "jup",
  "japp",
  "klar",
  "na klar",
  "sicher",
  "genau",
  "gerne",
  "gern",
  "einverstanden",
  "mach",
  "mach das",
  "mach es",
  "mach mal",
  "los",
  "passt",
  "richtig",
  "auf jeden fall",
  "selbstverständlich",
  "freilich",
  "ได้เลย",
  "ได้ครับ",
  "ได้ค่ะ",
  "โอเค",
  "เอา",
  "เอาเลย",
  "จัดไป",
  "ใช่เลย",
  "ถูกต้อง",
  "👍",
  "✅",
  "✔",
  "☑",
  "👌",
  "🆗",
  "💯",
]);

/** Replies that mean no once the options are a yes/no pair. */
const NO_REPLIES = new Set([
  ...NO_LABELS,
  "nope",
  "nah",
  "nay",
  "no way",
  "no thanks",
  "no thank you",
  "no no",
  "never",
  "negative",
  "don't do it",
  "do not",
  "please don't",
  "don't",
  "dont",
  "hell no",
  "ne",
  "nee",
  "nö",
  "noe",
  "auf keinen fall",
  "lieber nicht",
  "bloß nicht",
  "keinesfalls",
  "niemals",
  "nicht",
  "ไม่ครับ",
  "ไม่ค่ะ",
  "ไม่เอา",
  "ไม่ดีกว่า",
  "ไม่ต้อง",
  "👎",
  "❌",
  "✖",
  "🚫",
  "⛔",
  "🙅",
]);

/** Thai polite particles: alone, in answer to a yes/no question, they say yes. */
const THAI_POLITE_YES = new Set(["ครับ", "ครับผม", "ค่ะ", "ค่า", "จ้ะ", "จ้า", "จ๊ะ"]);

/** The indexes of a single-select's yes and no options, when its two options are such a pair. */
export function yesNoPair(question: Question): { yes: number; no: number } | undefined {
  if (question.multiSelect || question.options.length !== 2) return undefined;
  const kinds = question.options.map((option) => labelKind(option.label));
  const yes = kinds.indexOf("yes");
  const no = kinds.indexOf("no");
  return yes === -1 || no === -1 ? undefined : { yes, no };
}

/** Whether a normalized reply says yes or no; undefined when it is neither. */
export function yesNoReply(normalized: string): "yes" | "no" | undefined {
  const plain = normalized.replace(/[\s!.,]+$/u, "");
  if (YES_REPLIES.has(plain) || THAI_POLITE_YES.has(plain)) return "yes";
  if (NO_REPLIES.has(plain)) return "no";
  return undefined;
}

/** "Yes", "Yes, deploy", "Approve (Recommended)": what a label's first words say. */
function labelKind(label: string): "yes" | "no" | undefined {
  const normalized = normalizeForMatch(label);
  const head = normalized.split(/\s*[,:–—-]\s*|\s+\(/u)[0] ?? normalized;
  for (const text of [normalized, head]) {
    if (YES_LABELS.includes(text)) return "yes";
    if (NO_LABELS.includes(text)) return "no";
  }
  return undefined;
}
