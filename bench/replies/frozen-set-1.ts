/**
 * Frozen reply set 1.
 *
 * Frozen on 2026-12-02, before the parser work of that day. Written by someone who never read
 * the parser (nor its tests or any other reply corpus), from the question sets and the kinds of
 * replies only: bare labels and numbers, choices inside sentences, fragments of labels, several
 * questions in one line, typos, corrections, quantities over multi-selects, declines, yes/no
 * questions answered without a yes/no word, mail and chat furniture, own words, and replies that
 * must not pick (negations, hedges, "either", questions back, conditions, counter-proposals).
 *
 * Never change the parser for one of these cases, and never edit the cases to suit the parser.
 * New cases go into a new frozen set.
 */
import { clarify, noPick, own, pick, picks, question, type ReplyCase, skip } from "./reply-case.js";

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

const enDeploy = question("deploy_target", "Deploy", "Where should I deploy the release build?", [
  { label: "Staging (Recommended)", description: "Safe to test, no customer traffic" },
  { label: "Production", description: "Goes live for all users" },
  "Canary (5%)",
]);
const enRelease = question("release", "Release", "Should I roll out v2.4.1 to production now?", [
  "Approve",
  "Reject",
]);
const enRegion = question("region", "Region", "Which region should the new cluster run in?", [
  "Frankfurt (eu-central-1)",
  "Ireland (eu-west-1)",
  "N. Virginia (us-east-1)",
]);
const enDb = question("database", "Database", "Which database should the new service use?", [
  "PostgreSQL 16 (Recommended)",
  "MySQL 8.0",
  "MongoDB 7",
  "SQLite",
]);
const enDbExtras = question(
  "db_extras",
  "Extras",
  "Which extras should I enable on the database?",
  ["Read replicas", "Point-in-time recovery", "Connection pooling", "Query logging"],
  true,
);
const enFlight = question("flight", "Flight", "Which flight should I book for Monday?", [
  "07:15 LH 901 (direct)",
  "11:40 BA 983 via London",
  "18:05 EW 2461 (cheapest)",
]);
const enSeat = question("seat", "Seat", "Any seat preference?", [
  "Window",
  "Aisle",
  "No preference",
]);
const enHotel = question("hotel", "Hotel", "Which hotel should I reserve in Lisbon?", [
  { label: "Memmo Alfama", description: "Boutique, rooftop pool, €210/night" },
  { label: "Hotel Avenida Palace", description: "Classic, near Rossio, €180/night" },
  { label: "ibis Lisboa Liberdade", description: "Budget, €95/night" },
]);
const enShip = question(
  "shipping",
  "Shipping",
  "Which shipping method should I use for the order to Denver?",
  ["UPS Ground (3-5 days)", "FedEx 2Day", "USPS Priority Mail"],
);
const enInsure = question(
  "insurance",
  "Insurance",
  "Add shipping insurance for the $1,200 package?",
  ["Yes", "No"],
);
const enMenu = question("menu", "Menu", "Which main course should we serve at the offsite lunch?", [
  "Grilled salmon",
  "Chicken tikka masala",
  "Mushroom risotto (vegetarian)",
]);
const enDiet = question(
  "dietary",
  "Dietary",
  "Which dietary options should the caterer prepare?",
  ["Vegan", "Gluten-free", "Nut-free", "Halal"],
  true,
);
const enSlot = question("slot", "Meeting", "When should I schedule the kickoff with Acme?", [
  "Tuesday 10:00",
  "Thursday 16:00",
  "Friday 09:30",
]);
const enReview = question("slot", "Review", "Which slot works for the design review?", [
  "Thursday 10:00",
  "Thursday 14:00",
  "Friday 11:00",
]);
const enLength = question("length", "Length", "How long should the meeting be?", [
  "30 min",
  "45 min",
  "60 min",
]);
const enTheme = question("theme", "Theme", "Which colour theme should the dashboard use?", [
  "Ocean Blue (default)",
  "Forest Green",
  "Sunset Orange",
]);
const enFont = question("font", "Font", "Which font should the headings use?", [
  "Inter",
  "Playfair Display",
  "IBM Plex Sans",
]);
const enExport = question("format", "Format", "Which format should I export the report in?", [
  "PDF (.pdf)",
  "Excel (.xlsx)",
  "CSV (.csv)",
]);
const enFormats = question(
  "formats",
  "Formats",
  "Which formats should the nightly export produce?",
  ["JSON", "CSV", "Parquet", "XML"],
  true,
);
const enCandidate = question(
  "candidate",
  "Candidate",
  "Which candidate should I invite to the final round?",
  ["Priya Raman", "Marcus Chen", "Elena Petrova"],
);
const enOffer = question("offer", "Offer", "Should I send the offer letter to Marcus today?", [
  "Yes, send it",
  "No, hold",
]);
const enRoof = question("contractor", "Contractor", "Which contractor should fix the roof leak?", [
  { label: "Miller Roofing", description: "$3,400, can start Monday" },
  { label: "Apex Home Services", description: "$2,900, starts in 3 weeks" },
]);
const enRepairs = question(
  "repairs",
  "Repairs",
  "Which repairs should I book for this month?",
  ["Roof leak", "Bathroom tiles", "Gutter cleaning", "Water heater"],
  true,
);
const enPay = question("payment", "Payment", "How should I pay the supplier invoice?", [
  "Bank transfer (SEPA)",
  "Corporate credit card",
  "PayPal",
]);
const enRefund = question("refund", "Refund", "Should I approve the $85 refund for order #4471?", [
  "Approve",
  "Reject",
]);
const enVenue = question("venue", "Venue", "Which venue should we book for the summer party?", [
  "Rooftop at The Standard",
  "Brooklyn Boathouse",
  "Office terrace",
]);
const enPartyExtras = question(
  "extras",
  "Extras",
  "What should we add to the party?",
  ["DJ", "Photo booth", "Open bar", "Live band"],
  true,
);
const enDoctor = question(
  "appointment",
  "Appointment",
  "Which appointment should I book with Dr. Alvarez?",
  ["Mon 8:30 AM", "Wed 1:15 PM", "Fri 4:45 PM"],
);
const enVisit = question("visit_type", "Visit", "Should the visit be in person or by video?", [
  "In person",
  "Video call",
]);
const enCourse = question("course", "Course", "Which course should I enroll you in?", [
  "Intro to Python (6 weeks)",
  "Data Analysis with SQL",
  "Machine Learning Basics",
]);
const enLevel = question("level", "Level", "Which level should I sign you up for?", [
  "Beginner",
  "Intermediate",
  "Advanced",
]);

const english: ReplyCase[] = [
  // devops
  pick("en", "devops", enDeploy, "staging", "Staging (Recommended)"),
  pick("en", "devops", enDeploy, "2", "Production"),
  noPick("en", "devops", enDeploy, "prod if the tests pass, otherwise staging"),
  noPick("en", "devops", enDeploy, "maybe staging? not sure tbh"),
  noPick("en", "devops", enDeploy, "not production"),
  pick(
    "en",
    "devops",
    enDeploy,
    "Hi Sam,\n\nLet's go with the canary for now.\n\nThanks,\nTom\n\nSent from my iPhone",
    "Canary (5%)",
  ),
  pick("en", "devops", enDeploy, "Prodcution", "Production"),
  pick("en", "devops", enRelease, "ship it 🚀", "Approve"),
  pick("en", "devops", enRelease, "hold your horses, QA hasn't signed off yet", "Reject"),
  noPick("en", "devops", enRelease, "what changed since 2.4.0?"),
  pick("en", "devops", enRegion, "eu-west-1", "Ireland (eu-west-1)"),
  own("en", "devops", enRegion, "use the old server in Leipzig instead"),
  picks("en", "devops", [enDeploy, enRegion], "staging in frankfurt", {
    deploy_target: ["Staging (Recommended)"],
    region: ["Frankfurt (eu-central-1)"],
  }),
  picks("en", "devops", [enDeploy, enRegion], "prod / us-east-1", {
    deploy_target: ["Production"],
    region: ["N. Virginia (us-east-1)"],
  }),
  clarify("en", "devops", [enDeploy, enRegion], "1\n2\n3"),
  noPick(
    "en",
    "devops",
    [enDeploy, enRegion],
    "what's the latency difference between the regions?",
  ),

  // database
  pick("en", "database", enDb, "postgres", "PostgreSQL 16 (Recommended)"),
  pick(
    "en",
    "database",
    enDb,
    "honestly mongo sounds like overkill, just go with sqlite",
    "SQLite",
  ),
  noPick("en", "database", enDb, "whats the difference between mysql and postgres for this?"),
  clarify("en", "database", enDb, "PostgreSQL 16, MySQL 8.0"),
  pick(
    "en",
    "database",
    enDb,
    "MySQL... no wait, postgres. we already run it everywhere else",
    "PostgreSQL 16 (Recommended)",
  ),
  pick("en", "database", enDb, "Mongo DB", "MongoDB 7"),
  pick(
    "en",
    "database",
    enDbExtras,
    "all of them",
    "Read replicas",
    "Point-in-time recovery",
    "Connection pooling",
    "Query logging",
  ),
  pick(
    "en",
    "database",
    enDbExtras,
    "everything except query logging",
    "Read replicas",
    "Point-in-time recovery",
    "Connection pooling",
  ),
  noPick("en", "database", enDbExtras, "none of these for now"),
  pick("en", "database", enDbExtras, "1,3", "Read replicas", "Connection pooling"),
  noPick("en", "database", enDbExtras, "not sure we need any of these, what does pooling cost us?"),
  picks("en", "database", [enDb, enDbExtras], "postgres\nread replicas and pooling", {
    database: ["PostgreSQL 16 (Recommended)"],
    db_extras: ["Read replicas", "Connection pooling"],
  }),

  // travel
  pick("en", "travel", enFlight, "the direct one", "07:15 LH 901 (direct)"),
  pick("en", "travel", enFlight, "cheapest is fine", "18:05 EW 2461 (cheapest)"),
  noPick("en", "travel", enFlight, "anything but the 7am one"),
  pick("en", "travel", enFlight, "the BA one via london", "11:40 BA 983 via London"),
  picks("en", "travel", [enFlight, enSeat], "LH 901, window seat", {
    flight: ["07:15 LH 901 (direct)"],
    seat: ["Window"],
  }),
  picks("en", "travel", [enFlight, enSeat], "3, aisle", {
    flight: ["18:05 EW 2461 (cheapest)"],
    seat: ["Aisle"],
  }),
  pick("en", "travel", enSeat, "don't care", "No preference"),
  pick("en", "travel", enHotel, "Avenida Palace pls", "Hotel Avenida Palace"),
  noPick("en", "travel", enHotel, "is the Memmo one walkable to the conference center?"),
  pick("en", "travel", enHotel, "ibis, we're on a budget this quarter", "ibis Lisboa Liberdade"),
  own("en", "travel", enHotel, "Book the Airbnb Sarah sent in the group chat instead"),
  skip(
    "en",
    "travel",
    enHotel,
    "leave the hotel for now, I'll sort it out myself once I know the dates",
  ),

  // shipping
  pick("en", "shipping", enShip, "fedex", "FedEx 2Day"),
  pick(
    "en",
    "shipping",
    enShip,
    "ups ground is fine, no rush on this one",
    "UPS Ground (3-5 days)",
  ),
  noPick("en", "shipping", enShip, "either ups or usps, whichever is cheaper"),
  noPick(
    "en",
    "shipping",
    enShip,
    "FedEx if it can get there by Friday, otherwise whatever's cheapest",
  ),
  pick("en", "shipping", enInsure, "better safe than sorry", "Yes"),
  pick("en", "shipping", enInsure, "nah, waste of money", "No"),
  noPick("en", "shipping", enInsure, "how much does it cost?"),
  picks("en", "shipping", [enShip, enInsure], "usps priority, and insure it", {
    shipping: ["USPS Priority Mail"],
    insurance: ["Yes"],
  }),

  // catering
  pick("en", "catering", enMenu, "risotto", "Mushroom risotto (vegetarian)"),
  pick("en", "catering", enMenu, "Salmon — most people liked it last time.", "Grilled salmon"),
  noPick("en", "catering", enMenu, "not the chicken"),
  own("en", "catering", enMenu, "Let's do a taco bar instead, everyone can build their own"),
  pick("en", "catering", enDiet, "vegan and gluten free", "Vegan", "Gluten-free"),
  pick("en", "catering", enDiet, "the first two", "Vegan", "Gluten-free"),
  pick("en", "catering", enDiet, "halal + nut free", "Nut-free", "Halal"),

  // scheduling
  pick("en", "scheduling", enSlot, "thurs 4", "Thursday 16:00"),
  pick("en", "scheduling", enSlot, "tue 10am works", "Tuesday 10:00"),
  noPick("en", "scheduling", enSlot, "can we do next week instead?"),
  clarify("en", "scheduling", enReview, "thursday"),
  noPick("en", "scheduling", enReview, "thursday or friday, whatever works for them"),
  pick("en", "scheduling", enReview, "Thursday 2pm", "Thursday 14:00"),
  picks("en", "scheduling", [enSlot, enLength], "friday 9:30, 45 min", {
    slot: ["Friday 09:30"],
    length: ["45 min"],
  }),
  picks("en", "scheduling", [enSlot, enLength], "meeting: 1\nlength: 3", {
    slot: ["Tuesday 10:00"],
    length: ["60 min"],
  }),
  picks("en", "scheduling", [enSlot, enLength, enVisit], "thu 4pm, 30 min, video", {
    slot: ["Thursday 16:00"],
    length: ["30 min"],
    visit_type: ["Video call"],
  }),

  // design
  pick("en", "design", enTheme, "the blue one", "Ocean Blue (default)"),
  pick("en", "design", enTheme, "green... no, orange actually", "Sunset Orange"),
  noPick("en", "design", enTheme, "not the orange"),
  pick("en", "design", enTheme, "default is fine", "Ocean Blue (default)"),
  pick("en", "design", enTheme, "forrest green", "Forest Green"),
  pick("en", "design", enFont, "plex", "IBM Plex Sans"),
  pick("en", "design", enFont, "INTER", "Inter"),
  noPick("en", "design", enFont, "hmm, Playfair maybe? let me check with marketing first"),

  // file export
  pick("en", "file export", enExport, "xlsx", "Excel (.xlsx)"),
  pick("en", "file export", enExport, ".csv please", "CSV (.csv)"),
  pick("en", "file export", enExport, "PFD", "PDF (.pdf)"),
  noPick("en", "file export", enExport, "doesn't matter, whatever's easiest"),
  pick("en", "file export", enFormats, "json, parquet", "JSON", "Parquet"),
  pick("en", "file export", enFormats, "all except XML", "JSON", "CSV", "Parquet"),
  noPick("en", "file export", enFormats, "parquet? can finance even open that?"),

  // hiring
  pick("en", "hiring", enCandidate, "Marcus", "Marcus Chen"),
  pick(
    "en",
    "hiring",
    enCandidate,
    "I'd go with Priya, her system design round was the strongest by far",
    "Priya Raman",
  ),
  noPick("en", "hiring", enCandidate, "Priya or Elena, can't decide, what did the panel think?"),
  skip(
    "en",
    "hiring",
    enCandidate,
    "I need to talk to the team first, don't wait on me for this one",
  ),
  pick("en", "hiring", enOffer, "go ahead", "Yes, send it"),
  pick("en", "hiring", enOffer, "let's wait until the reference check is back", "No, hold"),

  // home repair
  pick("en", "home repair", enRoof, "Apex, the cheaper one", "Apex Home Services"),
  pick("en", "home repair", enRoof, "the one that can start monday", "Miller Roofing"),
  noPick("en", "home repair", enRoof, "can Apex start any sooner?"),
  own("en", "home repair", enRoof, "My brother-in-law will fix it, cancel both quotes"),
  pick("en", "home repair", enRepairs, "roof and gutters", "Roof leak", "Gutter cleaning"),
  pick(
    "en",
    "home repair",
    enRepairs,
    "everything but the tiles",
    "Roof leak",
    "Gutter cleaning",
    "Water heater",
  ),

  // finance
  pick("en", "finance", enPay, "SEPA", "Bank transfer (SEPA)"),
  pick(
    "en",
    "finance",
    enPay,
    "Hi Anna,\n\ncorporate card please, it's under the limit.\n\nBest,\nMichael\n\n> How should I pay the supplier invoice?\n> 1. Bank transfer (SEPA)\n> 2. Corporate credit card\n> 3. PayPal",
    "Corporate credit card",
  ),
  pick("en", "finance", enRefund, "👍", "Approve"),
  noPick("en", "finance", enRefund, "only if the item was actually returned"),
  pick("en", "finance", enRefund, "nope, that customer already got a refund last month", "Reject"),

  // events
  pick("en", "events", enVenue, "boathouse", "Brooklyn Boathouse"),
  noPick("en", "events", enVenue, "rooftop if the weather holds, otherwise the terrace"),
  noPick("en", "events", enVenue, "Not the office terrace, we did that last year"),
  skip("en", "events", enVenue, "skip"),
  own(
    "en",
    "events",
    enVenue,
    "Hi Jess,\n\nmy cousin has a barn upstate we can use for free, let's do it there.\n\nCheers,\nDan",
  ),
  pick("en", "events", enPartyExtras, "DJ and photo booth", "DJ", "Photo booth"),
  pick("en", "events", enPartyExtras, "2,3,4", "Photo booth", "Open bar", "Live band"),

  // health
  pick("en", "health", enDoctor, "wed 1:15", "Wed 1:15 PM"),
  pick("en", "health", enDoctor, "the friday afternoon one", "Fri 4:45 PM"),
  noPick("en", "health", enDoctor, "not monday, too early"),
  picks("en", "health", [enDoctor, enVisit], "Mon 8:30, in person", {
    appointment: ["Mon 8:30 AM"],
    visit_type: ["In person"],
  }),
  pick("en", "health", enVisit, "zoom is fine", "Video call"),
  noPick("en", "health", enVisit, "whichever is easier for the doctor"),

  // education
  pick("en", "education", enCourse, "SQL one", "Data Analysis with SQL"),
  pick("en", "education", enCourse, "python", "Intro to Python (6 weeks)"),
  noPick(
    "en",
    "education",
    enCourse,
    "which one is better for someone who wants to get into data science?",
  ),
  picks("en", "education", [enCourse, enLevel], "ML basics, intermediate", {
    course: ["Machine Learning Basics"],
    level: ["Intermediate"],
  }),
  skip("en", "education", [enCourse, enLevel], "not now, I'll pick one after the holidays"),
];

// ---------------------------------------------------------------------------------------------
// German
// ---------------------------------------------------------------------------------------------

const deDeploy = question("ziel", "Deployment", "Wohin soll ich das Release deployen?", [
  "Staging (Recommended)",
  "Production",
  "Canary (5 %)",
]);
const deRollout = question(
  "rollout",
  "Rollout",
  "Soll ich Version 3.2.0 jetzt auf Produktion ausrollen?",
  ["Ja", "Nein"],
);
const deCluster = question("cluster", "Cluster", "Auf welchem Cluster soll der Dienst laufen?", [
  "Frankfurt (eu-central-1)",
  "Falkenstein (fsn1)",
  "Nürnberg (nbg1)",
]);
const deDb = question("datenbank", "Datenbank", "Welche Datenbank soll das neue Projekt nutzen?", [
  "PostgreSQL 16 (Recommended)",
  "MariaDB 11",
  "Redis 7",
]);
const deBackup = question("backup", "Backup", "Wie oft soll die Datenbank gesichert werden?", [
  "Stündlich",
  "Täglich um 02:00",
  "Wöchentlich (Sonntag)",
]);
const deZug = question("verbindung", "Zug", "Welche Verbindung nach München soll ich buchen?", [
  { label: "ICE 513 um 07:34", description: "Direkt, Ankunft 11:52" },
  { label: "ICE 597 um 09:05", description: "1 Umstieg in Frankfurt" },
  { label: "IC 2013 um 12:10", description: "Sparpreis 29,90 €" },
]);
const deKlasse = question("klasse", "Klasse", "In welcher Klasse soll ich buchen?", [
  "1. Klasse",
  "2. Klasse",
]);
const deHotel = question("hotel", "Hotel", "Welches Hotel in Hamburg soll ich reservieren?", [
  "Hotel Atlantic Kempinski",
  "Motel One Hamburg-Altona",
  "25hours Hotel HafenCity",
]);
const deVersand = question(
  "versand",
  "Versand",
  "Mit welchem Dienst soll das Paket nach Wien gehen?",
  ["DHL Paket", "Hermes", "DPD Express (nächster Tag)"],
);
const deAbholung = question("abholung", "Abholung", "Wann soll der Kurier die Paletten abholen?", [
  "Montag 08:00–12:00",
  "Dienstag 13:00–17:00",
  "Mittwoch ganztägig",
]);
const deBuffet = question(
  "buffet",
  "Buffet",
  "Welches Buffet sollen wir für die Weihnachtsfeier bestellen?",
  ["Bayerisch (Schweinebraten, Knödel)", "Mediterran", "Vegetarisch-vegan"],
);
const deGetraenke = question(
  "getraenke",
  "Getränke",
  "Welche Getränke sollen wir dazu bestellen?",
  ["Bier", "Wein", "Softdrinks", "Kaffee & Tee"],
  true,
);
const deTermin = question(
  "termin",
  "Termin",
  "Wann soll das Jahresgespräch mit Frau Krüger stattfinden?",
  ["Montag 09:00", "Donnerstag 16:00", "Freitag 11:30"],
);
const deOrt = question("ort", "Ort", "Wo soll das Gespräch stattfinden?", [
  "Besprechungsraum 2.14",
  "Microsoft Teams",
]);
const deFarbe = question("farbe", "Farbe", "Welche Primärfarbe soll das neue Logo bekommen?", [
  "Tannengrün",
  "Königsblau (Standard)",
  "Bordeauxrot",
]);
const deLayout = question("layout", "Layout", "Welches Layout nehmen wir für die Startseite?", [
  { label: "Variante A", description: "Großes Hero-Bild" },
  { label: "Variante B", description: "Kachel-Raster mit Produkten" },
]);
const deExport = question(
  "format",
  "Format",
  "In welchem Format soll ich die Buchhaltungsdaten exportieren?",
  ["DATEV (.csv)", "Excel (.xlsx)", "PDF (.pdf)"],
);
const deAnhaenge = question(
  "anhaenge",
  "Anhänge",
  "Welche Dateien soll ich dem Bericht anhängen?",
  ["Rohdaten (.csv)", "Diagramme (.png)", "Präsentation (.pptx)"],
  true,
);
const deBewerber = question(
  "bewerber",
  "Bewerber",
  "Wen sollen wir zum zweiten Gespräch einladen?",
  ["Jonas Weber", "Aylin Demir", "Katharina Schäfer"],
);
const deZusage = question("zusage", "Zusage", "Soll ich Frau Demir das Angebot heute schicken?", [
  "Ja, abschicken",
  "Nein, noch warten",
]);
const deHandwerker = question(
  "handwerker",
  "Handwerker",
  "Welcher Betrieb soll die Heizung reparieren?",
  [
    { label: "Müller Haustechnik", description: "Kostenvoranschlag 1.850 €, ab nächster Woche" },
    { label: "Heizung Schmidt GmbH", description: "2.100 €, morgen möglich" },
  ],
);
const deArbeiten = question(
  "arbeiten",
  "Arbeiten",
  "Was soll der Maler alles machen?",
  ["Wohnzimmer streichen", "Flur tapezieren", "Decke im Bad", "Fensterrahmen lackieren"],
  true,
);
const deZahlung = question(
  "zahlung",
  "Zahlung",
  "Wie soll die Rechnung von Lieferant Brandt bezahlt werden?",
  ["Überweisung", "Lastschrift", "Kreditkarte"],
);
const deFreigabe = question(
  "freigabe",
  "Freigabe",
  "Soll ich die Zahlung über 4.380 € freigeben?",
  ["Freigeben", "Ablehnen"],
);
const deLocation = question("location", "Location", "Wo soll das Sommerfest stattfinden?", [
  "Biergarten am See",
  "Eventhalle Ost",
  "Dachterrasse im Büro",
]);
const deProgramm = question(
  "programm",
  "Programm",
  "Was soll alles ins Programm?",
  ["Live-Band", "Grillstation", "Fotobox", "Kinderbetreuung"],
  true,
);
const deArzt = question(
  "arzttermin",
  "Arzttermin",
  "Welchen Termin bei Dr. Becker soll ich buchen?",
  ["Di, 08:15", "Mi, 14:40", "Fr, 10:00"],
);
const deArt = question("art", "Art", "Soll der Termin vor Ort oder per Video sein?", [
  "In der Praxis",
  "Videosprechstunde",
]);
const deKurs = question("kurs", "Kurs", "Für welchen Kurs soll ich dich anmelden?", [
  "Englisch B2 (abends)",
  "Spanisch A1",
  "Buchhaltung Grundlagen",
]);

const german: ReplyCase[] = [
  // devops
  pick("de", "devops", deDeploy, "staging bitte", "Staging (Recommended)"),
  pick("de", "devops", deDeploy, "Ab auf Production damit", "Production"),
  noPick("de", "devops", deDeploy, "vielleicht erstmal staging? bin mir nicht sicher"),
  noPick("de", "devops", deDeploy, "prod, wenn die Tests grün sind"),
  pick("de", "devops", deRollout, "lieber nicht, heute ist Freitag", "Nein"),
  pick("de", "devops", deRollout, "Mach ruhig, passt.", "Ja"),
  noPick("de", "devops", deRollout, "Was ist denn in 3.2.0 alles drin?"),
  pick("de", "devops", deCluster, "fsn1", "Falkenstein (fsn1)"),
  pick("de", "devops", deCluster, "Nuernberg", "Nürnberg (nbg1)"),
  noPick("de", "devops", deCluster, "nicht Frankfurt"),
  own("de", "devops", deCluster, "Nimm den alten Server in Leipzig, der ist schon bezahlt"),
  picks("de", "devops", [deDeploy, deCluster], "canary, nbg1", {
    ziel: ["Canary (5 %)"],
    cluster: ["Nürnberg (nbg1)"],
  }),
  picks("de", "devops", [deDeploy, deCluster], "1\n1", {
    ziel: ["Staging (Recommended)"],
    cluster: ["Frankfurt (eu-central-1)"],
  }),

  // database
  pick("de", "database", deDb, "Postgres", "PostgreSQL 16 (Recommended)"),
  pick("de", "database", deDb, "MaraiDB", "MariaDB 11"),
  noPick("de", "database", deDb, "Was spricht denn gegen Postgres?"),
  pick(
    "de",
    "database",
    deDb,
    "Redis... nee, doch lieber Postgres, wir brauchen Transaktionen",
    "PostgreSQL 16 (Recommended)",
  ),
  clarify("de", "database", deDb, "Postgres MariaDB"),
  pick("de", "database", deBackup, "täglich reicht", "Täglich um 02:00"),
  pick("de", "database", deBackup, "stuendlich", "Stündlich"),
  noPick("de", "database", deBackup, "egal, Hauptsache es gibt eins"),
  picks("de", "database", [deDb, deBackup], "datenbank: 1\nbackup: 2", {
    datenbank: ["PostgreSQL 16 (Recommended)"],
    backup: ["Täglich um 02:00"],
  }),

  // travel
  pick("de", "travel", deZug, "Den direkten ICE", "ICE 513 um 07:34"),
  pick("de", "travel", deZug, "den Sparpreis", "IC 2013 um 12:10"),
  pick("de", "travel", deZug, "9:05", "ICE 597 um 09:05"),
  clarify("de", "travel", deZug, "ICE"),
  noPick("de", "travel", deZug, "Gibt es nichts nach 14 Uhr?"),
  picks("de", "travel", [deZug, deKlasse], "ICE 513, 2. Klasse", {
    verbindung: ["ICE 513 um 07:34"],
    klasse: ["2. Klasse"],
  }),
  picks("de", "travel", [deZug, deKlasse], "3 und erste Klasse", {
    verbindung: ["IC 2013 um 12:10"],
    klasse: ["1. Klasse"],
  }),
  picks("de", "travel", [deZug, deKlasse, deHotel], "ICE 597\n1. Klasse\nMotel One", {
    verbindung: ["ICE 597 um 09:05"],
    klasse: ["1. Klasse"],
    hotel: ["Motel One Hamburg-Altona"],
  }),
  pick("de", "travel", deHotel, "Motel One", "Motel One Hamburg-Altona"),
  pick(
    "de",
    "travel",
    deHotel,
    "Hallo Lena,\n\ndas 25hours bitte, das Atlantic ist zu teuer.\n\nViele Grüße\nMarkus\n\nVon meinem iPhone gesendet",
    "25hours Hotel HafenCity",
  ),
  noPick("de", "travel", deHotel, "Ist das Motel One nah an der Messe?"),
  noPick("de", "travel", deKlasse, "1. Klasse, falls die Firma das zahlt"),
  skip(
    "de",
    "travel",
    deHotel,
    "Lass das Hotel erstmal, ich kümmere mich selbst drum, wenn die Termine fix sind",
  ),

  // shipping
  pick("de", "shipping", deVersand, "DPD", "DPD Express (nächster Tag)"),
  pick("de", "shipping", deVersand, "dhl", "DHL Paket"),
  noPick("de", "shipping", deVersand, "nicht Hermes, die haben letztes Mal alles verschlampt"),
  noPick("de", "shipping", deVersand, "Am besten das Günstigste"),
  pick("de", "shipping", deAbholung, "Dienstag Nachmittag", "Dienstag 13:00–17:00"),
  pick("de", "shipping", deAbholung, "Mittwoch", "Mittwoch ganztägig"),
  noPick("de", "shipping", deAbholung, "Montag oder Dienstag, was dem Kurier besser passt"),

  // catering
  pick(
    "de",
    "catering",
    deBuffet,
    "Das bayerische klingt am besten, ehrlich gesagt",
    "Bayerisch (Schweinebraten, Knödel)",
  ),
  pick("de", "catering", deBuffet, "vegetarisch-vegan", "Vegetarisch-vegan"),
  noPick("de", "catering", deBuffet, "Kann man mediterran und vegetarisch mischen?"),
  own(
    "de",
    "catering",
    deBuffet,
    "Wir bestellen Pizza vom Italiener um die Ecke, das hat letztes Jahr super geklappt",
  ),
  pick("de", "catering", deGetraenke, "alles außer Bier", "Wein", "Softdrinks", "Kaffee & Tee"),
  pick("de", "catering", deGetraenke, "Bier, Wein und Softdrinks", "Bier", "Wein", "Softdrinks"),
  pick("de", "catering", deGetraenke, "alle", "Bier", "Wein", "Softdrinks", "Kaffee & Tee"),
  pick("de", "catering", deGetraenke, "1 + 4", "Bier", "Kaffee & Tee"),
  noPick("de", "catering", deGetraenke, "weiß nicht, was trinken die Leute denn so?"),
  picks("de", "catering", [deBuffet, deGetraenke], "Mediterran, dazu Wein und Softdrinks", {
    buffet: ["Mediterran"],
    getraenke: ["Wein", "Softdrinks"],
  }),

  // scheduling
  pick("de", "scheduling", deTermin, "Do 16 Uhr", "Donnerstag 16:00"),
  pick("de", "scheduling", deTermin, "Freitag", "Freitag 11:30"),
  pick("de", "scheduling", deTermin, "montags um 9 passt", "Montag 09:00"),
  noPick("de", "scheduling", deTermin, "Geht auch nächste Woche?"),
  picks("de", "scheduling", [deTermin, deOrt], "Donnerstag 16:00, Teams", {
    termin: ["Donnerstag 16:00"],
    ort: ["Microsoft Teams"],
  }),
  picks("de", "scheduling", [deTermin, deOrt], "Termin: Freitag\nOrt: Raum 2.14", {
    termin: ["Freitag 11:30"],
    ort: ["Besprechungsraum 2.14"],
  }),
  clarify("de", "scheduling", [deTermin, deOrt], "Montag\nFreitag\nTeams"),
  noPick("de", "scheduling", deOrt, "wie es Frau Krüger lieber ist"),

  // design
  pick("de", "design", deFarbe, "das Blaue", "Königsblau (Standard)"),
  pick("de", "design", deFarbe, "Tannengruen", "Tannengrün"),
  pick("de", "design", deFarbe, "Rot... nein, warte, grün", "Tannengrün"),
  noPick("de", "design", deFarbe, "bloß nicht rot"),
  pick("de", "design", deFarbe, "Standard", "Königsblau (Standard)"),
  pick("de", "design", deLayout, "B", "Variante B"),
  pick("de", "design", deLayout, "die mit dem großen Bild", "Variante A"),
  noPick("de", "design", deLayout, "Hmm, A vielleicht? Zeig mir nochmal beide nebeneinander"),

  // file export
  pick("de", "file export", deExport, "Datev", "DATEV (.csv)"),
  pick("de", "file export", deExport, "xlsx", "Excel (.xlsx)"),
  pick("de", "file export", deExport, "PDF", "PDF (.pdf)"),
  noPick("de", "file export", deExport, "Welches Format will denn der Steuerberater?"),
  pick("de", "file export", deAnhaenge, "csv und png", "Rohdaten (.csv)", "Diagramme (.png)"),
  pick("de", "file export", deAnhaenge, "die ersten beiden", "Rohdaten (.csv)", "Diagramme (.png)"),
  noPick("de", "file export", deAnhaenge, "keine davon, der Bericht reicht"),

  // hiring
  pick("de", "hiring", deBewerber, "Aylin", "Aylin Demir"),
  pick(
    "de",
    "hiring",
    deBewerber,
    "Ich würde Frau Schäfer nehmen, die hatte die beste Fallstudie",
    "Katharina Schäfer",
  ),
  pick("de", "hiring", deBewerber, "jonas webr", "Jonas Weber"),
  noPick("de", "hiring", deBewerber, "Jonas oder Aylin, beide gut. Was meint das Team?"),
  skip("de", "hiring", deBewerber, "Das entscheide ich nicht allein, überspring das bitte"),
  pick("de", "hiring", deZusage, "Raus damit!", "Ja, abschicken"),
  pick("de", "hiring", deZusage, "Warte noch, bis die Referenzen da sind", "Nein, noch warten"),
  noPick("de", "hiring", deZusage, "Hat sie schon auf die Gehaltsvorstellung geantwortet?"),

  // home repair
  pick("de", "home repair", deHandwerker, "Schmidt, die können morgen", "Heizung Schmidt GmbH"),
  pick("de", "home repair", deHandwerker, "den günstigeren", "Müller Haustechnik"),
  noPick("de", "home repair", deHandwerker, "Kann Müller auch früher?"),
  own(
    "de",
    "home repair",
    deHandwerker,
    "Mein Schwager ist Heizungsbauer, der schaut sich das am Wochenende an",
  ),
  pick(
    "de",
    "home repair",
    deArbeiten,
    "Wohnzimmer und Flur",
    "Wohnzimmer streichen",
    "Flur tapezieren",
  ),
  pick(
    "de",
    "home repair",
    deArbeiten,
    "alles bis auf die Fensterrahmen",
    "Wohnzimmer streichen",
    "Flur tapezieren",
    "Decke im Bad",
  ),

  // finance
  pick("de", "finance", deZahlung, "per Überweisung", "Überweisung"),
  pick("de", "finance", deZahlung, "Lastschrift", "Lastschrift"),
  pick(
    "de",
    "finance",
    deZahlung,
    "Hallo Frau Wagner,\n\nbitte per Kreditkarte.\n\nMit freundlichen Grüßen\nThomas Richter\n\n> Wie soll die Rechnung von Lieferant Brandt bezahlt werden?\n> 1. Überweisung\n> 2. Lastschrift\n> 3. Kreditkarte",
    "Kreditkarte",
  ),
  pick("de", "finance", deFreigabe, "passt, freigeben", "Freigeben"),
  pick("de", "finance", deFreigabe, "Auf keinen Fall, die Rechnung ist doppelt", "Ablehnen"),
  noPick("de", "finance", deFreigabe, "Erst wenn die Ware geliefert ist"),

  // events
  pick("de", "events", deLocation, "Biergarten!! 🍺", "Biergarten am See"),
  noPick("de", "events", deLocation, "Biergarten, falls es nicht regnet, sonst Eventhalle"),
  skip(
    "de",
    "events",
    deLocation,
    "Lass uns das nächste Woche im Team klären, ich will das nicht allein entscheiden",
  ),
  pick("de", "events", deProgramm, "Grill und Fotobox", "Grillstation", "Fotobox"),
  pick(
    "de",
    "events",
    deProgramm,
    "keine Live-Band, der Rest passt",
    "Grillstation",
    "Fotobox",
    "Kinderbetreuung",
  ),

  noPick("de", "events", deProgramm, "Fotobox vielleicht, beim Rest bin ich mir noch unsicher"),

  // health
  pick("de", "health", deArzt, "Mittwoch", "Mi, 14:40"),
  pick("de", "health", deArzt, "fr 10", "Fr, 10:00"),
  noPick("de", "health", deArzt, "Nicht Dienstag, da bin ich in Köln"),
  picks("de", "health", [deArzt, deArt], "Di 8:15 in der Praxis", {
    arzttermin: ["Di, 08:15"],
    art: ["In der Praxis"],
  }),
  pick("de", "health", deArt, "per Video", "Videosprechstunde"),
  noPick("de", "health", deArt, "Ist mir egal, wie es der Praxis besser passt"),

  // education
  pick("de", "education", deKurs, "Spanisch", "Spanisch A1"),
  pick("de", "education", deKurs, "den Englischkurs am Abend", "Englisch B2 (abends)"),
  noPick("de", "education", deKurs, "Wann fängt der Buchhaltungskurs an?"),
  skip("de", "education", deKurs, "Überspringen"),
];

// ---------------------------------------------------------------------------------------------
// Thai
// ---------------------------------------------------------------------------------------------

const thDeploy = question("deploy_target", "ดีพลอย", "จะให้ดีพลอยเวอร์ชันใหม่ไปที่ไหน", [
  "Staging (Recommended)",
  "Production",
  "Canary (5%)",
]);
const thRollback = question("rollback", "ย้อนกลับ", "ให้ย้อนกลับไปเวอร์ชัน 1.8.2 เลยไหม", ["ใช่", "ไม่ใช่"]);
const thRegion = question("region", "รีเจียน", "จะให้เซิร์ฟเวอร์ใหม่อยู่ที่รีเจียนไหน", [
  "Singapore (ap-southeast-1)",
  "Tokyo (ap-northeast-1)",
  "Jakarta (ap-southeast-3)",
]);
const thDb = question("database", "ฐานข้อมูล", "โปรเจกต์ใหม่จะใช้ฐานข้อมูลตัวไหน", [
  "PostgreSQL 16 (Recommended)",
  "MySQL 8.0",
  "MongoDB 7",
]);
const thFlight = question("flight", "เที่ยวบิน", "จะจองเที่ยวบินไปเชียงใหม่เที่ยวไหน", [
  { label: "TG 102 เวลา 08:00", description: "การบินไทย บินตรง" },
  { label: "FD 3435 เวลา 13:25", description: "แอร์เอเชีย ราคาถูกสุด" },
  { label: "PG 215 เวลา 18:40", description: "บางกอกแอร์เวย์ส" },
]);
const thHotel = question("hotel", "โรงแรม", "จะจองที่พักแบบไหนที่เชียงใหม่", [
  "โรงแรมในเมือง (นิมมาน)",
  "รีสอร์ตริมแม่น้ำ",
  "โฮสเทลใกล้ประตูท่าแพ",
]);
const thRoom = question("room", "ห้อง", "จะเอาห้องแบบไหน", ["เตียงเดี่ยว", "เตียงคู่"]);
const thCourier = question("courier", "ขนส่ง", "จะส่งพัสดุไปขอนแก่นด้วยเจ้าไหน", [
  "Kerry Express",
  "ไปรษณีย์ไทย (EMS)",
  "Flash Express",
]);
const thCod = question("cod", "เก็บเงิน", "จะให้ลูกค้าจ่ายเงินแบบไหน", ["เก็บเงินปลายทาง", "โอนก่อนส่ง"]);
const thMenu = question("menu", "เมนู", "งานเลี้ยงบริษัทจะสั่งอาหารแบบไหน", [
  "บุฟเฟต์อาหารไทย",
  "ชุดอาหารกล่อง",
  "หมูกระทะ",
]);
const thDrinks = question(
  "drinks",
  "เครื่องดื่ม",
  "เครื่องดื่มจะเอาอะไรบ้าง",
  ["น้ำเปล่า", "น้ำอัดลม", "ชาไทย", "กาแฟเย็น"],
  true,
);
const thMeeting = question("meeting", "ประชุม", "จะนัดประชุมกับลูกค้าวันไหน", [
  "วันจันทร์ 10:00",
  "วันพุธ 14:00",
  "วันพฤหัสบดี 16:00",
]);
const thMode = question("mode", "รูปแบบ", "จะประชุมแบบไหน", ["ที่ออฟฟิศ", "ออนไลน์ (Zoom)"]);
const thColor = question("color", "สี", "ธีมของแอปจะใช้สีอะไร", [
  "ฟ้าน้ำทะเล (ค่าเริ่มต้น)",
  "เขียวมรกต",
  "ส้มพระอาทิตย์ตก",
]);
const thLogo = question("logo", "โลโก้", "จะใช้โลโก้แบบไหน", [
  { label: "แบบ A", description: "ตัวอักษรอย่างเดียว" },
  { label: "แบบ B", description: "มีไอคอนช้าง" },
]);
const thExport = question("format", "ไฟล์", "จะให้ส่งออกรายงานเป็นไฟล์แบบไหน", [
  "PDF (.pdf)",
  "Excel (.xlsx)",
  "Google Sheets",
]);
const thFiles = question(
  "files",
  "ไฟล์แนบ",
  "จะแนบไฟล์อะไรไปกับอีเมลถึงลูกค้าบ้าง",
  ["ใบเสนอราคา (.pdf)", "รูปสินค้า (.jpg)", "ตารางราคา (.xlsx)"],
  true,
);
const thCandidate = question("candidate", "ผู้สมัคร", "จะเรียกใครมาสัมภาษณ์รอบสุดท้าย", [
  "คุณสมชาย",
  "คุณนภัสสร",
  "คุณธนากร",
]);
const thOffer = question("offer", "ข้อเสนอ", "จะส่งข้อเสนองานให้คุณนภัสสรเลยไหม", ["ส่งเลย", "รอก่อน"]);
const thRepair = question("repair", "ซ่อมแอร์", "จะให้ช่างเจ้าไหนมาซ่อมแอร์", [
  { label: "ช่างเอกแอร์", description: "1,500 บาท มาได้พรุ่งนี้" },
  { label: "บริษัทคูลเซอร์วิส", description: "2,200 บาท รับประกัน 6 เดือน" },
]);
const thJobs = question(
  "jobs",
  "งานซ่อม",
  "เดือนนี้จะซ่อมอะไรบ้าง",
  ["ล้างแอร์", "ซ่อมหลังคารั่ว", "เปลี่ยนก๊อกน้ำ", "ทาสีรั้ว"],
  true,
);
const thPay = question("payment", "ชำระเงิน", "จะจ่ายค่าใบแจ้งหนี้ซัพพลายเออร์ยังไง", [
  "โอนผ่านธนาคาร",
  "พร้อมเพย์",
  "บัตรเครดิตบริษัท",
]);
const thApprove = question("approve", "อนุมัติ", "จะอนุมัติเบิกค่าเดินทาง 3,200 บาทไหม", ["อนุมัติ", "ไม่อนุมัติ"]);
const thVenue = question("venue", "สถานที่", "งานปีใหม่จะจัดที่ไหน", [
  "โรงแรมริมแม่น้ำ",
  "ร้านอาหารในสุขุมวิท",
  "ดาดฟ้าออฟฟิศ",
]);
const thActivities = question(
  "activities",
  "กิจกรรม",
  "ในงานจะมีกิจกรรมอะไรบ้าง",
  ["จับฉลาก", "คาราโอเกะ", "ดนตรีสด", "แจกรางวัล"],
  true,
);
const thDentist = question("appointment", "นัดหมอฟัน", "จะให้จองนัดหมอฟันเวลาไหน", [
  "อังคาร 09:00",
  "พฤหัส 13:30",
  "เสาร์ 10:30",
]);
const thCourse = question("course", "คอร์ส", "จะลงเรียนคอร์สไหน", [
  "ภาษาอังกฤษเพื่อการทำงาน",
  "Python เบื้องต้น",
  "ภาษาญี่ปุ่น N5",
]);

const thai: ReplyCase[] = [
  // devops
  pick("th", "devops", thDeploy, "staging", "Staging (Recommended)"),
  pick("th", "devops", thDeploy, "เอาขึ้นproductionเลยครับ", "Production"),
  pick("th", "devops", thDeploy, "๓", "Canary (5%)"),
  noPick("th", "devops", thDeploy, "staging มั้งครับ ยังไม่แน่ใจ"),
  noPick("th", "devops", thDeploy, "ถ้าเทสผ่านก็ขึ้นproductionได้เลย"),
  pick("th", "devops", thRollback, "จัดไปเลยครับ", "ใช่"),
  pick("th", "devops", thRollback, "อย่าเพิ่งครับ รอทีมQAก่อน", "ไม่ใช่"),
  noPick("th", "devops", thRollback, "ย้อนแล้วข้อมูลลูกค้าจะหายไหมครับ"),
  pick("th", "devops", thRegion, "สิงคโปร์", "Singapore (ap-southeast-1)"),
  pick("th", "devops", thRegion, "ap-northeast-1", "Tokyo (ap-northeast-1)"),
  noPick("th", "devops", thRegion, "ไม่เอาจาการ์ตา"),
  own("th", "devops", thRegion, "ใช้เซิร์ฟเวอร์เก่าที่ออฟฟิศไปก่อน"),
  picks("th", "devops", [thDeploy, thRegion], "stagingที่สิงคโปร์", {
    deploy_target: ["Staging (Recommended)"],
    region: ["Singapore (ap-southeast-1)"],
  }),
  picks("th", "devops", [thDeploy, thRegion], "๑\n๒", {
    deploy_target: ["Staging (Recommended)"],
    region: ["Tokyo (ap-northeast-1)"],
  }),

  // database
  pick("th", "database", thDb, "postgres", "PostgreSQL 16 (Recommended)"),
  pick("th", "database", thDb, "ใช้MySQLครับ ทีมคุ้นกว่า", "MySQL 8.0"),
  noPick("th", "database", thDb, "mongo กับ postgres ต่างกันยังไงครับ"),
  pick("th", "database", thDb, "mongo เอ้ยไม่ใช่ postgresดีกว่า", "PostgreSQL 16 (Recommended)"),
  clarify("th", "database", thDb, "MySQL, MongoDB"),

  // travel
  pick("th", "travel", thFlight, "เอาไฟลท์บินตรงของการบินไทย", "TG 102 เวลา 08:00"),
  pick("th", "travel", thFlight, "แอร์เอเชียครับ ถูกดี", "FD 3435 เวลา 13:25"),
  pick("th", "travel", thFlight, "tg102", "TG 102 เวลา 08:00"),
  noPick("th", "travel", thFlight, "ไม่เอาเที่ยวเช้า"),
  pick("th", "travel", thFlight, "เอาเที่ยวเย็นครับ", "PG 215 เวลา 18:40"),
  pick("th", "travel", thHotel, "นิมมาน", "โรงแรมในเมือง (นิมมาน)"),
  noPick("th", "travel", thHotel, "แบบไหนก็ได้ครับ"),
  skip("th", "travel", thHotel, "เรื่องที่พักเดี๋ยวผมจองเองครับ ไม่ต้องถามแล้ว"),
  own("th", "travel", thHotel, "ไปพักบ้านญาติครับไม่ต้องจอง"),
  picks("th", "travel", [thHotel, thRoom], "รีสอร์ตริมน้ำ เตียงคู่", {
    hotel: ["รีสอร์ตริมแม่น้ำ"],
    room: ["เตียงคู่"],
  }),
  picks("th", "travel", [thFlight, thHotel, thRoom], "๒\n๓\n๑", {
    flight: ["FD 3435 เวลา 13:25"],
    hotel: ["โฮสเทลใกล้ประตูท่าแพ"],
    room: ["เตียงเดี่ยว"],
  }),

  // shipping
  pick("th", "shipping", thCourier, "เคอรี่", "Kerry Express"),
  pick("th", "shipping", thCourier, "ems", "ไปรษณีย์ไทย (EMS)"),
  pick("th", "shipping", thCourier, "ส่งflashครับ", "Flash Express"),
  noPick("th", "shipping", thCourier, "เจ้าไหนถึงเร็วสุดครับ"),
  noPick("th", "shipping", thCourier, "เจ้าไหนก็ได้ที่ถูกสุด"),
  pick("th", "shipping", thCod, "ปลายทาง", "เก็บเงินปลายทาง"),
  pick("th", "shipping", thCod, "ให้ลูกค้าโอนมาก่อนค่ะ", "โอนก่อนส่ง"),
  noPick("th", "shipping", thCod, "แบบไหนลูกค้าชอบกว่ากันคะ"),
  picks("th", "shipping", [thCourier, thCod], "kerry เก็บปลายทาง", {
    courier: ["Kerry Express"],
    cod: ["เก็บเงินปลายทาง"],
  }),
  clarify("th", "shipping", [thCourier, thCod], "kerry\nflash\nปลายทาง"),

  // catering
  pick("th", "catering", thMenu, "หมูกระทะ!!", "หมูกระทะ"),
  pick("th", "catering", thMenu, "ข้าวกล่องง่ายสุดค่ะ", "ชุดอาหารกล่อง"),
  noPick("th", "catering", thMenu, "ไม่เอาหมูกระทะ ควันเยอะ"),
  noPick("th", "catering", thMenu, "อะไรก็ได้ที่ไม่เผ็ด"),
  own("th", "catering", thMenu, "สั่งพิซซ่ามาแทนดีกว่าครับ"),
  pick("th", "catering", thDrinks, "เอาหมดเลย", "น้ำเปล่า", "น้ำอัดลม", "ชาไทย", "กาแฟเย็น"),
  pick("th", "catering", thDrinks, "น้ำเปล่ากับชาไทย", "น้ำเปล่า", "ชาไทย"),
  pick("th", "catering", thDrinks, "ทุกอย่างยกเว้นน้ำอัดลม", "น้ำเปล่า", "ชาไทย", "กาแฟเย็น"),
  pick("th", "catering", thDrinks, "๒ ๔", "น้ำอัดลม", "กาแฟเย็น"),
  noPick("th", "catering", thDrinks, "ไม่เอาสักอย่างค่ะ ร้านมีให้แล้ว"),
  picks("th", "catering", [thMenu, thDrinks], "บุฟเฟต์ไทย\nน้ำเปล่ากับกาแฟเย็น", {
    menu: ["บุฟเฟต์อาหารไทย"],
    drinks: ["น้ำเปล่า", "กาแฟเย็น"],
  }),

  // scheduling
  pick("th", "scheduling", thMeeting, "พฤหัสสี่โมงเย็น", "วันพฤหัสบดี 16:00"),
  pick("th", "scheduling", thMeeting, "วันจันทร์", "วันจันทร์ 10:00"),
  pick("th", "scheduling", thMeeting, "พุธบ่ายสอง", "วันพุธ 14:00"),
  noPick("th", "scheduling", thMeeting, "ขอเป็นสัปดาห์หน้าได้ไหมครับ"),
  picks("th", "scheduling", [thMeeting, thMode], "จันทร์10โมง ออนไลน์", {
    meeting: ["วันจันทร์ 10:00"],
    mode: ["ออนไลน์ (Zoom)"],
  }),
  picks("th", "scheduling", [thMeeting, thMode], "ประชุม: ๒\nรูปแบบ: ๑", {
    meeting: ["วันพุธ 14:00"],
    mode: ["ที่ออฟฟิศ"],
  }),
  noPick("th", "scheduling", thMode, "แล้วแต่ลูกค้าเลยครับ"),
  pick("th", "scheduling", thMode, "zoom", "ออนไลน์ (Zoom)"),

  // design
  pick("th", "design", thColor, "สีฟ้า", "ฟ้าน้ำทะเล (ค่าเริ่มต้น)"),
  pick("th", "design", thColor, "เขียวมรกตค่ะ", "เขียวมรกต"),
  pick("th", "design", thColor, "ส้ม เอ้ยไม่ใช่ เขียวดีกว่า", "เขียวมรกต"),
  noPick("th", "design", thColor, "ไม่เอาสีส้มนะ"),
  pick("th", "design", thColor, "ใช้ค่าเริ่มต้นไปก่อน", "ฟ้าน้ำทะเล (ค่าเริ่มต้น)"),
  pick("th", "design", thLogo, "แบบที่มีช้าง", "แบบ B"),
  pick("th", "design", thLogo, "a", "แบบ A"),
  noPick("th", "design", thLogo, "ขอดูตัวอย่างอีกรอบได้ไหมคะ"),

  // file export
  pick("th", "file export", thExport, "pdf", "PDF (.pdf)"),
  pick("th", "file export", thExport, "xlsx ครับ", "Excel (.xlsx)"),
  pick("th", "file export", thExport, "เอาเป็นกูเกิลชีท", "Google Sheets"),
  noPick("th", "file export", thExport, "อันไหนก็ได้ที่เปิดในมือถือได้"),
  pick(
    "th",
    "file export",
    thFiles,
    "ใบเสนอราคากับตารางราคา",
    "ใบเสนอราคา (.pdf)",
    "ตารางราคา (.xlsx)",
  ),
  pick(
    "th",
    "file export",
    thFiles,
    "แนบทั้งหมดเลย",
    "ใบเสนอราคา (.pdf)",
    "รูปสินค้า (.jpg)",
    "ตารางราคา (.xlsx)",
  ),
  pick("th", "file export", thFiles, "สองอันแรก", "ใบเสนอราคา (.pdf)", "รูปสินค้า (.jpg)"),
  noPick("th", "file export", thFiles, "รูปสินค้าต้องแนบด้วยไหม ไฟล์มันใหญ่"),

  // hiring
  pick("th", "hiring", thCandidate, "สมชาย", "คุณสมชาย"),
  pick("th", "hiring", thCandidate, "ผมว่าคุณธนากรเหมาะสุดนะ ประสบการณ์ตรงสาย", "คุณธนากร"),
  pick("th", "hiring", thCandidate, "คุณนภัสร", "คุณนภัสสร"),
  noPick("th", "hiring", thCandidate, "คุณสมชายหรือคุณนภัสสรดีครับ ผมยังตัดสินใจไม่ได้"),
  skip("th", "hiring", thCandidate, "ข้ามไปก่อน"),
  pick("th", "hiring", thOffer, "ส่งไปเลยค่ะ", "ส่งเลย"),
  pick("th", "hiring", thOffer, "ใจเย็นๆก่อน รอผลเช็คประวัติ", "รอก่อน"),
  noPick("th", "hiring", thOffer, "ถ้าเขายอมเริ่มงานเดือนหน้าก็ส่งเลย"),

  // home repair
  pick("th", "home repair", thRepair, "ช่างเอก", "ช่างเอกแอร์"),
  pick("th", "home repair", thRepair, "เจ้าที่มีประกันครับ", "บริษัทคูลเซอร์วิส"),
  noPick("th", "home repair", thRepair, "ช่างเอกมาวันเสาร์ได้ไหม"),
  own("th", "home repair", thRepair, "พ่อจะซ่อมเองครับ ไม่ต้องเรียกช่าง"),
  pick("th", "home repair", thJobs, "ล้างแอร์กับเปลี่ยนก๊อก", "ล้างแอร์", "เปลี่ยนก๊อกน้ำ"),
  noPick("th", "home repair", thJobs, "ล้างแอร์มั้ง ที่เหลือยังไม่แน่ใจ"),
  pick("th", "home repair", thJobs, "ทำหมดยกเว้นทาสีรั้ว", "ล้างแอร์", "ซ่อมหลังคารั่ว", "เปลี่ยนก๊อกน้ำ"),

  // finance
  pick("th", "finance", thPay, "พร้อมเพ", "พร้อมเพย์"),
  pick("th", "finance", thPay, "โอนธนาคารครับ", "โอนผ่านธนาคาร"),
  pick(
    "th",
    "finance",
    thPay,
    "เรียนคุณสุดา\n\nรบกวนจ่ายด้วยบัตรเครดิตบริษัทค่ะ\n\nขอบคุณค่ะ\nวิภา\n\n> จะจ่ายค่าใบแจ้งหนี้ซัพพลายเออร์ยังไง\n> 1. โอนผ่านธนาคาร\n> 2. พร้อมเพย์\n> 3. บัตรเครดิตบริษัท",
    "บัตรเครดิตบริษัท",
  ),
  pick("th", "finance", thApprove, "โอเค ผ่าน", "อนุมัติ"),
  pick("th", "finance", thApprove, "ไม่ผ่านนะ ใบเสร็จไม่ครบ", "ไม่อนุมัติ"),
  noPick("th", "finance", thApprove, "ถ้ามีใบเสร็จครบก็อนุมัติ"),

  // events
  pick("th", "events", thVenue, "ดาดฟ้า 🎉", "ดาดฟ้าออฟฟิศ"),
  noPick("th", "events", thVenue, "ถ้าฝนไม่ตกเอาดาดฟ้า ไม่งั้นร้านอาหาร"),
  noPick("th", "events", thVenue, "ที่ไหนก็ได้ ขอให้ใกล้BTS"),
  pick(
    "th",
    "events",
    thVenue,
    "สวัสดีครับพี่\nผมว่าโรงแรมริมน้ำดีสุดครับ ที่จอดรถเยอะ\nขอบคุณครับ\n\nส่งจาก iPhone ของฉัน",
    "โรงแรมริมแม่น้ำ",
  ),
  pick("th", "events", thActivities, "จับฉลากกับคาราโอเกะ", "จับฉลาก", "คาราโอเกะ"),
  noPick("th", "events", thActivities, "ดนตรีสดแพงไหมครับ"),
  pick("th", "events", thActivities, "เอาทุกอย่าง", "จับฉลาก", "คาราโอเกะ", "ดนตรีสด", "แจกรางวัล"),

  // health
  pick("th", "health", thDentist, "เสาร์", "เสาร์ 10:30"),
  pick("th", "health", thDentist, "พฤหัสบ่ายโมงครึ่ง", "พฤหัส 13:30"),
  noPick("th", "health", thDentist, "ไม่ว่างวันอังคาร"),
  skip("th", "health", thDentist, "ยังไม่ต้องจองนะ เดี๋ยวดูตารางงานก่อนแล้วค่อยบอก"),

  // education
  pick("th", "education", thCourse, "python", "Python เบื้องต้น"),
  pick("th", "education", thCourse, "ญี่ปุ่น", "ภาษาญี่ปุ่น N5"),
  pick("th", "education", thCourse, "อิ้งเพื่อการทำงานค่ะ", "ภาษาอังกฤษเพื่อการทำงาน"),
  noPick("th", "education", thCourse, "คอร์สไหนสอนวันเสาร์บ้างครับ"),
];

// ---------------------------------------------------------------------------------------------
// Spanish
// ---------------------------------------------------------------------------------------------

const esDeploy = question("entorno", "Despliegue", "¿A qué entorno despliego la versión 5.1.0?", [
  "Staging (Recommended)",
  "Producción",
  "Canary (5%)",
]);
const esMigracion = question(
  "migracion",
  "Migración",
  "¿Ejecuto ahora la migración de la base de datos?",
  ["Sí", "No"],
);
const esRegion = question("region", "Región", "¿En qué región creo el clúster nuevo?", [
  "São Paulo (sa-east-1)",
  "Madrid (eu-south-2)",
  "Virginia (us-east-1)",
]);
const esDb = question("base_datos", "Base datos", "¿Qué base de datos usamos para el inventario?", [
  "PostgreSQL 16 (Recommended)",
  "MySQL 8.0",
  "DynamoDB",
]);
const esVuelo = question("vuelo", "Vuelo", "¿Qué vuelo reservo a Buenos Aires?", [
  { label: "IB 6841 – 23:55", description: "Directo, Iberia" },
  { label: "AF 1001 + AF 228", description: "Escala en París, 180 € más barato" },
  { label: "UX 41 – 12:15", description: "Directo, Air Europa" },
]);
const esEquipaje = question("equipaje", "Equipaje", "¿Añado maleta facturada?", [
  "Sí, una maleta de 23 kg",
  "Solo equipaje de mano",
]);
const esHotel = question("hotel", "Hotel", "¿Qué alojamiento reservo en Sevilla?", [
  "Hotel Alfonso XIII",
  "Apartamento en Triana",
  "Hostal en el centro",
]);
const esEnvio = question("envio", "Envío", "¿Con qué empresa enviamos el pedido a Valencia?", [
  "SEUR 24h",
  "Correos Express",
  "MRW",
]);
const esEntrega = question("entrega", "Entrega", "¿Qué franja de entrega le pongo al cliente?", [
  "Mañana (9–14 h)",
  "Tarde (16–20 h)",
]);
const esMenu = question("menu", "Menú", "¿Qué menú pedimos para la cena de empresa?", [
  "Paella valenciana",
  "Tapas variadas",
  "Menú vegetariano",
]);
const esPostres = question(
  "postres",
  "Postres",
  "¿Qué postres incluimos en el menú?",
  ["Flan", "Tarta de queso", "Churros con chocolate", "Fruta de temporada"],
  true,
);
const esReunion = question("reunion", "Reunión", "¿Cuándo pongo la reunión con el proveedor?", [
  "Martes 10:00",
  "Miércoles 17:30",
  "Jueves 12:00",
]);
const esModalidad = question(
  "modalidad",
  "Modalidad",
  "¿La reunión es presencial o por videollamada?",
  ["Presencial", "Google Meet"],
);
const esColor = question("color", "Color", "¿Qué color usamos para el botón principal?", [
  "Azul marino (por defecto)",
  "Verde lima",
  "Naranja",
]);
const esPortada = question("portada", "Portada", "¿Qué portada elegimos para el catálogo?", [
  { label: "Opción 1", description: "Foto de producto sobre fondo blanco" },
  { label: "Opción 2", description: "Ilustración a color" },
]);
const esExport = question("formato", "Formato", "¿En qué formato exporto las facturas?", [
  "PDF (.pdf)",
  "Excel (.xlsx)",
  "XML (Facturae)",
]);
const esArchivos = question(
  "archivos",
  "Archivos",
  "¿Qué archivos genero para el cierre del mes?",
  ["Balance (.xlsx)", "Libro diario (.csv)", "Informe (.pdf)"],
  true,
);
const esCandidato = question(
  "candidato",
  "Candidato",
  "¿A quién llamamos para la segunda entrevista?",
  ["Lucía Fernández", "Diego Morales", "Valentina Ruiz"],
);
const esContrato = question("contrato", "Contrato", "¿Le envío hoy el contrato a Diego?", [
  "Sí, enviar",
  "No, esperar",
]);
const esFontanero = question(
  "fontanero",
  "Fontanero",
  "¿Qué fontanero llamo para la fuga del baño?",
  [
    { label: "Fontanería Hermanos Gil", description: "90 €, viene hoy por la tarde" },
    { label: "ReparaYa", description: "65 €, el viernes" },
  ],
);
const esObras = question(
  "obras",
  "Obras",
  "¿Qué arreglos hacemos en el piso?",
  ["Pintar el salón", "Cambiar el grifo", "Arreglar la persiana", "Sellar la ducha"],
  true,
);
const esPago = question("pago", "Pago", "¿Cómo pagamos la factura del proveedor?", [
  "Transferencia bancaria",
  "Bizum",
  "Tarjeta de empresa",
]);
const esAprobar = question(
  "aprobar",
  "Aprobación",
  "¿Apruebo el reembolso de 240 € a la clienta?",
  ["Aprobar", "Rechazar"],
);
const esLugar = question("lugar", "Lugar", "¿Dónde celebramos la fiesta de fin de año?", [
  "Terraza del hotel",
  "Finca en las afueras",
  "Restaurante del centro",
]);
const esActividades = question(
  "actividades",
  "Actividades",
  "¿Qué actividades contratamos para la fiesta?",
  ["DJ", "Fotomatón", "Karaoke", "Mariachis"],
  true,
);
const esCita = question("cita", "Cita", "¿Qué cita te reservo con la dermatóloga?", [
  "Lunes 9:00",
  "Miércoles 18:15",
  "Viernes 11:45",
]);
const esCurso = question("curso", "Curso", "¿En qué curso te inscribo?", [
  "Inglés B1 (online)",
  "Excel avanzado",
  "Marketing digital",
]);

const spanish: ReplyCase[] = [
  // devops
  pick("es", "devops", esDeploy, "staging", "Staging (Recommended)"),
  pick("es", "devops", esDeploy, "a producción", "Producción"),
  pick("es", "devops", esDeploy, "produccion", "Producción"),
  noPick("es", "devops", esDeploy, "staging quizás? no estoy seguro"),
  noPick("es", "devops", esDeploy, "a producción si pasan los tests"),
  pick("es", "devops", esMigracion, "dale", "Sí"),
  pick("es", "devops", esMigracion, "mejor no, hay mucho tráfico ahora mismo", "No"),
  pick("es", "devops", esMigracion, "tranqui, espérate a esta noche", "No"),
  noPick("es", "devops", esMigracion, "¿cuánto tarda la migración?"),
  pick("es", "devops", esRegion, "sa-east-1", "São Paulo (sa-east-1)"),
  pick("es", "devops", esRegion, "sao paulo", "São Paulo (sa-east-1)"),
  noPick("es", "devops", esRegion, "cualquiera menos Virginia"),
  own("es", "devops", esRegion, "Usa el servidor viejo de la oficina de Bilbao"),
  picks("es", "devops", [esDeploy, esRegion], "canary en madrid", {
    entorno: ["Canary (5%)"],
    region: ["Madrid (eu-south-2)"],
  }),
  picks("es", "devops", [esDeploy, esRegion], "1\n3", {
    entorno: ["Staging (Recommended)"],
    region: ["Virginia (us-east-1)"],
  }),

  // database
  pick("es", "database", esDb, "postgres", "PostgreSQL 16 (Recommended)"),
  pick("es", "database", esDb, "Dynamo", "DynamoDB"),
  pick("es", "database", esDb, "MYSQL", "MySQL 8.0"),
  noPick("es", "database", esDb, "¿qué diferencia hay entre dynamo y postgres en costes?"),
  pick(
    "es",
    "database",
    esDb,
    "mysql… no, mejor postgres, que ya lo usamos en facturación",
    "PostgreSQL 16 (Recommended)",
  ),

  // travel
  pick("es", "travel", esVuelo, "el de Iberia", "IB 6841 – 23:55"),
  pick("es", "travel", esVuelo, "el de la escala, que es más barato", "AF 1001 + AF 228"),
  clarify("es", "travel", esVuelo, "el directo"),
  pick("es", "travel", esVuelo, "air europa", "UX 41 – 12:15"),
  noPick("es", "travel", esVuelo, "no el de París"),
  picks("es", "travel", [esVuelo, esEquipaje], "Iberia y solo mano", {
    vuelo: ["IB 6841 – 23:55"],
    equipaje: ["Solo equipaje de mano"],
  }),
  picks("es", "travel", [esVuelo, esEquipaje], "vuelo: 3\nequipaje: 1", {
    vuelo: ["UX 41 – 12:15"],
    equipaje: ["Sí, una maleta de 23 kg"],
  }),
  picks("es", "travel", [esVuelo, esEquipaje, esHotel], "1\n2\n3", {
    vuelo: ["IB 6841 – 23:55"],
    equipaje: ["Solo equipaje de mano"],
    hotel: ["Hostal en el centro"],
  }),
  pick("es", "travel", esHotel, "el Alfonso XIII obvio 😎", "Hotel Alfonso XIII"),
  pick("es", "travel", esHotel, "apartamento", "Apartamento en Triana"),
  noPick("es", "travel", esEquipaje, "depende de cuánto cueste la maleta"),
  noPick("es", "travel", esHotel, "lo que sea más barato"),
  skip(
    "es",
    "travel",
    esHotel,
    "déjalo, el alojamiento lo miro yo cuando tenga las fechas cerradas",
  ),

  // shipping
  pick("es", "shipping", esEnvio, "seur", "SEUR 24h"),
  pick("es", "shipping", esEnvio, "por correos", "Correos Express"),
  noPick("es", "shipping", esEnvio, "¿cuál sale más barato a Valencia?"),
  clarify("es", "shipping", esEnvio, "seur mrw"),
  pick("es", "shipping", esEntrega, "por la tarde", "Tarde (16–20 h)"),
  pick("es", "shipping", esEntrega, "mañana", "Mañana (9–14 h)"),
  noPick("es", "shipping", esEntrega, "me da igual"),
  picks("es", "shipping", [esEnvio, esEntrega], "MRW, tarde", {
    envio: ["MRW"],
    entrega: ["Tarde (16–20 h)"],
  }),

  // catering
  pick("es", "catering", esMenu, "paella!!", "Paella valenciana"),
  pick(
    "es",
    "catering",
    esMenu,
    "yo creo que las tapas van mejor para que la gente se mueva",
    "Tapas variadas",
  ),
  noPick("es", "catering", esMenu, "la paella no, que hay gente que no come marisco"),
  own("es", "catering", esMenu, "Mejor pedimos sushi, que la última vez la paella llegó fría"),
  pick("es", "catering", esPostres, "flan y churros", "Flan", "Churros con chocolate"),
  pick(
    "es",
    "catering",
    esPostres,
    "todos",
    "Flan",
    "Tarta de queso",
    "Churros con chocolate",
    "Fruta de temporada",
  ),
  pick(
    "es",
    "catering",
    esPostres,
    "todo menos la fruta",
    "Flan",
    "Tarta de queso",
    "Churros con chocolate",
  ),
  pick("es", "catering", esPostres, "2 y 4", "Tarta de queso", "Fruta de temporada"),
  noPick("es", "catering", esPostres, "lo que sea sin gluten"),
  picks("es", "catering", [esMenu, esPostres], "tapas\nflan, tarta de queso", {
    menu: ["Tapas variadas"],
    postres: ["Flan", "Tarta de queso"],
  }),

  // scheduling
  pick("es", "scheduling", esReunion, "jueves", "Jueves 12:00"),
  pick("es", "scheduling", esReunion, "el miércoles a las 17:30 me va bien", "Miércoles 17:30"),
  pick("es", "scheduling", esReunion, "miercoles", "Miércoles 17:30"),
  noPick("es", "scheduling", esReunion, "¿no puede ser la semana que viene?"),
  picks("es", "scheduling", [esReunion, esModalidad], "martes 10, presencial", {
    reunion: ["Martes 10:00"],
    modalidad: ["Presencial"],
  }),
  picks("es", "scheduling", [esReunion, esModalidad], "Jueves 12:00 por meet", {
    reunion: ["Jueves 12:00"],
    modalidad: ["Google Meet"],
  }),
  clarify("es", "scheduling", [esReunion, esModalidad], "martes\njueves\npresencial"),
  noPick("es", "scheduling", esModalidad, "como prefiera el proveedor"),

  // design
  pick("es", "design", esColor, "el azul", "Azul marino (por defecto)"),
  pick("es", "design", esColor, "verde... no, naranja, que resalta más", "Naranja"),
  noPick("es", "design", esColor, "el verde no"),
  pick("es", "design", esColor, "el de por defecto", "Azul marino (por defecto)"),
  pick("es", "design", esColor, "naranaj", "Naranja"),
  pick("es", "design", esPortada, "la ilustración", "Opción 2"),
  pick("es", "design", esPortada, "opcion 1", "Opción 1"),
  noPick("es", "design", esPortada, "mmm no sé, ¿me mandas las dos en grande?"),

  // file export
  pick("es", "file export", esExport, "xml", "XML (Facturae)"),
  pick("es", "file export", esExport, "en excel porfa", "Excel (.xlsx)"),
  pick("es", "file export", esExport, "PDF", "PDF (.pdf)"),
  noPick("es", "file export", esExport, "¿cuál pide Hacienda?"),
  pick("es", "file export", esArchivos, "balance e informe", "Balance (.xlsx)", "Informe (.pdf)"),
  pick(
    "es",
    "file export",
    esArchivos,
    "los tres",
    "Balance (.xlsx)",
    "Libro diario (.csv)",
    "Informe (.pdf)",
  ),
  noPick("es", "file export", esArchivos, "ninguno de momento"),

  // hiring
  pick("es", "hiring", esCandidato, "Lucía", "Lucía Fernández"),
  pick("es", "hiring", esCandidato, "valentina", "Valentina Ruiz"),
  pick(
    "es",
    "hiring",
    esCandidato,
    "Yo llamaría a Diego, tiene más experiencia en logística",
    "Diego Morales",
  ),
  noPick("es", "hiring", esCandidato, "Lucía o Valentina, las dos me gustaron"),
  skip("es", "hiring", esCandidato, "Paso, eso que lo decida RR. HH."),
  pick("es", "hiring", esContrato, "adelante", "Sí, enviar"),
  pick("es", "hiring", esContrato, "espera a que firme el NDA", "No, esperar"),
  noPick("es", "hiring", esContrato, "¿ya tenemos su alta en la Seguridad Social?"),

  // home repair
  pick("es", "home repair", esFontanero, "los hermanos gil", "Fontanería Hermanos Gil"),
  pick("es", "home repair", esFontanero, "el que viene hoy", "Fontanería Hermanos Gil"),
  pick("es", "home repair", esFontanero, "ReparaYa, que es más barato y no hay prisa", "ReparaYa"),
  noPick("es", "home repair", esFontanero, "¿ReparaYa puede venir antes del viernes?"),
  own("es", "home repair", esFontanero, "Ya lo arregla mi cuñado el sábado, no llames a nadie"),
  pick(
    "es",
    "home repair",
    esObras,
    "el grifo y la persiana",
    "Cambiar el grifo",
    "Arreglar la persiana",
  ),
  pick("es", "home repair", esObras, "las dos primeras", "Pintar el salón", "Cambiar el grifo"),
  noPick("es", "home repair", esObras, "no sé, ¿cuánto costaría pintar el salón?"),

  // finance
  pick("es", "finance", esPago, "bizum", "Bizum"),
  pick("es", "finance", esPago, "por transferencia", "Transferencia bancaria"),
  pick(
    "es",
    "finance",
    esPago,
    "Hola Marta:\n\nCon la tarjeta de empresa, por favor.\n\nUn saludo,\nJavier\n\nEnviado desde mi iPhone\n\n> ¿Cómo pagamos la factura del proveedor?\n> 1. Transferencia bancaria\n> 2. Bizum\n> 3. Tarjeta de empresa",
    "Tarjeta de empresa",
  ),
  pick("es", "finance", esAprobar, "ok, adelante con el reembolso", "Aprobar"),
  pick(
    "es",
    "finance",
    esAprobar,
    "ni de broma, ya se le devolvió el dinero el mes pasado",
    "Rechazar",
  ),
  noPick("es", "finance", esAprobar, "solo si ha devuelto el producto"),

  // events
  pick("es", "events", esLugar, "la finca", "Finca en las afueras"),
  noPick("es", "events", esLugar, "la terraza si no llueve, si no el restaurante"),
  noPick("es", "events", esLugar, "cualquiera de las tres está bien"),
  skip(
    "es",
    "events",
    esLugar,
    "Ahora no puedo pensar en eso, lo vemos la semana que viene. Saludos",
  ),
  pick("es", "events", esActividades, "dj y karaoke", "DJ", "Karaoke"),
  noPick("es", "events", esActividades, "¿los mariachis no serían demasiado?"),
  pick(
    "es",
    "events",
    esActividades,
    "todo excepto los mariachis jaja",
    "DJ",
    "Fotomatón",
    "Karaoke",
  ),

  // health
  pick("es", "health", esCita, "viernes", "Viernes 11:45"),
  pick("es", "health", esCita, "el lunes a primera hora", "Lunes 9:00"),
  pick(
    "es",
    "health",
    esCita,
    "Hola!! el miercoles a las 6 y cuarto me viene genial\n\nSaludos",
    "Miércoles 18:15",
  ),
  noPick("es", "health", esCita, "el lunes no puedo"),
  skip("es", "health", esCita, "omitir"),

  // education
  pick("es", "education", esCurso, "ingles", "Inglés B1 (online)"),
  pick("es", "education", esCurso, "el de Excel", "Excel avanzado"),
  noPick("es", "education", esCurso, "inglés quizá, o excel, no lo tengo claro"),
  noPick("es", "education", esCurso, "¿el de marketing también es online?"),
];

export const FROZEN_SET_1: ReplyCase[] = [...english, ...german, ...thai, ...spanish];
