import {
  type ClarifyReason,
  type Locale,
  parseAskInput,
  type Question,
} from "../../src/core/index.js";
import { checksQuestion, deployQuestion } from "../support/prompts.js";

/**
 * Replies a human may send, with what each must mean (SPEC T1-T4). The fixtures are prompts
 * as the gateway stores them (validated by `parseAskInput`).
 */
export function prompt(questions: unknown[]): Question[] {
  return parseAskInput({ questions }).questions;
}

const deploy = deployQuestion({
  id: "deploy",
  labels: ["Staging (Recommended)", "Production", "Local"],
  descriptions: ["Safe default", "Live for everyone"],
});

const checks = checksQuestion({ labels: ["Lint", "Unit tests", "Build", "Security scan"] });

const notify = {
  id: "notify_channel",
  header: "Notify",
  question: "How should I tell you when it is done?",
  options: [{ label: "Slack" }, { label: "Email" }],
};

export const FIXTURES = {
  deploy: prompt([deploy]),
  checks: prompt([checks]),
  trio: prompt([deploy, checks, notify]),
  zielDe: prompt([
    {
      id: "target",
      header: "Ziel",
      question: "Wohin soll der Build ausgeliefert werden?",
      options: [{ label: "Staging (Recommended)" }, { label: "Produktion" }, { label: "Lokal" }],
    },
  ]),
  pruefungenDe: prompt([
    {
      id: "checks",
      header: "Prüfungen",
      question: "Welche Prüfungen sollen laufen?",
      multiSelect: true,
      options: [
        { label: "Linter" },
        { label: "Unit-Tests" },
        { label: "Build" },
        { label: "Sicherheitsscan" },
      ],
    },
  ]),
  duoDe: prompt([
    {
      id: "target",
      header: "Ziel",
      question: "Wohin soll der Build ausgeliefert werden?",
      options: [{ label: "Staging (Recommended)" }, { label: "Produktion" }],
    },
    {
      id: "checks",
      header: "Prüfungen",
      question: "Welche Prüfungen sollen laufen?",
      multiSelect: true,
      options: [{ label: "Linter" }, { label: "Unit-Tests" }, { label: "Build" }],
    },
  ]),
  targetTh: prompt([
    {
      id: "target",
      header: "ปลายทาง",
      question: "จะ deploy ไปที่ไหนดี",
      options: [{ label: "สเตจจิ้ง (Recommended)" }, { label: "โปรดักชัน" }, { label: "เครื่องตัวเอง" }],
    },
  ]),
  checksTh: prompt([
    {
      id: "checks",
      header: "การตรวจสอบ",
      question: "ต้องการรันการตรวจสอบอะไรบ้าง",
      multiSelect: true,
      options: [{ label: "ลินต์" }, { label: "เทสต์" }, { label: "บิลด์" }, { label: "สแกนความปลอดภัย" }],
    },
  ]),
  duoTh: prompt([
    {
      id: "target",
      header: "ปลายทาง",
      question: "จะ deploy ไปที่ไหนดี",
      options: [{ label: "สเตจจิ้ง (Recommended)" }, { label: "โปรดักชัน" }],
    },
    {
      id: "checks",
      header: "การตรวจสอบ",
      question: "ต้องการรันการตรวจสอบอะไรบ้าง",
      multiSelect: true,
      options: [{ label: "ลินต์" }, { label: "เทสต์" }, { label: "บิลด์" }],
    },
  ]),
  destinoEs: prompt([
    {
      id: "target",
      header: "Destino",
      question: "¿Dónde despliego el build?",
      options: [{ label: "Staging (Recommended)" }, { label: "Producción" }, { label: "Local" }],
    },
  ]),
  pruebasEs: prompt([
    {
      id: "checks",
      header: "Pruebas",
      question: "¿Qué pruebas hay que pasar?",
      multiSelect: true,
      options: [
        { label: "Lint" },
        { label: "Pruebas unitarias" },
        { label: "Compilación" },
        { label: "Análisis de seguridad" },
      ],
    },
  ]),
  duoEs: prompt([
    {
      id: "target",
      header: "Destino",
      question: "¿Dónde despliego el build?",
      options: [{ label: "Staging (Recommended)" }, { label: "Producción" }],
    },
    {
      id: "checks",
      header: "Pruebas",
      question: "¿Qué pruebas hay que pasar?",
      multiSelect: true,
      options: [{ label: "Lint" }, { label: "Pruebas unitarias" }, { label: "Compilación" }],
    },
  ]),
  /** Two labels that differ only by the recommended marker. */
  twins: prompt([
    {
      id: "env",
      header: "Env",
      question: "Which environment?",
      options: [{ label: "Staging (Recommended)" }, { label: "Staging" }, { label: "Production" }],
    },
  ]),
  /** Labels that are numbers themselves. */
  replicas: prompt([
    {
      id: "replicas",
      header: "Replicas",
      question: "How many replicas?",
      options: [{ label: "3" }, { label: "5" }, { label: "10" }],
    },
  ]),
  /** Labels with a comma, "and" and a slash in them. */
  joined: prompt([
    {
      id: "tasks",
      header: "Tasks",
      question: "What should run before the release?",
      multiSelect: true,
      options: [
        { label: "Lint, format" },
        { label: "Tests" },
        { label: "Docs and guides" },
        { label: "CI/CD" },
      ],
    },
  ]),
  /** An authored option called "Skip": the label wins over the skip word. */
  skipLabel: prompt([
    {
      id: "tests",
      header: "Tests",
      question: "What should happen to the flaky tests?",
      options: [{ label: "Skip" }, { label: "Fix them" }],
    },
  ]),
  /** Two questions with the same header: the header is no key. */
  sameHeader: prompt([
    {
      id: "region",
      header: "Setup",
      question: "Which region?",
      options: [{ label: "EU" }, { label: "US" }],
    },
    {
      id: "size",
      header: "Setup",
      question: "Which size?",
      options: [{ label: "Small" }, { label: "Large" }],
    },
  ]),
} satisfies Record<string, Question[]>;

export type FixtureName = keyof typeof FIXTURES;

export type Expected =
  | { answers: Record<string, string[]> }
  | { skip: true }
  | { clarify: ClarifyReason };

export interface ReplyCase {
  fixture: FixtureName;
  reply: string;
  expected: Expected;
  locale: Locale;
}

const STAGING = "Staging (Recommended)";
const skip: Expected = { skip: true };
const clarify = (reason: ClarifyReason): Expected => ({ clarify: reason });

/**
 * What a row expects: an outcome as given, or answers from the values alone (one list for a
 * single question, one list per question otherwise).
 */
export function expectedFrom(
  questions: readonly Question[],
  expected: Expected | string[] | string[][],
): Expected {
  if (!Array.isArray(expected)) return expected;
  const perQuestion = (questions.length === 1 ? [expected] : expected) as string[][];
  return {
    answers: Object.fromEntries(
      questions.map((question, index) => [question.id, perQuestion[index] ?? []]),
    ),
  };
}

/** Cases for one fixture. */
function group(
  fixture: FixtureName,
  locale: Locale,
  rows: readonly (readonly [string, Expected | string[] | string[][]])[],
): ReplyCase[] {
  const questions = FIXTURES[fixture];
  return rows.map(([reply, expected]) => ({
    fixture,
    reply,
    expected: expectedFrom(questions, expected),
    locale,
  }));
}

export const CORPUS: readonly ReplyCase[] = [
  // Single-select, English: option numbers in every written form.
  ...group("deploy", "en", [
    ["2", ["Production"]],
    ["  2  ", ["Production"]],
    ["#2", ["Production"]],
    ["# 2", ["Production"]],
    ["2.", ["Production"]],
    ["(2)", ["Production"]],
    ["2)", ["Production"]],
    ["2!", ["Production"]],
    ["02", ["Production"]],
    ["option 2", ["Production"]],
    ["Option 3", ["Local"]],
    ["2\ufe0f\u20e3", ["Production"]],
    ["３", ["Local"]],
    ["๑", [STAGING]],
    ["๓", ["Local"]],
    ["1", [STAGING]],
    ["2 please", ["Production"]],
    ["please, 2", ["Production"]],
    ["pls,2", ["Production"]],
    // Numbers that are no option.
    ["4", clarify("no_such_option")],
    ["0", clarify("no_such_option")],
    ["99", clarify("no_such_option")],
    ["#7", clarify("no_such_option")],
    ["๙", clarify("no_such_option")],
    ["5. Production", clarify("no_such_option")],
    // Several choices where one is asked for.
    ["1, 2", clarify("several_choices")],
    ["1 and 2", clarify("several_choices")],
    ["1 or 3", clarify("several_choices")],
    ["2/3", clarify("several_choices")],
    ["1 2", clarify("several_choices")],
    ["1;3", clarify("several_choices")],
    ["#1, #3", clarify("several_choices")],
    ["1\n2", clarify("several_choices")],
    ["2\nbecause it is safer", clarify("several_choices")],
    ["production\nstaging", clarify("several_choices")],
    // Labels.
    ["Production", ["Production"]],
    ["production", ["Production"]],
    ["  PRODUCTION  ", ["Production"]],
    ["staging", [STAGING]],
    ["Staging (Recommended)", [STAGING]],
    ["staging (recommended)", [STAGING]],
    ["Staging (Empfohlen)", [STAGING]],
    ["Staging (แนะนำ)", [STAGING]],
    ["“Production”", ["Production"]],
    ['"local"', ["Local"]],
    ["Production.", ["Production"]],
    ["Ｐｒｏｄｕｃｔｉｏｎ", ["Production"]],
    ["Production please", ["Production"]],
    ["Pro\u200bduction", ["Production"]],
    // A number with its label, as the prompt shows it.
    ["2. Production", ["Production"]],
    ["2. Production — Live for everyone", ["Production"]],
    ["3) Local", ["Local"]],
    ["#3 local", ["Local"]],
    ["1. Production", clarify("number_label_mismatch")],
    ["3 - Staging", clarify("number_label_mismatch")],
    // The human's own words.
    ["2 weeks", ["2 weeks"]],
    ["the EU canary cluster", ["the EU canary cluster"]],
    ["  the EU canary cluster \n", ["the EU canary cluster"]],
    ["Production and staging", clarify("several_choices")],
    ["Staging, then production", clarify("several_choices")],
    ["production or staging?", clarify("several_choices")],
    ["https://example.com/deploy/2", ["https://example.com/deploy/2"]],
    ["Deploy to prod/staging later", ["Deploy to prod/staging later"]],
    ["Prod", ["Production"]],
    ["Productions", ["Production"]],
    ["Is 2 really safe?", ["Is 2 really safe?"]],
    ["I would say 2", ["Production"]],
    ["the second one", ["Production"]],
    ["2 or maybe 3, not sure", ["2 or maybe 3, not sure"]],
    ["Note: only after 5pm", ["Note: only after 5pm"]],
    ["10:30 tomorrow", ["10:30 tomorrow"]],
    [
      "we should wait for the\nrelease freeze to end",
      ["we should wait for the\nrelease freeze to end"],
    ],
    ["skip the staging step", ["skip the staging step"]],
    ["2.5", ["2.5"]],
    ["Other: the canary cluster", ["the canary cluster"]],
    ["other - canary", ["canary"]],
    ["Sonstiges: Kanarien-Cluster", ["Kanarien-Cluster"]],
    ["อื่นๆ: คลัสเตอร์ทดสอบ", ["คลัสเตอร์ทดสอบ"]],
    // A key naming the only question.
    ["deploy: production", ["Production"]],
    ["Deploy: 3", ["Local"]],
    ["1: local", ["Local"]],
    ["deploy:", clarify("empty")],
    // "Other" without the words.
    ["Other", clarify("other_without_text")],
    ["other.", clarify("other_without_text")],
    ["Sonstiges", clarify("other_without_text")],
    ["อื่นๆ", clarify("other_without_text")],
    ["something else", clarify("other_without_text")],
    // Skip, in every language.
    ["skip", skip],
    ["Skip", skip],
    ["SKIP!", skip],
    ["skip.", skip],
    ["/skip", skip],
    ["“skip”", skip],
    ["pass", skip],
    ["skip it", skip],
    ["skip please", skip],
    ["überspringen", skip],
    ["Überspringen", skip],
    ["ueberspringen", skip],
    ["ข้าม", skip],
    ["ข้ามครับ", skip],
    ["ข้ามไปค่ะ", skip],
    ["\n skip \n", skip],
    // Nothing to read.
    ["", clarify("empty")],
    ["   ", clarify("empty")],
    ["\n\n", clarify("empty")],
    ["\u200b", clarify("empty")],
    ["...", clarify("empty")],
    ["?", clarify("empty")],
    // Ruled out, or only courtesy: no choice to take.
    ["not staging", clarify("negated")],
    ["please", clarify("no_choice")],
    // Too long for an answer.
    ["x".repeat(2001), clarify("too_long")],
    ["x".repeat(2000), ["x".repeat(2000)]],
  ]),

  // Multi-select, English.
  ...group("checks", "en", [
    ["1, 3", ["Lint", "Build"]],
    ["1,3", ["Lint", "Build"]],
    ["1 and 3", ["Lint", "Build"]],
    ["1 AND 3", ["Lint", "Build"]],
    ["1 & 3", ["Lint", "Build"]],
    ["1/3", ["Lint", "Build"]],
    ["1; 3", ["Lint", "Build"]],
    ["1\n3", ["Lint", "Build"]],
    ["1 3", ["Lint", "Build"]],
    ["#1 #3", ["Lint", "Build"]],
    ["(1), (3)", ["Lint", "Build"]],
    ["3, 1", ["Build", "Lint"]],
    ["1, 1, 3", ["Lint", "Build"]],
    ["1, 3,", ["Lint", "Build"]],
    ["1, 3, please", ["Lint", "Build"]],
    ["2", ["Unit tests"]],
    ["lint, build", ["Lint", "Build"]],
    ["Lint and Build", ["Lint", "Build"]],
    ["lint / unit tests", ["Lint", "Unit tests"]],
    ["Unit tests; Security scan", ["Unit tests", "Security scan"]],
    ["unit tests", ["Unit tests"]],
    ["Lint, Lint", ["Lint"]],
    ["lint, 1", ["Lint"]],
    ["2. Unit tests, 3. Build", ["Unit tests", "Build"]],
    ["๑, ๓", ["Lint", "Build"]],
    ["１、３", ["Lint", "Build"]],
    ["1 und 3", ["Lint", "Build"]],
    ["1 และ 3", ["Lint", "Build"]],
    ["1และ3", ["Lint", "Build"]],
    // Options with the human's own words.
    ["1, 3 and my own idea", ["Lint", "Build", "my own idea"]],
    ["Lint, fuzzing", ["Lint", "fuzzing"]],
    ["Security scan and fuzzing", ["Security scan", "fuzzing"]],
    ["1, Other: fuzzing", ["Lint", "fuzzing"]],
    ["lint\nbuild\nmy own check", ["Lint", "Build", "my own check"]],
    ["fuzzing", ["fuzzing"]],
    ["rock and roll", ["rock and roll"]],
    ["CI/CD", ["CI/CD"]],
    ["R&D review", ["R&D review"]],
    ["https://ci.example.com/jobs/1/3", ["https://ci.example.com/jobs/1/3"]],
    ["Lint, see https://example.com/a,b", ["Lint", "see https://example.com/a", "b"]],
    ["2 weeks of soak testing", ["2 weeks of soak testing"]],
    // All options.
    ["all", ["Lint", "Unit tests", "Build", "Security scan"]],
    ["All of them", ["Lint", "Unit tests", "Build", "Security scan"]],
    ["Alle", ["Lint", "Unit tests", "Build", "Security scan"]],
    ["ทั้งหมด", ["Lint", "Unit tests", "Build", "Security scan"]],
    // Problems.
    ["all three", clarify("count_mismatch")],
    ["1, 5", clarify("no_such_option")],
    ["0", clarify("no_such_option")],
    ["1 7", clarify("no_such_option")],
    ["1. Build", clarify("number_label_mismatch")],
    ["1, skip", clarify("partial_skip")],
    ["other", clarify("other_without_text")],
    [", ,", clarify("empty")],
    ["skip", skip],
  ]),

  // Three questions: line order, keys, and what fits no question set.
  ...group("trio", "en", [
    ["2\n1, 3\nemail", [["Production"], ["Lint", "Build"], ["Email"]]],
    ["staging\nlint\nslack", [[STAGING], ["Lint"], ["Slack"]]],
    ["1\nall\n2", [[STAGING], ["Lint", "Unit tests", "Build", "Security scan"], ["Email"]]],
    ["2\n\n1, 3\n\nemail", [["Production"], ["Lint", "Build"], ["Email"]]],
    ["2\r\n1 and 3\r\n1", [["Production"], ["Lint", "Build"], ["Slack"]]],
    [
      "deploy: 2\nchecks: 1, 3\nnotify_channel: email",
      [["Production"], ["Lint", "Build"], ["Email"]],
    ],
    ["notify: email\ndeploy: 1\nchecks: 2", [[STAGING], ["Unit tests"], ["Email"]]],
    ["3: 1\n1: 2\n2: lint", [["Production"], ["Lint"], ["Slack"]]],
    ["Q1: 2\nQ2: 3\nQ3: 1", [["Production"], ["Build"], ["Slack"]]],
    ["#1: 2\n#2: 3\n#3: 1", [["Production"], ["Build"], ["Slack"]]],
    ["Question 1: 3\nQuestion 2: 4\nQuestion 3: 2", [["Local"], ["Security scan"], ["Email"]]],
    ["DEPLOY: 2\nChecks: 1\nNOTIFY: 1", [["Production"], ["Lint"], ["Slack"]]],
    ["deploy: 2; checks: 1, 3; notify: 2", [["Production"], ["Lint", "Build"], ["Email"]]],
    ["deploy: 2, checks: 1, 3, notify: email", [["Production"], ["Lint", "Build"], ["Email"]]],
    [
      "deploy: 2\nchecks: lint\nbuild\nnotify_channel: slack",
      [["Production"], ["Lint", "Build"], ["Slack"]],
    ],
    ["notify channel: slack\ndeploy: local\nchecks: 4", [["Local"], ["Security scan"], ["Slack"]]],
    [
      "deploy: we should wait\nfor the freeze\nchecks: 1\nnotify: 1",
      [["we should wait\nfor the freeze"], ["Lint"], ["Slack"]],
    ],
    [
      "2\n1, 3\nping me on the phone",
      [["Production"], ["Lint", "Build"], ["ping me on the phone"]],
    ],
    ["the canary\nfuzzing and lint\nsms", [["the canary"], ["fuzzing", "Lint"], ["sms"]]],
    ["https://x.example/a\n1\n2", [["https://x.example/a"], ["Lint"], ["Email"]]],
    ["10:30\n1\n2", [["10:30"], ["Lint"], ["Email"]]],
    ["Reason: cost\n1\n2", [["Reason: cost"], ["Lint"], ["Email"]]],
    [
      "Frage 1: 2\nFrage 2: 1 und 3\nFrage 3: Slack",
      [["Production"], ["Lint", "Build"], ["Slack"]],
    ],
    ["คำถามที่ 1: 2\nคำถามที่ 2: 1 และ 3\nคำถามที่ 3: 2", [["Production"], ["Lint", "Build"], ["Email"]]],
    ["๒\n๑, ๓\n๒", [["Production"], ["Lint", "Build"], ["Email"]]],
    // Lines that fit no question set.
    ["2\n1, 3", clarify("line_count")],
    ["2\n1\n1\n2", clarify("line_count")],
    ["2", clarify("line_count")],
    ["2, 1, 3", clarify("line_count")],
    ["a\nb\nc\nd\ne", clarify("line_count")],
    // Keys that do not add up.
    ["deploy: 2\nchecks: 1", clarify("missing_answer")],
    ["deploy:\nchecks: 1\nnotify: 1", clarify("missing_answer")],
    ["deploy: 2\nchecks: 1\nnotes: x", clarify("unknown_key")],
    ["4: x\n1: 2\n2: 1", clarify("unknown_key")],
    ["2\nchecks: 1\nnotify: 1", clarify("unkeyed_line")],
    ["deploy: 2\ndeploy: 3\nchecks: 1\nnotify: 1", clarify("several_choices")],
    ["deploy: 2\nchecks: 1\ndeploy: local\nnotify: 1", clarify("several_choices")],
    // Problems inside one answer.
    ["2\n1, 9\n1", clarify("no_such_option")],
    ["5\n1\n1", clarify("no_such_option")],
    ["1, 2\n1\n1", clarify("several_choices")],
    ["2\nother\n1", clarify("other_without_text")],
    ["2\n1. Build\n1", clarify("number_label_mismatch")],
    // Skip ends every question, or none.
    ["skip", skip],
    ["Skip\nskip\nskip", skip],
    ["überspringen", skip],
    ["skip\n1\n2", clarify("partial_skip")],
    ["2\n1\nskip", clarify("partial_skip")],
    ["", clarify("empty")],
  ]),

  // German.
  ...group("zielDe", "de", [
    ["2", ["Produktion"]],
    ["produktion", ["Produktion"]],
    ["PRODUKTION", ["Produktion"]],
    ["Staging (Empfohlen)", [STAGING]],
    ["staging", [STAGING]],
    ["Nr. 3", ["Lokal"]],
    ["Nummer 2", ["Produktion"]],
    ["„Lokal“", ["Lokal"]],
    ["2 bitte", ["Produktion"]],
    ["bitte, 2", ["Produktion"]],
    ["Bitte 2", ["Produktion"]],
    ["Produktion, danke", ["Produktion"]],
    ["4", clarify("no_such_option")],
    ["1 und 2", clarify("several_choices")],
    ["1 oder 2", clarify("several_choices")],
    ["Produktion und Staging", clarify("several_choices")],
    ["erst Staging, dann Produktion", ["erst Staging, dann Produktion"]],
    ["in 2 Wochen", ["in 2 Wochen"]],
    ["Sonstiges: Kanarien-Cluster", ["Kanarien-Cluster"]],
    ["Andere: Testcluster in Frankfurt", ["Testcluster in Frankfurt"]],
    ["Sonstiges", clarify("other_without_text")],
    ["Überspringen", skip],
    ["überspringen bitte", skip],
    ["Frage überspringen", skip],
    ["ich passe", skip],
    ["", clarify("empty")],
  ]),
  ...group("pruefungenDe", "de", [
    ["1, 3", ["Linter", "Build"]],
    ["Linter und Build", ["Linter", "Build"]],
    ["linter & build", ["Linter", "Build"]],
    ["Linter, Unit-Tests und Fuzzing", ["Linter", "Unit-Tests", "Fuzzing"]],
    ["Unit-Tests", ["Unit-Tests"]],
    ["unit tests", ["Unit-Tests"]],
    ["alle", ["Linter", "Unit-Tests", "Build", "Sicherheitsscan"]],
    ["alles", ["Linter", "Unit-Tests", "Build", "Sicherheitsscan"]],
    ["1 und 5", clarify("no_such_option")],
    ["Sonstiges", clarify("other_without_text")],
    ["Rock und Roll", ["Rock und Roll"]],
    ["1, überspringen", clarify("partial_skip")],
  ]),
  ...group("duoDe", "de", [
    ["2\n1, 3", [["Produktion"], ["Linter", "Build"]]],
    ["Ziel: Produktion\nPrüfungen: Linter und Build", [["Produktion"], ["Linter", "Build"]]],
    ["prüfungen: 2\nziel: 1", [[STAGING], ["Unit-Tests"]]],
    ["target: 2\nchecks: alle", [["Produktion"], ["Linter", "Unit-Tests", "Build"]]],
    ["2\n1\n3", clarify("line_count")],
    ["Ziel: 2\nNotiz: schnell", clarify("unknown_key")],
    ["Ziel: 2", clarify("missing_answer")],
  ]),

  // Thai.
  ...group("targetTh", "th", [
    ["2", ["โปรดักชัน"]],
    ["๒", ["โปรดักชัน"]],
    ["ข้อ 2", ["โปรดักชัน"]],
    ["ข้อ ๒ ครับ", ["โปรดักชัน"]],
    ["ข้อที่ 2 ค่ะ", ["โปรดักชัน"]],
    ["ตัวเลือกที่ 3", ["เครื่องตัวเอง"]],
    ["โปรดักชัน", ["โปรดักชัน"]],
    ["โปรดักชันครับ", ["โปรดักชัน"]],
    ["สเตจจิ้ง", ["สเตจจิ้ง (Recommended)"]],
    ["สเตจจิ้ง (แนะนำ)", ["สเตจจิ้ง (Recommended)"]],
    ["เครื่อง ตัวเอง", ["เครื่องตัวเอง"]],
    ["๔", clarify("no_such_option")],
    ["1 หรือ 2", clarify("several_choices")],
    ["1 และ 2", clarify("several_choices")],
    ["ข้าม", skip],
    ["ขอข้ามนะครับ", skip],
    ["ผ่าน", skip],
    ["ข้ามคำถามนี้", skip],
    ["อยากได้คลัสเตอร์ทดสอบ", ["อยากได้คลัสเตอร์ทดสอบ"]],
    ["โปรดักชันและสเตจจิ้ง", clarify("several_choices")],
    ["อื่นๆ: คลัสเตอร์ทดสอบ", ["คลัสเตอร์ทดสอบ"]],
    ["อื่นๆ", clarify("other_without_text")],
    ["อย่างอื่น", clarify("other_without_text")],
    ["", clarify("empty")],
  ]),
  ...group("checksTh", "th", [
    ["1, 3", ["ลินต์", "บิลด์"]],
    ["๑ และ ๓", ["ลินต์", "บิลด์"]],
    ["ลินต์และบิลด์", ["ลินต์", "บิลด์"]],
    ["ลินต์ และ fuzzing", ["ลินต์", "fuzzing"]],
    ["ทั้งหมด", ["ลินต์", "เทสต์", "บิลด์", "สแกนความปลอดภัย"]],
    ["ทุกข้อ", ["ลินต์", "เทสต์", "บิลด์", "สแกนความปลอดภัย"]],
    ["แมวและหมา", ["แมวและหมา"]],
    ["1, ๙", clarify("no_such_option")],
    ["ข้อ 1, ข้อ 4", ["ลินต์", "สแกนความปลอดภัย"]],
    ["1, ข้าม", clarify("partial_skip")],
  ]),
  ...group("duoTh", "th", [
    ["2\n1, 3", [["โปรดักชัน"], ["ลินต์", "บิลด์"]]],
    ["ปลายทาง: โปรดักชัน\nการตรวจสอบ: ลินต์และบิลด์", [["โปรดักชัน"], ["ลินต์", "บิลด์"]]],
    ["คำถามที่ 2: ทั้งหมด\nคำถามที่ 1: ๑", [["สเตจจิ้ง (Recommended)"], ["ลินต์", "เทสต์", "บิลด์"]]],
    ["2", clarify("line_count")],
    ["ข้าม", skip],
    ["ปลายทาง: 2", clarify("missing_answer")],
  ]),

  // Spanish.
  ...group("destinoEs", "es", [
    ["2", ["Producción"]],
    ["producción", ["Producción"]],
    ["PRODUCCIÓN", ["Producción"]],
    ["produccion", ["Producción"]],
    ["Staging (Recomendado)", [STAGING]],
    ["staging", [STAGING]],
    ["opción 3", ["Local"]],
    ["opcion 3", ["Local"]],
    ["número 2", ["Producción"]],
    ["nro. 2", ["Producción"]],
    ["«Local»", ["Local"]],
    ["la 2 por favor", ["Producción"]],
    ["Por favor, la 2", ["Producción"]],
    ["Producción, gracias", ["Producción"]],
    ["4", clarify("no_such_option")],
    ["la opción 5", clarify("no_such_option")],
    ["1 y 2", clarify("several_choices")],
    ["1 o 2", clarify("several_choices")],
    ["Producción y staging", clarify("several_choices")],
    ["¿producción o local?", clarify("several_choices")],
    ["3 - Producción", clarify("number_label_mismatch")],
    ["primero staging, después producción", ["primero staging, después producción"]],
    ["en 2 semanas", ["en 2 semanas"]],
    ["Otro: clúster canario", ["clúster canario"]],
    ["Otra: el clúster de pruebas de Madrid", ["el clúster de pruebas de Madrid"]],
    ["Otro", clarify("other_without_text")],
    ["otra cosa", clarify("other_without_text")],
    ["no producción", clarify("negated")],
    ["por favor", clarify("no_choice")],
    ["Omitir", skip],
    ["omitir, por favor", skip],
    ["saltar esta pregunta", skip],
    ["sáltate esta", skip],
    ["yo paso", skip],
    ["", clarify("empty")],
    ["¿?", clarify("empty")],
  ]),
  ...group("pruebasEs", "es", [
    ["1, 3", ["Lint", "Compilación"]],
    ["1 y 3", ["Lint", "Compilación"]],
    ["Lint y compilación", ["Lint", "Compilación"]],
    ["lint & compilacion", ["Lint", "Compilación"]],
    ["Lint, pruebas unitarias y fuzzing", ["Lint", "Pruebas unitarias", "fuzzing"]],
    ["pruebas unitarias", ["Pruebas unitarias"]],
    ["Pruebas Unitarias", ["Pruebas unitarias"]],
    ["analisis de seguridad", ["Análisis de seguridad"]],
    ["2 y 4", ["Pruebas unitarias", "Análisis de seguridad"]],
    ["todas", ["Lint", "Pruebas unitarias", "Compilación", "Análisis de seguridad"]],
    ["todo", ["Lint", "Pruebas unitarias", "Compilación", "Análisis de seguridad"]],
    ["1 y 5", clarify("no_such_option")],
    ["Otro", clarify("other_without_text")],
    ["ensayo y error", ["ensayo y error"]],
    ["1, omitir", clarify("partial_skip")],
  ]),
  ...group("duoEs", "es", [
    ["2\n1, 3", [["Producción"], ["Lint", "Compilación"]]],
    ["Destino: producción\nPruebas: lint y compilación", [["Producción"], ["Lint", "Compilación"]]],
    ["pruebas: 2\ndestino: 1", [[STAGING], ["Pruebas unitarias"]]],
    [
      "pregunta 2: todas\npregunta 1: la 2",
      [["Producción"], ["Lint", "Pruebas unitarias", "Compilación"]],
    ],
    ["2\n1\n3", clarify("line_count")],
    ["Destino: 2\nNota: rápido", clarify("unknown_key")],
    ["Destino: 2", clarify("missing_answer")],
    ["omitir", skip],
  ]),

  // Labels that are hard to tell apart.
  ...group("twins", "en", [
    ["staging", ["Staging"]],
    ["Staging (Recommended)", [STAGING]],
    ["Staging (Empfohlen)", clarify("ambiguous_label")],
    ["“Staging”", clarify("ambiguous_label")],
    ["1", [STAGING]],
    ["2", ["Staging"]],
  ]),
  ...group("replicas", "en", [
    ["5", ["5"]],
    ["10", ["10"]],
    ["1", clarify("ambiguous_number")],
    ["3", clarify("ambiguous_number")],
    ["7", clarify("ambiguous_number")],
    ["#1", ["3"]],
    ["option 3", ["10"]],
    ["7 replicas", ["7 replicas"]],
  ]),
  ...group("joined", "en", [
    ["Lint, format", ["Lint, format"]],
    ["lint, format and tests", ["Lint, format", "Tests"]],
    ["Docs and guides, 2", ["Docs and guides", "Tests"]],
    ["1, 3", ["Lint, format", "Docs and guides"]],
    ["ci/cd, tests", ["CI/CD", "Tests"]],
    ["lint", ["Lint, format"]],
  ]),
  ...group("skipLabel", "en", [
    ["skip", ["Skip"]],
    ["Skip.", ["Skip"]],
    ["überspringen", skip],
    ["pass", skip],
    ["1", ["Skip"]],
    ["fix them", ["Fix them"]],
  ]),
  ...group("sameHeader", "en", [
    ["setup: EU\nsetup: small", clarify("ambiguous_key")],
    ["region: EU\nsize: small", [["EU"], ["Small"]]],
    ["1\n2", [["EU"], ["Large"]]],
  ]),
];
