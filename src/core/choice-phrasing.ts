import { phrasePattern } from "./phrase-pattern.js";
import {
  CONDITION_PHRASES,
  HEDGE_PHRASES,
  NEGATION_PHRASES,
  NONE_PHRASES,
  RECOMMENDATION_PHRASES,
  SKIP_FILLERS,
  SKIP_SENTENCES,
  SWITCH_PHRASES,
  TAKE_BACK_PHRASES,
  WRAPPER_PHRASES,
} from "./reply-phrases.js";
import { SKIP_WORDS } from "./reply-words.js";

/**
 * How a written reply frames a choice (SPEC T4): words that add nothing ("let's do canary"),
 * that leave it open ("maybe staging"), tie it to a condition ("yes, once CI passes"), take it
 * back ("1... actually 2") or rule an option out ("not staging"). Normalized texts are in the
 * form `normalizeForMatch` gives; positions refer to the reply as written.
 */

/** Hedges, and words picking none of the options: either way the reply picks nothing. */
const HEDGE = phrasePattern([...HEDGE_PHRASES, ...NONE_PHRASES]);
const CONDITION = phrasePattern(CONDITION_PHRASES);
const WRAPPER_BEFORE = phrasePattern(WRAPPER_PHRASES.before, "start");
const WRAPPER_AFTER = phrasePattern(WRAPPER_PHRASES.after, "end");
const RECOMMENDATION = phrasePattern(RECOMMENDATION_PHRASES, "whole");
const SKIP_FILLER_BEFORE = phrasePattern(SKIP_FILLERS, "start");
const SKIP_FILLER_AFTER = phrasePattern(SKIP_FILLERS, "end");
const SKIP_SENTENCE = new Set<string>(SKIP_SENTENCES);
const SWITCH = phrasePattern(SWITCH_PHRASES, "anywhere", "giu");
const TAKE_BACK = phrasePattern(TAKE_BACK_PHRASES, "anywhere", "giu");
const NEGATION = phrasePattern(NEGATION_PHRASES, "anywhere", "iu");
/** Punctuation and pauses between the parts of a reply: "1... actually 2", "2 - no, 3". */
const PAUSE = /^[\s,;:.!?…\-–—()]*$/u;
const EDGE_PAUSE = /^[\s,;:.!?…\-–—]+|[\s,;:.!?…\-–—]+$/gu;
/** Emoji and their skin tones around a reply: "prod 🚀", "skip pls 🙏". */
const DECORATION =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\s)+|(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\s)+$/gu;

/** The reply without emoji around its words; an emoji alone ("👍") stays. */
export function withoutDecoration(normalized: string): string {
  return normalized.replace(DECORATION, "") || normalized;
}

/**
 * Whether the reply leaves the choice open or picks none: "maybe", "you decide", "vielleicht",
 * "ยังก่อน", "ninguna".
 */
export function isHedged(normalized: string): boolean {
  return HEDGE.test(normalized);
}

/** Whether the reply ties its choice to a condition: "if", "once", "sobald", "ถ้า". */
export function isConditional(normalized: string): boolean {
  return CONDITION.test(normalized);
}

/** Whether the reply asks for the recommended option: "go with your recommendation". */
export function asksForRecommendation(core: string): boolean {
  return RECOMMENDATION.test(core);
}

/** The reply without the words around its choice: "let's do canary" gives "canary". */
export function withoutWrappers(normalized: string): string {
  let text = normalized;
  for (let round = 0; round < 4; round += 1) {
    const before = text;
    const lead = WRAPPER_BEFORE.exec(text);
    if (lead !== null && lead[0].length < text.length)
      text = text.slice(lead[0].length).replace(EDGE_PAUSE, "");
    const tail = WRAPPER_AFTER.exec(text);
    if (tail !== null && tail.index > 0) text = text.slice(0, tail.index).replace(EDGE_PAUSE, "");
    if (text === before) break;
  }
  return text;
}

/** "don't know, skip", "skip for now", "forget it": a skip said as a sentence. */
export function isSkipSentence(normalized: string): boolean {
  const start = withoutDecoration(normalized).replace(EDGE_PAUSE, "");
  const queue = [start];
  const seen = new Set(queue);
  // Fillers come off either end, one at a time; "eh, forget it" holds a skip after one.
  for (let text = queue.shift(); text !== undefined; text = queue.shift()) {
    if (SKIP_SENTENCE.has(text) || SKIP_WORDS.has(text)) return true;
    for (const filler of [SKIP_FILLER_BEFORE, SKIP_FILLER_AFTER]) {
      const shorter = text.replace(filler, "").replace(EDGE_PAUSE, "");
      if (shorter !== "" && !seen.has(shorter) && seen.size < 16) {
        seen.add(shorter);
        queue.push(shorter);
      }
    }
  }
  return false;
}

/** A range of the reply as written, relative to the text searched. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where a reply changes its mind, at the last such word: what came before and what comes
 * after. `before` must hold a choice when the word only takes something back ("3 no 1");
 * lists leave such words out (`withTakeBack`), where "lint, no build" is no correction.
 */
export function findCorrection(
  text: string,
  withTakeBack: boolean,
): { before: TextRange; after: TextRange; needsChoiceBefore: boolean } | undefined {
  const markers: { start: number; end: number; takeBack: boolean }[] = [];
  for (const match of text.matchAll(SWITCH))
    markers.push({ start: match.index, end: match.index + match[0].length, takeBack: false });
  if (withTakeBack)
    for (const match of text.matchAll(TAKE_BACK))
      markers.push({ start: match.index, end: match.index + match[0].length, takeBack: true });
  // The last word with something after it: in "yes... actually no" the "no" is the answer.
  const last = markers
    .filter((marker) => !PAUSE.test(text.slice(marker.end)))
    .sort((a, b) => b.start - a.start || Number(a.takeBack) - Number(b.takeBack))[0];
  if (last === undefined) return undefined;
  // Words right before it belong to it: "nee, doch Produktion", "1, ach nein, 3".
  let start = last.start;
  for (let grown = true; grown; ) {
    grown = false;
    for (const marker of markers) {
      if (
        marker.start < start &&
        marker.end <= start &&
        PAUSE.test(text.slice(marker.end, start))
      ) {
        start = marker.start;
        grown = true;
      }
    }
  }
  return {
    before: { start: 0, end: start },
    after: { start: last.end, end: text.length },
    needsChoiceBefore: last.takeBack,
  };
}

/** Whether a part of a reply is nothing but pauses and correction words: "wait,". */
export function isOnlyPause(text: string): boolean {
  return PAUSE.test(text.replace(SWITCH, "").replace(TAKE_BACK, ""));
}

/** The first word that rules an option out ("not", "nicht", "ไม่เอา"), and what follows it. */
export function findNegation(text: string): { before: TextRange; after: TextRange } | undefined {
  const match = NEGATION.exec(text);
  if (match === null) return undefined;
  const end = match.index + match[0].length;
  if (PAUSE.test(text.slice(end))) return undefined;
  return { before: { start: 0, end: match.index }, after: { start: end, end: text.length } };
}
