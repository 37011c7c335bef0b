import { LIST_WORDS } from "./reply-words.js";

/** A stretch of a reply, by offsets into its text. */
export interface ClauseSpan {
  start: number;
  end: number;
}

/** One sentence of a reply and the clauses it is made of, in order. */
export interface ReplySentence {
  span: ClauseSpan;
  clauses: ClauseSpan[];
}

/** A sentence ends at a line break, or at `.`, `!`, `?` or `;` before a space or the end. */
const SENTENCE_END = /[\r\n\u2028\u2029]+|[.!?;。！？；]+(?=\s|$)/gu;
/** Words that join the parts of a list: a clause may begin after one. */
const JOINER = LIST_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("|");
/**
 * Where a sentence divides into clauses: a comma; a dash, `+` or `&` between spaces ("R&D" is
 * one word); a word that joins a list ("and", "und", "y", "กับ"); a Thai sentence also at its
 * spaces, which part its clauses the way commas do.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`\s*[,，、]\s*|\s+[–—+&-]\s+|\s+(?:${JOINER})\s+|(?<=[\u0E00-\u0E7F])\s+(?=[\u0E00-\u0E7F])`,
  "giu",
);
/** Longer replies are not cut finely: each clause is read against every question. */
const MAX_CLAUSES = 12;

/** The sentences of `text` with their clauses; undefined when there are too many to weigh. */
export function replySentences(text: string): ReplySentence[] | undefined {
  const sentences: ReplySentence[] = [];
  let count = 0;
  for (const span of splitAt(text, { start: 0, end: text.length }, SENTENCE_END)) {
    const clauses = splitAt(text, span, CLAUSE_BREAK);
    count += clauses.length;
    if (count > MAX_CLAUSES) return undefined;
    if (clauses.length > 0) sentences.push({ span, clauses });
  }
  return sentences;
}

/** The non-blank stretches of `span` between matches of `pattern`, trimmed. */
function splitAt(text: string, span: ClauseSpan, pattern: RegExp): ClauseSpan[] {
  const parts: ClauseSpan[] = [];
  const scope = text.slice(0, span.end);
  let start = span.start;
  pattern.lastIndex = span.start;
  for (let match = pattern.exec(scope); match; match = pattern.exec(scope)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    parts.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  parts.push({ start, end: span.end });
  return parts.map((part) => trim(text, part)).filter((part) => part.end > part.start);
}

function trim(text: string, span: ClauseSpan): ClauseSpan {
  let { start, end } = span;
  while (start < end && /\s/u.test(text.charAt(start))) start += 1;
  while (end > start && /\s/u.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
}
