import type { ParsedReply } from "../../src/core/parse-reply.js";
import type { ReplyCase } from "./reply-case.js";

/**
 * How a parsed reply compares with what the human meant:
 * - `exact`: what they meant (multi-select compared as sets; for `noPick`, a clarification or
 *   the reply passed on as their words);
 * - `missed`: nothing wrong reached the agent, but less than meant (a clarification, or the
 *   words passed on, where an option was meant);
 * - `wrong`: the agent would act on something the human did not say: an option they did not
 *   pick, part of a multi-select without the rest, an answer where they declined, or a skip
 *   where they answered.
 */
export type Score = "exact" | "missed" | "wrong";

/** The parser's outcome in a line, for a report. */
export function describeParsed(parsed: ParsedReply): string {
  if (parsed.kind === "answers") return JSON.stringify(parsed.answers);
  if (parsed.kind === "clarify") return `clarify (${parsed.reason})`;
  return "skip";
}

export function scoreReply(replyCase: ReplyCase, parsed: ParsedReply): Score {
  const { expected, questions } = replyCase;
  const labelsOf = (id: string) =>
    new Set(questions.find((q) => q.id === id)?.options.map((option) => option.label) ?? []);
  const picked = (id: string) =>
    parsed.kind === "answers" ? (parsed.answers[id] ?? []).filter((v) => labelsOf(id).has(v)) : [];
  const pickedAny = questions.some((q) => picked(q.id).length > 0);

  if ("skip" in expected) {
    if (parsed.kind === "skip") return "exact";
    return pickedAny ? "wrong" : "missed";
  }
  if (parsed.kind === "skip") return "wrong";
  if ("noPick" in expected || "clarify" in expected) {
    if (pickedAny) return "wrong";
    if ("clarify" in expected) return parsed.kind === "clarify" ? "exact" : "missed";
    return "exact";
  }
  // Answers were meant.
  let exact = parsed.kind === "answers";
  for (const q of questions) {
    const meant = expected.answers[q.id] ?? [];
    const meantLabels = meant.filter((value) => labelsOf(q.id).has(value));
    const got = picked(q.id);
    // Any label not meant, or some of the meant labels without the others: wrong.
    if (got.some((label) => !meantLabels.includes(label))) return "wrong";
    if (got.length > 0 && got.length < meantLabels.length) return "wrong";
    if (parsed.kind !== "answers") continue;
    const answered = parsed.answers[q.id] ?? [];
    if (answered.length !== meant.length || !meant.every((value) => answered.includes(value)))
      exact = false;
  }
  return exact ? "exact" : "missed";
}
