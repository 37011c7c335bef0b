import { isConditional, isHedged } from "./choice-phrasing.js";
import { explainedChoice, namesAnOption } from "./explained-choice.js";
import { normalizeForMatch, withoutCourtesy } from "./option-match.js";
import type { Question } from "./question.js";
import { replySentences } from "./reply-clauses.js";
import { wordsOf } from "./reply-languages/index.js";
import { NEGATION_PHRASES } from "./reply-phrases.js";
import { yesNoPair, yesNoReply } from "./yes-no-words.js";

type Stance = "take" | "rule out";

const NEGATIONS: ReadonlySet<string> = new Set(NEGATION_PHRASES);
const ALSO: ReadonlySet<string> = new Set(wordsOf("alsoWords"));
/** Thai writes a stance against its option without a space ("เปียโนเอา", "เทควันโดไม่เอา"). */
const THAI = /[\u0E00-\u0E7F]/u;
/** At most this many words of a clause say its stance ("definitely not", "auf keinen fall"). */
const STANCE_WORDS = 3;

/**
 * A reply that takes some options and rules out others, clause by clause: "Bag yes, seat
 * selection definitely not.", "Äpfel ja. Milch nein, haben noch genug. Eier auch.",
 * "เปียโนเอาค่ะ เทควันโดไม่เอาแน่นอน". Each clause names one option with a yes or a no said
 * before or after it, or names one plainly, or names none: a reason, which must not be a
 * condition, a hedge or a question back. At least one clause must say its stance, none may name
 * an option it does not explain, and no option may be taken and ruled out at once. Beside an
 * option ruled out, every option taken must be said to be ("lint, not build" may mean more
 * than lint: asked). A single-select must end with one option taken. Resolves with the options
 * taken, in order, and the reasons said beside them (the question's note).
 */
export function signedChoices(
  question: Question,
  text: string,
): { taken: number[]; reasons: string[] } | undefined {
  // On a yes/no question "yes" and "no" are the answers themselves.
  if (yesNoPair(question) !== undefined) return undefined;
  // A question back ("build no?") decides nothing.
  if (/[?？¿]/u.test(text)) return undefined;
  const sentences = replySentences(text);
  if (sentences === undefined) return undefined;
  const taken = new Set<number>();
  const ruledOut = new Set<number>();
  /** Named with no stance: taken, unless another clause rules an option out ("lint, not build" may mean more than lint). */
  const named = new Set<number>();
  const reasons: string[] = [];
  for (const clause of sentences.flatMap((sentence) => sentence.clauses)) {
    const written = text.slice(clause.start, clause.end);
    const normalized = normalizeForMatch(written);
    const signed = withStance(normalized);
    const core = signed?.core ?? normalized;
    const read = core === "" ? undefined : explainedChoice(question, core);
    if (read?.kind === "option") {
      if (signed === undefined) named.add(read.index);
      else (signed.stance === "take" ? taken : ruledOut).add(read.index);
      continue;
    }
    // A reason beside the choices: it must name no option, say no stance of its own ("not"
    // cut off from what it rules out), and tie nothing to a condition.
    if (
      namesAnOption(question, written) ||
      signed !== undefined ||
      stanceOf(normalized) !== undefined ||
      isConditional(normalized) ||
      isHedged(normalized)
    )
      return undefined;
    reasons.push(written);
  }
  if (taken.size === 0 && ruledOut.size === 0) return undefined;
  if (ruledOut.size === 0) for (const index of named) taken.add(index);
  else if (named.size > 0) return undefined;
  if (taken.size === 0 || [...taken].some((index) => ruledOut.has(index))) return undefined;
  if (!question.multiSelect && taken.size !== 1) return undefined;
  return { taken: [...taken].sort((a, b) => a - b), reasons };
}

/** The clause's stance, said in its first or last few words, and the words it is about. */
function withStance(normalized: string): { stance: Stance; core: string } | undefined {
  // "ค่ะ", "ครับ", "please" beside the stance say nothing of the choice.
  const plain = withoutCourtesy(normalized.replace(/[.!,;]+$/u, "")) || normalized;
  const words = plain.split(/\s+/u).filter((word) => word !== "");
  for (let count = Math.min(STANCE_WORDS, words.length - 1); count >= 1; count -= 1) {
    const after = stanceOf(words.slice(-count).join(" "));
    if (after !== undefined) return { stance: after, core: words.slice(0, -count).join(" ") };
    const before = stanceOf(words.slice(0, count).join(" "));
    if (before !== undefined) return { stance: before, core: words.slice(count).join(" ") };
  }
  return THAI.test(plain) ? thaiStance(plain) : undefined;
}

/** A Thai stance written onto the option's name: the longest one the clause ends with. */
function thaiStance(plain: string): { stance: Stance; core: string } | undefined {
  const endings = [...NEGATIONS, ...ALSO]
    .filter((phrase) => THAI.test(phrase) && plain.endsWith(phrase) && plain.length > phrase.length)
    .sort((a, b) => b.length - a.length);
  const [ending] = endings;
  if (ending === undefined) return undefined;
  const stance = stanceOf(ending);
  return stance === undefined ? undefined : { stance, core: plain.slice(0, -ending.length) };
}

function stanceOf(phrase: string): Stance | undefined {
  if (NEGATIONS.has(phrase)) return "rule out";
  const said = yesNoReply(phrase);
  if (said === "no") return "rule out";
  if (said === "yes" || ALSO.has(phrase)) return "take";
  return undefined;
}
