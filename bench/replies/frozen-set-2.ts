/**
 * Frozen reply set 2. Frozen on 2026-12-05, written by someone who never read the reply reader
 * (nor its tests or any other reply set), from question sets and kinds of replies only. Never
 * change the reader for one of these cases, and never edit the cases to suit the reader. New
 * cases go into a new frozen set.
 *
 * Kinds: bare labels, numbers and typos; choices in sentences; label fragments; several questions
 * in one line; corrections; quantities over multi-selects; declines; yes/no without a yes/no
 * word; mail and chat furniture; own words; must-not-pick (negations, hedges, "either", questions
 * back, conditions, counter-proposals).
 */

import type { ReplyCase } from "./reply-case.js";
import { clarify, noPick, own, pick, picks, question, skip } from "./reply-case.js";

const RESTAURANT = "restaurant booking";
const VET = "veterinary appointment";
const RENOVATION = "home renovation";
const CAR_RENTAL = "car rental";
const COURSES = "course enrolment";
const CATERING = "event catering";
const CLAIMS = "insurance claim";
const PLAYLIST = "music playlist";
const GARDEN = "gardening";
const OFFICE = "office supplies";
const PHOTOS = "photo printing";
const BIKE = "bike repair";

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

const EN_TABLE = question("table", "Table", "Where would you like to sit?", [
  "Window table",
  "Terrace (outdoor)",
  "Bar counter",
  "Private room (Recommended)",
]);
const EN_TIME = question("time", "Time", "Which time should I book?", [
  "6:30 pm",
  "7:45 pm",
  "9:00 pm",
]);
const EN_DEPOSIT = question(
  "deposit",
  "Deposit",
  "The private room needs a £50 deposit. Shall I pay it now?",
  ["Yes", "No"],
);
const EN_DIET = question(
  "diet",
  "Dietary needs",
  "Anything I should tell the kitchen about?",
  ["Vegetarian", "Gluten-free", "Nut allergy", "Lactose-free"],
  true,
);

const EN_VET_SLOT = question("slot", "Appointment", "When can you bring Biscuit in?", [
  { label: "Monday 9:15", description: "Dr. Okafor" },
  { label: "Wednesday 14:00", description: "Dr. Lindqvist" },
  { label: "Friday 11:30", description: "Dr. Okafor" },
]);
const EN_VET_REASON = question("reason", "Reason", "What is the visit for?", [
  "Annual vaccination",
  "Dental check",
  "Limping (front leg)",
  "Skin rash",
]);
const EN_VET_EXTRAS = question(
  "extras",
  "Extras",
  "Shall we add anything to the visit?",
  ["Microchip scan", "Nail trim", "Flea treatment", "Weight check"],
  true,
);

const EN_FLOOR = question("floor", "Flooring", "Which flooring for the kitchen?", [
  { label: "Oak laminate", description: "Cheapest, laid in two days" },
  { label: "Porcelain tiles", description: "Most durable" },
  { label: "Vinyl planks (Recommended)", description: "Waterproof, mid-price" },
]);
const EN_PAINT = question("paint", "Wall colour", "Which colour for the living room?", [
  "Sage green",
  "Warm white",
  "Navy blue",
  "Terracotta",
]);
const EN_QUOTE = question(
  "quote",
  "Quote",
  "The builder quoted £8,400 for the bathroom. Approve it?",
  ["Approve", "Reject"],
);
const EN_START = question("start", "Start date", "When should the work start?", [
  "Next Monday",
  "In two weeks",
  "After the holidays",
]);

const EN_CAR = question("car", "Car class", "Which car should I reserve?", [
  "Compact (Ford Fiesta or similar)",
  "Estate (5 doors)",
  "SUV (7 seats)",
  "Convertible",
]);
const EN_COVER = question("cover", "Cover", "Which insurance cover?", [
  { label: "Basic", description: "£1,200 excess" },
  { label: "Full cover (Recommended)", description: "No excess" },
]);
const EN_CAR_EXTRAS = question(
  "extras",
  "Extras",
  "Any extras?",
  ["Child seat", "Satnav", "Additional driver", "Snow chains"],
  true,
);
const EN_PICKUP = question("pickup", "Pick-up", "Where do you want to pick the car up?", [
  "Airport desk",
  "City centre office",
  "Train station",
]);

const EN_COURSE = question("course", "Course", "Which evening course do you want to join?", [
  "Beginner Spanish",
  "Pottery",
  "Python for Data Analysis",
  "Life Drawing",
]);
const EN_SCHEDULE = question("schedule", "Schedule", "Which schedule suits you?", [
  "Tuesdays 7-9pm",
  "Saturdays 10am-12pm",
  "Online, self-paced",
]);
const EN_ENROL = question("enrol", "Enrol", "Shall I enrol you now? The fee is $240.", [
  "Yes",
  "No",
]);

const EN_MENU = question("menu", "Menu", "Which menu for the 60 guests?", [
  { label: "Finger food buffet", description: "$28 per head" },
  { label: "Three-course dinner", description: "$55 per head" },
  { label: "BBQ", description: "$34 per head" },
]);
const EN_DRINKS = question(
  "drinks",
  "Drinks",
  "Which drinks packages?",
  ["Soft drinks", "Beer and wine", "Cocktail bar", "Coffee station"],
  true,
);
const EN_STAFF = question("staff", "Service staff", "How many waiters?", [
  "2 waiters",
  "4 waiters",
  "6 waiters",
]);

const EN_CLAIM_TYPE = question("type", "Claim type", "What kind of damage is this?", [
  "Water damage",
  "Theft",
  "Storm damage",
  "Accidental breakage",
]);
const EN_CONTACT = question("contact", "Contact", "How should the assessor contact you?", [
  "Phone call",
  "Email",
  "Text message",
]);
const EN_SUBMIT = question("submit", "Submit", "Submit the claim with the photos you sent?", [
  "Submit now",
  "Wait",
]);
const EN_DOCS = question(
  "docs",
  "Documents",
  "Which documents can you provide?",
  ["Receipts", "Photos", "Police report", "Repair estimate"],
  true,
);

const EN_GENRE = question(
  "genre",
  "Genre",
  "Which genres should the party playlist have?",
  ["80s pop", "Hip-hop", "Indie rock", "Disco"],
  true,
);
const EN_LENGTH = question("length", "Length", "How long should it be?", [
  "1 hour",
  "3 hours",
  "All night (6 hours)",
]);
const EN_EXPLICIT = question("explicit", "Explicit lyrics", "Include explicit lyrics?", [
  "Yes",
  "No",
]);

const EN_PLANTS = question("plants", "Plants", "What should we plant along the fence?", [
  "Lavender",
  "Climbing roses",
  "Beech hedge",
  "Bamboo (in pots)",
]);
const EN_WATERING = question("watering", "Watering", "Which watering setup?", [
  { label: "Drip irrigation", description: "On a timer" },
  { label: "Soaker hose" },
  { label: "Watering by hand" },
]);
const EN_GARDENER = question("visit", "Visits", "How often should the gardener come?", [
  "Weekly",
  "Every two weeks",
  "Monthly",
]);

const EN_PAPER = question("paper", "Paper", "Which printer paper should I order?", [
  "A4 80gsm (5 reams)",
  "A4 100gsm (5 reams)",
  "Recycled A4 (10 reams)",
]);
const EN_SUPPLIES = question(
  "items",
  "Items",
  "Which items are running low?",
  ["Sticky notes", "Ballpoint pens", "Staples", "Toner cartridges"],
  true,
);
const EN_DELIVERY = question("delivery", "Delivery", "Delivery speed?", [
  "Standard (3-5 days)",
  "Next day (+£6)",
]);

const EN_PRINT_SIZE = question("size", "Print size", "Which size for the holiday photos?", [
  "10x15 cm",
  "13x18 cm",
  "20x30 cm",
  "Square 15x15 cm",
]);
const EN_FINISH = question("finish", "Finish", "Glossy or matte?", [
  "Glossy",
  "Matte",
  "Silk (Recommended)",
]);
const EN_PRINT_EXTRAS = question(
  "extras",
  "Extras",
  "Add anything to the order?",
  ["White border", "Date on back", "Gift box"],
  true,
);

const EN_BIKE_SERVICE = question("service", "Service", "Which service package?", [
  { label: "Basic tune-up", description: "£45" },
  { label: "Full service", description: "£90, includes brake bleed" },
  { label: "Puncture repair only", description: "£15" },
]);
const EN_BIKE_PARTS = question(
  "parts",
  "Parts",
  "Which parts should we replace?",
  ["Chain", "Brake pads", "Rear tyre", "Handlebar tape"],
  true,
);
const EN_BIKE_OVERNIGHT = question("overnight", "Overnight", "Can we keep the bike overnight?", [
  "Yes",
  "No",
]);

const EN_CASES: ReplyCase[] = [
  // Bare labels, numbers, typos, wrong case.
  pick("en", RESTAURANT, EN_TABLE, "window table", "Window table"),
  pick("en", RESTAURANT, EN_TIME, "2", "7:45 pm"),
  pick("en", CAR_RENTAL, EN_CAR, "the second", "Estate (5 doors)"),
  pick("en", RENOVATION, EN_PAINT, "option c", "Navy blue"),
  pick("en", VET, EN_VET_REASON, "dentl chek", "Dental check"),
  pick("en", COURSES, EN_COURSE, "pottrey", "Pottery"),
  pick("en", PHOTOS, EN_FINISH, "MATTE", "Matte"),
  pick("en", GARDEN, EN_PLANTS, "lavendar", "Lavender"),
  pick("en", CLAIMS, EN_CLAIM_TYPE, "theft", "Theft"),
  pick("en", GARDEN, EN_GARDENER, "3", "Monthly"),
  pick("en", CATERING, EN_MENU, "bbq", "BBQ"),
  pick("en", PLAYLIST, EN_LENGTH, "the first one", "1 hour"),
  pick("en", BIKE, EN_BIKE_SERVICE, "full servcie", "Full service"),
  pick("en", OFFICE, EN_DELIVERY, "NEXT DAY", "Next day (+£6)"),
  pick("en", CLAIMS, EN_CONTACT, "Text mesage", "Text message"),
  pick("en", RENOVATION, EN_START, "#1", "Next Monday"),

  // A choice inside a longer sentence.
  pick(
    "en",
    RESTAURANT,
    EN_TABLE,
    "honestly the terrace sounds nicest, we love sitting outside",
    "Terrace (outdoor)",
  ),
  pick(
    "en",
    RENOVATION,
    EN_FLOOR,
    "We've gone back and forth on this but we'll go with the porcelain tiles, they'll outlast us.",
    "Porcelain tiles",
  ),
  pick(
    "en",
    CAR_RENTAL,
    EN_PICKUP,
    "I land at 10 so the airport desk makes the most sense for us",
    "Airport desk",
  ),
  pick("en", CLAIMS, EN_CONTACT, "Email works best for me, I'm in meetings all day.", "Email"),
  pick(
    "en",
    GARDEN,
    EN_WATERING,
    "let's do the drip irrigation, I'm away most of the summer",
    "Drip irrigation",
  ),
  pick(
    "en",
    COURSES,
    EN_SCHEDULE,
    "I work shifts so online self-paced is the only thing that'll work for me",
    "Online, self-paced",
  ),
  pick(
    "en",
    PHOTOS,
    EN_PRINT_SIZE,
    "The 13x18 ones will look lovely in the album, let's get those.",
    "13x18 cm",
  ),
  pick("en", CATERING, EN_MENU, "It's a Texas crowd, y'all know it has to be the BBQ", "BBQ"),
  pick(
    "en",
    RENOVATION,
    EN_START,
    "after the holidays please, December is absolute chaos here",
    "After the holidays",
  ),

  // A distinctive fragment of a label.
  pick("en", RENOVATION, EN_PAINT, "the green", "Sage green"),
  pick("en", CAR_RENTAL, EN_CAR, "the 7 seater", "SUV (7 seats)"),
  pick("en", OFFICE, EN_PAPER, "recycled", "Recycled A4 (10 reams)"),
  pick("en", CATERING, EN_STAFF, "four", "4 waiters"),
  pick("en", VET, EN_VET_REASON, "it's the leg again", "Limping (front leg)"),
  pick("en", COURSES, EN_COURSE, "python", "Python for Data Analysis"),
  pick("en", VET, EN_VET_SLOT, "wed", "Wednesday 14:00"),
  pick("en", OFFICE, EN_SUPPLIES, "pens and staples", "Ballpoint pens", "Staples"),
  pick("en", PHOTOS, EN_PRINT_SIZE, "the square ones", "Square 15x15 cm"),

  // Several questions answered in one line.
  picks("en", RESTAURANT, [EN_TABLE, EN_TIME], "window, 7:45", {
    table: ["Window table"],
    time: ["7:45 pm"],
  }),
  picks("en", CAR_RENTAL, [EN_CAR, EN_COVER, EN_PICKUP], "compact / full cover / train station", {
    car: ["Compact (Ford Fiesta or similar)"],
    cover: ["Full cover (Recommended)"],
    pickup: ["Train station"],
  }),
  picks("en", VET, [EN_VET_SLOT, EN_VET_REASON], "Friday works, and it's for her yearly jabs", {
    slot: ["Friday 11:30"],
    reason: ["Annual vaccination"],
  }),
  picks("en", COURSES, [EN_COURSE, EN_SCHEDULE, EN_ENROL], "life drawing saturdays yes", {
    course: ["Life Drawing"],
    schedule: ["Saturdays 10am-12pm"],
    enrol: ["Yes"],
  }),
  picks("en", PHOTOS, [EN_PRINT_SIZE, EN_FINISH], "20x30 glossy", {
    size: ["20x30 cm"],
    finish: ["Glossy"],
  }),
  picks("en", RENOVATION, [EN_FLOOR, EN_PAINT], "1) vinyl 2) warm white", {
    floor: ["Vinyl planks (Recommended)"],
    paint: ["Warm white"],
  }),
  picks(
    "en",
    CATERING,
    [EN_MENU, EN_DRINKS, EN_STAFF],
    "Three-course dinner; beer and wine plus the coffee station; 6 waiters",
    {
      menu: ["Three-course dinner"],
      drinks: ["Beer and wine", "Coffee station"],
      staff: ["6 waiters"],
    },
  ),
  picks("en", GARDEN, [EN_PLANTS, EN_GARDENER], "roses and every two weeks please", {
    plants: ["Climbing roses"],
    visit: ["Every two weeks"],
  }),
  picks("en", PLAYLIST, [EN_GENRE, EN_LENGTH, EN_EXPLICIT], "80s pop + disco, 3 hours, no", {
    genre: ["80s pop", "Disco"],
    length: ["3 hours"],
    explicit: ["No"],
  }),

  // Corrections.
  pick(
    "en",
    RESTAURANT,
    EN_TIME,
    "6:30... no wait, 9pm, we can't get there any earlier",
    "9:00 pm",
  ),
  pick("en", RENOVATION, EN_PAINT, "terracotta. actually scratch that, navy blue", "Navy blue"),
  pick("en", GARDEN, EN_GARDENER, "weekly - sorry, I meant monthly", "Monthly"),
  pick("en", CAR_RENTAL, EN_CAR, "SUV, no, convertible, it's just the two of us", "Convertible"),
  pick(
    "en",
    OFFICE,
    EN_PAPER,
    "80gsm. Hang on, make that 100gsm, the brochures need the thicker stuff",
    "A4 100gsm (5 reams)",
  ),

  // Quantities over multi-selects.
  pick(
    "en",
    RESTAURANT,
    EN_DIET,
    "all of them unfortunately, it's my in-laws",
    "Vegetarian",
    "Gluten-free",
    "Nut allergy",
    "Lactose-free",
  ),
  pick(
    "en",
    VET,
    EN_VET_EXTRAS,
    "everything except the last one",
    "Microchip scan",
    "Nail trim",
    "Flea treatment",
  ),
  pick("en", PHOTOS, EN_PRINT_EXTRAS, "both the border and the box", "White border", "Gift box"),
  own("en", CAR_RENTAL, EN_CAR_EXTRAS, "none of these, thanks"),
  pick("en", BIKE, EN_BIKE_PARTS, "chain and brake pads, the rest is fine", "Chain", "Brake pads"),
  pick("en", PLAYLIST, EN_GENRE, "all except hip-hop", "80s pop", "Indie rock", "Disco"),
  pick("en", CLAIMS, EN_DOCS, "the first two", "Receipts", "Photos"),
  pick(
    "en",
    CATERING,
    EN_DRINKS,
    "the lot!",
    "Soft drinks",
    "Beer and wine",
    "Cocktail bar",
    "Coffee station",
  ),

  // Declining in many words.
  skip("en", RENOVATION, EN_PAINT, "skip this one, my partner is choosing the colours"),
  skip("en", COURSES, EN_SCHEDULE, "I'll decide later, need to see my rota first"),
  skip("en", PLAYLIST, EN_GENRE, "no idea, pass"),
  skip(
    "en",
    RESTAURANT,
    [EN_TABLE, EN_TIME],
    "Not sure about any of this yet, can we pick it up again tomorrow?",
  ),
  skip(
    "en",
    GARDEN,
    EN_WATERING,
    "I'd rather not decide that right now, move on to the next thing",
  ),
  skip(
    "en",
    BIKE,
    [EN_BIKE_SERVICE, EN_BIKE_PARTS],
    "leave all that for now, I'll sort it out when I drop the bike off",
  ),

  // Yes/no answered without a yes/no word.
  pick("en", RESTAURANT, EN_DEPOSIT, "go ahead and pay it", "Yes"),
  pick("en", COURSES, EN_ENROL, "hold off for now", "No"),
  pick("en", RENOVATION, EN_QUOTE, "sounds fair, sign it off", "Approve"),
  pick("en", BIKE, EN_BIKE_OVERNIGHT, "keep it as long as you need", "Yes"),
  pick("en", PLAYLIST, EN_EXPLICIT, "keep it clean, my mum will be there", "No"),
  pick("en", CLAIMS, EN_SUBMIT, "send it off", "Submit now"),
  pick("en", RENOVATION, EN_QUOTE, "way too steep, turn it down", "Reject"),

  // Mail and chat furniture around the answer.
  pick(
    "en",
    CAR_RENTAL,
    EN_COVER,
    "Hi Sam,\n\nFull cover please.\n\nThanks,\nPriya\n\nSent from my iPhone",
    "Full cover (Recommended)",
  ),
  pick(
    "en",
    VET,
    EN_VET_SLOT,
    "> When can you bring Biscuit in?\n> Monday 9:15 / Wednesday 14:00 / Friday 11:30\n\n" +
      "Monday please. Cheers, Tom",
    "Monday 9:15",
  ),
  picks(
    "en",
    OFFICE,
    [EN_PAPER, EN_DELIVERY],
    "Morning!\n\n100gsm and next day.\n\nBest regards,\nJulia Meyer\nOffice Manager",
    { paper: ["A4 100gsm (5 reams)"], delivery: ["Next day (+£6)"] },
  ),
  pick(
    "en",
    CATERING,
    EN_STAFF,
    "hey 👋 2 waiters is plenty\n\n-- \nSent from Outlook for Android",
    "2 waiters",
  ),
  pick(
    "en",
    CLAIMS,
    EN_CLAIM_TYPE,
    "Dear Sir or Madam,\n\nThe damage was caused by the storm on Tuesday night.\n\n" +
      "Yours faithfully,\nR. Patel",
    "Storm damage",
  ),
  pick(
    "en",
    COURSES,
    EN_COURSE,
    "On Tue, 3 Nov, Ana wrote:\n> Which evening course do you want to join?\n\n" +
      "Beginner Spanish! 🇪🇸\n\nx",
    "Beginner Spanish",
  ),

  // Own words that pick no option.
  own("en", RESTAURANT, EN_TABLE, "We'd rather have a booth in the back corner, somewhere quiet."),
  own("en", CAR_RENTAL, EN_CAR, "I'd actually prefer a minivan."),
  own("en", COURSES, EN_COURSE, "I was hoping to do a photography course instead."),
  own("en", PHOTOS, EN_PRINT_SIZE, "A3 poster size"),
  own("en", GARDEN, EN_PLANTS, "hydrangeas, my gran always had them"),
  own("en", CATERING, EN_MENU, "We're doing a potluck, everyone brings a dish."),

  // Must not pick: negations, hedges, "either", questions back, conditions, counter-proposals.
  noPick("en", CAR_RENTAL, EN_CAR, "Hi Sam,\n\nnot the convertible anyway.\n\nCheers,\nPriya"),
  noPick("en", RENOVATION, EN_PAINT, "maybe the sage green? not sure"),
  noPick("en", RENOVATION, EN_FLOOR, "probably the tiles but let me check with my wife"),
  noPick("en", RESTAURANT, EN_TABLE, "either the window or the terrace is fine"),
  noPick(
    "en",
    CAR_RENTAL,
    EN_COVER,
    "what's the actual difference between basic and full cover, apart from the excess?",
  ),
  noPick("en", CATERING, EN_MENU, "BBQ if you can guarantee a covered area"),
  noPick("en", RESTAURANT, EN_TIME, "not 9, too late for the kids"),
  noPick("en", CLAIMS, EN_CONTACT, "anything but a phone call"),
  noPick("en", COURSES, EN_SCHEDULE, "could we do Thursdays instead?"),
  clarify("en", COURSES, EN_COURSE, "pottery or life drawing, can't decide"),
  noPick("en", CATERING, EN_STAFF, "how many would you usually recommend for 60 people?"),
  noPick("en", RESTAURANT, EN_DEPOSIT, "is the deposit refundable if we cancel?"),
  noPick("en", RENOVATION, EN_QUOTE, "approve it if they can start before March"),
  noPick("en", BIKE, EN_BIKE_SERVICE, "probably just the basic tune-up? what do you reckon"),
  noPick("en", PHOTOS, EN_PRINT_SIZE, "hmm which of these fits a normal photo frame?"),
  noPick("en", GARDEN, EN_PLANTS, "not bamboo, it spreads everywhere"),
  noPick("en", CAR_RENTAL, EN_PICKUP, "doesn't matter to me, whichever"),
  clarify(
    "en",
    VET,
    EN_VET_REASON,
    "not sure, either the skin rash or the limping, she's been off all week",
  ),
  noPick("en", PLAYLIST, EN_EXPLICIT, "depends who's coming, let me get back to you"),
  noPick(
    "en",
    CAR_RENTAL,
    [EN_CAR, EN_PICKUP],
    "the estate might be good, and maybe the airport? I'll confirm tomorrow",
  ),
  noPick("en", PLAYLIST, EN_LENGTH, "longer than an hour for sure"),
  noPick("en", CLAIMS, EN_SUBMIT, "should I send more photos first?"),
  noPick("en", GARDEN, EN_WATERING, "what would you do?"),
  clarify("en", PHOTOS, EN_FINISH, "glossy or matte, I honestly can't tell the difference"),
  noPick("en", OFFICE, EN_DELIVERY, "next day only if someone's in the office on Friday"),
  noPick("en", RESTAURANT, EN_DIET, "maybe gluten-free, I need to ask the guests"),
  noPick("en", BIKE, EN_BIKE_PARTS, "not the chain, that's new"),
  noPick("en", BIKE, EN_BIKE_OVERNIGHT, "how much is it if it stays overnight?"),
  noPick("en", VET, EN_VET_SLOT, "Monday or Friday, whichever Dr. Okafor has free first"),
  noPick("en", RENOVATION, EN_START, "as soon as the permit comes through"),
  noPick("en", OFFICE, EN_PAPER, "whatever we ordered last time"),
];

// ---------------------------------------------------------------------------------------------
// German (Germany, Austria, Switzerland)
// ---------------------------------------------------------------------------------------------

const DE_TISCH = question("tisch", "Tisch", "Wo möchtet ihr sitzen?", [
  "Fensterplatz",
  "Terrasse (draußen)",
  "Bartresen",
  "Separee (Empfohlen)",
]);
const DE_UHRZEIT = question("uhrzeit", "Uhrzeit", "Für wie viel Uhr soll ich reservieren?", [
  "18:30 Uhr",
  "19:45 Uhr",
  "21:00 Uhr",
]);
const DE_ANZAHLUNG = question(
  "anzahlung",
  "Anzahlung",
  "Für das Separee fallen 50 € Anzahlung an. Soll ich sie gleich bezahlen?",
  ["Ja", "Nein"],
);
const DE_GAENGE = question(
  "gaenge",
  "Gänge",
  "Welche Gänge sollen wir vorbestellen?",
  ["Vorspeise", "Hauptgang", "Dessert", "Käseplatte"],
  true,
);

const DE_TERMIN = question("termin", "Termin", "Wann könnt ihr mit Bello in die Praxis kommen?", [
  { label: "Montag 9:15", description: "Dr. Aydın" },
  { label: "Mittwoch 14:00", description: "Dr. Brandl" },
  { label: "Freitag 11:30", description: "Dr. Aydın" },
]);
const DE_GRUND = question("grund", "Grund", "Worum geht es beim Besuch?", [
  "Jahresimpfung",
  "Zahnkontrolle",
  "Humpeln (Vorderbein)",
  "Hautausschlag",
]);
const DE_ZUSATZ = question(
  "zusatz",
  "Zusatzleistungen",
  "Sollen wir beim Termin noch etwas mitmachen?",
  ["Chip auslesen", "Krallen schneiden", "Flohbehandlung", "Wiegen"],
  true,
);

const DE_BODEN = question("boden", "Bodenbelag", "Welcher Boden soll in die Küche?", [
  { label: "Eichen-Laminat", description: "Am günstigsten, in zwei Tagen verlegt" },
  { label: "Feinsteinzeug-Fliesen", description: "Am langlebigsten" },
  { label: "Vinyl-Dielen (Empfohlen)", description: "Wasserfest, mittlerer Preis" },
]);
const DE_FARBE = question("farbe", "Wandfarbe", "Welche Farbe fürs Wohnzimmer?", [
  "Salbeigrün",
  "Warmweiß",
  "Marineblau",
  "Terrakotta",
]);
const DE_ANGEBOT = question(
  "angebot",
  "Angebot",
  "Der Handwerker will 8.400 € fürs Bad. Angebot annehmen?",
  ["Annehmen", "Ablehnen"],
);
const DE_BEGINN = question("beginn", "Baubeginn", "Wann sollen die Arbeiten beginnen?", [
  "Nächsten Montag",
  "In zwei Wochen",
  "Nach den Feiertagen",
]);

const DE_AUTO = question("auto", "Fahrzeugklasse", "Welches Auto soll ich reservieren?", [
  "Kleinwagen (VW Polo o. Ä.)",
  "Kombi (5 Türen)",
  "SUV (7 Sitze)",
  "Cabrio",
]);
const DE_VERSICHERUNG = question("versicherung", "Versicherung", "Welcher Versicherungsschutz?", [
  { label: "Basis", description: "1.200 € Selbstbeteiligung" },
  { label: "Vollkasko ohne SB (Empfohlen)", description: "Keine Selbstbeteiligung" },
]);
const DE_AUTO_EXTRAS = question(
  "extras",
  "Extras",
  "Brauchst du Extras?",
  ["Kindersitz", "Navi", "Zusatzfahrer", "Schneeketten"],
  true,
);
const DE_ABHOLUNG = question("abholung", "Abholung", "Wo willst du das Auto abholen?", [
  "Flughafen",
  "Stadtbüro",
  "Hauptbahnhof",
]);

const DE_KURS = question("kurs", "Kurs", "Welchen VHS-Kurs möchtest du belegen?", [
  "Spanisch für Anfänger",
  "Töpfern",
  "Python für Datenanalyse",
  "Aktzeichnen",
]);
const DE_ZEITPLAN = question("zeitplan", "Zeitplan", "Welcher Termin passt dir?", [
  "Dienstags 19–21 Uhr",
  "Samstags 10–12 Uhr",
  "Online im eigenen Tempo",
]);
const DE_ANMELDEN = question(
  "anmeldung",
  "Anmeldung",
  "Soll ich dich jetzt verbindlich anmelden? Kosten: 240 €.",
  ["Ja", "Nein"],
);

const DE_MENUE = question("menue", "Menü", "Welches Menü für die 60 Gäste?", [
  { label: "Fingerfood-Buffet", description: "28 € pro Person" },
  { label: "Drei-Gänge-Menü", description: "55 € pro Person" },
  { label: "Grillbuffet", description: "34 € pro Person" },
]);
const DE_GETRAENKE = question(
  "getraenke",
  "Getränke",
  "Welche Getränkepakete?",
  ["Softdrinks", "Bier und Wein", "Cocktailbar", "Kaffeebar"],
  true,
);
const DE_PERSONAL = question("personal", "Servicepersonal", "Wie viele Servicekräfte?", [
  "2 Servicekräfte",
  "4 Servicekräfte",
  "6 Servicekräfte",
]);

const DE_SCHADEN = question("art", "Schadensart", "Um welche Art von Schaden handelt es sich?", [
  "Leitungswasser",
  "Einbruchdiebstahl",
  "Sturmschaden",
  "Glasbruch",
]);
const DE_KONTAKT = question("kontakt", "Kontakt", "Wie soll dich der Gutachter erreichen?", [
  "Anruf",
  "E-Mail",
  "SMS",
]);
const DE_EINREICHEN = question(
  "einreichen",
  "Einreichen",
  "Soll ich die Schadensmeldung mit deinen Fotos einreichen?",
  ["Jetzt einreichen", "Noch warten"],
);
const DE_UNTERLAGEN = question(
  "unterlagen",
  "Unterlagen",
  "Welche Unterlagen kannst du liefern?",
  ["Kaufbelege", "Fotos", "Polizeibericht", "Kostenvoranschlag"],
  true,
);

const DE_GENRE = question(
  "genre",
  "Genre",
  "Welche Genres sollen auf die Party-Playlist?",
  ["Schlager", "Hip-Hop", "Indie-Rock", "Techno"],
  true,
);
const DE_LAENGE = question("laenge", "Länge", "Wie lang soll sie sein?", [
  "1 Stunde",
  "3 Stunden",
  "Die ganze Nacht (6 Stunden)",
]);
const DE_EXPLIZIT = question("explizit", "Explizite Texte", "Auch Songs mit expliziten Texten?", [
  "Ja",
  "Nein",
]);

const DE_PFLANZEN = question("pflanzen", "Pflanzen", "Was sollen wir am Zaun pflanzen?", [
  "Lavendel",
  "Kletterrosen",
  "Buchenhecke",
  "Bambus (im Kübel)",
]);
const DE_BEWAESSERUNG = question("bewaesserung", "Bewässerung", "Welche Bewässerung?", [
  { label: "Tropfbewässerung", description: "Mit Zeitschaltuhr" },
  { label: "Perlschlauch" },
  { label: "Von Hand mit der Gießkanne" },
]);
const DE_GAERTNER = question("besuche", "Gärtner", "Wie oft soll der Gärtner kommen?", [
  "Wöchentlich",
  "Alle zwei Wochen",
  "Monatlich",
]);

const DE_PAPIER = question("papier", "Papier", "Welches Druckerpapier soll ich bestellen?", [
  "A4 80 g/m² (5 Pakete)",
  "A4 100 g/m² (5 Pakete)",
  "Recycling A4 (10 Pakete)",
]);
const DE_BUEROBEDARF = question(
  "artikel",
  "Artikel",
  "Was geht im Büro zur Neige?",
  ["Haftnotizen", "Kugelschreiber", "Heftklammern", "Tonerkartuschen"],
  true,
);
const DE_LIEFERUNG = question("lieferung", "Lieferung", "Wie schnell soll geliefert werden?", [
  "Standard (3–5 Werktage)",
  "Express am nächsten Tag (+6 €)",
]);

const DE_FORMAT = question("format", "Format", "Welches Format für die Urlaubsfotos?", [
  "10x15 cm",
  "13x18 cm",
  "20x30 cm",
  "Quadratisch 15x15 cm",
]);
const DE_OBERFLAECHE = question("oberflaeche", "Oberfläche", "Glänzend oder matt?", [
  "Glänzend",
  "Matt",
  "Seidenmatt (Empfohlen)",
]);
const DE_FOTO_EXTRAS = question(
  "extras",
  "Extras",
  "Noch etwas dazu?",
  ["Weißer Rand", "Datum auf der Rückseite", "Geschenkbox"],
  true,
);

const DE_SERVICE = question("service", "Service", "Welches Servicepaket fürs Fahrrad?", [
  { label: "Kleine Inspektion", description: "45 €" },
  { label: "Große Inspektion", description: "90 €, inkl. Bremsen entlüften" },
  { label: "Nur Platten flicken", description: "15 €" },
]);
const DE_TEILE = question(
  "teile",
  "Teile",
  "Welche Teile sollen wir tauschen?",
  ["Kette", "Bremsbeläge", "Hinterreifen", "Lenkerband"],
  true,
);
const DE_UEBER_NACHT = question(
  "ueber_nacht",
  "Über Nacht",
  "Dürfen wir das Rad über Nacht dabehalten?",
  ["Ja", "Nein"],
);

const DE_CASES: ReplyCase[] = [
  // Bare labels, numbers, typos, missing umlauts, wrong case.
  pick("de", RESTAURANT, DE_TISCH, "fensterplatz", "Fensterplatz"),
  pick("de", RESTAURANT, DE_UHRZEIT, "3", "21:00 Uhr"),
  pick("de", CAR_RENTAL, DE_AUTO, "das zweite", "Kombi (5 Türen)"),
  pick("de", RENOVATION, DE_FARBE, "Option B", "Warmweiß"),
  pick("de", VET, DE_GRUND, "zahnkontrole", "Zahnkontrolle"),
  pick("de", COURSES, DE_KURS, "Toepfern", "Töpfern"),
  pick("de", PHOTOS, DE_OBERFLAECHE, "MATT", "Matt"),
  pick("de", GARDEN, DE_PFLANZEN, "lavendl", "Lavendel"),
  pick("de", CLAIMS, DE_SCHADEN, "glasbruch", "Glasbruch"),
  pick("de", GARDEN, DE_GAERTNER, "1", "Wöchentlich"),
  pick("de", CATERING, DE_MENUE, "grillbufet", "Grillbuffet"),
  pick("de", PLAYLIST, DE_LAENGE, "die letzte", "Die ganze Nacht (6 Stunden)"),
  pick("de", BIKE, DE_SERVICE, "Grosse Inspektion", "Große Inspektion"),
  pick("de", OFFICE, DE_LIEFERUNG, "EXPRESS", "Express am nächsten Tag (+6 €)"),
  pick("de", CLAIMS, DE_KONTAKT, "sms", "SMS"),
  pick("de", RENOVATION, DE_BEGINN, "Nr. 2", "In zwei Wochen"),

  // A choice inside a longer sentence.
  pick(
    "de",
    RESTAURANT,
    DE_TISCH,
    "Also ehrlich gesagt klingt die Terrasse am schönsten, wir sitzen gern draußen.",
    "Terrasse (draußen)",
  ),
  pick(
    "de",
    RENOVATION,
    DE_BODEN,
    "Wir haben lange hin und her überlegt, aber wir nehmen die Fliesen, die halten ewig.",
    "Feinsteinzeug-Fliesen",
  ),
  pick(
    "de",
    CAR_RENTAL,
    DE_ABHOLUNG,
    "Ich lande um zehn, da ist der Flughafen einfach am praktischsten.",
    "Flughafen",
  ),
  pick("de", CLAIMS, DE_KONTAKT, "Am besten per E-Mail, ich hab den ganzen Tag Termine.", "E-Mail"),
  pick(
    "de",
    GARDEN,
    DE_BEWAESSERUNG,
    "Lass uns die Tropfbewässerung nehmen, ich bin im Sommer viel unterwegs.",
    "Tropfbewässerung",
  ),
  pick(
    "de",
    COURSES,
    DE_ZEITPLAN,
    "Ich arbeite Schicht, also geht eigentlich nur online im eigenen Tempo.",
    "Online im eigenen Tempo",
  ),
  pick("de", PHOTOS, DE_FORMAT, "13x18 würde im Album super aussehen, das nehmen wir.", "13x18 cm"),
  pick(
    "de",
    RENOVATION,
    DE_BEGINN,
    "Nach den Feiertagen bitte, also irgendwann im Jänner.",
    "Nach den Feiertagen",
  ),
  pick(
    "de",
    CATERING,
    DE_MENUE,
    "Bei uns in Bayern muss es natürlich das Grillbuffet sein, da gibt's keine Diskussion",
    "Grillbuffet",
  ),

  // A distinctive fragment of a label.
  pick("de", RENOVATION, DE_FARBE, "das Grün", "Salbeigrün"),
  pick("de", CAR_RENTAL, DE_AUTO, "den Siebensitzer", "SUV (7 Sitze)"),
  pick("de", OFFICE, DE_PAPIER, "Recycling", "Recycling A4 (10 Pakete)"),
  pick("de", CATERING, DE_PERSONAL, "vier", "4 Servicekräfte"),
  pick("de", VET, DE_GRUND, "wegen dem Bein", "Humpeln (Vorderbein)"),
  pick("de", COURSES, DE_KURS, "python", "Python für Datenanalyse"),
  pick("de", VET, DE_TERMIN, "Mi", "Mittwoch 14:00"),
  pick("de", CAR_RENTAL, DE_VERSICHERUNG, "Vollkasko", "Vollkasko ohne SB (Empfohlen)"),
  pick("de", OFFICE, DE_BUEROBEDARF, "Kulis und Toner", "Kugelschreiber", "Tonerkartuschen"),
  pick("de", PHOTOS, DE_FORMAT, "die quadratischen", "Quadratisch 15x15 cm"),

  // Several questions answered in one line.
  picks("de", RESTAURANT, [DE_TISCH, DE_UHRZEIT], "Fenster, 19:45", {
    tisch: ["Fensterplatz"],
    uhrzeit: ["19:45 Uhr"],
  }),
  picks("de", CAR_RENTAL, [DE_AUTO, DE_VERSICHERUNG, DE_ABHOLUNG], "Kleinwagen / Vollkasko / Hbf", {
    auto: ["Kleinwagen (VW Polo o. Ä.)"],
    versicherung: ["Vollkasko ohne SB (Empfohlen)"],
    abholung: ["Hauptbahnhof"],
  }),
  picks("de", VET, [DE_TERMIN, DE_GRUND], "Freitag passt, und es geht um die jährliche Impfung", {
    termin: ["Freitag 11:30"],
    grund: ["Jahresimpfung"],
  }),
  picks("de", COURSES, [DE_KURS, DE_ZEITPLAN, DE_ANMELDEN], "aktzeichnen samstags ja", {
    kurs: ["Aktzeichnen"],
    zeitplan: ["Samstags 10–12 Uhr"],
    anmeldung: ["Ja"],
  }),
  picks("de", PHOTOS, [DE_FORMAT, DE_OBERFLAECHE], "20x30 glänzend", {
    format: ["20x30 cm"],
    oberflaeche: ["Glänzend"],
  }),
  picks("de", RENOVATION, [DE_BODEN, DE_FARBE], "1) Vinyl 2) Warmweiss", {
    boden: ["Vinyl-Dielen (Empfohlen)"],
    farbe: ["Warmweiß"],
  }),
  picks(
    "de",
    CATERING,
    [DE_MENUE, DE_GETRAENKE, DE_PERSONAL],
    "Drei-Gänge-Menü; Bier und Wein plus Kaffeebar; 6 Leute",
    {
      menue: ["Drei-Gänge-Menü"],
      getraenke: ["Bier und Wein", "Kaffeebar"],
      personal: ["6 Servicekräfte"],
    },
  ),
  picks("de", GARDEN, [DE_PFLANZEN, DE_GAERTNER], "Kletterrosen und alle zwei Wochen bitte", {
    pflanzen: ["Kletterrosen"],
    besuche: ["Alle zwei Wochen"],
  }),
  picks("de", PLAYLIST, [DE_GENRE, DE_LAENGE, DE_EXPLIZIT], "Hip-Hop + Techno, 3 Std., nein", {
    genre: ["Hip-Hop", "Techno"],
    laenge: ["3 Stunden"],
    explizit: ["Nein"],
  }),

  // Corrections.
  pick(
    "de",
    RESTAURANT,
    DE_UHRZEIT,
    "18:30 … nee warte, 21 Uhr, früher schaffen wir's nicht",
    "21:00 Uhr",
  ),
  pick("de", RENOVATION, DE_FARBE, "Terrakotta. Ach nein, doch lieber Marineblau", "Marineblau"),
  pick("de", GARDEN, DE_GAERTNER, "wöchentlich – sorry, ich meinte monatlich", "Monatlich"),
  pick("de", CAR_RENTAL, DE_AUTO, "SUV, ne, Cabrio, wir sind ja nur zu zweit", "Cabrio"),
  pick(
    "de",
    OFFICE,
    DE_PAPIER,
    "80 g... Moment, lieber 100 g, für die Broschüren brauchen wir das dickere",
    "A4 100 g/m² (5 Pakete)",
  ),

  // Quantities over multi-selects.
  pick(
    "de",
    RESTAURANT,
    DE_GAENGE,
    "alle vier bitte",
    "Vorspeise",
    "Hauptgang",
    "Dessert",
    "Käseplatte",
  ),
  pick(
    "de",
    VET,
    DE_ZUSATZ,
    "alles außer dem letzten",
    "Chip auslesen",
    "Krallen schneiden",
    "Flohbehandlung",
  ),
  pick("de", PHOTOS, DE_FOTO_EXTRAS, "den Rand und die Box, beides", "Weißer Rand", "Geschenkbox"),
  own("de", CAR_RENTAL, DE_AUTO_EXTRAS, "nichts davon, danke"),
  pick(
    "de",
    BIKE,
    DE_TEILE,
    "Kette und Bremsbeläge, der Rest ist noch gut",
    "Kette",
    "Bremsbeläge",
  ),
  pick("de", PLAYLIST, DE_GENRE, "alles außer Schlager 😅", "Hip-Hop", "Indie-Rock", "Techno"),
  pick("de", CLAIMS, DE_UNTERLAGEN, "die ersten beiden", "Kaufbelege", "Fotos"),
  pick(
    "de",
    CATERING,
    DE_GETRAENKE,
    "das volle Programm",
    "Softdrinks",
    "Bier und Wein",
    "Cocktailbar",
    "Kaffeebar",
  ),

  // Declining in many words.
  skip("de", RENOVATION, DE_FARBE, "Das überspringen wir, die Farben sucht meine Frau aus."),
  skip("de", COURSES, DE_ZEITPLAN, "Entscheide ich später, muss erst meinen Dienstplan sehen."),
  skip("de", PLAYLIST, DE_GENRE, "keine Ahnung, weiter"),
  skip(
    "de",
    RESTAURANT,
    [DE_TISCH, DE_UHRZEIT],
    "Weiß ich alles noch nicht, können wir das morgen klären?",
  ),
  skip(
    "de",
    GARDEN,
    DE_BEWAESSERUNG,
    "Möchte ich jetzt nicht entscheiden, bitte die nächste Frage.",
  ),
  skip(
    "de",
    BIKE,
    [DE_SERVICE, DE_TEILE],
    "Lassen wir erstmal offen, das kläre ich, wenn ich das Velo vorbeibringe.",
  ),

  // Yes/no answered without a yes/no word.
  pick("de", RESTAURANT, DE_ANZAHLUNG, "Mach ruhig, zahl sie gleich", "Ja"),
  pick("de", COURSES, DE_ANMELDEN, "Warte damit noch", "Nein"),
  pick("de", RENOVATION, DE_ANGEBOT, "Klingt fair, unterschreib das", "Annehmen"),
  pick("de", BIKE, DE_UEBER_NACHT, "Das Velo könnt ihr gern über Nacht dort behalten.", "Ja"),
  pick("de", PLAYLIST, DE_EXPLIZIT, "Lieber jugendfrei, meine Oma kommt auch", "Nein"),
  pick("de", CLAIMS, DE_EINREICHEN, "Schick's ab", "Jetzt einreichen"),
  pick("de", RENOVATION, DE_ANGEBOT, "Viel zu teuer, so machen wir das nicht", "Ablehnen"),

  // Mail and chat furniture around the answer.
  pick(
    "de",
    CAR_RENTAL,
    DE_VERSICHERUNG,
    "Hallo Sam,\n\nbitte Vollkasko.\n\nViele Grüße\nPriya\n\nVon meinem iPhone gesendet",
    "Vollkasko ohne SB (Empfohlen)",
  ),
  pick(
    "de",
    VET,
    DE_TERMIN,
    "> Wann könnt ihr mit Bello in die Praxis kommen?\n" +
      "> Montag 9:15 / Mittwoch 14:00 / Freitag 11:30\n\nMontag bitte. LG Tom",
    "Montag 9:15",
  ),
  picks(
    "de",
    OFFICE,
    [DE_PAPIER, DE_LIEFERUNG],
    "Grüezi\n\n100 g/m² und Express.\n\nFreundliche Grüsse\nJulia Meier\nOffice Management",
    { papier: ["A4 100 g/m² (5 Pakete)"], lieferung: ["Express am nächsten Tag (+6 €)"] },
  ),
  pick(
    "de",
    CATERING,
    DE_PERSONAL,
    "Servus 👋 2 Servicekräfte reichen\n\n-- \nGesendet von Outlook für Android",
    "2 Servicekräfte",
  ),
  pick(
    "de",
    CLAIMS,
    DE_SCHADEN,
    "Sehr geehrte Damen und Herren,\n\nder Schaden ist durch den Sturm am Dienstagabend " +
      "entstanden.\n\nMit freundlichen Grüßen\nR. Hoffmann",
    "Sturmschaden",
  ),
  pick(
    "de",
    COURSES,
    DE_KURS,
    "Am 03.11. schrieb Ana:\n> Welchen VHS-Kurs möchtest du belegen?\n\n" +
      "Spanisch für Anfänger! 🇪🇸\n\nLG",
    "Spanisch für Anfänger",
  ),

  // Own words that pick no option.
  own("de", RESTAURANT, DE_TISCH, "Wir hätten lieber eine Nische ganz hinten, irgendwo ruhig."),
  own("de", CAR_RENTAL, DE_AUTO, "Mir wär ein Kleinbus am liebsten."),
  own("de", COURSES, DE_KURS, "Ich hätte eigentlich gern einen Fotografiekurs gemacht."),
  own("de", PHOTOS, DE_FORMAT, "Poster in A3"),
  own("de", GARDEN, DE_PFLANZEN, "Hortensien, die hatte meine Oma auch immer"),
  own("de", CATERING, DE_MENUE, "Wir machen ein Mitbring-Buffet, jeder bringt was mit."),

  // Must not pick: negations, hedges, "either", questions back, conditions, counter-proposals.
  noPick("de", CAR_RENTAL, DE_AUTO, "Hallo Sam,\n\njedenfalls nicht das Cabrio.\n\nGrüße\nPriya"),
  noPick("de", RENOVATION, DE_FARBE, "vielleicht das Salbeigrün? bin unsicher"),
  noPick("de", RENOVATION, DE_BODEN, "wahrscheinlich die Fliesen, aber ich frag noch meine Frau"),
  noPick("de", RESTAURANT, DE_TISCH, "Fenster oder Terrasse, beides passt"),
  noPick(
    "de",
    CAR_RENTAL,
    DE_VERSICHERUNG,
    "Was ist denn außer der Selbstbeteiligung der Unterschied zwischen Basis und Vollkasko?",
  ),
  noPick(
    "de",
    CATERING,
    DE_MENUE,
    "Grillbuffet, wenn ihr einen überdachten Platz garantieren könnt",
  ),
  noPick("de", RESTAURANT, DE_UHRZEIT, "nicht 21 Uhr, zu spät für die Kinder"),
  noPick("de", CLAIMS, DE_KONTAKT, "alles außer Anruf"),
  noPick("de", COURSES, DE_ZEITPLAN, "Ginge auch donnerstags?"),
  clarify("de", COURSES, DE_KURS, "Töpfern oder Aktzeichnen, ich kann mich nicht entscheiden"),
  noPick("de", CATERING, DE_PERSONAL, "Wie viele würdet ihr denn für 60 Leute empfehlen?"),
  noPick("de", RESTAURANT, DE_ANZAHLUNG, "Bekommen wir die Anzahlung zurück, wenn wir stornieren?"),
  noPick("de", RENOVATION, DE_ANGEBOT, "Annehmen, falls die vor März anfangen können"),
  noPick("de", BIKE, DE_SERVICE, "eher die kleine Inspektion? was meinst du"),
  noPick("de", PHOTOS, DE_FORMAT, "Hm, welches passt denn in einen normalen Bilderrahmen?"),
  noPick("de", GARDEN, DE_PFLANZEN, "bloß keinen Bambus, der wuchert überall"),
  noPick("de", CAR_RENTAL, DE_ABHOLUNG, "ist mir wurscht, wie du willst"),
  clarify(
    "de",
    VET,
    DE_GRUND,
    "weiß nicht genau, entweder der Ausschlag oder das Humpeln, er ist seit einer Woche komisch",
  ),
  noPick("de", PLAYLIST, DE_EXPLIZIT, "kommt drauf an, wer kommt, ich meld mich"),
  noPick(
    "de",
    CAR_RENTAL,
    [DE_AUTO, DE_ABHOLUNG],
    "der Kombi wär vielleicht gut, und evtl. Flughafen? Ich bestätige morgen",
  ),
  noPick("de", PLAYLIST, DE_LAENGE, "auf jeden Fall länger als eine Stunde"),
  noPick("de", CLAIMS, DE_EINREICHEN, "Soll ich vorher noch mehr Fotos schicken?"),
  noPick("de", GARDEN, DE_BEWAESSERUNG, "Was würdest du machen?"),
  clarify("de", PHOTOS, DE_OBERFLAECHE, "glänzend oder matt, ich seh da echt keinen Unterschied"),
  noPick("de", OFFICE, DE_LIEFERUNG, "Express nur, wenn am Freitag jemand im Büro ist"),
  noPick("de", RESTAURANT, DE_GAENGE, "Dessert vielleicht, den Rest weiß ich noch nicht"),
  noPick("de", BIKE, DE_TEILE, "nicht die Kette, die ist neu"),
  noPick("de", BIKE, DE_UEBER_NACHT, "Was kostet das, wenn es über Nacht bleibt?"),
  noPick("de", VET, DE_TERMIN, "Montag oder Freitag, je nachdem, wann Dr. Aydın zuerst Zeit hat"),
  noPick("de", RENOVATION, DE_BEGINN, "sobald die Baugenehmigung da ist"),
  noPick("de", OFFICE, DE_PAPIER, "dasselbe wie letztes Mal"),
];

// ---------------------------------------------------------------------------------------------
// Thai
// ---------------------------------------------------------------------------------------------

const TH_TABLE = question("table", "โต๊ะ", "อยากนั่งตรงไหนคะ", [
  "โต๊ะริมหน้าต่าง",
  "ระเบียง (กลางแจ้ง)",
  "เคาน์เตอร์บาร์",
  "ห้องส่วนตัว (แนะนำ)",
]);
const TH_TIME = question("time", "เวลา", "จองกี่โมงดีคะ", ["18:30 น.", "19:45 น.", "21:00 น."]);
const TH_DEPOSIT = question("deposit", "มัดจำ", "ห้องส่วนตัวต้องวางมัดจำ 500 บาท ให้โอนเลยไหมคะ", [
  "ใช่",
  "ไม่ใช่",
]);
const TH_DIET = question(
  "diet",
  "อาหาร",
  "มีข้อจำกัดเรื่องอาหารที่ต้องแจ้งครัวไหมคะ",
  ["มังสวิรัติ", "ไม่ทานเนื้อวัว", "แพ้ถั่ว", "ไม่ทานเผ็ด"],
  true,
);

const TH_VET_SLOT = question("slot", "นัดหมาย", "พาน้องถุงทองมาได้วันไหนครับ", [
  { label: "จันทร์ 9:15", description: "หมอกานต์" },
  { label: "พุธ 14:00", description: "หมอพิม" },
  { label: "ศุกร์ 11:30", description: "หมอกานต์" },
]);
const TH_VET_REASON = question("reason", "อาการ", "มาหาหมอเรื่องอะไรครับ", [
  "ฉีดวัคซีนประจำปี",
  "ตรวจฟัน",
  "ขาหน้าเดินกะเผลก",
  "ผื่นคัน",
]);
const TH_VET_EXTRAS = question(
  "extras",
  "บริการเสริม",
  "รับบริการเสริมอะไรเพิ่มไหมครับ",
  ["สแกนไมโครชิป", "ตัดเล็บ", "หยดยากันเห็บหมัด", "ชั่งน้ำหนัก"],
  true,
);

const TH_FLOOR = question("floor", "พื้น", "ห้องครัวจะปูพื้นแบบไหนดีครับ", [
  { label: "ลามิเนตลายไม้โอ๊ค", description: "ถูกที่สุด" },
  { label: "กระเบื้องแกรนิตโต้", description: "ทนที่สุด" },
  { label: "กระเบื้องยาง SPC (แนะนำ)", description: "กันน้ำ ราคากลางๆ" },
]);
const TH_PAINT = question("paint", "สีผนัง", "ห้องนั่งเล่นทาสีอะไรดีครับ", [
  "เขียวเสจ",
  "ขาวนวล",
  "น้ำเงินกรมท่า",
  "ส้มอิฐ",
]);
const TH_QUOTE = question("quote", "ใบเสนอราคา", "ช่างเสนอราคาห้องน้ำมา 85,000 บาท อนุมัติไหมครับ", [
  "อนุมัติ",
  "ไม่อนุมัติ",
]);
const TH_START = question("start", "วันเริ่มงาน", "จะให้ช่างเริ่มงานเมื่อไหร่ครับ", [
  "จันทร์หน้า",
  "อีกสองสัปดาห์",
  "หลังสงกรานต์",
]);

const TH_CAR = question("car", "ประเภทรถ", "จะให้จองรถแบบไหนคะ", [
  "อีโคคาร์ (Toyota Yaris หรือเทียบเท่า)",
  "รถเก๋ง (4 ประตู)",
  "SUV (7 ที่นั่ง)",
  "รถกระบะ",
]);
const TH_COVER = question("cover", "ประกัน", "เอาประกันแบบไหนคะ", [
  { label: "ประกันพื้นฐาน", description: "ค่าเสียหายส่วนแรก 5,000 บาท" },
  { label: "ประกันชั้นหนึ่ง (แนะนำ)", description: "ไม่มีค่าเสียหายส่วนแรก" },
]);
const TH_CAR_EXTRAS = question(
  "extras",
  "อุปกรณ์เสริม",
  "ต้องการอุปกรณ์เสริมอะไรไหมคะ",
  ["คาร์ซีทเด็ก", "GPS นำทาง", "ผู้ขับขี่เพิ่มเติม", "Easy Pass"],
  true,
);
const TH_PICKUP = question("pickup", "จุดรับรถ", "จะรับรถที่ไหนคะ", [
  "สนามบินสุวรรณภูมิ",
  "สาขาในเมือง",
  "สถานีกลางบางซื่อ",
]);

const TH_COURSE = question("course", "คอร์ส", "อยากลงคอร์สภาคค่ำตัวไหนคะ", [
  "ภาษาญี่ปุ่นเบื้องต้น",
  "ปั้นเซรามิก",
  "Python วิเคราะห์ข้อมูล",
  "วาดภาพสีน้ำ",
]);
const TH_SCHEDULE = question("schedule", "ตารางเรียน", "สะดวกเรียนช่วงไหนคะ", [
  "อังคาร 19:00–21:00",
  "เสาร์ 10:00–12:00",
  "ออนไลน์ เรียนเองตามสะดวก",
]);
const TH_ENROL = question("enrol", "สมัคร", "สมัครให้เลยไหมคะ ค่าเรียน 4,500 บาท", ["ใช่", "ไม่ใช่"]);

const TH_MENU = question("menu", "เมนู", "งานเลี้ยง 60 คน เอาเมนูแบบไหนดีครับ", [
  { label: "ค็อกเทลฟิงเกอร์ฟู้ด", description: "หัวละ 450 บาท" },
  { label: "โต๊ะจีน", description: "โต๊ะละ 4,500 บาท" },
  { label: "บุฟเฟต์ปิ้งย่าง", description: "หัวละ 550 บาท" },
]);
const TH_DRINKS = question(
  "drinks",
  "เครื่องดื่ม",
  "เอาเครื่องดื่มแพ็กไหนบ้างครับ",
  ["น้ำอัดลม", "เบียร์และไวน์", "ม็อกเทลบาร์", "กาแฟ"],
  true,
);
const TH_STAFF = question("staff", "พนักงานเสิร์ฟ", "ต้องการพนักงานเสิร์ฟกี่คนครับ", [
  "2 คน",
  "4 คน",
  "6 คน",
]);

const TH_CLAIM_TYPE = question("type", "ประเภทความเสียหาย", "ความเสียหายเป็นแบบไหนคะ", [
  "น้ำท่วม",
  "โจรกรรม",
  "พายุ",
  "อุบัติเหตุของแตกเสียหาย",
]);
const TH_CONTACT = question("contact", "ช่องทางติดต่อ", "ให้เจ้าหน้าที่ติดต่อกลับทางไหนคะ", [
  "โทรศัพท์",
  "อีเมล",
  "LINE",
]);
const TH_SUBMIT = question("submit", "ยื่นเคลม", "ยื่นเคลมพร้อมรูปที่ส่งมาเลยไหมคะ", ["ยื่นเลย", "รอก่อน"]);
const TH_DOCS = question(
  "docs",
  "เอกสาร",
  "มีเอกสารอะไรบ้างคะ",
  ["ใบเสร็จ", "รูปถ่าย", "ใบแจ้งความ", "ใบประเมินค่าซ่อม"],
  true,
);

const TH_GENRE = question(
  "genre",
  "แนวเพลง",
  "เพลย์ลิสต์ปาร์ตี้เอาแนวไหนบ้าง",
  ["ลูกทุ่ง", "ฮิปฮอป", "อินดี้", "T-pop"],
  true,
);
const TH_LENGTH = question("length", "ความยาว", "ยาวประมาณเท่าไหร่", [
  "1 ชั่วโมง",
  "3 ชั่วโมง",
  "ทั้งคืน (6 ชั่วโมง)",
]);
const TH_EXPLICIT = question("explicit", "คำหยาบ", "ใส่เพลงที่มีคำหยาบด้วยไหม", ["ใช่", "ไม่ใช่"]);

const TH_PLANTS = question("plants", "ต้นไม้", "ปลูกอะไรริมรั้วดีครับ", [
  "เฟื่องฟ้า",
  "กุหลาบเลื้อย",
  "ชาฮกเกี้ยน (รั้วต้นไม้)",
  "ไผ่ (ปลูกในกระถาง)",
]);
const TH_WATERING = question("watering", "การรดน้ำ", "ใช้ระบบรดน้ำแบบไหนครับ", [
  { label: "น้ำหยด", description: "ตั้งเวลาอัตโนมัติ" },
  { label: "สปริงเกอร์" },
  { label: "รดเองด้วยสายยาง" },
]);
const TH_GARDENER = question("visit", "คนสวน", "ให้คนสวนมาบ่อยแค่ไหนครับ", [
  "ทุกสัปดาห์",
  "สองสัปดาห์ครั้ง",
  "เดือนละครั้ง",
]);

const TH_PAPER = question("paper", "กระดาษ", "สั่งกระดาษพิมพ์แบบไหนคะ", [
  "A4 80 แกรม (5 รีม)",
  "A4 100 แกรม (5 รีม)",
  "A4 รีไซเคิล (10 รีม)",
]);
const TH_SUPPLIES = question(
  "items",
  "ของใช้",
  "ของอะไรใกล้หมดบ้างคะ",
  ["โพสต์อิท", "ปากกาลูกลื่น", "ลวดเย็บกระดาษ", "ตลับหมึก"],
  true,
);
const TH_DELIVERY = question("delivery", "จัดส่ง", "ส่งแบบไหนคะ", [
  "ธรรมดา (3–5 วัน)",
  "ด่วนพรุ่งนี้ (+60 บาท)",
]);

const TH_SIZE = question("size", "ขนาด", "อัดรูปเที่ยวขนาดไหนดีคะ", [
  "4x6 นิ้ว",
  "5x7 นิ้ว",
  "8x12 นิ้ว",
  "จัตุรัส 6x6 นิ้ว",
]);
const TH_FINISH = question("finish", "ผิวกระดาษ", "เอาผิวมันหรือผิวด้านคะ", [
  "ผิวมัน",
  "ผิวด้าน",
  "ผิวกึ่งมัน (แนะนำ)",
]);
const TH_PRINT_EXTRAS = question(
  "extras",
  "เพิ่มเติม",
  "เพิ่มอะไรไหมคะ",
  ["ขอบขาว", "พิมพ์วันที่ด้านหลัง", "กล่องของขวัญ"],
  true,
);

const TH_BIKE_SERVICE = question("service", "บริการ", "จะเอาเซอร์วิสแพ็กไหนครับ", [
  { label: "เช็กระยะพื้นฐาน", description: "350 บาท" },
  { label: "เซอร์วิสเต็ม", description: "900 บาท รวมไล่ลมเบรก" },
  { label: "ปะยางอย่างเดียว", description: "100 บาท" },
]);
const TH_BIKE_PARTS = question(
  "parts",
  "อะไหล่",
  "จะเปลี่ยนอะไหล่ตัวไหนบ้างครับ",
  ["โซ่", "ผ้าเบรก", "ยางหลัง", "ผ้าพันแฮนด์"],
  true,
);
const TH_BIKE_OVERNIGHT = question("overnight", "ค้างคืน", "ขอเก็บจักรยานไว้ที่ร้านข้ามคืนได้ไหมครับ", [
  "ได้",
  "ไม่ได้",
]);

const TH_CASES: ReplyCase[] = [
  // Bare labels, numbers (Arabic and Thai digits), typos, wrong case.
  pick("th", RESTAURANT, TH_TABLE, "โต๊ะริมหน้าต่างค่ะ", "โต๊ะริมหน้าต่าง"),
  pick("th", RESTAURANT, TH_TIME, "2", "19:45 น."),
  pick("th", CAR_RENTAL, TH_CAR, "อันที่สองค่ะ", "รถเก๋ง (4 ประตู)"),
  pick("th", RENOVATION, TH_PAINT, "ข้อ ๓ ครับ", "น้ำเงินกรมท่า"),
  pick("th", VET, TH_VET_REASON, "ตรวจฟันครับ", "ตรวจฟัน"),
  pick("th", COURSES, TH_COURSE, "ปั้นเซรามค", "ปั้นเซรามิก"),
  pick("th", PHOTOS, TH_FINISH, "ผิวด้าน", "ผิวด้าน"),
  pick("th", GARDEN, TH_PLANTS, "เฟื่องฟ้าจ้า", "เฟื่องฟ้า"),
  pick("th", CLAIMS, TH_CLAIM_TYPE, "โจรกรรมค่ะ", "โจรกรรม"),
  pick("th", GARDEN, TH_GARDENER, "๓", "เดือนละครั้ง"),
  pick("th", CATERING, TH_MENU, "โต๊ะจีนครับ", "โต๊ะจีน"),
  pick("th", PLAYLIST, TH_LENGTH, "อันแรก", "1 ชั่วโมง"),
  pick("th", BIKE, TH_BIKE_SERVICE, "เซอวิสเต็มครับ", "เซอร์วิสเต็ม"),
  pick("th", CLAIMS, TH_CONTACT, "line", "LINE"),
  pick("th", RENOVATION, TH_START, "ข้อ1", "จันทร์หน้า"),
  pick("th", GARDEN, TH_PLANTS, "กุหลาบเลือย", "กุหลาบเลื้อย"),

  // A choice inside a longer sentence.
  pick("th", RESTAURANT, TH_TABLE, "จริงๆระเบียงน่านั่งสุดเลยค่ะชอบนั่งข้างนอก", "ระเบียง (กลางแจ้ง)"),
  pick("th", RENOVATION, TH_FLOOR, "คิดอยู่นานแต่เอาแกรนิตโต้ดีกว่าครับทนกว่าเยอะ", "กระเบื้องแกรนิตโต้"),
  pick("th", CAR_RENTAL, TH_PICKUP, "เครื่องลงสิบโมงรับที่สุวรรณภูมิสะดวกสุดค่ะ", "สนามบินสุวรรณภูมิ"),
  pick("th", CLAIMS, TH_CONTACT, "ส่งอีเมลมาดีกว่าค่ะวันนี้ประชุมทั้งวัน", "อีเมล"),
  pick("th", GARDEN, TH_WATERING, "เอาน้ำหยดละกันครับหน้าร้อนไม่ค่อยอยู่บ้าน", "น้ำหยด"),
  pick(
    "th",
    COURSES,
    TH_SCHEDULE,
    "ทำงานเป็นกะค่ะเลยสะดวกแค่แบบออนไลน์เรียนเองอ่ะ",
    "ออนไลน์ เรียนเองตามสะดวก",
  ),
  pick("th", PHOTOS, TH_SIZE, "5x7ใส่อัลบั้มสวยแน่นอนเอาอันนี้เลยค่ะ", "5x7 นิ้ว"),
  pick("th", RENOVATION, TH_START, "หลังสงกรานต์เลยครับช่วงนี้งานยุ่งมาก", "หลังสงกรานต์"),
  pick("th", CATERING, TH_MENU, "เด็กๆชอบปิ้งย่างมากครับ เอาบุฟเฟต์ปิ้งย่างเลย", "บุฟเฟต์ปิ้งย่าง"),

  // A distinctive fragment of a label.
  pick("th", RENOVATION, TH_PAINT, "สีเขียว", "เขียวเสจ"),
  pick("th", CAR_RENTAL, TH_CAR, "คัน7ที่นั่งค่ะ", "SUV (7 ที่นั่ง)"),
  pick("th", OFFICE, TH_PAPER, "รีไซเคิลค่ะ", "A4 รีไซเคิล (10 รีม)"),
  pick("th", CATERING, TH_STAFF, "สี่คนครับ", "4 คน"),
  pick("th", VET, TH_VET_REASON, "เรื่องขาครับ", "ขาหน้าเดินกะเผลก"),
  pick("th", COURSES, TH_COURSE, "python ค่ะ", "Python วิเคราะห์ข้อมูล"),
  pick("th", VET, TH_VET_SLOT, "วันพุธครับ", "พุธ 14:00"),
  pick("th", CAR_RENTAL, TH_CAR, "กระบะ", "รถกระบะ"),
  pick("th", OFFICE, TH_SUPPLIES, "ปากกากับหมึกค่ะ", "ปากกาลูกลื่น", "ตลับหมึก"),

  // Several questions answered in one line.
  picks("th", RESTAURANT, [TH_TABLE, TH_TIME], "ริมหน้าต่าง 19:45ค่ะ", {
    table: ["โต๊ะริมหน้าต่าง"],
    time: ["19:45 น."],
  }),
  picks("th", CAR_RENTAL, [TH_CAR, TH_COVER, TH_PICKUP], "อีโคคาร์/ชั้นหนึ่ง/บางซื่อ", {
    car: ["อีโคคาร์ (Toyota Yaris หรือเทียบเท่า)"],
    cover: ["ประกันชั้นหนึ่ง (แนะนำ)"],
    pickup: ["สถานีกลางบางซื่อ"],
  }),
  picks("th", VET, [TH_VET_SLOT, TH_VET_REASON], "ศุกร์ได้ครับมาฉีดวัคซีนประจำปี", {
    slot: ["ศุกร์ 11:30"],
    reason: ["ฉีดวัคซีนประจำปี"],
  }),
  picks("th", COURSES, [TH_COURSE, TH_SCHEDULE, TH_ENROL], "สีน้ำ วันเสาร์ ใช่ค่ะ", {
    course: ["วาดภาพสีน้ำ"],
    schedule: ["เสาร์ 10:00–12:00"],
    enrol: ["ใช่"],
  }),
  picks("th", PHOTOS, [TH_SIZE, TH_FINISH], "8x12ผิวมันค่ะ", {
    size: ["8x12 นิ้ว"],
    finish: ["ผิวมัน"],
  }),
  picks("th", RENOVATION, [TH_FLOOR, TH_PAINT], "1.SPC 2.ขาวนวล", {
    floor: ["กระเบื้องยาง SPC (แนะนำ)"],
    paint: ["ขาวนวล"],
  }),
  picks("th", CATERING, [TH_MENU, TH_DRINKS, TH_STAFF], "ฟิงเกอร์ฟู้ด เบียร์ไวน์กับกาแฟ 6คนครับ", {
    menu: ["ค็อกเทลฟิงเกอร์ฟู้ด"],
    drinks: ["เบียร์และไวน์", "กาแฟ"],
    staff: ["6 คน"],
  }),
  picks("th", GARDEN, [TH_PLANTS, TH_GARDENER], "กุหลาบเลื้อยค่ะ แล้วก็สองอาทิตย์ครั้งนะคะ", {
    plants: ["กุหลาบเลื้อย"],
    visit: ["สองสัปดาห์ครั้ง"],
  }),
  picks("th", PLAYLIST, [TH_GENRE, TH_LENGTH, TH_EXPLICIT], "ลูกทุ่งกับtpop, ๓ชม., ไม่ใช่", {
    genre: ["ลูกทุ่ง", "T-pop"],
    length: ["3 ชั่วโมง"],
    explicit: ["ไม่ใช่"],
  }),

  // Corrections.
  pick("th", RESTAURANT, TH_TIME, "18:30อ่ะ เดี๋ยวๆ ขอเป็นสามทุ่มดีกว่า ไปเร็วกว่านั้นไม่ทัน", "21:00 น."),
  pick("th", RENOVATION, TH_PAINT, "ส้มอิฐ ไม่สิ เอาน้ำเงินกรมท่าดีกว่า", "น้ำเงินกรมท่า"),
  pick("th", GARDEN, TH_GARDENER, "ทุกสัปดาห์ ขอโทษค่ะ หมายถึงเดือนละครั้ง", "เดือนละครั้ง"),
  pick("th", CAR_RENTAL, TH_CAR, "SUV เอ้ยไม่ใช่ เอากระบะครับ", "รถกระบะ"),
  pick(
    "th",
    OFFICE,
    TH_PAPER,
    "80แกรม เดี๋ยวนะ เปลี่ยนเป็น100แกรมดีกว่า ทำโบรชัวร์ต้องหนาหน่อย",
    "A4 100 แกรม (5 รีม)",
  ),

  // Quantities over multi-selects.
  pick("th", RESTAURANT, TH_DIET, "ทั้งหมดเลยค่ะ 😅", "มังสวิรัติ", "ไม่ทานเนื้อวัว", "แพ้ถั่ว", "ไม่ทานเผ็ด"),
  pick(
    "th",
    VET,
    TH_VET_EXTRAS,
    "เอาทุกอย่างยกเว้นอันสุดท้ายครับ",
    "สแกนไมโครชิป",
    "ตัดเล็บ",
    "หยดยากันเห็บหมัด",
  ),
  pick("th", PHOTOS, TH_PRINT_EXTRAS, "ขอบขาวกับกล่องของขวัญ เอาทั้งสองอย่างเลย", "ขอบขาว", "กล่องของขวัญ"),
  own("th", CAR_RENTAL, TH_CAR_EXTRAS, "ไม่เอาอะไรเลยค่ะ ขอบคุณค่ะ"),
  pick("th", BIKE, TH_BIKE_PARTS, "โซ่กับผ้าเบรกครับ ที่เหลือยังดีอยู่", "โซ่", "ผ้าเบรก"),
  pick("th", PLAYLIST, TH_GENRE, "เอาหมดยกเว้นลูกทุ่ง", "ฮิปฮอป", "อินดี้", "T-pop"),
  pick("th", CLAIMS, TH_DOCS, "สองอันแรกค่ะ", "ใบเสร็จ", "รูปถ่าย"),
  pick(
    "th",
    CATERING,
    TH_DRINKS,
    "จัดมาให้ครบทุกอย่างเลยครับ",
    "น้ำอัดลม",
    "เบียร์และไวน์",
    "ม็อกเทลบาร์",
    "กาแฟ",
  ),

  // Declining in many words.
  skip("th", RENOVATION, TH_PAINT, "ข้ามข้อนี้ไปก่อนครับ แฟนเป็นคนเลือกสี"),
  skip("th", COURSES, TH_SCHEDULE, "ขอไปตัดสินใจทีหลังนะคะ ต้องดูตารางงานก่อน"),
  skip("th", PLAYLIST, TH_GENRE, "ไม่รู้อ่ะ ผ่าน"),
  skip("th", RESTAURANT, [TH_TABLE, TH_TIME], "ยังไม่แน่ใจเลยค่ะ ไว้คุยกันพรุ่งนี้นะ"),
  skip("th", GARDEN, TH_WATERING, "ตอนนี้ยังไม่อยากเลือกครับ ไปข้อต่อไปเลย"),
  skip("th", BIKE, [TH_BIKE_SERVICE, TH_BIKE_PARTS], "เรื่องนี้ไว้ก่อนนะครับ เดี๋ยวเอารถไปที่ร้านแล้วค่อยคุยกัน"),

  // Yes/no answered without a yes/no word.
  pick("th", RESTAURANT, TH_DEPOSIT, "จัดไปเลยค่ะ โอนได้เลย", "ใช่"),
  pick("th", COURSES, TH_ENROL, "รอไปก่อนนะคะ", "ไม่ใช่"),
  pick("th", RENOVATION, TH_QUOTE, "ราคาโอเคครับ เดินหน้าได้เลย", "อนุมัติ"),
  pick("th", BIKE, TH_BIKE_OVERNIGHT, "เก็บไว้ตามสบายเลยครับ", "ได้"),
  pick("th", PLAYLIST, TH_EXPLICIT, "เอาแบบสุภาพๆนะ ผู้ใหญ่มาด้วย", "ไม่ใช่"),
  pick("th", CLAIMS, TH_SUBMIT, "ส่งไปเลยค่ะ", "ยื่นเลย"),
  pick("th", RENOVATION, TH_QUOTE, "แพงเกินครับ ปัดตกไปเลย", "ไม่อนุมัติ"),

  // Mail and chat furniture around the answer.
  pick(
    "th",
    CAR_RENTAL,
    TH_COVER,
    "สวัสดีค่ะ\n\nขอเป็นชั้นหนึ่งนะคะ\n\nขอบคุณค่ะ\nปรียา\n\nSent from my iPhone",
    "ประกันชั้นหนึ่ง (แนะนำ)",
  ),
  pick(
    "th",
    VET,
    TH_VET_SLOT,
    "> พาน้องถุงทองมาได้วันไหนครับ\n> จันทร์ 9:15 / พุธ 14:00 / ศุกร์ 11:30\n\n" + "วันจันทร์ครับ ขอบคุณครับ",
    "จันทร์ 9:15",
  ),
  picks(
    "th",
    OFFICE,
    [TH_PAPER, TH_DELIVERY],
    "เรียนฝ่ายจัดซื้อ\n\n100แกรม ส่งด่วนค่ะ\n\nขอแสดงความนับถือ\nจุฑามาศ\nฝ่ายธุรการ",
    { paper: ["A4 100 แกรม (5 รีม)"], delivery: ["ด่วนพรุ่งนี้ (+60 บาท)"] },
  ),
  pick("th", CATERING, TH_STAFF, "หวัดดีครับ 👋 2คนพอครับ\n\n--\nส่งจาก Outlook สำหรับ Android", "2 คน"),
  pick(
    "th",
    CLAIMS,
    TH_CLAIM_TYPE,
    "เรียนเจ้าหน้าที่\n\nความเสียหายเกิดจากพายุเมื่อคืนวันอังคารค่ะ\n\nขอบคุณค่ะ\nรัตนา",
    "พายุ",
  ),
  pick("th", COURSES, TH_COURSE, "> อยากลงคอร์สภาคค่ำตัวไหนคะ\n\nญี่ปุ่นเบื้องต้นค่า 🇯🇵", "ภาษาญี่ปุ่นเบื้องต้น"),

  // Own words that pick no option.
  own("th", RESTAURANT, TH_TABLE, "ขอโต๊ะมุมในสุดนะคะ เงียบๆหน่อย"),
  own("th", CAR_RENTAL, TH_CAR, "อยากได้รถตู้มากกว่าค่ะ"),
  own("th", COURSES, TH_COURSE, "จริงๆอยากเรียนถ่ายรูปค่ะ"),
  own("th", PHOTOS, TH_SIZE, "ขอเป็นโปสเตอร์ A3 ค่ะ"),
  own("th", GARDEN, TH_PLANTS, "ปลูกมะลิดีกว่าครับ หอมดี"),
  own("th", CATERING, TH_MENU, "เดี๋ยวให้แขกเอาอาหารมาแชร์กันเองครับ ไม่ต้องจัดเลี้ยงแล้ว"),

  // Must not pick: negations, hedges, "either", questions back, conditions, counter-proposals.
  noPick("th", CAR_RENTAL, TH_CAR, "ไม่เอากระบะค่ะ"),
  noPick("th", RENOVATION, TH_PAINT, "เขียวเสจมั้ง? ไม่แน่ใจ"),
  noPick("th", RENOVATION, TH_FLOOR, "น่าจะแกรนิตโต้ครับ แต่ขอถามแฟนก่อน"),
  noPick("th", RESTAURANT, TH_TABLE, "ริมหน้าต่างหรือระเบียงก็ได้ค่ะ"),
  noPick("th", CAR_RENTAL, TH_COVER, "พื้นฐานกับชั้นหนึ่งต่างกันยังไงคะ นอกจากค่าเสียหายส่วนแรก"),
  noPick("th", CATERING, TH_MENU, "ปิ้งย่างถ้ามีที่กันฝนนะครับ"),
  noPick("th", RESTAURANT, TH_TIME, "ไม่เอาสามทุ่ม ดึกไปสำหรับเด็กๆ"),
  noPick("th", CLAIMS, TH_CONTACT, "อะไรก็ได้ที่ไม่ใช่โทรค่ะ"),
  noPick("th", COURSES, TH_SCHEDULE, "มีวันพฤหัสไหมคะ"),
  clarify("th", COURSES, TH_COURSE, "เซรามิกหรือสีน้ำดี เลือกไม่ถูกเลย"),
  noPick("th", CATERING, TH_STAFF, "งาน60คนปกติใช้กี่คนครับ"),
  noPick("th", RESTAURANT, TH_DEPOSIT, "ถ้ายกเลิกได้มัดจำคืนไหมคะ"),
  noPick("th", RENOVATION, TH_QUOTE, "อนุมัติถ้าเริ่มงานได้ก่อนมีนานะครับ"),
  noPick("th", BIKE, TH_BIKE_SERVICE, "เช็กระยะพื้นฐานพอมั้งครับ? พี่ว่าไง"),
  noPick("th", PHOTOS, TH_SIZE, "อันไหนใส่กรอบรูปทั่วไปได้คะ"),
  noPick("th", GARDEN, TH_PLANTS, "ไผ่ไม่เอานะครับ รากมันชอนไช"),
  noPick("th", CAR_RENTAL, TH_PICKUP, "ตรงไหนก็ได้ค่ะ แล้วแต่สะดวก"),
  clarify("th", VET, TH_VET_REASON, "ไม่แน่ใจครับ อาจจะเป็นผื่นคันหรือขาเดินกะเผลก ซึมมาทั้งอาทิตย์แล้ว"),
  noPick("th", PLAYLIST, TH_EXPLICIT, "แล้วแต่ว่าใครมาอ่ะ เดี๋ยวบอกอีกที"),
  noPick("th", CAR_RENTAL, [TH_CAR, TH_PICKUP], "รถเก๋งก็น่าจะโอเค แล้วก็อาจจะรับที่สนามบิน? พรุ่งนี้ยืนยันอีกทีค่ะ"),
  noPick("th", PLAYLIST, TH_LENGTH, "นานกว่าชั่วโมงแน่นอน"),
  noPick("th", CLAIMS, TH_SUBMIT, "ต้องส่งรูปเพิ่มก่อนไหมคะ"),
  noPick("th", GARDEN, TH_WATERING, "ถ้าเป็นพี่จะเลือกแบบไหนครับ"),
  clarify("th", PHOTOS, TH_FINISH, "ผิวมันหรือผิวด้านดีคะ ดูไม่ออกเลยว่าต่างกันยังไง"),
  noPick("th", OFFICE, TH_DELIVERY, "ส่งด่วนเฉพาะถ้าวันศุกร์มีคนอยู่ออฟฟิศนะคะ"),
  noPick("th", RESTAURANT, TH_DIET, "อาจจะมีคนแพ้ถั่วค่ะ ขอเช็กกับแขกก่อน"),
  noPick("th", BIKE, TH_BIKE_PARTS, "ไม่ต้องเปลี่ยนโซ่นะครับ เพิ่งเปลี่ยนมา"),
  noPick("th", BIKE, TH_BIKE_OVERNIGHT, "ถ้าค้างคืนต้องเสียเงินเพิ่มไหมครับ"),
  noPick("th", VET, TH_VET_SLOT, "จันทร์หรือศุกร์ก็ได้ครับ วันไหนหมอกานต์ว่างก่อน"),
  noPick("th", RENOVATION, TH_START, "ให้เริ่มได้เลยถ้าใบอนุญาตผ่านแล้วครับ"),
  noPick("th", OFFICE, TH_PAPER, "เอาเหมือนครั้งที่แล้วค่ะ"),
];

// ---------------------------------------------------------------------------------------------
// Spanish (Spain and Latin America)
// ---------------------------------------------------------------------------------------------

const ES_MESA = question("mesa", "Mesa", "¿Dónde queréis sentaros?", [
  "Junto a la ventana",
  "Terraza (exterior)",
  "Barra",
  "Reservado (Recomendado)",
]);
const ES_HORA = question("hora", "Hora", "¿A qué hora reservo?", ["20:30", "21:45", "23:00"]);
const ES_SENAL = question("senal", "Señal", "El reservado pide una señal de 50 €. ¿La pago ya?", [
  "Sí",
  "No",
]);
const ES_ALERGIAS = question(
  "alergias",
  "Alergias",
  "¿Hay algo que deba avisar a cocina?",
  ["Vegetariano", "Sin gluten", "Alergia a frutos secos", "Sin lactosa"],
  true,
);

const ES_CITA = question("cita", "Cita", "¿Cuándo puedes traer a Canela a la clínica?", [
  { label: "Lunes 9:15", description: "Dra. Herrera" },
  { label: "Miércoles 14:00", description: "Dr. Quispe" },
  { label: "Viernes 11:30", description: "Dra. Herrera" },
]);
const ES_MOTIVO = question("motivo", "Motivo", "¿Cuál es el motivo de la visita?", [
  "Vacuna anual",
  "Revisión dental",
  "Cojera (pata delantera)",
  "Irritación en la piel",
]);
const ES_EXTRAS_VET = question(
  "extras",
  "Extras",
  "¿Añadimos algo a la consulta?",
  ["Lectura de microchip", "Corte de uñas", "Antipulgas", "Control de peso"],
  true,
);

const ES_SUELO = question("suelo", "Suelo", "¿Qué suelo ponemos en la cocina?", [
  { label: "Laminado de roble", description: "El más barato" },
  { label: "Porcelánico", description: "El más resistente" },
  { label: "Vinílico (Recomendado)", description: "Impermeable, precio medio" },
]);
const ES_PINTURA = question("pintura", "Pintura", "¿De qué color pintamos el salón?", [
  "Verde salvia",
  "Blanco roto",
  "Azul marino",
  "Terracota",
]);
const ES_PRESUPUESTO = question(
  "presupuesto",
  "Presupuesto",
  "El contratista pide 8.400 € por el baño. ¿Lo aprobamos?",
  ["Aprobar", "Rechazar"],
);
const ES_INICIO = question("inicio", "Inicio de obra", "¿Cuándo empezamos la obra?", [
  "El lunes que viene",
  "En dos semanas",
  "Después de las fiestas",
]);

const ES_COCHE = question("coche", "Vehículo", "¿Qué coche reservo?", [
  "Compacto (Seat Ibiza o similar)",
  "Familiar (5 puertas)",
  "SUV (7 plazas)",
  "Descapotable",
]);
const ES_SEGURO = question("seguro", "Seguro", "¿Qué cobertura quieres?", [
  { label: "Básica", description: "Franquicia de 1.200 €" },
  { label: "Todo riesgo (Recomendado)", description: "Sin franquicia" },
]);
const ES_EXTRAS_COCHE = question(
  "extras",
  "Extras",
  "¿Algún extra?",
  ["Silla infantil", "GPS", "Conductor adicional", "Cadenas para nieve"],
  true,
);
const ES_RECOGIDA = question("recogida", "Recogida", "¿Dónde recoges el coche?", [
  "Aeropuerto",
  "Oficina del centro",
  "Estación de tren",
]);

const ES_CURSO = question("curso", "Curso", "¿A qué taller nocturno te apunto?", [
  "Inglés para principiantes",
  "Cerámica",
  "Python para análisis de datos",
  "Dibujo al natural",
]);
const ES_HORARIO = question("horario", "Horario", "¿Qué horario te viene mejor?", [
  "Martes 19–21 h",
  "Sábados 10–12 h",
  "En línea, a tu ritmo",
]);
const ES_INSCRIBIR = question("inscripcion", "Inscripción", "¿Te inscribo ya? Son 240 €.", [
  "Sí",
  "No",
]);

const ES_MENU = question("menu", "Menú", "¿Qué menú para los 60 invitados?", [
  { label: "Bufé de picoteo", description: "28 € por persona" },
  { label: "Cena de tres platos", description: "55 € por persona" },
  { label: "Parrillada", description: "34 € por persona" },
]);
const ES_BEBIDAS = question(
  "bebidas",
  "Bebidas",
  "¿Qué paquetes de bebida?",
  ["Refrescos", "Cerveza y vino", "Coctelería", "Café"],
  true,
);
const ES_CAMAREROS = question("personal", "Personal", "¿Cuántos camareros?", [
  "2 camareros",
  "4 camareros",
  "6 camareros",
]);

const ES_SINIESTRO = question("tipo", "Tipo de siniestro", "¿Qué tipo de daño es?", [
  "Daños por agua",
  "Robo",
  "Daños por tormenta",
  "Rotura accidental",
]);
const ES_CONTACTO = question("contacto", "Contacto", "¿Cómo prefieres que te contacte el perito?", [
  "Llamada",
  "Correo electrónico",
  "SMS",
]);
const ES_ENVIAR = question("enviar", "Enviar", "¿Envío el parte con las fotos que mandaste?", [
  "Enviar ahora",
  "Esperar",
]);
const ES_DOCUMENTOS = question(
  "documentos",
  "Documentos",
  "¿Qué documentos puedes aportar?",
  ["Facturas", "Fotos", "Denuncia policial", "Presupuesto de reparación"],
  true,
);

const ES_GENERO = question(
  "generos",
  "Géneros",
  "¿Qué géneros metemos en la playlist de la fiesta?",
  ["Reguetón", "Pop de los 80", "Rock indie", "Salsa"],
  true,
);
const ES_DURACION = question("duracion", "Duración", "¿Cuánto debe durar?", [
  "1 hora",
  "3 horas",
  "Toda la noche (6 horas)",
]);
const ES_EXPLICITO = question(
  "explicito",
  "Letras explícitas",
  "¿Incluyo canciones con letras explícitas?",
  ["Sí", "No"],
);

const ES_PLANTAS = question("plantas", "Plantas", "¿Qué plantamos junto a la valla?", [
  "Lavanda",
  "Rosales trepadores",
  "Seto de haya",
  "Bambú (en maceta)",
]);
const ES_RIEGO = question("riego", "Riego", "¿Qué sistema de riego?", [
  { label: "Riego por goteo", description: "Con programador" },
  { label: "Manguera exudante" },
  { label: "A mano con regadera" },
]);
const ES_JARDINERO = question("visitas", "Jardinero", "¿Cada cuánto viene el jardinero?", [
  "Cada semana",
  "Cada dos semanas",
  "Una vez al mes",
]);

const ES_PAPEL = question("papel", "Papel", "¿Qué papel de impresora pido?", [
  "A4 80 g (5 paquetes)",
  "A4 100 g (5 paquetes)",
  "A4 reciclado (10 paquetes)",
]);
const ES_MATERIAL = question(
  "material",
  "Material",
  "¿Qué se está acabando en la oficina?",
  ["Pósits", "Bolígrafos", "Grapas", "Tóner"],
  true,
);
const ES_ENVIO = question("envio", "Envío", "¿Qué tipo de envío?", [
  "Estándar (3–5 días)",
  "Urgente al día siguiente (+6 €)",
]);

const ES_TAMANO = question("tamano", "Tamaño", "¿En qué tamaño imprimo las fotos del viaje?", [
  "10x15 cm",
  "13x18 cm",
  "20x30 cm",
  "Cuadrada 15x15 cm",
]);
const ES_ACABADO = question("acabado", "Acabado", "¿Brillo o mate?", [
  "Brillo",
  "Mate",
  "Satinado (Recomendado)",
]);
const ES_EXTRAS_FOTO = question(
  "extras",
  "Extras",
  "¿Añado algo al pedido?",
  ["Borde blanco", "Fecha al dorso", "Caja de regalo"],
  true,
);

const ES_REVISION = question("revision", "Revisión", "¿Qué revisión le hacemos a la bici?", [
  { label: "Puesta a punto básica", description: "45 €" },
  { label: "Revisión completa", description: "90 €, incluye purgado de frenos" },
  { label: "Solo reparar pinchazo", description: "15 €" },
]);
const ES_PIEZAS = question(
  "piezas",
  "Piezas",
  "¿Qué piezas cambiamos?",
  ["Cadena", "Pastillas de freno", "Cubierta trasera", "Cinta de manillar"],
  true,
);
const ES_NOCHE = question("noche", "Noche", "¿Podemos quedarnos la bici esta noche?", ["Sí", "No"]);

const ES_CASES: ReplyCase[] = [
  // Bare labels, numbers, typos, missing accents, wrong case.
  pick("es", RESTAURANT, ES_MESA, "terraza", "Terraza (exterior)"),
  pick("es", RESTAURANT, ES_HORA, "2", "21:45"),
  pick("es", CAR_RENTAL, ES_COCHE, "el tercero", "SUV (7 plazas)"),
  pick("es", RENOVATION, ES_PINTURA, "opción c", "Azul marino"),
  pick("es", VET, ES_MOTIVO, "revision dental", "Revisión dental"),
  pick("es", COURSES, ES_CURSO, "ceramica", "Cerámica"),
  pick("es", PHOTOS, ES_ACABADO, "MATE", "Mate"),
  pick("es", GARDEN, ES_PLANTAS, "lavnada", "Lavanda"),
  pick("es", CLAIMS, ES_SINIESTRO, "robo", "Robo"),
  pick("es", GARDEN, ES_JARDINERO, "3", "Una vez al mes"),
  pick("es", CATERING, ES_MENU, "parillada", "Parrillada"),
  pick("es", PLAYLIST, ES_DURACION, "la primera", "1 hora"),
  pick("es", BIKE, ES_REVISION, "revisión compelta", "Revisión completa"),
  pick("es", CAR_RENTAL, ES_SEGURO, "basica", "Básica"),
  pick("es", OFFICE, ES_ENVIO, "URGENTE", "Urgente al día siguiente (+6 €)"),
  pick("es", RENOVATION, ES_INICIO, "la 2", "En dos semanas"),

  // A choice inside a longer sentence.
  pick(
    "es",
    RESTAURANT,
    ES_MESA,
    "la verdad es que lo de la ventana suena genial, así vemos la calle",
    "Junto a la ventana",
  ),
  pick(
    "es",
    RENOVATION,
    ES_SUELO,
    "Le hemos dado mil vueltas, pero nos quedamos con el porcelánico, que dura toda la vida.",
    "Porcelánico",
  ),
  pick(
    "es",
    CAR_RENTAL,
    ES_RECOGIDA,
    "Aterrizo a las diez, así que el aeropuerto es lo más cómodo",
    "Aeropuerto",
  ),
  pick(
    "es",
    CLAIMS,
    ES_CONTACTO,
    "Mejor por correo, estoy en reuniones todo el día",
    "Correo electrónico",
  ),
  pick(
    "es",
    GARDEN,
    ES_RIEGO,
    "Pongamos el goteo, que en verano paso mucho tiempo fuera",
    "Riego por goteo",
  ),
  pick(
    "es",
    COURSES,
    ES_HORARIO,
    "trabajo por turnos, así que solo me sirve lo de en línea a mi ritmo",
    "En línea, a tu ritmo",
  ),
  pick(
    "es",
    PHOTOS,
    ES_TAMANO,
    "las de 13x18 van a quedar preciosas en el álbum, esas",
    "13x18 cm",
  ),
  pick(
    "es",
    RENOVATION,
    ES_INICIO,
    "después de las fiestas, que diciembre es una locura",
    "Después de las fiestas",
  ),
  pick(
    "es",
    CAR_RENTAL,
    ES_COCHE,
    "che, el compacto está bárbaro, somos dos nomás",
    "Compacto (Seat Ibiza o similar)",
  ),

  // A distinctive fragment of a label.
  pick("es", RENOVATION, ES_PINTURA, "el verde", "Verde salvia"),
  pick("es", CAR_RENTAL, ES_COCHE, "el de 7 plazas", "SUV (7 plazas)"),
  pick("es", OFFICE, ES_PAPEL, "reciclado", "A4 reciclado (10 paquetes)"),
  pick("es", CATERING, ES_CAMAREROS, "cuatro", "4 camareros"),
  pick("es", VET, ES_MOTIVO, "lo de la pata", "Cojera (pata delantera)"),
  pick("es", COURSES, ES_CURSO, "python", "Python para análisis de datos"),
  pick("es", VET, ES_CITA, "el mié", "Miércoles 14:00"),
  pick("es", OFFICE, ES_MATERIAL, "boli y grapas", "Bolígrafos", "Grapas"),
  pick("es", PHOTOS, ES_TAMANO, "las cuadradas", "Cuadrada 15x15 cm"),

  // Several questions answered in one line.
  picks("es", RESTAURANT, [ES_MESA, ES_HORA], "ventana, 21:45", {
    mesa: ["Junto a la ventana"],
    hora: ["21:45"],
  }),
  picks("es", CAR_RENTAL, [ES_COCHE, ES_SEGURO, ES_RECOGIDA], "compacto / todo riesgo / estación", {
    coche: ["Compacto (Seat Ibiza o similar)"],
    seguro: ["Todo riesgo (Recomendado)"],
    recogida: ["Estación de tren"],
  }),
  picks("es", VET, [ES_CITA, ES_MOTIVO], "El viernes me va bien y es para la vacuna de cada año", {
    cita: ["Viernes 11:30"],
    motivo: ["Vacuna anual"],
  }),
  picks("es", COURSES, [ES_CURSO, ES_HORARIO, ES_INSCRIBIR], "dibujo los sábados sí", {
    curso: ["Dibujo al natural"],
    horario: ["Sábados 10–12 h"],
    inscripcion: ["Sí"],
  }),
  picks("es", PHOTOS, [ES_TAMANO, ES_ACABADO], "20x30 brillo", {
    tamano: ["20x30 cm"],
    acabado: ["Brillo"],
  }),
  picks("es", RENOVATION, [ES_SUELO, ES_PINTURA], "1) vinilico 2) blanco roto", {
    suelo: ["Vinílico (Recomendado)"],
    pintura: ["Blanco roto"],
  }),
  picks(
    "es",
    CATERING,
    [ES_MENU, ES_BEBIDAS, ES_CAMAREROS],
    "Cena de tres platos; cerveza y vino más café; 6 camareros",
    {
      menu: ["Cena de tres platos"],
      bebidas: ["Cerveza y vino", "Café"],
      personal: ["6 camareros"],
    },
  ),
  picks("es", GARDEN, [ES_PLANTAS, ES_JARDINERO], "rosales y cada dos semanas porfa", {
    plantas: ["Rosales trepadores"],
    visitas: ["Cada dos semanas"],
  }),
  picks(
    "es",
    PLAYLIST,
    [ES_GENERO, ES_DURACION, ES_EXPLICITO],
    "reguetón y salsa, toda la noche, sí 🔥",
    {
      generos: ["Reguetón", "Salsa"],
      duracion: ["Toda la noche (6 horas)"],
      explicito: ["Sí"],
    },
  ),

  // Corrections.
  pick("es", RESTAURANT, ES_HORA, "20:30... no, espera, a las 23:00, antes no llegamos", "23:00"),
  pick("es", RENOVATION, ES_PINTURA, "terracota. bueno no, mejor azul marino", "Azul marino"),
  pick(
    "es",
    GARDEN,
    ES_JARDINERO,
    "cada semana, perdón, quise decir una vez al mes",
    "Una vez al mes",
  ),
  pick(
    "es",
    CAR_RENTAL,
    ES_COCHE,
    "el SUV, no, mejor el descapotable, que vamos solo los dos",
    "Descapotable",
  ),
  pick(
    "es",
    OFFICE,
    ES_PAPEL,
    "80 g... espera, mejor el de 100 g, que es para folletos",
    "A4 100 g (5 paquetes)",
  ),

  // Quantities over multi-selects.
  pick(
    "es",
    RESTAURANT,
    ES_ALERGIAS,
    "todas, por desgracia 😅",
    "Vegetariano",
    "Sin gluten",
    "Alergia a frutos secos",
    "Sin lactosa",
  ),
  pick(
    "es",
    VET,
    ES_EXTRAS_VET,
    "todo menos lo último",
    "Lectura de microchip",
    "Corte de uñas",
    "Antipulgas",
  ),
  pick(
    "es",
    PHOTOS,
    ES_EXTRAS_FOTO,
    "el borde y la caja, las dos cosas",
    "Borde blanco",
    "Caja de regalo",
  ),
  own("es", CAR_RENTAL, ES_EXTRAS_COCHE, "ninguno, gracias"),
  pick(
    "es",
    BIKE,
    ES_PIEZAS,
    "cadena y pastillas, lo demás está bien",
    "Cadena",
    "Pastillas de freno",
  ),
  pick(
    "es",
    PLAYLIST,
    ES_GENERO,
    "todo menos reguetón por favor",
    "Pop de los 80",
    "Rock indie",
    "Salsa",
  ),
  pick("es", CLAIMS, ES_DOCUMENTOS, "los dos primeros", "Facturas", "Fotos"),
  pick(
    "es",
    CATERING,
    ES_BEBIDAS,
    "todos los paquetes, que es una boda",
    "Refrescos",
    "Cerveza y vino",
    "Coctelería",
    "Café",
  ),

  // Declining in many words.
  skip("es", RENOVATION, ES_PINTURA, "Sáltate esta, los colores los elige mi pareja."),
  skip("es", COURSES, ES_HORARIO, "Lo decido más adelante, tengo que mirar mis turnos."),
  skip("es", PLAYLIST, ES_GENERO, "ni idea, paso"),
  skip("es", RESTAURANT, [ES_MESA, ES_HORA], "Aún no lo sé, ¿lo vemos mañana?"),
  skip("es", GARDEN, ES_RIEGO, "Prefiero no decidir eso ahora, siguiente pregunta."),
  skip(
    "es",
    BIKE,
    [ES_REVISION, ES_PIEZAS],
    "Déjalo todo pendiente, lo hablamos cuando lleve la bici al taller.",
  ),

  // Yes/no answered without a yes/no word.
  pick("es", RESTAURANT, ES_SENAL, "dale, págala", "Sí"),
  pick("es", COURSES, ES_INSCRIBIR, "espérate un poco con eso", "No"),
  pick("es", RENOVATION, ES_PRESUPUESTO, "Me parece justo, adelante con él", "Aprobar"),
  pick("es", BIKE, ES_NOCHE, "quédensela lo que necesiten", "Sí"),
  pick("es", PLAYLIST, ES_EXPLICITO, "mejor algo apto para todos, viene mi abuela", "No"),
  pick("es", CLAIMS, ES_ENVIAR, "mándalo ya", "Enviar ahora"),
  pick("es", RENOVATION, ES_PRESUPUESTO, "Es carísimo, ni de broma", "Rechazar"),

  // Mail and chat furniture around the answer.
  pick(
    "es",
    CAR_RENTAL,
    ES_SEGURO,
    "Hola Sam:\n\nTodo riesgo, por favor.\n\nUn saludo,\nPriya\n\nEnviado desde mi iPhone",
    "Todo riesgo (Recomendado)",
  ),
  pick(
    "es",
    VET,
    ES_CITA,
    "> ¿Cuándo puedes traer a Canela a la clínica?\n" +
      "> Lunes 9:15 / Miércoles 14:00 / Viernes 11:30\n\nEl lunes, porfa. Saludos, Tomás",
    "Lunes 9:15",
  ),
  picks(
    "es",
    OFFICE,
    [ES_PAPEL, ES_ENVIO],
    "Buenos días:\n\nEl de 100 g y urgente.\n\nAtentamente,\nJulia Martínez\nAdministración",
    { papel: ["A4 100 g (5 paquetes)"], envio: ["Urgente al día siguiente (+6 €)"] },
  ),
  pick(
    "es",
    CATERING,
    ES_CAMAREROS,
    "hola 👋 con 2 camareros basta\n\n--\nEnviado desde Outlook para Android",
    "2 camareros",
  ),
  pick(
    "es",
    CLAIMS,
    ES_SINIESTRO,
    "Estimados señores:\n\nLos daños los causó la tormenta del martes por la noche.\n\n" +
      "Reciban un cordial saludo,\nR. Pérez",
    "Daños por tormenta",
  ),
  pick(
    "es",
    COURSES,
    ES_CURSO,
    "El mar, 3 nov, Ana escribió:\n> ¿A qué taller nocturno te apunto?\n\n" +
      "¡Inglés para principiantes! 🇬🇧\n\nBesos",
    "Inglés para principiantes",
  ),

  // Own words that pick no option.
  own("es", RESTAURANT, ES_MESA, "Preferimos una mesa en el rincón del fondo, algo tranquilo."),
  own("es", CAR_RENTAL, ES_COCHE, "Yo preferiría una furgoneta."),
  own("es", COURSES, ES_CURSO, "Yo quería un curso de fotografía."),
  own("es", PHOTOS, ES_TAMANO, "Póster en A3"),
  own("es", GARDEN, ES_PLANTAS, "Hortensias, como las que tenía mi abuela"),
  own(
    "es",
    CATERING,
    ES_MENU,
    "Al final cada invitado trae algo de comer, no hace falta catering.",
  ),

  // Must not pick: negations, hedges, "either", questions back, conditions, counter-proposals.
  noPick(
    "es",
    CAR_RENTAL,
    ES_COCHE,
    "Hola Sam:\n\nel descapotable no, eso seguro.\n\nSaludos,\nPriya",
  ),
  noPick("es", RENOVATION, ES_PINTURA, "¿quizá el verde salvia? no sé"),
  noPick("es", RENOVATION, ES_SUELO, "seguramente el porcelánico, pero lo consulto con mi mujer"),
  noPick("es", RESTAURANT, ES_MESA, "ventana o terraza, cualquiera de las dos me vale"),
  noPick(
    "es",
    CAR_RENTAL,
    ES_SEGURO,
    "¿Qué diferencia hay entre la básica y la de todo riesgo aparte de la franquicia?",
  ),
  noPick("es", CATERING, ES_MENU, "la parrillada si nos garantizáis una zona cubierta"),
  noPick("es", RESTAURANT, ES_HORA, "a las 23:00 no, muy tarde para los niños"),
  noPick("es", CLAIMS, ES_CONTACTO, "lo que sea menos llamada"),
  noPick("es", COURSES, ES_HORARIO, "¿No habría los jueves?"),
  clarify("es", COURSES, ES_CURSO, "cerámica o dibujo, no me decido"),
  noPick("es", CATERING, ES_CAMAREROS, "¿Cuántos recomiendan ustedes para 60 personas?"),
  noPick("es", RESTAURANT, ES_SENAL, "¿Nos devuelven la señal si cancelamos?"),
  noPick("es", RENOVATION, ES_PRESUPUESTO, "apruébalo si pueden empezar antes de marzo"),
  noPick("es", BIKE, ES_REVISION, "¿la puesta a punto básica, quizá? ¿tú qué opinas?"),
  noPick("es", PHOTOS, ES_TAMANO, "¿Cuál entra en un marco normal?"),
  noPick("es", GARDEN, ES_PLANTAS, "bambú no, que se extiende por todas partes"),
  noPick("es", CAR_RENTAL, ES_RECOGIDA, "me da igual, como veas"),
  clarify(
    "es",
    VET,
    ES_MOTIVO,
    "no sé bien, o la irritación o la cojera, lleva toda la semana rara",
  ),
  noPick("es", PLAYLIST, ES_EXPLICITO, "depende de quién venga, ya te digo"),
  noPick(
    "es",
    CAR_RENTAL,
    [ES_COCHE, ES_RECOGIDA],
    "el familiar igual está bien, y ¿quizás aeropuerto? mañana te confirmo",
  ),
  noPick("es", PLAYLIST, ES_DURACION, "más de una hora seguro"),
  noPick("es", CLAIMS, ES_ENVIAR, "¿Mando más fotos antes?"),
  noPick("es", GARDEN, ES_RIEGO, "¿Tú qué harías?"),
  clarify("es", PHOTOS, ES_ACABADO, "brillo o mate, la verdad es que no veo la diferencia"),
  noPick("es", OFFICE, ES_ENVIO, "urgente solo si el viernes hay alguien en la oficina"),
  noPick("es", RESTAURANT, ES_ALERGIAS, "quizás sin gluten, tengo que preguntar a los invitados"),
  noPick("es", BIKE, ES_PIEZAS, "la cadena no, que es nueva"),
  noPick("es", BIKE, ES_NOCHE, "¿Cuánto cuesta si se queda la noche?"),
  noPick("es", VET, ES_CITA, "lunes o viernes, el día que la Dra. Herrera tenga hueco antes"),
  noPick("es", RENOVATION, ES_INICIO, "en cuanto llegue la licencia de obra"),
  noPick("es", OFFICE, ES_PAPEL, "lo mismo que la última vez"),
];

export const FROZEN_SET_2: readonly ReplyCase[] = [
  ...EN_CASES,
  ...DE_CASES,
  ...TH_CASES,
  ...ES_CASES,
];
