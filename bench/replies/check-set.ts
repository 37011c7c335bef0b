import { parseAskInput } from "../../src/core/index.js";
import type { ReplyCase } from "./reply-case.js";

/**
 * Checks a reply set's own consistency without running the parser: every ask is valid input,
 * every expected label is one of its question's options, own words are the trimmed reply, and
 * it prints how the set is spread over languages, domains and kinds. Usage:
 * `node --import tsx bench/replies/check-set.ts bench/replies/<file>.ts <exportName>`.
 */
const [file, exportName] = process.argv.slice(2);
if (!file || !exportName) throw new Error("usage: check-set.ts <file> <exportName>");
const module = (await import(new URL(file, `file://${process.cwd()}/`).href)) as Record<
  string,
  unknown
>;
const cases = module[exportName] as ReplyCase[] | undefined;
if (!Array.isArray(cases)) throw new Error(`${file} exports no array named ${exportName}`);

const problems: string[] = [];
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const byLocale = new Map<string, number>();
const byDomain = new Map<string, number>();
const byKind = new Map<string, number>();
const seen = new Set<string>();
for (const [index, replyCase] of cases.entries()) {
  const where = `case ${index} (${replyCase.locale} ${JSON.stringify(replyCase.reply)})`;
  try {
    parseAskInput({ questions: replyCase.questions });
  } catch (error) {
    problems.push(`${where}: invalid ask: ${(error as Error).message}`);
    continue;
  }
  const key = JSON.stringify([replyCase.questions, replyCase.reply]);
  if (seen.has(key)) problems.push(`${where}: duplicate of an earlier case`);
  seen.add(key);
  count(byLocale, replyCase.locale);
  count(byDomain, replyCase.domain);
  const { expected } = replyCase;
  const kind = Object.keys(expected)[0] ?? "?";
  count(byKind, kind);
  if (!("answers" in expected)) continue;
  for (const [id, values] of Object.entries(expected.answers)) {
    const q = replyCase.questions.find((candidate) => candidate.id === id);
    if (!q) {
      problems.push(`${where}: answers name unknown question ${id}`);
      continue;
    }
    const labels = q.options.map((option) => option.label);
    const picked = values.filter((value) => labels.includes(value));
    const ownWords = values.filter((value) => !labels.includes(value));
    if (ownWords.length > 0 && (picked.length > 0 || ownWords.length > 1))
      problems.push(`${where}: ${id} mixes labels and own words`);
    if (picked.length > 1 && !q.multiSelect)
      problems.push(`${where}: ${id} picks several labels of a single-select question`);
    if (
      ownWords.length === 1 &&
      replyCase.questions.length === 1 &&
      ownWords[0] !== replyCase.reply.trim()
    )
      problems.push(`${where}: own words must be the whole trimmed reply`);
  }
  for (const q of replyCase.questions)
    if (!(q.id in expected.answers)) problems.push(`${where}: no answer for question ${q.id}`);
}
const show = (map: Map<string, number>) =>
  [...map].map(([key, value]) => `${key} ${value}`).join(", ");
console.log(`${cases.length} cases`);
console.log(`languages: ${show(byLocale)}`);
console.log(`domains (${byDomain.size}): ${show(byDomain)}`);
console.log(`kinds: ${show(byKind)}`);
for (const problem of problems) console.log(`problem: ${problem}`);
if (problems.length > 0) process.exitCode = 1;
