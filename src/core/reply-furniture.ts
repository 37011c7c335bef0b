import { READING_WORDS } from "./reading-words.js";
import type { ReadingWords } from "./reply-language.js";
import { foldForTokens } from "./reply-tokens.js";

/**
 * The lines around an answer that answer nothing (SPEC T5): a greeting ("Hi Sam,"), a sign-off
 * and the name under it ("Thanks,\nEmily"), "Sent from my iPhone", and the quoted original
 * under a mail reply ("> …", "On … wrote:"). Returns the reply without them, or undefined when
 * there are none (or nothing else).
 */
export function withoutFurniture(text: string): string | undefined {
  const lines = text.split(/\r\n|\r|\n/u);
  let end = lines.length;
  // The quoted original, and everything under it.
  const quoted = lines.findIndex((line) => /^\s*>/u.test(line) || isQuoteHeader(line));
  if (quoted !== -1) end = quoted;
  let kept = lines.slice(0, end);
  kept = kept.filter((line) => !startsWithAny(line, SENT_FROM));
  // A sign-off, and the few short lines (a name) under it.
  const signOff = kept.findIndex(
    (line, index) => index > 0 && isSignOff(line) && kept.slice(index + 1).every(isShortLine),
  );
  if (signOff !== -1) kept = kept.slice(0, signOff);
  // A greeting line of its own ("Hallo Frau Berger,").
  const first = kept.findIndex((line) => line.trim() !== "");
  if (first !== -1 && isGreeting(kept[first] as string)) kept = kept.slice(first + 1);
  const result = kept.join("\n").trim();
  return result === "" || result === text.trim() ? undefined : result;
}

const all = (pick: (words: ReadingWords) => readonly string[]) =>
  READING_WORDS.flatMap((words) => pick(words).map(foldForTokens));
const GREETINGS = all((words) => words.greetings);
const SIGN_OFFS = new Set(all((words) => words.signOffs));
const SENT_FROM = all((words) => words.sentFrom);
const QUOTE_HEADERS = all((words) => words.quoteHeaders);

/** A line as compared with the phrases: folded, without emoji and closing punctuation. */
function plainLine(line: string): string {
  return foldForTokens(line)
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}]/gu, "")
    .replace(/[\s,.!:;]+$/u, "")
    .trim();
}

function startsWithAny(line: string, phrases: readonly string[]): boolean {
  const plain = plainLine(line);
  return plain !== "" && phrases.some((phrase) => plain.startsWith(phrase));
}

function isQuoteHeader(line: string): boolean {
  const plain = foldForTokens(line).trim();
  return /^-{2,}/u.test(plain) || QUOTE_HEADERS.some((header) => plain.endsWith(header.trim()));
}

function isSignOff(line: string): boolean {
  const plain = plainLine(line);
  // "Thanks, Tom" too: the phrase, then at most a name ("Best option is 2" is no sign-off).
  return [...SIGN_OFFS].some(
    (phrase) =>
      plain === phrase ||
      (plain.length - phrase.length <= 24 &&
        (plain.startsWith(`${phrase},`) ||
          (phrase.includes(" ") && plain.startsWith(`${phrase} `)))),
  );
}

function isShortLine(line: string): boolean {
  return line.trim().length <= 40 && !/[?]/u.test(line);
}

/** A greeting and at most a name: "Hi Sam,", "Hallo Frau Berger,", "เรียนคุณสมชาย". */
function isGreeting(line: string): boolean {
  const plain = plainLine(line);
  return GREETINGS.some((greeting) => {
    // Thai writes the name right after the greeting.
    const thai = /^[\u0e00-\u0e7f]/u.test(greeting);
    if (!plain.startsWith(greeting)) return false;
    const rest = plain.slice(greeting.length);
    if (!thai && rest !== "" && !/^[\s,]/u.test(rest)) return false;
    const name = rest.replace(/^[\s,]+/u, "");
    return name.length <= 30 && name.split(/\s+/u).length <= 3 && !/\d/u.test(name);
  });
}
