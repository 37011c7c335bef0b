import { normalizeForMatch } from "./option-match.js";
import type { Question } from "./question.js";
import { wordsOf } from "./reply-languages/index.js";

/**
 * Yes and No said the usual ways (SPEC T4), in every language of `reply-languages/`. They pick
 * an option only when a single-select offers a yes/no pair, recognised from the labels:
 * "Yes"/"No", "Ja"/"Nein", "ใช่"/"ไม่ใช่", "Approve"/"Reject", "Yes, deploy"/"No, wait".
 */
const YES_LABELS: readonly string[] = wordsOf("yesLabels");

const NO_LABELS: readonly string[] = wordsOf("noLabels");

/** Replies that mean yes once the options are a yes/no pair. */
const YES_REPLIES: ReadonlySet<string> = new Set([...YES_LABELS, ...wordsOf("yesReplies")]);

/** Replies that mean no once the options are a yes/no pair. */
const NO_REPLIES: ReadonlySet<string> = new Set([...NO_LABELS, ...wordsOf("noReplies")]);

/** Polite particles (Thai "ครับ"): alone, in answer to a yes/no question, they say yes. */
const POLITE_YES: ReadonlySet<string> = new Set(wordsOf("politeYes"));

/**
 * The indexes of a single-select's yes and no options: exactly one of each, whatever else is
 * offered ("Yes", "No", "Ask the team").
 */
export function yesNoPair(question: Question): { yes: number; no: number } | undefined {
  if (question.multiSelect) return undefined;
  const kinds = question.options.map((option) => labelKind(option.label));
  const yes = kinds.indexOf("yes");
  const no = kinds.indexOf("no");
  if (yes === -1 || no === -1 || kinds.lastIndexOf("yes") !== yes || kinds.lastIndexOf("no") !== no)
    return undefined;
  return { yes, no };
}

/**
 * Whether a normalized reply says yes or no; undefined when it is neither. A few such words in
 * a row say it too ("ja klar", "sure, go ahead", "ne, lieber nicht"), as long as they agree.
 */
export function yesNoReply(normalized: string): "yes" | "no" | undefined {
  const plain = normalized.replace(/[\s!.,]+$/u, "");
  const whole = yesOrNo(plain);
  if (whole !== undefined) return whole;
  return yesNoRun(plain);
}

/**
 * Yes or no said in a single word or phrase ("yup", "no way", "✅", "ได้"), or that one word
 * said again and again ("no no no", "ja ja"): never a "no" that rules out the option "No".
 */
export function yesNoWord(normalized: string): "yes" | "no" | undefined {
  const plain = normalized.replace(/[\s!.,]+$/u, "");
  const said = yesOrNo(plain);
  if (said !== undefined) return said;
  const words = plain.split(/[\s,!.]+/u);
  return words.length > 1 && words.every((word) => word === words[0])
    ? yesOrNo(words[0] as string)
    : undefined;
}

function yesNoRun(plain: string): "yes" | "no" | undefined {
  const words = plain.split(/[\s,;.!]+/u).filter((word) => word !== "");
  if (words.length < 2 || words.length > 6) return undefined;
  // covered[i]: the meanings the first i words can be read as, phrase by phrase.
  const covered: Set<"yes" | "no">[] = words.map(() => new Set());
  covered.push(new Set());
  for (let start = 0; start < words.length; start += 1) {
    const before = start === 0 ? new Set<"yes" | "no">(["yes", "no"]) : covered[start];
    for (let length = 1; length <= 3 && start + length <= words.length; length += 1) {
      const meaning = yesOrNo(words.slice(start, start + length).join(" "));
      if (meaning !== undefined && before?.has(meaning)) covered[start + length]?.add(meaning);
    }
  }
  const [meaning, ...others] = covered[words.length] ?? [];
  return others.length === 0 ? meaning : undefined;
}

function yesOrNo(text: string): "yes" | "no" | undefined {
  if (YES_REPLIES.has(text) || POLITE_YES.has(text)) return "yes";
  if (NO_REPLIES.has(text)) return "no";
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
