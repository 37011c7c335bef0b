import {
  clarify as clarifyCase,
  own as ownCase,
  pick as pickCase,
  picks as picksCase,
  question,
  type ReplyCase,
  type ReplyLocale,
  type ReplyQuestion,
  skip as skipCase,
} from "./reply-case.js";

/**
 * The first development set: plain-text chat replies in English, German and Thai (deploys,
 * regions, releases, notifications). Written from what people type in a chat rather than from
 * the parser, but the parser was then tuned on it, so it is a development set and says nothing
 * of replies nobody has seen (for that, see the frozen sets).
 */
const DOMAIN = "software delivery";
type Locale = ReplyLocale;
type Question = ReplyQuestion;

const pick = (locale: Locale, q: Question, reply: string, ...labels: string[]) =>
  pickCase(locale, DOMAIN, q, reply, ...labels);
const picks = (
  locale: Locale,
  questions: Question[],
  reply: string,
  answers: Record<string, string[]>,
) => picksCase(locale, DOMAIN, questions, reply, answers);
const own = (locale: Locale, q: Question, reply: string) => ownCase(locale, DOMAIN, q, reply);
const skip = (locale: Locale, questions: Question | Question[], reply: string) =>
  skipCase(locale, DOMAIN, questions, reply);
const clarify = (locale: Locale, questions: Question | Question[], reply: string) =>
  clarifyCase(locale, DOMAIN, questions, reply);

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

const EN_ENV = question("environment", "Deploy", "Where should I deploy this build?", [
  { label: "Development", description: "Shared dev cluster" },
  { label: "Staging", description: "Pre-release, mirrors prod data" },
  { label: "Production", description: "Live customer traffic" },
]);
const EN_REGION = question("region", "Region", "Which AWS region should the cluster run in?", [
  "us-east-1",
  "us-west-2",
  "eu-central-1",
]);
const EN_REGION4 = question("region", "Region", "Which region should the replica live in?", [
  "us-east-1",
  "us-west-2",
  "eu-west-1",
  "eu-central-1",
]);
const EN_MIGRATE = question(
  "run_migration",
  "Migration",
  "Should I run the database migration now?",
  ["Yes", "No"],
);
const EN_MERGE = question("merge", "Merge", "Merge PR #482 into main?", ["Yes", "No"]);
const EN_APPROVE = question("approval", "Release", "Do you approve the v3.1 release notes?", [
  "Approve",
  "Reject",
]);
const EN_DB = question("database", "Database", "Which database should the new service use?", [
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "SQLite",
]);
const EN_UI = question("framework", "Frontend", "Which UI framework for the admin dashboard?", [
  "React",
  "Vue",
  "Svelte",
]);
const EN_ROLLOUT = question("rollout", "Rollout", "How should we roll out the new pricing page?", [
  "Canary",
  "Blue-green",
  "All at once",
]);
const EN_SIZE = question("size", "Size", "Which instance size?", ["Small", "Medium", "Large"]);
const EN_NODE = question("runtime", "Runtime", "Which Node version should CI use?", [
  "Node 18",
  "Node 20",
  "Node 22",
]);
const EN_REPLICAS = question("replicas", "Replicas", "How many replicas for the API?", [
  "1 replica",
  "3 replicas",
  "5 replicas",
]);
const EN_CLOUD = question("cloud", "Cloud", "Which cloud provider should host the staging env?", [
  "AWS",
  "GCP",
  "Hetzner",
]);
const EN_SHIP = question("ship_date", "Ship date", "When should we ship v2.4?", [
  "Today",
  "Tomorrow",
  "Next Monday",
]);
const EN_CHANNEL = question("channel", "Alerts", "Where should build failures be reported?", [
  "Slack",
  "Email",
  "SMS",
]);
const EN_LOG = question("log_level", "Logging", "Which log level for the worker?", [
  "debug",
  "info",
  "warn",
]);
const EN_CHECKS = question(
  "checks",
  "Checks",
  "Which checks should run before merge?",
  ["Lint", "Tests", "Build"],
  true,
);
const EN_NOTIFY = question(
  "channels",
  "Notify",
  "Where should on-call alerts go?",
  ["Slack", "Email", "SMS", "PagerDuty"],
  true,
);
const EN_PLATFORMS = question(
  "platforms",
  "Platforms",
  "Which platforms get the beta?",
  ["iOS", "Android", "Web"],
  true,
);
const EN_AREA = question("region", "Region", "Where should the tenant's data live?", [
  "EU",
  "US",
  "APAC",
]);
const EN_NOTIFY_TEAM = question("notify_team", "Notify", "Post a heads-up in #releases?", [
  "Yes",
  "No",
]);

const EN: ReplyCase[] = [
  // plain numbers and labels
  pick("en", EN_ENV, "2", "Staging"),
  pick("en", EN_ENV, "3", "Production"),
  pick("en", EN_ENV, "staging", "Staging"),
  pick("en", EN_ENV, "prod", "Production"),
  pick("en", EN_ENV, "  staging\n", "Staging"),
  pick("en", EN_ENV, "PRODUCTION", "Production"),
  pick("en", EN_ENV, "prod 🚀", "Production"),
  pick("en", EN_REGION, "eu-central-1", "eu-central-1"),
  pick("en", EN_REGION, "us-west", "us-west-2"),
  pick("en", EN_MIGRATE, "yes", "Yes"),
  pick("en", EN_MIGRATE, "yep 👍", "Yes"),
  pick("en", EN_MIGRATE, "nope", "No"),
  pick("en", EN_MIGRATE, "✅", "Yes"),
  pick("en", EN_MERGE, "yes please", "Yes"),
  pick("en", EN_MERGE, "sure, go ahead", "Yes"),
  pick("en", EN_MERGE, "👎", "No"),
  pick("en", EN_MERGE, "ok", "Yes"),
  pick("en", EN_APPROVE, "lgtm", "Approve"),
  pick("en", EN_APPROVE, "yes", "Approve"),
  pick("en", EN_DB, "postgres", "PostgreSQL"),
  pick("en", EN_DB, "4", "SQLite"),
  pick("en", EN_DB, "mysql pls", "MySQL"),
  pick("en", EN_UI, "svelte", "Svelte"),
  pick("en", EN_ROLLOUT, "canary pls", "Canary"),
  pick("en", EN_ROLLOUT, "blue green", "Blue-green"),
  pick("en", EN_NODE, "20", "Node 20"),
  pick("en", EN_CLOUD, "Hetzner 🙂", "Hetzner"),
  pick("en", EN_SHIP, "tomorrow", "Tomorrow"),
  pick("en", EN_CHANNEL, "email", "Email"),
  pick("en", EN_LOG, "Debug", "debug"),
  // ordinals and wrapped choices
  pick("en", EN_ENV, "the second one", "Staging"),
  pick("en", EN_ENV, "option 3", "Production"),
  pick("en", EN_DB, "the last one", "SQLite"),
  pick("en", EN_SIZE, "the large one", "Large"),
  pick("en", EN_UI, "let's go with vue", "Vue"),
  pick("en", EN_SHIP, "2️⃣", "Tomorrow"),
  // corrections and typos
  pick("en", EN_ENV, "2... actually 3", "Production"),
  pick("en", EN_DB, "mysql, no wait, postgres", "PostgreSQL"),
  pick("en", EN_ROLLOUT, "canary - sorry, blue-green", "Blue-green"),
  pick("en", EN_ENV, "prodution", "Production"),
  pick("en", EN_CHANNEL, "slakc", "Slack"),
  pick("en", EN_DB, "Postgress", "PostgreSQL"),
  // multi-select
  pick("en", EN_CHECKS, "all", "Lint", "Tests", "Build"),
  pick("en", EN_CHECKS, "lint and build", "Lint", "Build"),
  pick("en", EN_CHECKS, "1,3", "Lint", "Build"),
  pick("en", EN_CHECKS, "tests only", "Tests"),
  pick("en", EN_CHECKS, "everything but lint", "Tests", "Build"),
  pick("en", EN_NOTIFY, "slack + pagerduty", "Slack", "PagerDuty"),
  pick("en", EN_NOTIFY, "1 2 4", "Slack", "Email", "PagerDuty"),
  pick("en", EN_NOTIFY, "the first two", "Slack", "Email"),
  pick("en", EN_NOTIFY, "all of them except SMS", "Slack", "Email", "PagerDuty"),
  pick("en", EN_PLATFORMS, "all three", "iOS", "Android", "Web"),
  pick("en", EN_PLATFORMS, "Android & iOS", "iOS", "Android"),
  // several questions on one line
  picks("en", [EN_AREA, EN_SIZE], "US, large", { region: ["US"], size: ["Large"] }),
  picks("en", [EN_ENV, EN_NOTIFY_TEAM], "prod, yes", {
    environment: ["Production"],
    notify_team: ["Yes"],
  }),
  picks("en", [EN_DB, EN_SIZE], "2, 3", { database: ["MySQL"], size: ["Large"] }),
  picks("en", [EN_AREA, EN_SIZE, EN_DB], "EU / Small / Postgres", {
    region: ["EU"],
    size: ["Small"],
    database: ["PostgreSQL"],
  }),
  picks("en", [EN_CLOUD, EN_NODE], "1) hetzner 2) node 22", {
    cloud: ["Hetzner"],
    runtime: ["Node 22"],
  }),
  picks("en", [EN_ENV, EN_CHECKS], "staging; lint and tests", {
    environment: ["Staging"],
    checks: ["Lint", "Tests"],
  }),
  // skip
  skip("en", EN_ENV, "skip"),
  skip("en", EN_SHIP, "eh, forget it"),
  skip("en", EN_NOTIFY, "skip pls 🙏"),
  skip("en", EN_UI, "never mind, skip this one"),
  skip("en", [EN_AREA, EN_SIZE], "skip all of these"),
  // hard negatives: own words (hedges, conditions, answers that are no option)
  own("en", EN_ENV, "  maybe staging?  "),
  own("en", EN_ENV, "probably prod but let me check with Sam first"),
  own("en", EN_ENV, "whatever you think is best"),
  own("en", EN_MIGRATE, "yes, but only after the backup finishes"),
  own("en", EN_MIGRATE, "later tonight"),
  own("en", EN_MIGRATE, "not yet"),
  own("en", EN_MIGRATE, "your call"),
  own("en", EN_MERGE, "only if CI is green"),
  own("en", EN_MERGE, "yes once Anna has reviewed it"),
  own("en", EN_APPROVE, "approve if legal signs off"),
  own("en", EN_DB, "none of these, we need DynamoDB"),
  own("en", EN_DB, "CockroachDB"),
  own("en", EN_DB, "same as the billing service"),
  own("en", EN_CHANNEL, "MS Teams please"),
  own("en", EN_CLOUD, "Azure"),
  own("en", EN_UI, "maybe svelte, not sure"),
  own("en", EN_UI, "I don't know"),
  own("en", EN_SHIP, "after the holidays"),
  own("en", EN_SHIP, "whenever QA is done"),
  own("en", EN_ROLLOUT, "dunno, what would you recommend?"),
  own("en", EN_CHECKS, "maybe lint and tests"),
  own("en", EN_NOTIFY, "whatever the on-call rotation uses"),
  own("en", EN_SIZE, "medium if it fits the budget, otherwise small"),
  own("en", EN_NODE, "whatever the current LTS is"),
  // hard negatives: clarify
  clarify("en", EN_ENV, "not staging"),
  clarify("en", EN_ENV, "anything but prod"),
  clarify("en", EN_DB, "not mongo"),
  clarify("en", EN_ENV, "staging and prod"),
  clarify("en", EN_UI, "1 or 3"),
  clarify("en", EN_REGION4, "us"),
  clarify("en", EN_REGION4, "eu pls"),
  clarify("en", EN_REPLICAS, "3"),
  clarify("en", EN_SIZE, "not the big one"),
  clarify("en", EN_CHECKS, "not lint"),
  clarify("en", EN_CHANNEL, "sure"),
  clarify("en", EN_ENV, "7"),
];

// ---------------------------------------------------------------------------------------------
// German
// ---------------------------------------------------------------------------------------------

const DE_ENV = question("environment", "Umgebung", "Wohin soll der Build deployt werden?", [
  "Entwicklung",
  "Staging",
  "Produktion",
]);
const DE_MIGRATE = question(
  "run_migration",
  "Migration",
  "Soll ich die Datenbank-Migration jetzt starten?",
  ["Ja", "Nein"],
);
const DE_BRANCH = question(
  "delete_branch",
  "Branch",
  "Darf ich den alten Feature-Branch löschen?",
  ["Ja", "Nein"],
);
const DE_RELEASE = question("approval", "Freigabe", "Gibst du das Angebot für den Kunden frei?", [
  "Freigeben",
  "Ablehnen",
]);
const DE_YES_NO_EN = question("merge", "Merge", "Soll ich den PR jetzt mergen?", ["Yes", "No"]);
const DE_DC = question(
  "datacenter",
  "Standort",
  "In welchem Rechenzentrum soll die Instanz laufen?",
  ["Frankfurt", "Zürich", "Wien"],
);
const DE_DATE = question("release_date", "Release", "Wann soll das Release live gehen?", [
  "Heute",
  "Morgen",
  "Übermorgen",
  "Nächste Woche",
]);
const DE_DB = question("database", "Datenbank", "Welche Datenbank soll der neue Dienst nutzen?", [
  "PostgreSQL",
  "MySQL",
  "MariaDB",
]);
const DE_UI = question(
  "framework",
  "Framework",
  "Welches UI-Framework nehmen wir fürs Dashboard?",
  ["React", "Vue", "Angular"],
);
const DE_THEME = question(
  "theme",
  "Design",
  "Welches Farbschema soll die App standardmäßig haben?",
  ["Hell", "Dunkel", "Systemeinstellung"],
);
const DE_SIZE = question("size", "Größe", "Welche Instanzgröße brauchen wir?", [
  "Klein",
  "Mittel",
  "Groß",
]);
const DE_FORMAT = question(
  "format",
  "Export",
  "In welchem Format soll der Bericht exportiert werden?",
  ["PDF", "CSV", "Excel"],
);
const DE_ROLLOUT = question("rollout", "Rollout", "Wie sollen wir das neue Feature ausrollen?", [
  "Canary",
  "Blue-Green",
  "Alles auf einmal",
]);
const DE_PAYMENT = question("payment", "Zahlung", "Welche Zahlungsart soll vorausgewählt sein?", [
  "Rechnung",
  "Kreditkarte",
  "PayPal",
  "Lastschrift",
]);
const DE_CLOUD = question("cloud", "Hosting", "Bei welchem Anbieter sollen wir hosten?", [
  "AWS",
  "Hetzner",
  "IONOS",
]);
const DE_AWS = question("region", "Region", "Welche AWS-Region für das Backup?", [
  "eu-central-1",
  "eu-west-1",
  "us-east-1",
]);
const DE_AREA = question("region", "Region", "Wo sollen die Kundendaten liegen?", [
  "EU",
  "US",
  "APAC",
]);
const DE_NOTIFY_TEAM = question(
  "notify_team",
  "Info",
  "Soll ich das Team im Channel informieren?",
  ["Ja", "Nein"],
);
const DE_CHECKS = question(
  "checks",
  "Prüfungen",
  "Welche Prüfungen sollen vor dem Merge laufen?",
  ["Lint", "Tests", "Build"],
  true,
);
const DE_CHANNELS = question(
  "channels",
  "Kanäle",
  "Wohin sollen Alarme geschickt werden?",
  ["Slack", "E-Mail", "SMS", "Microsoft Teams"],
  true,
);
const DE_LANGUAGES = question(
  "languages",
  "Sprachen",
  "In welche Sprachen sollen wir die Hilfe übersetzen?",
  ["Deutsch", "Englisch", "Französisch", "Italienisch"],
  true,
);

const DE: ReplyCase[] = [
  // plain numbers and labels
  pick("de", DE_ENV, "2", "Staging"),
  pick("de", DE_ENV, "prod", "Produktion"),
  pick("de", DE_ENV, "3", "Produktion"),
  pick("de", DE_ENV, "Staging bitte 🙏", "Staging"),
  pick("de", DE_MIGRATE, "ja", "Ja"),
  pick("de", DE_MIGRATE, "jo", "Ja"),
  pick("de", DE_MIGRATE, "nee", "Nein"),
  pick("de", DE_MIGRATE, "klar, mach", "Ja"),
  pick("de", DE_MIGRATE, "jawoll 👍", "Ja"),
  pick("de", DE_BRANCH, "ne, lieber nicht", "Nein"),
  pick("de", DE_BRANCH, "auf keinen Fall", "Nein"),
  pick("de", DE_BRANCH, "passt", "Ja"),
  pick("de", DE_RELEASE, "ja", "Freigeben"),
  pick("de", DE_RELEASE, "nein", "Ablehnen"),
  pick("de", DE_YES_NO_EN, "ja klar", "Yes"),
  pick("de", DE_YES_NO_EN, "nö", "No"),
  pick("de", DE_DC, "zuerich", "Zürich"),
  pick("de", DE_DC, "wien bitte", "Wien"),
  pick("de", DE_DATE, "morgen", "Morgen"),
  pick("de", DE_DATE, "uebermorgen", "Übermorgen"),
  pick("de", DE_DATE, "naechste woche", "Nächste Woche"),
  pick("de", DE_DB, "Postgres", "PostgreSQL"),
  pick("de", DE_UI, "Angular", "Angular"),
  pick("de", DE_THEME, "dunkel", "Dunkel"),
  pick("de", DE_THEME, "system", "Systemeinstellung"),
  pick("de", DE_SIZE, "gross", "Groß"),
  pick("de", DE_FORMAT, "Excel bitte", "Excel"),
  pick("de", DE_PAYMENT, "4", "Lastschrift"),
  pick("de", DE_CLOUD, "hetzner", "Hetzner"),
  // ordinals and wrapped choices
  pick("de", DE_ENV, "die zweite", "Staging"),
  pick("de", DE_ENV, "Option 3", "Produktion"),
  pick("de", DE_ENV, "dann nehmen wir Staging", "Staging"),
  pick("de", DE_DB, "die letzte", "MariaDB"),
  pick("de", DE_DB, "Nummer zwei", "MySQL"),
  pick("de", DE_UI, "2.", "Vue"),
  pick("de", DE_PAYMENT, "die dritte Option", "PayPal"),
  pick("de", DE_DATE, "zwei", "Morgen"),
  pick("de", DE_ROLLOUT, "blue green", "Blue-Green"),
  pick("de", DE_FORMAT, "am liebsten PDF", "PDF"),
  // corrections and typos
  pick("de", DE_ENV, "Staging – nee, doch Produktion", "Produktion"),
  pick("de", DE_DB, "1, ach nein, 3", "MariaDB"),
  pick("de", DE_THEME, "hell... äh, dunkel", "Dunkel"),
  pick("de", DE_ENV, "Produktoin", "Produktion"),
  pick("de", DE_DC, "Frankfrut", "Frankfurt"),
  // multi-select
  pick("de", DE_CHECKS, "alle drei", "Lint", "Tests", "Build"),
  pick("de", DE_CHECKS, "Lint und Build", "Lint", "Build"),
  pick("de", DE_CHECKS, "alles außer Lint", "Tests", "Build"),
  pick("de", DE_CHECKS, "nur die Tests", "Tests"),
  pick("de", DE_CHANNELS, "Slack und E-Mail", "Slack", "E-Mail"),
  pick("de", DE_CHANNELS, "email, sms", "E-Mail", "SMS"),
  pick("de", DE_CHANNELS, "alle ausser Teams", "Slack", "E-Mail", "SMS"),
  pick("de", DE_CHANNELS, "die ersten beiden", "Slack", "E-Mail"),
  pick("de", DE_CHANNELS, "2-4", "E-Mail", "SMS", "Microsoft Teams"),
  pick("de", DE_LANGUAGES, "deutsch und franzoesisch", "Deutsch", "Französisch"),
  pick("de", DE_LANGUAGES, "alle vier", "Deutsch", "Englisch", "Französisch", "Italienisch"),
  // several questions on one line
  picks("de", [DE_AREA, DE_SIZE], "EU, klein", { region: ["EU"], size: ["Klein"] }),
  picks("de", [DE_DC, DE_DB], "Frankfurt und Postgres", {
    datacenter: ["Frankfurt"],
    database: ["PostgreSQL"],
  }),
  picks("de", [DE_ENV, DE_NOTIFY_TEAM], "Staging, ja", {
    environment: ["Staging"],
    notify_team: ["Ja"],
  }),
  picks("de", [DE_FORMAT, DE_DATE], "1: PDF, 2: morgen", {
    format: ["PDF"],
    release_date: ["Morgen"],
  }),
  picks("de", [DE_DC, DE_SIZE], "3 / 2", { datacenter: ["Wien"], size: ["Mittel"] }),
  picks("de", [DE_THEME, DE_LANGUAGES], "dunkel; Deutsch und Englisch", {
    theme: ["Dunkel"],
    languages: ["Deutsch", "Englisch"],
  }),
  // skip
  skip("de", DE_ENV, "überspringen"),
  skip("de", DE_DB, "ueberspringen bitte"),
  skip("de", DE_DATE, "keine Ahnung, überspring das"),
  skip("de", DE_UI, "vergiss es"),
  skip("de", [DE_AREA, DE_SIZE], "alles überspringen"),
  // hard negatives: own words
  own("de", DE_ENV, "vielleicht Staging"),
  own("de", DE_ENV, "wahrscheinlich Prod, aber frag nochmal Jonas"),
  own("de", DE_ENV, "wie du meinst"),
  own("de", DE_ENV, "entscheide du"),
  own("de", DE_MIGRATE, "ja, aber erst nach dem Backup"),
  own("de", DE_MIGRATE, "später"),
  own("de", DE_MIGRATE, "noch nicht"),
  own("de", DE_MIGRATE, "hmm, muss ich mir ueberlegen"),
  own("de", DE_BRANCH, "nur wenn er schon gemergt ist"),
  own("de", DE_BRANCH, "keine Ahnung, frag Lisa"),
  own("de", DE_RELEASE, "freigeben, sobald die Rechtsabteilung zugestimmt hat"),
  own("de", DE_DC, "Amsterdam"),
  own("de", DE_DC, "egal, was am günstigsten ist"),
  own("de", DE_DB, "weder noch, wir brauchen Redis"),
  own("de", DE_DB, "das gleiche wie beim Billing-Service"),
  own("de", DE_UI, "Svelte"),
  own("de", DE_DATE, "nach dem Sprint-Review"),
  own("de", DE_DATE, "irgendwann nächsten Monat"),
  own("de", DE_CHANNELS, "vielleicht Slack und SMS"),
  own("de", DE_PAYMENT, "Vorkasse"),
  own("de", DE_THEME, "mir egal"),
  own("de", DE_SIZE, "mittel, falls das Budget reicht"),
  own("de", DE_FORMAT, "weiß ich nicht"),
  own("de", DE_YES_NO_EN, "erst nach dem Code-Review"),
  // hard negatives: clarify
  clarify("de", DE_ENV, "nicht Staging"),
  clarify("de", DE_ENV, "bloß nicht Produktion"),
  clarify("de", DE_DB, "kein MySQL"),
  clarify("de", DE_UI, "React oder Vue"),
  clarify("de", DE_ENV, "Staging und Produktion"),
  clarify("de", DE_AWS, "eu"),
  clarify("de", DE_SIZE, "nicht das grosse"),
  clarify("de", DE_THEME, "beides"),
  clarify("de", DE_CHANNELS, "nicht SMS"),
  clarify("de", DE_FORMAT, "jo"),
];

// ---------------------------------------------------------------------------------------------
// Thai
// ---------------------------------------------------------------------------------------------

const TH_ENV = question("environment", "Deploy", "จะ deploy ไปที่ไหนดีครับ", [
  "Dev",
  "Staging",
  "Production",
]);
const TH_MIGRATE = question("run_migration", "Migration", "ให้รัน migration ตอนนี้เลยไหมครับ", [
  "ใช่",
  "ไม่ใช่",
]);
const TH_MERGE = question("merge", "Merge", "จะ merge PR นี้เข้า main เลยไหม", ["Yes", "No"]);
const TH_REPORT = question("send_report", "รายงาน", "ส่งรายงานให้ลูกค้าเลยไหมคะ", ["ใช่", "ไม่ใช่"]);
const TH_APPROVE = question("approval", "อนุมัติ", "อนุมัติใบเสนอราคานี้ไหมคะ", ["อนุมัติ", "ปฏิเสธ"]);
const TH_PLATFORM = question("platform", "แพลตฟอร์ม", "จะเริ่มทำเวอร์ชันไหนก่อนดี", [
  "เว็บ",
  "แอป",
  "เดสก์ท็อป",
]);
const TH_RELEASE = question("release", "ปล่อยงาน", "จะปล่อยเวอร์ชันใหม่เมื่อไหร่ดี", [
  "วันนี้",
  "พรุ่งนี้",
  "สัปดาห์หน้า",
]);
const TH_DB = question("database", "ฐานข้อมูล", "ใช้ฐานข้อมูลตัวไหนดี", [
  "PostgreSQL",
  "MySQL",
  "MongoDB",
]);
const TH_REGION = question("region", "Region", "จะให้เซิร์ฟเวอร์อยู่ที่ไหน", [
  "Singapore",
  "Tokyo",
  "Bangkok",
]);
const TH_AWS = question("aws_region", "Region", "ใช้ AWS region ไหนครับ", [
  "ap-southeast-1",
  "ap-southeast-2",
  "ap-northeast-1",
]);
const TH_THEME = question("theme", "ธีม", "ธีมเริ่มต้นเป็นแบบไหนดี", ["โหมดสว่าง", "โหมดมืด", "ตามระบบ"]);
const TH_SIZE = question("size", "ขนาด", "เอาเครื่องขนาดไหน", ["เล็ก", "กลาง", "ใหญ่"]);
const TH_UI = question("framework", "Framework", "หน้า dashboard ใช้ framework อะไรดี", [
  "React",
  "Vue",
  "Svelte",
]);
const TH_SHIPPING = question("shipping", "ขนส่ง", "ส่งของด้วยบริษัทไหนดีคะ", [
  "Kerry",
  "Flash",
  "ไปรษณีย์ไทย",
]);
const TH_NOTIFY_TEAM = question("notify_team", "แจ้งทีม", "แจ้งทีมในกลุ่มด้วยไหม", ["ใช่", "ไม่ใช่"]);
const TH_NOTIFY = question(
  "channels",
  "แจ้งเตือน",
  "จะส่งการแจ้งเตือนทางไหนบ้าง",
  ["LINE", "อีเมล", "SMS"],
  true,
);
const TH_PAYMENT = question(
  "payment_methods",
  "ชำระเงิน",
  "จะรองรับการชำระเงินแบบไหนบ้าง",
  ["พร้อมเพย์", "บัตรเครดิต", "โอนผ่านธนาคาร", "เก็บเงินปลายทาง"],
  true,
);
const TH_CHECKS = question(
  "checks",
  "Checks",
  "ก่อน merge จะรันอะไรบ้าง",
  ["Lint", "Unit test", "E2E"],
  true,
);
const TH_LANGUAGES = question(
  "languages",
  "ภาษา",
  "เว็บต้องรองรับภาษาอะไรบ้าง",
  ["ภาษาไทย", "ภาษาอังกฤษ", "ภาษาจีน"],
  true,
);

const TH: ReplyCase[] = [
  // plain numbers and labels
  pick("th", TH_ENV, "2", "Staging"),
  pick("th", TH_ENV, "Production ครับ", "Production"),
  pick("th", TH_ENV, "prod ค่ะ", "Production"),
  pick("th", TH_ENV, "๒", "Staging"),
  pick("th", TH_MIGRATE, "ใช่ครับ", "ใช่"),
  pick("th", TH_MIGRATE, "ได้เลยครับ", "ใช่"),
  pick("th", TH_MIGRATE, "ไม่ค่ะ", "ไม่ใช่"),
  pick("th", TH_MIGRATE, "ครับ", "ใช่"),
  pick("th", TH_MIGRATE, "ไม่ต้อง", "ไม่ใช่"),
  pick("th", TH_REPORT, "ค่ะ", "ใช่"),
  pick("th", TH_REPORT, "ไม่ครับ", "ไม่ใช่"),
  pick("th", TH_MERGE, "ได้", "Yes"),
  pick("th", TH_MERGE, "ไม่เอา", "No"),
  pick("th", TH_MERGE, "จัดไปเลย", "Yes"),
  pick("th", TH_MERGE, "คับ", "Yes"),
  pick("th", TH_APPROVE, "อนุมัติครับ", "อนุมัติ"),
  pick("th", TH_APPROVE, "ปฏิเสธค่ะ", "ปฏิเสธ"),
  pick("th", TH_APPROVE, "ok", "อนุมัติ"),
  pick("th", TH_APPROVE, "ไม่อนุมัติ", "ปฏิเสธ"),
  pick("th", TH_PLATFORM, "เว็บ", "เว็บ"),
  pick("th", TH_PLATFORM, "แอพ", "แอป"),
  pick("th", TH_RELEASE, "พรุ่งนี้", "พรุ่งนี้"),
  pick("th", TH_DB, "postgres", "PostgreSQL"),
  pick("th", TH_DB, "mongo ค่ะ", "MongoDB"),
  pick("th", TH_REGION, "Bangkok นะครับ", "Bangkok"),
  pick("th", TH_THEME, "มืด", "โหมดมืด"),
  pick("th", TH_THEME, "ตามระบบค่ะ", "ตามระบบ"),
  pick("th", TH_SIZE, "ใหญ่ครับ", "ใหญ่"),
  pick("th", TH_SHIPPING, "ไปรษณีย์", "ไปรษณีย์ไทย"),
  pick("th", TH_SHIPPING, "1", "Kerry"),
  // ordinals and wrapped choices
  pick("th", TH_ENV, "อันที่สอง", "Staging"),
  pick("th", TH_ENV, "ข้อ 3 ครับ", "Production"),
  pick("th", TH_ENV, "เอา staging ครับ", "Staging"),
  pick("th", TH_DB, "ตัวที่สาม", "MongoDB"),
  pick("th", TH_PLATFORM, "ข้อสอง", "แอป"),
  pick("th", TH_REGION, "ตัวเลือกที่ 1", "Singapore"),
  pick("th", TH_UI, "ใช้ svelte ละกัน", "Svelte"),
  pick("th", TH_THEME, "ข้อ๓", "ตามระบบ"),
  pick("th", TH_RELEASE, "สาม", "สัปดาห์หน้า"),
  pick("th", TH_SHIPPING, "ส่ง Flash ครับ", "Flash"),
  // corrections and typos
  pick("th", TH_ENV, "1 ครับ เอ้ย 2", "Staging"),
  pick("th", TH_DB, "mysql... ไม่ดีกว่า postgres", "PostgreSQL"),
  pick("th", TH_PLATFORM, "เว็บ อ๊ะ ไม่ใช่ แอปค่ะ", "แอป"),
  pick("th", TH_PLATFORM, "เว็ป", "เว็บ"),
  pick("th", TH_DB, "Mongdb", "MongoDB"),
  // multi-select
  pick("th", TH_NOTIFY, "ทั้งหมด", "LINE", "อีเมล", "SMS"),
  pick("th", TH_NOTIFY, "line กับ อีเมล", "LINE", "อีเมล"),
  pick("th", TH_NOTIFY, "LINE อย่างเดียว", "LINE"),
  pick("th", TH_NOTIFY, "ทุกช่องทางยกเว้น SMS", "LINE", "อีเมล"),
  pick("th", TH_NOTIFY, "อีเมลล์กับ sms", "อีเมล", "SMS"),
  pick("th", TH_PAYMENT, "1,2,3", "พร้อมเพย์", "บัตรเครดิต", "โอนผ่านธนาคาร"),
  pick("th", TH_PAYMENT, "เอาทุกแบบเลย", "พร้อมเพย์", "บัตรเครดิต", "โอนผ่านธนาคาร", "เก็บเงินปลายทาง"),
  pick("th", TH_PAYMENT, "ทั้งหมดยกเว้นเก็บเงินปลายทาง", "พร้อมเพย์", "บัตรเครดิต", "โอนผ่านธนาคาร"),
  pick("th", TH_CHECKS, "lint กับ e2e", "Lint", "E2E"),
  pick("th", TH_CHECKS, "สองอันแรก", "Lint", "Unit test"),
  pick("th", TH_LANGUAGES, "ไทยกับอังกฤษ", "ภาษาไทย", "ภาษาอังกฤษ"),
  pick("th", TH_LANGUAGES, "ทั้งสามภาษา", "ภาษาไทย", "ภาษาอังกฤษ", "ภาษาจีน"),
  // several questions on one line
  picks("th", [TH_REGION, TH_SIZE], "singapore, เล็ก", { region: ["Singapore"], size: ["เล็ก"] }),
  picks("th", [TH_ENV, TH_NOTIFY_TEAM], "prod, ใช่", {
    environment: ["Production"],
    notify_team: ["ใช่"],
  }),
  picks("th", [TH_DB, TH_SIZE], "1 กับ 3", { database: ["PostgreSQL"], size: ["ใหญ่"] }),
  picks("th", [TH_PLATFORM, TH_RELEASE], "ข้อแรก แอป ข้อสอง พรุ่งนี้", {
    platform: ["แอป"],
    release: ["พรุ่งนี้"],
  }),
  picks("th", [TH_THEME, TH_LANGUAGES], "มืด / ไทยกับอังกฤษ", {
    theme: ["โหมดมืด"],
    languages: ["ภาษาไทย", "ภาษาอังกฤษ"],
  }),
  // skip
  skip("th", TH_ENV, "ข้าม"),
  skip("th", TH_DB, "ข้ามไปก่อนครับ"),
  skip("th", TH_UI, "ช่างมันเถอะ"),
  skip("th", TH_NOTIFY, "skip ค่ะ"),
  skip("th", [TH_REGION, TH_SIZE], "ข้ามหมดเลย"),
  // hard negatives: own words
  own("th", TH_ENV, "อาจจะ staging"),
  own("th", TH_ENV, "น่าจะ prod มั้ง"),
  own("th", TH_ENV, "แล้วแต่คุณเลย"),
  own("th", TH_ENV, "เดี๋ยวขอถามหัวหน้าก่อน"),
  own("th", TH_MIGRATE, "ยังก่อน"),
  own("th", TH_MIGRATE, "ไว้ก่อนนะ"),
  own("th", TH_MIGRATE, "ได้ แต่รอ backup เสร็จก่อน"),
  own("th", TH_MIGRATE, "ไม่แน่ใจค่ะ"),
  own("th", TH_MERGE, "ถ้า CI ผ่านก็ merge ได้"),
  own("th", TH_MERGE, "เดี๋ยวค่อยว่ากัน"),
  own("th", TH_APPROVE, "อนุมัติถ้าฝ่ายบัญชีโอเค"),
  own("th", TH_PLATFORM, "ทำ LINE OA ก่อน"),
  own("th", TH_DB, "ใช้ Redis แทน"),
  own("th", TH_DB, "เหมือนโปรเจกต์ที่แล้ว"),
  own("th", TH_NOTIFY, "อาจจะ LINE กับอีเมล"),
  own("th", TH_NOTIFY, "Discord"),
  own("th", TH_RELEASE, "หลังสงกรานต์"),
  own("th", TH_RELEASE, "รอ QA เทสเสร็จก่อน"),
  own("th", TH_REGION, "Jakarta"),
  own("th", TH_SIZE, "แล้วแต่งบ"),
  own("th", TH_UI, "ไม่รู้สิ คุณว่าอันไหนดี"),
  own("th", TH_THEME, "อะไรก็ได้"),
  own("th", TH_SHIPPING, "ให้ลูกค้าเลือกเอง"),
  own("th", TH_REPORT, "รอพี่ต้นดูก่อนค่ะ"),
  // hard negatives: clarify
  clarify("th", TH_ENV, "ไม่เอา staging"),
  clarify("th", TH_ENV, "อะไรก็ได้ที่ไม่ใช่ prod"),
  clarify("th", TH_DB, "ไม่เอา mysql"),
  clarify("th", TH_PLATFORM, "เว็บกับแอป"),
  clarify("th", TH_UI, "1 หรือ 2"),
  clarify("th", TH_AWS, "ap-southeast ครับ"),
  clarify("th", TH_SIZE, "ไม่เอาใหญ่"),
  clarify("th", TH_CHECKS, "ไม่เอา lint"),
  clarify("th", TH_PLATFORM, "ได้ครับ"),
];

export const DEVELOPMENT_SET_1: readonly ReplyCase[] = [...EN, ...DE, ...TH];
