import type { ClarifyReason, Locale, Question } from "../../src/core/index.js";
import { type Expected, expectedFrom, prompt } from "./parse-reply.corpus.js";

/**
 * Replies written the way people chat (hedges, conditions, corrections, negations,
 * yes/no words, recommendations, wrapper words, ordinals and number words, short forms, typos,
 * multi-select quantities, several questions on one line, skip sentences, courtesy alone), with
 * what each must mean. Many cases are hard negatives: phrasings that look like a choice but must
 * not pick an option. Own words are always the whole trimmed reply, as the parser slices it.
 */

/** A single-select question; `multiSelect` makes it a multi-select. */
function ask(
  id: string,
  header: string,
  question: string,
  labels: readonly string[],
  multiSelect = false,
) {
  return {
    id,
    header,
    question,
    options: labels.map((label) => ({ label })),
    ...(multiSelect ? { multiSelect } : {}),
  };
}

const STAGING = "Staging (Recommended)";
const STAGING_TH = "สเตจจิ้ง (Recommended)";

const CHECKS = ["Lint", "Unit tests", "Build"];
const CHECKS4 = ["Lint", "Unit tests", "Build", "Security scan"];
const PRUEFUNGEN3 = ["Linter", "Unit-Tests", "Build"];
const PRUEFUNGEN = ["Linter", "Unit-Tests", "Build", "Sicherheitsscan"];
const CHECKS_TH = ["ลินต์", "เทสต์", "บิลด์"];
const CHECKS4_TH = ["ลินต์", "เทสต์", "บิลด์", "สแกนความปลอดภัย"];
const PRUEBAS3 = ["Lint", "Pruebas unitarias", "Compilación"];
const PRUEBAS = ["Lint", "Pruebas unitarias", "Compilación", "Análisis de seguridad"];

const region = ask("region", "Region", "Which region?", ["EU", "US"]);
const size = ask("size", "Size", "Which instance size?", ["Small", "Large"]);

export const PHRASING_FIXTURES = {
  // English.
  yesNo: prompt([ask("deploy_now", "Deploy", "Deploy the release now?", ["Yes", "No"])]),
  approve: prompt([ask("review", "Review", "Approve the pull request?", ["Approve", "Reject"])]),
  /** A yes/no pair whose labels go on after the yes or no word. */
  yesDeploy: prompt([
    ask("rollout", "Rollout", "The build is green. Roll it out?", ["Yes, deploy", "No - hold off"]),
  ]),
  proceed: prompt([
    ask("migrate", "Migration", "The migration locks 3 tables. Continue?", ["Proceed", "Abort"]),
  ]),
  /** Two options, but no yes/no pair: yes/no words are the human's own words. */
  review: prompt([
    ask("verdict", "Review", "What is your verdict on the PR?", ["Approve", "Request changes"]),
  ]),
  /** Yes, No and a third option: still one yes and one no. */
  yesNoTeam: prompt([
    ask("hotfix", "Hotfix", "Ship the hotfix tonight?", ["Yes", "No", "Ask the team"]),
  ]),
  /** Labels that are hedge words themselves: the strict reading wins. */
  timing: prompt([
    ask("restart", "Restart", "When should I restart the workers?", ["Now", "Later"]),
  ]),
  deploy: prompt([
    ask("deploy", "Deploy", "Where should this deploy?", ["Canary", STAGING, "Production"]),
  ]),
  /** No option is recommended. */
  envs: prompt([ask("env", "Env", "Which environment?", ["Development", "Staging", "Production"])]),
  regions: prompt([
    ask("region", "Region", "Which AWS region?", ["us-east-1", "us-west-2", "eu-central-1"]),
  ]),
  /** Two labels one edit apart: every typo of them is ambiguous. */
  prodTwins: prompt([
    ask("profile", "Profile", "Which config profile should the job load?", [
      "Production",
      "Produktion",
      "Staging",
    ]),
  ]),
  /** Labels that are numbers themselves. */
  replicas: prompt([ask("replicas", "Replicas", "How many replicas?", ["3", "5", "10"])]),
  /** A label that is a skip sentence: the label wins. */
  retry: prompt([
    ask("failed_job", "Failed job", "The nightly job failed. What now?", ["Retry", "Forget it"]),
  ]),
  checks: prompt([ask("checks", "Checks", "Which checks should run?", CHECKS, true)]),
  checks4: prompt([ask("checks", "Checks", "Which checks should run?", CHECKS4, true)]),
  notify: prompt([
    ask("notify", "Notify", "Where should I post the result?", ["Slack", "Email"], true),
  ]),
  pair: prompt([region, size]),
  trio: prompt([
    region,
    size,
    ask("billing", "Billing", "Which billing plan?", ["Monthly", "Yearly"]),
  ]),
  /** A single-select and a multi-select: one line is no answer to both. */
  mixedPair: prompt([
    region,
    ask("checks", "Checks", "Which checks should run?", ["Lint", "Build"], true),
  ]),

  // German.
  jaNein: prompt([
    ask("ausrollen", "Release", "Soll ich das Release jetzt ausrollen?", ["Ja", "Nein"]),
  ]),
  jaAusrollen: prompt([
    ask("freigabe", "Freigabe", "Der Build ist grün. Ausrollen?", [
      "Ja, ausrollen",
      "Nein, abbrechen",
    ]),
  ]),
  jaNeinTeam: prompt([
    ask("hotfix", "Hotfix", "Den Hotfix heute Abend ausliefern?", ["Ja", "Nein", "Team fragen"]),
  ]),
  timingDe: prompt([
    ask("neustart", "Neustart", "Wann soll ich die Worker neu starten?", ["Jetzt", "Später"]),
  ]),
  zielDe: prompt([
    ask("target", "Ziel", "Wohin soll der Build ausgeliefert werden?", [
      "Canary",
      STAGING,
      "Produktion",
    ]),
  ]),
  /** No option is recommended. */
  umgebungDe: prompt([
    ask("umgebung", "Umgebung", "Welche Umgebung?", ["Entwicklung", "Staging", "Produktion"]),
  ]),
  pruefungen3De: prompt([
    ask("checks", "Prüfungen", "Welche Prüfungen sollen laufen?", PRUEFUNGEN3, true),
  ]),
  pruefungenDe: prompt([
    ask("checks", "Prüfungen", "Welche Prüfungen sollen laufen?", PRUEFUNGEN, true),
  ]),
  kanaeleDe: prompt([
    ask("kanal", "Kanal", "Wo soll ich das Ergebnis posten?", ["Slack", "E-Mail"], true),
  ]),
  paarDe: prompt([
    ask("region", "Region", "Welche Region?", ["EU", "US"]),
    ask("groesse", "Größe", "Welche Instanzgröße?", ["Klein", "Groß"]),
  ]),
  retryDe: prompt([
    ask("job", "Job", "Der nächtliche Job ist fehlgeschlagen. Was nun?", [
      "Nochmal versuchen",
      "Lass es",
    ]),
  ]),

  // Thai.
  chaiTh: prompt([ask("deploy_now", "ดีพลอย", "จะ deploy ตอนนี้เลยไหม", ["ใช่", "ไม่ใช่"])]),
  daiTh: prompt([ask("merge", "เมิร์จ", "เมิร์จ PR นี้ได้ไหม", ["ได้", "ไม่ได้"])]),
  approveTh: prompt([ask("review", "รีวิว", "อนุมัติ PR นี้ไหม", ["อนุมัติ", "ปฏิเสธ"])]),
  chaiTeamTh: prompt([ask("hotfix", "ฮอตฟิกซ์", "ส่งฮอตฟิกซ์คืนนี้เลยไหม", ["ใช่", "ไม่ใช่", "ถามทีมก่อน"])]),
  timingTh: prompt([ask("restart", "รีสตาร์ต", "จะรีสตาร์ต worker เมื่อไหร่", ["ตอนนี้", "ทีหลัง"])]),
  targetTh: prompt([
    ask("target", "ปลายทาง", "จะ deploy ไปที่ไหนดี", ["แคนารี", STAGING_TH, "โปรดักชัน"]),
  ]),
  /** No option is recommended. */
  platformTh: prompt([
    ask("platform", "แพลตฟอร์ม", "จะเริ่มทำแพลตฟอร์มไหนก่อน", ["เว็บ", "มือถือ", "เดสก์ท็อป"]),
  ]),
  checksTh: prompt([ask("checks", "การตรวจสอบ", "ต้องการรันการตรวจสอบอะไรบ้าง", CHECKS_TH, true)]),
  checks4Th: prompt([ask("checks", "การตรวจสอบ", "ต้องการรันการตรวจสอบอะไรบ้าง", CHECKS4_TH, true)]),
  notifyTh: prompt([ask("notify", "แจ้งเตือน", "จะให้แจ้งผลทางไหน", ["ไลน์", "อีเมล"], true)]),
  pairTh: prompt([
    ask("region", "ภูมิภาค", "ใช้ภูมิภาคไหน", ["EU", "US"]),
    ask("size", "ขนาด", "ใช้เครื่องขนาดไหน", ["เล็ก", "ใหญ่"]),
  ]),
  retryTh: prompt([ask("job", "งาน", "งานตอนกลางคืนล้มเหลว จะทำยังไง", ["ลองใหม่", "ช่างมัน"])]),

  // Spanish.
  siNo: prompt([ask("desplegar", "Despliegue", "¿Despliego la versión ahora?", ["Sí", "No"])]),
  aprobarEs: prompt([
    ask("revision", "Revisión", "¿Apruebas el pull request?", ["Aprobar", "Rechazar"]),
  ]),
  siDesplegar: prompt([
    ask("salida", "Salida", "El build está en verde. ¿Lo sacamos?", [
      "Sí, desplegar",
      "No, esperar",
    ]),
  ]),
  continuarEs: prompt([
    ask("migracion", "Migración", "La migración bloquea 3 tablas. ¿Sigo?", [
      "Continuar",
      "Abortar",
    ]),
  ]),
  /** Two options, but no yes/no pair. */
  veredictoEs: prompt([
    ask("veredicto", "Revisión", "¿Qué dices del PR?", ["Aprobar", "Pedir cambios"]),
  ]),
  siNoEquipo: prompt([
    ask("hotfix", "Hotfix", "¿Sacamos el hotfix esta noche?", ["Sí", "No", "Preguntar al equipo"]),
  ]),
  timingEs: prompt([
    ask("reinicio", "Reinicio", "¿Cuándo reinicio los workers?", ["Ahora", "Más tarde"]),
  ]),
  destinoEs: prompt([
    ask("destino", "Destino", "¿Dónde despliego esto?", ["Canary", STAGING, "Producción"]),
  ]),
  /** No option is recommended. */
  entornoEs: prompt([
    ask("entorno", "Entorno", "¿Qué entorno?", ["Desarrollo", "Staging", "Producción"]),
  ]),
  pruebas3Es: prompt([ask("checks", "Pruebas", "¿Qué pruebas lanzo?", PRUEBAS3, true)]),
  pruebasEs: prompt([ask("checks", "Pruebas", "¿Qué pruebas lanzo?", PRUEBAS, true)]),
  canalesEs: prompt([
    ask("canal", "Aviso", "¿Dónde publico el resultado?", ["Slack", "Correo"], true),
  ]),
  parEs: prompt([
    ask("region", "Región", "¿Qué región?", ["EU", "US"]),
    ask("tamano", "Tamaño", "¿Qué tamaño de instancia?", ["Pequeña", "Grande"]),
  ]),
  retryEs: prompt([
    ask("tarea", "Tarea", "La tarea nocturna ha fallado. ¿Qué hago?", ["Reintentar", "Déjalo"]),
  ]),
} satisfies Record<string, Question[]>;

export type PhrasingFixtureName = keyof typeof PHRASING_FIXTURES;

export interface PhrasingCase {
  fixture: PhrasingFixtureName;
  reply: string;
  expected: Expected;
  locale: Locale;
}

/** The reply is the human's own words: the whole trimmed reply is the answer. */
const OWN: unique symbol = Symbol("own words");
const skip: Expected = { skip: true };
const clarify = (reason: ClarifyReason): Expected => ({ clarify: reason });
const negated = clarify("negated");
const noChoice = clarify("no_choice");
const countMismatch = clarify("count_mismatch");
const ambiguousLabel = clarify("ambiguous_label");
const lineCount = clarify("line_count");
const severalChoices = clarify("several_choices");
const noSuchOption = clarify("no_such_option");

/** Cases for one fixture; values alone are the answers (one list per question). */
function group(
  fixture: PhrasingFixtureName,
  locale: Locale,
  rows: readonly (readonly [string, Expected | typeof OWN | string[] | string[][]])[],
): PhrasingCase[] {
  const questions = PHRASING_FIXTURES[fixture];
  return rows.map(([reply, expected]) => {
    if (expected === OWN) {
      const [only, ...others] = questions;
      if (only === undefined || others.length > 0)
        throw new Error(`${fixture}: own words need a single question`);
      return { fixture, reply, expected: { answers: { [only.id]: [reply.trim()] } }, locale };
    }
    return { fixture, reply, expected: expectedFrom(questions, expected), locale };
  });
}

export const PHRASING_CASES: readonly PhrasingCase[] = [
  // ───────────────────────────── English ─────────────────────────────

  // Strict readings come first, even where a label is a hedge or a skip sentence.
  ...group("yesNo", "en", [
    ["yes", ["Yes"]],
    ["2", ["No"]],
  ]),
  ...group("timing", "en", [["later", ["Later"]]]),
  ...group("retry", "en", [["forget it", ["Forget it"]]]),
  ...group("deploy", "en", [["option 3", ["Production"]]]),

  // Hedges: never pick an option; the reply stays own words.
  ...group("deploy", "en", [
    ["maybe staging", OWN],
    ["Production, perhaps", OWN],
    ["whatever you think", OWN],
    ["your call", OWN],
    ["up to you", OWN],
    ["either one is fine", OWN],
    ["doesn't matter", OWN],
    ["2 maybe", OWN],
    ["later", OWN],
    ["I guess production", OWN],
  ]),
  ...group("yesNo", "en", [
    ["not now", OWN],
    ["yes I guess", OWN],
  ]),
  ...group("timing", "en", [["maybe later", OWN]]),
  ...group("checks", "en", [["any", OWN]]),

  // Conditions: the whole reply is own words.
  ...group("yesNo", "en", [
    ["yes, once the tests pass", OWN],
    ["only if the smoke tests pass", OWN],
    ["no, unless it's urgent", OWN],
  ]),
  ...group("deploy", "en", [
    ["2 if CI is green", OWN],
    ["staging, but only today", OWN],
    ["as soon as CI is green, production", OWN],
  ]),
  ...group("checks", "en", [["build only if lint passes", OWN]]),

  // Corrections: the last choice stands; a non-choice after the last marker is own words.
  ...group("deploy", "en", [
    ["1... actually 3", ["Production"]],
    ["3 no 1", ["Canary"]],
    ["wait, make it 2", [STAGING]],
    ["staging, no wait, production", ["Production"]],
    ["canary. scratch that, staging", [STAGING]],
    ["2, I meant 3", ["Production"]],
    ["sorry, I meant canary", ["Canary"]],
    ["production... actually let me check with Tom first", OWN],
  ]),
  ...group("yesNo", "en", [["yes... actually no", ["No"]]]),
  ...group("regions", "en", [["us-east-1, no wait, eu-central-1", ["eu-central-1"]]]),

  // Negations: never pick the option; on a single-select they ask.
  ...group("deploy", "en", [
    ["not production", negated],
    ["anything but production", negated],
    ["anything except canary", negated],
    ["no canary", negated],
    ["don't want production", negated],
    // Hard negatives: the negated thing is no option.
    ["not before friday", OWN],
    ["not today", OWN],
    ["no rush", OWN],
  ]),
  ...group("envs", "en", [["not prod", negated]]),
  ...group("checks", "en", [
    ["not lint", negated],
    ["lint, not build", negated],
  ]),

  // Yes/no words on a yes/no pair.
  ...group("yesNo", "en", [
    ["yeah", ["Yes"]],
    ["sure", ["Yes"]],
    ["ok", ["Yes"]],
    ["go ahead", ["Yes"]],
    ["ship it", ["Yes"]],
    ["sounds good", ["Yes"]],
    ["LGTM", ["Yes"]],
    ["👍", ["Yes"]],
    ["✅", ["Yes"]],
    ["nope", ["No"]],
    ["nah", ["No"]],
    ["no thanks", ["No"]],
    ["never", ["No"]],
    ["👎", ["No"]],
    ["no no no", ["No"]],
    ["yes yes", ["Yes"]],
  ]),
  ...group("approve", "en", [
    ["lgtm", ["Approve"]],
    ["nope", ["Reject"]],
  ]),
  ...group("yesDeploy", "en", [
    ["yes", ["Yes, deploy"]],
    ["no", ["No - hold off"]],
  ]),
  ...group("proceed", "en", [
    ["go for it", ["Proceed"]],
    ["❌", ["Abort"]],
  ]),
  // Hard negatives: yes/no words without a yes/no pair choose nothing, so the parser asks.
  ...group("deploy", "en", [
    ["yes", noChoice],
    ["ok", noChoice],
    ["👍", noChoice],
    ["no", noChoice],
  ]),
  ...group("review", "en", [
    ["lgtm", noChoice],
    ["👍", noChoice],
  ]),
  ...group("yesNoTeam", "en", [["yeah", ["Yes"]]]),
  ...group("checks", "en", [["yes", noChoice]]),

  // Recommendation.
  ...group("deploy", "en", [
    ["go with your recommendation", [STAGING]],
    ["the recommended one", [STAGING]],
    ["recommended", [STAGING]],
    ["maybe the recommended one", OWN],
  ]),
  // Hard negative: nothing is recommended.
  ...group("envs", "en", [["go with your recommendation", OWN]]),

  // Wrapper words around a choice.
  ...group("deploy", "en", [
    ["let's do canary", ["Canary"]],
    ["let's go with production", ["Production"]],
    ["I'll take 3", ["Production"]],
    ["I pick production", ["Production"]],
    ["use staging", [STAGING]],
    ["probably production", ["Production"]],
    ["the production one", ["Production"]],
    ["production then", ["Production"]],
    ["staging env", [STAGING]],
    // Hard negatives: a choice word inside a sentence.
    ["take production down", OWN],
    ["use the staging data", OWN],
  ]),
  ...group("regions", "en", [["I'll take us-west-2", ["us-west-2"]]]),

  // Ordinals and number words.
  ...group("deploy", "en", [
    ["first", ["Canary"]],
    ["the second one", [STAGING]],
    ["3rd", ["Production"]],
    ["option three", ["Production"]],
    ["two", [STAGING]],
    ["the last one", ["Production"]],
    ["the fourth one", noSuchOption],
    ["the first two", severalChoices],
    // Hard negatives: a number word inside a sentence.
    ["in two weeks", OWN],
    ["first staging, then production", OWN],
    ["wait one hour", OWN],
  ]),
  ...group("replicas", "en", [
    ["option two", ["5"]],
    ["three", clarify("ambiguous_number")],
  ]),
  ...group("checks", "en", [["first and third", ["Lint", "Build"]]]),

  // Short forms.
  ...group("deploy", "en", [
    ["prod", ["Production"]],
    ["stag", [STAGING]],
  ]),
  ...group("envs", "en", [["dev", ["Development"]]]),
  ...group("regions", "en", [
    ["us-west", ["us-west-2"]],
    ["central", ["eu-central-1"]],
    // A label's first word names it, even in two letters; shared first words are asked about.
    ["eu", ["eu-central-1"]],
    ["us", ambiguousLabel],
  ]),
  ...group("checks", "en", [
    ["unit", ["Unit tests"]],
    ["tests", ["Unit tests"]],
    // A label's word in the singular names it, as a reader takes it (SPEC T5).
    ["test", ["Unit tests"]],
  ]),
  ...group("checks4", "en", [["lint, security", ["Lint", "Security scan"]]]),

  // Typos.
  ...group("deploy", "en", [
    ["Prodcution", ["Production"]],
    ["Canray", ["Canary"]],
    ["stagign", [STAGING]],
    ["Cnry", OWN],
  ]),
  ...group("yesNo", "en", [["yse", OWN]]),
  ...group("approve", "en", [["Approved", ["Approve"]]]),
  ...group("checks", "en", [
    ["Lnt", OWN],
    ["lint, bulid", ["Lint", "Build"]],
  ]),
  ...group("regions", "en", [
    // A real region of its own: digits never change in a typo.
    ["us-west-1", ["us-west-1"]],
    ["eu-cental-1", ["eu-central-1"]],
  ]),
  ...group("prodTwins", "en", [["Prodcution", ambiguousLabel]]),

  // Multi-select quantities, ranges, "except" and lists.
  ...group("checks", "en", [
    ["all three", CHECKS],
    ["each", CHECKS],
    ["both", countMismatch],
    ["2-3", ["Unit tests", "Build"]],
    ["the first two", ["Lint", "Unit tests"]],
    ["the last two", ["Unit tests", "Build"]],
    ["everything except lint", ["Unit tests", "Build"]],
    ["all but 2", ["Lint", "Build"]],
    ["lint plus build", ["Lint", "Build"]],
    ["just the tests", ["Unit tests"]],
    ["both unit tests and lint", ["Unit tests", "Lint"]],
  ]),
  ...group("checks4", "en", [
    ["all three", countMismatch],
    ["2 to 4", ["Unit tests", "Build", "Security scan"]],
  ]),
  ...group("notify", "en", [["both", ["Slack", "Email"]]]),

  // Several single-select questions on one line.
  ...group("pair", "en", [
    ["EU small", [["EU"], ["Small"]]],
    ["small, EU", [["EU"], ["Small"]]],
    ["1 2", [["EU"], ["Large"]]],
    ["EU smal", [["EU"], ["Small"]]],
    // Hard negatives: not one answer per question.
    ["EU", lineCount],
    ["EU US", lineCount],
    ["1 2 1", lineCount],
    ["yes", lineCount],
    ["EU, maybe small", lineCount],
  ]),
  ...group("trio", "en", [["EU small yearly", [["EU"], ["Small"], ["Yearly"]]]]),
  ...group("mixedPair", "en", [["EU lint", lineCount]]),

  // Skip sentences.
  ...group("deploy", "en", [
    ["skip for now", skip],
    ["let's skip", skip],
    ["don't know, skip", skip],
    ["forget it", skip],
    ["never mind", skip],
    // Hard negatives.
    ["skip the staging step", OWN],
    ["no idea", OWN],
  ]),
  ...group("yesNo", "en", [["never mind", skip]]),
  ...group("retry", "en", [["never mind", skip]]),

  // Courtesy alone.
  ...group("deploy", "en", [
    ["please", noChoice],
    ["Thanks!", noChoice],
  ]),
  ...group("yesNo", "en", [["thanks", noChoice]]),
  ...group("checks", "en", [["thanks", noChoice]]),

  // ───────────────────────────── German ─────────────────────────────

  // Strict readings come first.
  ...group("jaNein", "de", [
    ["ja", ["Ja"]],
    ["1", ["Ja"]],
  ]),
  ...group("timingDe", "de", [
    ["später", ["Später"]],
    ["spaeter", ["Später"]],
    ["SPATER", ["Später"]],
  ]),
  ...group("retryDe", "de", [["lass es", ["Lass es"]]]),

  // Hedges.
  ...group("zielDe", "de", [
    ["vielleicht Produktion", OWN],
    ["eventuell Staging", OWN],
    ["egal", OWN],
    ["wie du meinst", OWN],
    ["entscheide du", OWN],
    ["weiß nicht", OWN],
    ["mal sehen", OWN],
    ["2 eventuell", OWN],
  ]),
  ...group("jaNein", "de", [
    ["vielleicht", OWN],
    ["später", OWN],
  ]),
  ...group("timingDe", "de", [["vielleicht später", OWN]]),

  // Conditions.
  ...group("jaNein", "de", [
    ["ja, wenn die Tests grün sind", OWN],
    ["ja, aber erst morgen", OWN],
    ["erst wenn der Review durch ist", OWN],
  ]),
  ...group("zielDe", "de", [
    ["2, falls CI grün ist", OWN],
    ["Produktion, sobald die Migration durch ist", OWN],
    ["nachdem die Tests durch sind, Produktion", OWN],
  ]),

  // Corrections.
  ...group("zielDe", "de", [
    ["Staging – nein, Produktion", ["Produktion"]],
    ["1, eigentlich 3", ["Produktion"]],
    ["2... Moment, 3", ["Produktion"]],
    ["Produktion, ich meine Staging", [STAGING]],
    ["Canary, lieber doch Staging", [STAGING]],
    ["Produktion – nein, warte bis Montag", OWN],
  ]),
  ...group("jaNein", "de", [
    ["ja – Moment, nein", ["Nein"]],
    ["nein, doch ja", ["Ja"]],
  ]),

  // Negations.
  ...group("zielDe", "de", [
    ["nicht Produktion", negated],
    ["bloß nicht Produktion", negated],
    ["kein Canary", negated],
    ["alles außer Produktion", negated],
    // Hard negatives.
    ["nicht vor Freitag", OWN],
    ["keine Eile", OWN],
  ]),
  ...group("umgebungDe", "de", [["nicht prod", negated]]),
  ...group("pruefungenDe", "de", [
    ["nicht Build", negated],
    ["Linter, kein Sicherheitsscan", negated],
  ]),

  // Yes/no words on a yes/no pair.
  ...group("jaNein", "de", [
    ["jawohl", ["Ja"]],
    ["jo", ["Ja"]],
    ["klar", ["Ja"]],
    ["na klar", ["Ja"]],
    ["genau", ["Ja"]],
    ["gerne", ["Ja"]],
    ["mach das", ["Ja"]],
    ["passt", ["Ja"]],
    ["auf jeden Fall", ["Ja"]],
    ["nee", ["Nein"]],
    ["nö", ["Nein"]],
    ["auf keinen Fall", ["Nein"]],
    ["lieber nicht", ["Nein"]],
  ]),
  ...group("jaAusrollen", "de", [
    ["klar", ["Ja, ausrollen"]],
    ["nee", ["Nein, abbrechen"]],
  ]),
  // Hard negatives: no yes/no pair.
  ...group("zielDe", "de", [
    ["ja", noChoice],
    ["klar", noChoice],
    ["nein", noChoice],
  ]),
  ...group("jaNeinTeam", "de", [["klar", ["Ja"]]]),
  ...group("pruefungenDe", "de", [["ja", noChoice]]),

  // Recommendation.
  ...group("zielDe", "de", [
    ["deine Empfehlung", [STAGING]],
    ["die empfohlene", [STAGING]],
    ["vielleicht die empfohlene", OWN],
  ]),
  ...group("umgebungDe", "de", [["deine Empfehlung", OWN]]),

  // Wrapper words.
  ...group("zielDe", "de", [
    ["dann Staging", [STAGING]],
    ["nimm Produktion", ["Produktion"]],
    ["ich nehme 3", ["Produktion"]],
    ["nehmen wir Canary", ["Canary"]],
    ["lieber Canary", ["Canary"]],
    ["wahrscheinlich Staging", [STAGING]],
    ["nur Produktion", ["Produktion"]],
    ["Produktion dann", ["Produktion"]],
    // Hard negatives.
    ["nimm Produktion runter", OWN],
    ["dann halt morgen", OWN],
  ]),

  // Ordinals and number words.
  ...group("zielDe", "de", [
    ["die erste", ["Canary"]],
    ["die zweite", [STAGING]],
    ["der dritte", ["Produktion"]],
    ["Option zwei", [STAGING]],
    ["zwei", [STAGING]],
    ["die letzte", ["Produktion"]],
    ["die vierte", noSuchOption],
    ["die ersten zwei", severalChoices],
    // Hard negatives.
    ["in zwei Wochen", OWN],
    ["die ersten Tests abwarten", OWN],
  ]),
  ...group("replicas", "de", [["drei", clarify("ambiguous_number")]]),
  ...group("pruefungenDe", "de", [["die erste und die dritte", ["Linter", "Build"]]]),

  // Short forms.
  ...group("zielDe", "de", [["prod", ["Produktion"]]]),
  ...group("umgebungDe", "de", [["dev", ["Entwicklung"]]]),
  ...group("pruefungenDe", "de", [
    ["Unit", ["Unit-Tests"]],
    ["unit tests", ["Unit-Tests"]],
    // Hard negatives: no whole word of a label.
    ["Scan", OWN],
    ["Sicherheit", ["Sicherheitsscan"]],
  ]),
  ...group("regions", "de", [["us-west bitte", ["us-west-2"]]]),

  // Typos.
  ...group("zielDe", "de", [
    ["Produktoin", ["Produktion"]],
    ["Stagign", [STAGING]],
  ]),
  ...group("jaNein", "de", [["Nien", OWN]]),
  ...group("pruefungenDe", "de", [
    ["Linter, Biuld", ["Linter", "Build"]],
    ["Sicherheitscan", ["Sicherheitsscan"]],
  ]),
  ...group("prodTwins", "de", [["Produktio", ambiguousLabel]]),

  // Multi-select quantities, ranges, "außer" and lists.
  ...group("pruefungenDe", "de", [
    ["alle vier", PRUEFUNGEN],
    ["alle drei", countMismatch],
    ["beide", countMismatch],
    ["2 bis 3", ["Unit-Tests", "Build"]],
    ["die ersten zwei", ["Linter", "Unit-Tests"]],
    ["die ersten beiden", ["Linter", "Unit-Tests"]],
    ["alle außer Linter", ["Unit-Tests", "Build", "Sicherheitsscan"]],
    ["alles außer Build", ["Linter", "Unit-Tests", "Sicherheitsscan"]],
    ["Linter und auch Build", ["Linter", "Build"]],
    ["nur Build", ["Build"]],
  ]),
  ...group("pruefungen3De", "de", [["alle drei", PRUEFUNGEN3]]),
  ...group("kanaeleDe", "de", [["beide", ["Slack", "E-Mail"]]]),

  // Several single-select questions on one line.
  ...group("paarDe", "de", [
    ["EU klein", [["EU"], ["Klein"]]],
    ["groß, US", [["US"], ["Groß"]]],
    ["1 2", [["EU"], ["Groß"]]],
    ["EU kelin", [["EU"], ["Klein"]]],
    // Hard negatives.
    ["EU", lineCount],
    ["klein groß", lineCount],
    ["ja", lineCount],
  ]),

  // Skip sentences.
  ...group("zielDe", "de", [
    ["weiß nicht, überspringen", skip],
    ["vergiss es", skip],
    ["lass es", skip],
    // Hard negative.
    ["Staging-Schritt überspringen", OWN],
  ]),
  ...group("jaNein", "de", [["vergiss es", skip]]),
  ...group("retryDe", "de", [["vergiss es", skip]]),

  // Courtesy alone.
  ...group("zielDe", "de", [
    ["bitte", noChoice],
    ["danke", noChoice],
  ]),
  ...group("jaNein", "de", [["Danke!", noChoice]]),

  // ───────────────────────────── Thai ─────────────────────────────

  // Strict readings come first.
  ...group("chaiTh", "th", [
    ["ใช่", ["ใช่"]],
    ["ข้อ 2", ["ไม่ใช่"]],
  ]),
  ...group("daiTh", "th", [["ไม่ได้", ["ไม่ได้"]]]),
  ...group("timingTh", "th", [["ทีหลัง", ["ทีหลัง"]]]),
  ...group("retryTh", "th", [["ช่างมัน", ["ช่างมัน"]]]),

  // Hedges.
  ...group("targetTh", "th", [
    ["ยังก่อน", OWN],
    ["แล้วแต่", OWN],
    ["แล้วแต่คุณเลยครับ", OWN],
    ["ตามสะดวก", OWN],
    ["ไม่แน่ใจ", OWN],
    ["อาจจะโปรดักชัน", OWN],
    ["ไว้ก่อน", OWN],
    ["ข้อ 3 อาจจะนะ", OWN],
  ]),
  ...group("chaiTh", "th", [
    ["ยังก่อน", OWN],
    ["ไม่แน่ใจครับ", OWN],
  ]),
  ...group("timingTh", "th", [["อาจจะทีหลัง", OWN]]),

  // Conditions.
  ...group("chaiTh", "th", [
    ["ใช่ ถ้าเทสต์ผ่าน", OWN],
    ["ได้ แต่พรุ่งนี้นะ", OWN],
  ]),
  ...group("daiTh", "th", [["ได้ ถ้า CI ผ่าน", OWN]]),
  ...group("targetTh", "th", [
    ["ถ้า CI ผ่านก็โปรดักชัน", OWN],
    ["โปรดักชัน หลังจากเทสต์ผ่าน", OWN],
    ["สเตจจิ้ง แต่แค่วันนี้", OWN],
    ["เมื่อ QA ผ่านแล้วค่อยขึ้นโปรดักชัน", OWN],
  ]),

  // Corrections.
  ...group("targetTh", "th", [
    ["1 ไม่สิ 3", ["โปรดักชัน"]],
    ["สเตจจิ้ง เอ้ย โปรดักชัน", ["โปรดักชัน"]],
    ["ข้อ 1 เปลี่ยนเป็นข้อ 2", [STAGING_TH]],
    ["โปรดักชัน ไม่สิ สเตจจิ้งครับ", [STAGING_TH]],
    ["เปลี่ยนเป็นแคนารีครับ", ["แคนารี"]],
    ["โปรดักชัน ไม่สิ ขอคิดก่อน", OWN],
  ]),
  ...group("chaiTh", "th", [["ใช่ เอ้ย ไม่ใช่", ["ไม่ใช่"]]]),
  ...group("platformTh", "th", [["เว็บ ไม่สิ มือถือ", ["มือถือ"]]]),

  // Negations.
  ...group("targetTh", "th", [
    ["ไม่เอาโปรดักชัน", negated],
    ["ไม่โปรดักชัน", negated],
    ["ยกเว้นโปรดักชัน", negated],
    ["ไม่เอาแคนารีครับ", negated],
    // Hard negatives.
    ["ไม่ใช่วันนี้", OWN],
    ["ไม่ต้องรีบ", OWN],
  ]),
  ...group("platformTh", "th", [
    ["ไม่เอามือถือ", negated],
    ["ใช้เว็บไม่ได้", OWN],
  ]),
  ...group("checksTh", "th", [
    ["ไม่เอาบิลด์", negated],
    ["ลินต์ ไม่เอาเทสต์", negated],
  ]),

  // Yes/no words on a yes/no pair, and a bare polite particle as yes.
  ...group("chaiTh", "th", [
    ["ได้", ["ใช่"]],
    ["ได้เลยครับ", ["ใช่"]],
    ["ตกลง", ["ใช่"]],
    ["โอเค", ["ใช่"]],
    ["เอาเลย", ["ใช่"]],
    ["ครับ", ["ใช่"]],
    ["ค่ะ", ["ใช่"]],
    ["ค่า", ["ใช่"]],
    ["ครับผม", ["ใช่"]],
    ["จ้ะ", ["ใช่"]],
    ["จ้า", ["ใช่"]],
    ["👍", ["ใช่"]],
    ["ไม่", ["ไม่ใช่"]],
    ["ไม่ค่ะ", ["ไม่ใช่"]],
    ["ไม่เอา", ["ไม่ใช่"]],
    ["ไม่ได้", ["ไม่ใช่"]],
  ]),
  ...group("daiTh", "th", [
    ["ใช่", ["ได้"]],
    ["ไม่เอาค่ะ", ["ไม่ได้"]],
  ]),
  ...group("approveTh", "th", [
    ["ตกลง", ["อนุมัติ"]],
    ["ไม่", ["ปฏิเสธ"]],
  ]),
  // Hard negatives: no yes/no pair.
  ...group("targetTh", "th", [
    ["ใช่ครับ", noChoice],
    ["โอเค", noChoice],
    ["ไม่", noChoice],
  ]),
  ...group("chaiTeamTh", "th", [
    ["ได้", ["ใช่"]],
    ["ไม่เอา", ["ไม่ใช่"]],
  ]),
  ...group("checksTh", "th", [["ได้ครับ", noChoice]]),

  // Recommendation.
  ...group("targetTh", "th", [
    ["ตามที่แนะนำ", [STAGING_TH]],
    ["อันที่แนะนำ", [STAGING_TH]],
    ["เอาอันที่แนะนำครับ", [STAGING_TH]],
    ["อาจจะอันที่แนะนำ", OWN],
  ]),
  ...group("platformTh", "th", [["ตามที่แนะนำ", OWN]]),

  // Wrapper words.
  ...group("targetTh", "th", [
    ["เอาโปรดักชัน", ["โปรดักชัน"]],
    ["เลือกแคนารี", ["แคนารี"]],
    ["ขอสเตจจิ้งครับ", [STAGING_TH]],
    ["แค่สเตจจิ้ง", [STAGING_TH]],
    ["เอาโปรดักชันละกัน", ["โปรดักชัน"]],
    ["เอาข้อ 3 เลยครับ", ["โปรดักชัน"]],
    // Hard negatives.
    ["เอาโปรดักชันลง", OWN],
    ["ขอดูโปรดักชันก่อน", OWN],
    ["ขอเวลาคิดก่อน", OWN],
  ]),
  ...group("platformTh", "th", [
    ["เอาเว็บค่ะ", ["เว็บ"]],
    ["มือถือละกันครับ", ["มือถือ"]],
  ]),
  ...group("regions", "th", [["เอา us-west-2 ครับ", ["us-west-2"]]]),

  // Ordinals and number words.
  ...group("targetTh", "th", [
    ["อันแรก", ["แคนารี"]],
    ["อันที่สอง", [STAGING_TH]],
    ["ข้อสอง", [STAGING_TH]],
    ["ตัวที่สาม", ["โปรดักชัน"]],
    ["อันสุดท้าย", ["โปรดักชัน"]],
    ["ข้อสี่", noSuchOption],
    ["สองอันแรก", severalChoices],
    // Hard negatives.
    ["อีกสองอาทิตย์", OWN],
    ["รอสามวัน", OWN],
  ]),
  ...group("replicas", "th", [["ข้อสอง", ["5"]]]),
  ...group("checksTh", "th", [["อันแรกและอันที่สาม", ["ลินต์", "บิลด์"]]]),

  // Short forms (Thai replies to English labels; Thai labels have no words to shorten).
  ...group("regions", "th", [
    ["us-west ครับ", ["us-west-2"]],
    ["เอา eu-central", ["eu-central-1"]],
    ["eu ครับ", ["eu-central-1"]],
  ]),
  ...group("checks", "th", [["unit และ lint", ["Unit tests", "Lint"]]]),
  // Hard negative: no label has the word "production".
  ...group("targetTh", "th", [["prod", OWN]]),

  // Typos.
  ...group("targetTh", "th", [
    ["โปรดักชั่น", ["โปรดักชัน"]],
    ["สเตจิ้ง", [STAGING_TH]],
  ]),
  ...group("platformTh", "th", [
    ["มือถอ", ["มือถือ"]],
    ["เดสท็อป", ["เดสก์ท็อป"]],
    ["เวบ", OWN],
  ]),
  ...group("checksTh", "th", [
    ["บิวด์", ["บิลด์"]],
    ["ลินท์และบิวด์", ["ลินต์", "บิลด์"]],
    ["เทส", ["เทสต์"]],
  ]),
  ...group("regions", "th", [["us-west-1", ["us-west-1"]]]),

  // Multi-select quantities, ranges, "ยกเว้น" and lists.
  ...group("checksTh", "th", [
    ["ทุกอัน", CHECKS_TH],
    ["ทุกตัว", CHECKS_TH],
    ["ทั้งสามอัน", CHECKS_TH],
    ["ทั้งสี่อัน", countMismatch],
    ["สองอันแรก", ["ลินต์", "เทสต์"]],
    ["2 ถึง 3", ["เทสต์", "บิลด์"]],
    ["ทั้งหมดยกเว้นลินต์", ["เทสต์", "บิลด์"]],
    ["เฉพาะบิลด์", ["บิลด์"]],
    ["แค่ลินต์และบิลด์", ["ลินต์", "บิลด์"]],
  ]),
  ...group("checks4Th", "th", [
    ["ทุกตัว", CHECKS4_TH],
    ["2 ถึง 4", ["เทสต์", "บิลด์", "สแกนความปลอดภัย"]],
    ["ทั้งสามอัน", countMismatch],
  ]),
  ...group("notifyTh", "th", [["ทุกอัน", ["ไลน์", "อีเมล"]]]),

  // Several single-select questions on one line.
  ...group("pairTh", "th", [
    ["EU เล็ก", [["EU"], ["เล็ก"]]],
    ["ใหญ่ US", [["US"], ["ใหญ่"]]],
    ["1 2", [["EU"], ["ใหญ่"]]],
    // Hard negatives.
    ["EU", lineCount],
    ["เล็ก ใหญ่", lineCount],
    ["ได้", lineCount],
    ["EU อาจจะเล็ก", lineCount],
  ]),

  // Skip sentences.
  ...group("targetTh", "th", [
    ["ข้ามไปก่อน", skip],
    ["ไม่รู้ ข้าม", skip],
    ["ช่างมัน", skip],
    // Hard negatives.
    ["ไม่รู้", OWN],
    ["ข้ามขั้นตอนสเตจจิ้ง", OWN],
  ]),
  ...group("chaiTh", "th", [["ช่างมัน", skip]]),
  ...group("retryTh", "th", [["ข้ามไปก่อน", skip]]),

  // Courtesy alone (a bare particle is yes only on a yes/no pair, above).
  ...group("targetTh", "th", [
    ["ครับ", noChoice],
    ["ค่ะ", noChoice],
    ["นะ", noChoice],
  ]),
  ...group("checksTh", "th", [["ค่ะ", noChoice]]),

  // ───────────────────────────── Spanish ─────────────────────────────

  // Strict readings come first, even where a label is a hedge or a skip sentence.
  ...group("siNo", "es", [
    ["sí", ["Sí"]],
    ["si", ["Sí"]],
    ["2", ["No"]],
  ]),
  ...group("timingEs", "es", [
    ["más tarde", ["Más tarde"]],
    ["Más tarde, gracias", ["Más tarde"]],
    ["mas tarde", ["Más tarde"]],
  ]),
  ...group("retryEs", "es", [["déjalo", ["Déjalo"]]]),
  ...group("destinoEs", "es", [["opción 3", ["Producción"]]]),

  // Hedges.
  ...group("destinoEs", "es", [
    ["quizás producción", OWN],
    ["quizas produccion", OWN],
    ["Producción, tal vez", OWN],
    ["a lo mejor staging", OWN],
    ["me da igual", OWN],
    ["da lo mismo", OWN],
    ["como veas", OWN],
    ["producción, como usted vea", OWN],
    ["producción, usted decide", OWN],
    ["lo que usted diga", OWN],
    ["no sé", OWN],
    ["capaz que la 2", OWN],
    ["producción, supongo", OWN],
    ["cualquiera vale", OWN],
    ["ninguna", OWN],
  ]),
  ...group("siNo", "es", [
    ["ahora no", OWN],
    ["sí, supongo", OWN],
    ["puede ser", OWN],
    ["cualquiera de las dos", OWN],
  ]),
  ...group("timingEs", "es", [["quizás más tarde", OWN]]),
  ...group("pruebasEs", "es", [
    ["cualquiera", OWN],
    ["ninguna", OWN],
  ]),

  // Conditions.
  ...group("siNo", "es", [
    ["sí, cuando pasen los tests", OWN],
    ["solo si pasan las pruebas de humo", OWN],
    ["no, a menos que sea urgente", OWN],
  ]),
  ...group("destinoEs", "es", [
    ["la 2 si el CI está en verde", OWN],
    ["staging, pero solo hoy", OWN],
    ["en cuanto el CI esté en verde, producción", OWN],
  ]),
  ...group("pruebasEs", "es", [["compilación solo si pasa el lint", OWN]]),

  // Corrections.
  ...group("destinoEs", "es", [
    ["1... mejor dicho 3", ["Producción"]],
    ["3 no, 1", ["Canary"]],
    ["espera, que sea la 2", [STAGING]],
    ["staging, no espera, producción", ["Producción"]],
    ["canary, perdón, staging", [STAGING]],
    ["la 2, quise decir la 3", ["Producción"]],
    ["perdona, quería decir canary", ["Canary"]],
    ["producción... bueno, déjame consultarlo antes con Tomás", OWN],
  ]),
  ...group("siNo", "es", [["sí... bueno no", ["No"]]]),
  ...group("regions", "es", [["us-east-1, no espera, eu-central-1", ["eu-central-1"]]]),

  // Negations.
  ...group("destinoEs", "es", [
    ["no producción", negated],
    ["cualquiera menos producción", negated],
    ["sin canary", negated],
    ["nada de canary", negated],
    ["no quiero producción", negated],
    ["que no sea canary", negated],
    // Hard negatives: the negated thing is no option.
    ["no antes del viernes", OWN],
    ["hoy no", OWN],
    ["no hay prisa", OWN],
  ]),
  ...group("entornoEs", "es", [["no prod", negated]]),
  ...group("pruebasEs", "es", [
    ["no el lint", negated],
    ["lint pero sin compilación", negated],
    ["ni lint ni compilación", negated],
  ]),

  // Yes/no words on a yes/no pair.
  ...group("siNo", "es", [
    ["sip", ["Sí"]],
    ["claro", ["Sí"]],
    ["vale", ["Sí"]],
    ["dale", ["Sí"]],
    ["adelante", ["Sí"]],
    ["por supuesto", ["Sí"]],
    ["de una", ["Sí"]],
    ["órale", ["Sí"]],
    ["ok", ["Sí"]],
    ["👍", ["Sí"]],
    ["nop", ["No"]],
    ["para nada", ["No"]],
    ["ni de coña", ["No"]],
    ["mejor no", ["No"]],
    ["no, gracias", ["No"]],
    ["nel", ["No"]],
    ["claro que no", ["No"]],
    ["no, no", ["No"]],
    ["👎", ["No"]],
    // Usted.
    ["sí señora", ["Sí"]],
    ["hágalo", ["Sí"]],
    ["no lo haga", ["No"]],
    ["por supuesto que no", ["No"]],
  ]),
  ...group("aprobarEs", "es", [
    ["dale", ["Aprobar"]],
    ["ni hablar", ["Rechazar"]],
  ]),
  ...group("siDesplegar", "es", [
    ["sí", ["Sí, desplegar"]],
    ["no", ["No, esperar"]],
  ]),
  ...group("continuarEs", "es", [
    ["adelante", ["Continuar"]],
    ["❌", ["Abortar"]],
  ]),
  // Hard negatives: no yes/no pair.
  ...group("destinoEs", "es", [
    ["sí", noChoice],
    ["vale", noChoice],
    ["👍", noChoice],
    ["no", noChoice],
  ]),
  ...group("veredictoEs", "es", [
    ["vale", noChoice],
    ["👍", noChoice],
  ]),
  ...group("siNoEquipo", "es", [["claro", ["Sí"]]]),
  ...group("pruebasEs", "es", [["sí", noChoice]]),

  // Recommendation.
  ...group("destinoEs", "es", [
    ["lo que recomiendes", [STAGING]],
    ["la recomendada", [STAGING]],
    ["lo que usted recomiende", [STAGING]],
    ["su recomendación", [STAGING]],
    ["vamos con tu recomendación", [STAGING]],
    ["quizás la recomendada", OWN],
  ]),
  ...group("entornoEs", "es", [["lo que recomiendes", OWN]]),

  // Wrapper words.
  ...group("destinoEs", "es", [
    ["vamos con canary", ["Canary"]],
    ["me quedo con producción", ["Producción"]],
    ["elijo la 3", ["Producción"]],
    ["pon staging", [STAGING]],
    ["probablemente producción", ["Producción"]],
    ["la de producción", ["Producción"]],
    ["producción entonces", ["Producción"]],
    ["prefiero canary", ["Canary"]],
    ["yo diría producción", ["Producción"]],
    ["a producción", ["Producción"]],
    ["venga, producción", ["Producción"]],
    ["Por favor, la 2", [STAGING]],
    // Hard negatives.
    ["tumba producción", OWN],
    ["usa los datos de staging", OWN],
    ["revisa producción primero", OWN],
  ]),
  ...group("regions", "es", [["me quedo con us-west-2", ["us-west-2"]]]),

  // Ordinals and number words.
  ...group("destinoEs", "es", [
    ["la primera", ["Canary"]],
    ["la segunda", [STAGING]],
    ["el tercero", ["Producción"]],
    ["opción dos", [STAGING]],
    ["dos", [STAGING]],
    ["la última", ["Producción"]],
    ["la ultima", ["Producción"]],
    ["la tercera opción", ["Producción"]],
    ["la 3ra", ["Producción"]],
    ["la cuarta", noSuchOption],
    ["las dos primeras", severalChoices],
    // Hard negatives.
    ["en dos semanas", OWN],
    ["primero staging, luego producción", OWN],
    ["espera una hora", OWN],
  ]),
  ...group("replicas", "es", [
    ["opción dos", ["5"]],
    ["tres", clarify("ambiguous_number")],
  ]),
  ...group("pruebas3Es", "es", [["la primera y la tercera", ["Lint", "Compilación"]]]),

  // Short forms.
  ...group("destinoEs", "es", [["prod", ["Producción"]]]),
  ...group("entornoEs", "es", [["dev", ["Desarrollo"]]]),
  ...group("pruebasEs", "es", [
    ["unitarias", ["Pruebas unitarias"]],
    ["lint y seguridad", ["Lint", "Análisis de seguridad"]],
  ]),
  ...group("regions", "es", [["us-west porfa", ["us-west-2"]]]),

  // Typos and accents left out.
  ...group("destinoEs", "es", [
    ["Produccion", ["Producción"]],
    ["produción", ["Producción"]],
    ["Prodcucción", ["Producción"]],
    ["Canray", ["Canary"]],
    ["stagign", [STAGING]],
    ["Prdcn", OWN],
  ]),
  ...group("pruebasEs", "es", [
    ["lint, compilacion", ["Lint", "Compilación"]],
    ["pruebas unitaris", ["Pruebas unitarias"]],
    ["Lnt", OWN],
  ]),
  ...group("parEs", "es", [["EU pequena", [["EU"], ["Pequeña"]]]]),

  // Multi-select quantities, ranges, "menos" and lists.
  ...group("pruebasEs", "es", [
    ["las cuatro", PRUEBAS],
    ["todas las opciones", PRUEBAS],
    ["las tres", countMismatch],
    ["ambas", countMismatch],
    ["de la 2 a la 3", ["Pruebas unitarias", "Compilación"]],
    ["las dos primeras", ["Lint", "Pruebas unitarias"]],
    ["las dos últimas", ["Compilación", "Análisis de seguridad"]],
    ["todas menos lint", ["Pruebas unitarias", "Compilación", "Análisis de seguridad"]],
    ["todo excepto la compilación", ["Lint", "Pruebas unitarias", "Análisis de seguridad"]],
    ["solo compilación", ["Compilación"]],
    ["lint y también compilación", ["Lint", "Compilación"]],
  ]),
  ...group("pruebas3Es", "es", [
    ["las tres", PRUEBAS3],
    ["cada una", PRUEBAS3],
  ]),
  ...group("canalesEs", "es", [
    ["ambos", ["Slack", "Correo"]],
    ["los dos", ["Slack", "Correo"]],
  ]),

  // Several single-select questions on one line.
  ...group("parEs", "es", [
    ["EU pequeña", [["EU"], ["Pequeña"]]],
    ["grande, US", [["US"], ["Grande"]]],
    ["1 2", [["EU"], ["Grande"]]],
    // Hard negatives.
    ["EU", lineCount],
    ["pequeña grande", lineCount],
    ["sí", lineCount],
    ["EU, quizás pequeña", lineCount],
  ]),

  // Skip sentences.
  ...group("destinoEs", "es", [
    ["omitir por ahora", skip],
    ["sáltala", skip],
    ["no sé, paso", skip],
    ["olvídalo", skip],
    ["olvidalo", skip],
    ["paso de esta", skip],
    // Usted.
    ["olvídelo", skip],
    ["sáltela, por favor", skip],
    // Hard negatives.
    ["sáltate el paso de staging", OWN],
    ["ni idea", OWN],
  ]),
  ...group("siNo", "es", [["olvídalo", skip]]),
  ...group("retryEs", "es", [["olvídalo", skip]]),

  // Questions back: never a choice.
  ...group("destinoEs", "es", [
    ["¿cuál me recomiendas?", OWN],
    ["¿la 2 es segura?", OWN],
    ["¿qué diferencia hay entre staging y producción?", OWN],
  ]),
  ...group("siNo", "es", [["¿ya pasaron los tests?", OWN]]),

  // Courtesy alone.
  ...group("destinoEs", "es", [
    ["por favor", noChoice],
    ["¡Gracias!", noChoice],
  ]),
  ...group("siNo", "es", [["gracias", noChoice]]),
  ...group("pruebasEs", "es", [["muchas gracias", noChoice]]),
  // Several questions answered in sentences and clauses: each clause goes to the one question
  // it answers, a reason to the answer before it; a condition or another question's option in
  // a reason leaves it to the human.
  ...group("pair", "en", [
    ["Small. Region: US.", [["US"], ["Small"]]],
    ["US, and large please", [["US"], ["Large"]]],
    ["EU. Large if the budget allows.", lineCount],
  ]),
  ...group("trio", "en", [["EU, small. Billing: yearly.", [["EU"], ["Small"], ["Yearly"]]]]),
  ...group("paarDe", "de", [["EU. Größe: groß.", [["EU"], ["Groß"]]]]),
  // Options taken and ruled out clause by clause on a multi-select; beside an option ruled
  // out, one named plainly may mean more than itself ("lint, not build" is asked, above).
  ...group("checks", "en", [
    ["lint yes, build no", ["Lint"]],
    ["Lint yes. Build no.", ["Lint"]],
    ["unit tests too, lint yes", ["Lint", "Unit tests"]],
    ["lint yes, build no if it's slow", OWN],
    ["lint yes, build no?", OWN],
    ["lint yes, lint no", OWN],
  ]),
  ...group("pruefungenDe", "de", [
    ["Linter ja, Build nein", ["Linter"]],
    ["Unit-Tests auch. Build nicht. Linter ja.", ["Linter", "Unit-Tests"]],
    ["Linter ja, Build nein, falls es zu lange dauert", OWN],
  ]),
  ...group("checksTh", "th", [
    ["ลินต์เอา บิลด์ไม่เอา", ["ลินต์"]],
    ["เทสต์ด้วยค่ะ บิลด์ไม่เอานะ", ["เทสต์"]],
    ["ลินต์เอา บิลด์ไม่เอาถ้าช้า", OWN],
  ]),
  // A list closed in words adds no option; "everywhere" takes every one.
  ...group("checks", "en", [
    ["lint, build, nothing else", ["Lint", "Build"]],
    ["lint and build, that's it", ["Lint", "Build"]],
    ["everywhere", ["Lint", "Unit tests", "Build"]],
  ]),
  ...group("pruefungenDe", "de", [
    ["Linter, Build, sonst nichts", ["Linter", "Build"]],
    ["überall", PRUEFUNGEN],
  ]),
  ...group("pruebas3Es", "es", [["lint y compilación, nada más", ["Lint", "Compilación"]]]),
  // A choice reached at the end of a weighing; a condition, a hedge or a question in it, and
  // the whole reply is the human's words.
  ...group("envs", "en", [
    ["Production is tempting but staging is safer today. Staging.", ["Staging"]],
    ["Staging is safer, but prod has the fix. Production.", ["Production"]],
    ["Production is tempting but staging is safer. Maybe staging.", OWN],
    ["Production is tempting but only if QA signs off. Staging.", OWN],
    ["Production is tempting but staging is safer. Staging?", OWN],
  ]),
  ...group("umgebungDe", "de", [
    ["Produktion wäre schneller, aber Staging ist sicherer. Also Staging.", ["Staging"]],
    ["Produktion wäre schneller, aber vielleicht Staging. Staging.", OWN],
  ]),
  ...group("destinoEs", "es", [
    ["Producción es más rápido, pero Canary es más seguro. Mejor Canary.", ["Canary"]],
    ["Producción es más rápido, pero si falla, Canary.", OWN],
  ]),
  ...group("platformTh", "th", [
    ["เว็บทำง่ายกว่าก็จริง แต่ลูกค้าใช้มือถือเยอะ เอามือถือครับ", ["มือถือ"]],
    ["เว็บทำง่ายกว่า แต่ถ้าลูกค้าใช้มือถือเยอะ เอามือถือ", OWN],
  ]),
  ...group("pruebas3Es", "es", [
    ["Lint sí, compilación no", ["Lint"]],
    ["Las pruebas unitarias también. Compilación no.", ["Pruebas unitarias"]],
    ["Lint sí, compilación no si tarda", OWN],
  ]),
];
