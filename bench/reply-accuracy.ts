import { type Locale, parseAskInput, parseReply, SUPPORTED_LOCALES } from "../src/core/index.js";
import { HELDOUT, type HeldOutCase } from "./reply-heldout.js";

/**
 * How often the reply parser gets a held-out set of chat replies exactly right, per language:
 * the same answers (multi-select compared as sets), a skip, or a clarification where one is
 * due. Prints the rate and every miss. The set was written from what people type, not from
 * the parser, so it measures understanding rather than repeating the tests.
 */
function outcome(replyCase: HeldOutCase): { ok: boolean; got: string } {
  const questions = parseAskInput({ questions: replyCase.questions }).questions;
  const result = parseReply(questions, replyCase.reply, { locale: replyCase.locale });
  const got =
    result.kind === "answers"
      ? JSON.stringify(result.answers)
      : result.kind === "clarify"
        ? `clarify (${result.reason})`
        : "skip";
  const { expected } = replyCase;
  if ("skip" in expected) return { ok: result.kind === "skip", got };
  if ("clarify" in expected) return { ok: result.kind === "clarify", got };
  if (result.kind !== "answers") return { ok: false, got };
  const ok = Object.entries(expected.answers).every(([id, values]) => {
    const answered = result.answers[id] ?? [];
    return answered.length === values.length && values.every((value) => answered.includes(value));
  });
  return { ok, got };
}

const rows: { locale: Locale; cases: number; right: number }[] = [];
for (const locale of SUPPORTED_LOCALES) {
  const cases = HELDOUT.filter((replyCase) => replyCase.locale === locale);
  let right = 0;
  for (const replyCase of cases) {
    const { ok, got } = outcome(replyCase);
    if (ok) right += 1;
    else
      console.log(
        `miss ${locale} ${JSON.stringify(replyCase.reply)}: expected ${JSON.stringify(replyCase.expected)}, got ${got}`,
      );
  }
  rows.push({ locale, cases: cases.length, right });
}
for (const { locale, cases, right } of rows)
  console.log(`${locale}: ${right}/${cases} exact (${((100 * right) / cases).toFixed(1)}%)`);
