/**
 * One plain-text reply to an `ask_user` ask, with what the human meant by it. Reply sets are
 * lists of these; `npm run bench:replies` scores the parser on each set.
 *
 * Each case is one ask (1–3 questions) and one reply, with what the product promises for it:
 * - `answers`: per question id, the exact option labels the human picked (a multi-select lists
 *   every label they named), or, when they picked no option, the whole reply, trimmed, as their
 *   own words;
 * - `skip`: the human declined to answer (every question is skipped);
 * - `clarify`: the reply is ambiguous, so the product should ask back;
 * - `noPick`: the reply must not pick any option (a negation that leaves more than one option,
 *   a hedge, an "either", a question back, a condition): asking back or passing the whole reply
 *   on as the human's words are both right; picking anything is a wrong answer.
 */
export type ReplyLocale = "en" | "de" | "th" | "es";

export interface ReplyOption {
  label: string;
  description?: string;
}

export interface ReplyQuestion {
  id: string;
  header: string;
  question: string;
  options: ReplyOption[];
  multiSelect?: boolean;
}

export type Expected =
  | { answers: Record<string, string[]> }
  | { skip: true }
  | { clarify: true }
  | { noPick: true };

export interface ReplyCase {
  locale: ReplyLocale;
  /** The subject area the ask comes from (travel, deploys, shopping, …). */
  domain: string;
  questions: ReplyQuestion[];
  reply: string;
  expected: Expected;
}

export function question(
  id: string,
  header: string,
  text: string,
  options: readonly (string | ReplyOption)[],
  multiSelect = false,
): ReplyQuestion {
  return {
    id,
    header,
    question: text,
    options: options.map((option) => (typeof option === "string" ? { label: option } : option)),
    ...(multiSelect ? { multiSelect: true } : {}),
  };
}

function asList(questions: ReplyQuestion | ReplyQuestion[]): ReplyQuestion[] {
  return Array.isArray(questions) ? questions : [questions];
}

/** One question; the reply picks these labels. */
export function pick(
  locale: ReplyLocale,
  domain: string,
  q: ReplyQuestion,
  reply: string,
  ...labels: string[]
): ReplyCase {
  return { locale, domain, questions: [q], reply, expected: { answers: { [q.id]: labels } } };
}

/** Several questions answered in one reply: per question id, labels or the human's own words. */
export function picks(
  locale: ReplyLocale,
  domain: string,
  questions: ReplyQuestion[],
  reply: string,
  answers: Record<string, string[]>,
): ReplyCase {
  return { locale, domain, questions, reply, expected: { answers } };
}

/** One question; no option meant, so the answer is the human's own words (the trimmed reply). */
export function own(
  locale: ReplyLocale,
  domain: string,
  q: ReplyQuestion,
  reply: string,
): ReplyCase {
  return {
    locale,
    domain,
    questions: [q],
    reply,
    expected: { answers: { [q.id]: [reply.trim()] } },
  };
}

export function skip(
  locale: ReplyLocale,
  domain: string,
  questions: ReplyQuestion | ReplyQuestion[],
  reply: string,
): ReplyCase {
  return { locale, domain, questions: asList(questions), reply, expected: { skip: true } };
}

export function clarify(
  locale: ReplyLocale,
  domain: string,
  questions: ReplyQuestion | ReplyQuestion[],
  reply: string,
): ReplyCase {
  return { locale, domain, questions: asList(questions), reply, expected: { clarify: true } };
}

/** Must not pick: a negation, hedge, "either", question back or condition. */
export function noPick(
  locale: ReplyLocale,
  domain: string,
  questions: ReplyQuestion | ReplyQuestion[],
  reply: string,
): ReplyCase {
  return { locale, domain, questions: asList(questions), reply, expected: { noPick: true } };
}
