import { isLocale, parseAskInput } from "../src/core/index.js";
import { parseReply } from "../src/core/parse-reply.js";
import { DEVELOPMENT_SET_1 } from "./replies/development-set-1.js";
import { DEVELOPMENT_SET_2 } from "./replies/development-set-2.js";
import { DEVELOPMENT_SET_3 } from "./replies/development-set-3.js";
import { FROZEN_SET_1 } from "./replies/frozen-set-1.js";
import { FROZEN_SET_2 } from "./replies/frozen-set-2.js";
import type { ReplyCase, ReplyLocale } from "./replies/reply-case.js";
import { describeParsed, type Score, scoreReply } from "./replies/score-reply.js";

/**
 * How often the reply parser gets plain-text replies exactly right, per set and language, and
 * how often it gets one wrong (see `score-reply.ts`). Development sets are what the parser is
 * tuned on: every miss is listed. Frozen sets were written before the work by someone who never
 * read the parser, and are never tuned on: their misses are listed only with `--list-frozen`,
 * for a report, never for a fix.
 */
const SETS: { name: string; frozen: boolean; cases: readonly ReplyCase[] }[] = [
  { name: "development set 1", frozen: false, cases: DEVELOPMENT_SET_1 },
  { name: "development set 2", frozen: false, cases: DEVELOPMENT_SET_2 },
  { name: "development set 3", frozen: false, cases: DEVELOPMENT_SET_3 },
  { name: "frozen set 1 (2026-12-02)", frozen: true, cases: FROZEN_SET_1 },
  { name: "frozen set 2 (2026-12-05)", frozen: true, cases: FROZEN_SET_2 },
];
const LOCALES: readonly ReplyLocale[] = ["en", "de", "th", "es"];
const listFrozen = process.argv.includes("--list-frozen");

function parse(replyCase: ReplyCase) {
  const questions = parseAskInput({ questions: replyCase.questions }).questions;
  const locale = isLocale(replyCase.locale) ? replyCase.locale : undefined;
  return parseReply(questions, replyCase.reply, locale ? { locale } : {});
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`;

for (const set of SETS) {
  console.log(`\n${set.name}: ${set.cases.length} replies`);
  const lines: string[] = [];
  let exactAll = 0;
  let wrongAll = 0;
  for (const locale of LOCALES) {
    const cases = set.cases.filter((replyCase) => replyCase.locale === locale);
    if (cases.length === 0) continue;
    const counts: Record<Score, number> = { exact: 0, missed: 0, wrong: 0 };
    let mustNot = 0;
    let mustNotPicked = 0;
    for (const replyCase of cases) {
      const parsed = parse(replyCase);
      const score = scoreReply(replyCase, parsed);
      counts[score] += 1;
      if ("noPick" in replyCase.expected) {
        mustNot += 1;
        if (score === "wrong") mustNotPicked += 1;
      }
      if (score !== "exact" && (!set.frozen || listFrozen))
        console.log(
          `  ${score} ${locale} ${JSON.stringify(replyCase.reply)}: expected ${JSON.stringify(replyCase.expected)}, got ${describeParsed(parsed)}`,
        );
    }
    exactAll += counts.exact;
    wrongAll += counts.wrong;
    lines.push(
      `  ${locale}: ${counts.exact}/${cases.length} exact (${percent(counts.exact, cases.length)}), ${counts.wrong} wrong, must-not-pick picked ${mustNotPicked}/${mustNot}`,
    );
  }
  for (const line of lines) console.log(line);
  console.log(
    `  all: ${exactAll}/${set.cases.length} exact (${percent(exactAll, set.cases.length)}), ${wrongAll} wrong`,
  );
}
