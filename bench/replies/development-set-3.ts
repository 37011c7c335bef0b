/**
 * Development reply set 3, written on 2026-12-05 by someone who never read the reply reader, to be
 * tuned on: its misses are listed by `npm run bench:replies`. It leans on replies where a careless
 * reader could pick half an answer: several options named with some excluded, several questions
 * answered at once, email replies with greetings, sign-offs and quoted text.
 */
import {
  clarify,
  noPick,
  own,
  pick,
  picks,
  question,
  type ReplyCase,
  type ReplyQuestion,
  skip,
} from "./reply-case.js";

/** The lines of a multi-line reply, joined with newlines. */
function lines(...parts: string[]): string {
  return parts.join("\n");
}

/**
 * The ask as an email client quotes it below a reply: every question with every option label
 * (and its description, if any), each line starting with ">". `bullet` "1." numbers the options.
 */
function quote(questions: readonly ReplyQuestion[], bullet = "-"): string {
  const body = questions.flatMap((q, n) => [
    ...(n > 0 ? [""] : []),
    q.question,
    ...q.options.map((option, i) => {
      const marker = bullet === "1." ? `${i + 1}.` : bullet;
      const detail = option.description ? ` — ${option.description}` : "";
      return `${marker} ${option.label}${detail}`;
    }),
  ]);
  return body.map((line) => (line ? `> ${line}` : ">")).join("\n");
}

// English asks

const enFlight = question("flight", "Flight", "Which flight should I book to Lisbon?", [
  { label: "TAP 08:05 (direct)", description: "Arrives 10:50, €210" },
  { label: "Lufthansa 11:40 (via Frankfurt)", description: "Arrives 17:20, €165" },
  { label: "easyJet 19:15 (direct)", description: "Arrives 22:00, €120, no checked bag" },
]);
const enHotel = question("hotel", "Hotel", "Which hotel should I book?", [
  "Hotel Lisboa Plaza (Recommended)",
  "Casa do Rio guesthouse",
  "Ibis Lisboa Parque",
]);
const enTripExtras = question(
  "extras",
  "Extras",
  "Which extras should I add to the booking?",
  ["Checked bag", "Seat selection", "Travel insurance", "Airport transfer"],
  true,
);
const enDates = question("dates", "Dates", "Which dates work for the trip?", [
  "3–5 June",
  "10–12 June",
  "17–19 June",
]);

const enOffsiteVenue = question("venue", "Venue", "Where should we hold the team offsite?", [
  { label: "Lakeside Lodge", description: "2 h by train, rooms for 30" },
  { label: "City co-working loft", description: "Walking distance, no overnight stay" },
  { label: "Mountain retreat (Recommended)", description: "3 h by coach, all-inclusive" },
]);
const enOffsiteActivities = question(
  "activities",
  "Activities",
  "Which activities should we plan?",
  ["Hiking", "Cooking class", "Escape room", "Strategy workshop"],
  true,
);
const enOffsiteDiet = question(
  "diet",
  "Dietary needs",
  "Which dietary needs should the caterer cover?",
  ["Vegetarian", "Vegan", "Gluten-free", "Halal"],
  true,
);
const enOffsiteMonth = question("month", "Month", "Which month should the offsite be in?", [
  "September",
  "October",
  "November",
]);

const enItAccess = question(
  "access",
  "Access",
  "Which systems do you need access to?",
  ["Jira", "Confluence", "GitHub", "Salesforce"],
  true,
);
const enItLaptop = question("laptop", "Laptop", "Which laptop should we order for the new hire?", [
  "MacBook Air 13-inch",
  { label: "MacBook Pro 14-inch (Recommended)", description: "Best for video and design work" },
  { label: "ThinkPad X1 Carbon", description: "Ships with Ubuntu or Windows" },
]);
const enItReset = question(
  "reset",
  "Password reset",
  "How should we send your temporary password?",
  ["SMS to your phone", "Email to your personal address", "Pick it up at the IT desk"],
);
const enItSlot = question("slot", "Appointment", "When can a technician come by?", [
  "Today 14:00",
  "Tomorrow 09:00",
  "Tomorrow 16:00",
]);

const enNlSections = question(
  "sections",
  "Sections",
  "Which sections should go into the December newsletter?",
  ["Product updates", "Customer story", "Team spotlight", "Upcoming events"],
  true,
);
const enNlSend = question("send", "Send time", "When should it go out?", [
  "Tuesday 9:00",
  "Wednesday 12:00",
  "Thursday 17:00",
]);
const enNlAudience = question("audience", "Audience", "Who should receive it?", [
  "All subscribers",
  "Customers only",
  "Internal staff only",
]);

const enGroceryItems = question(
  "items",
  "Items",
  "Which of the usual items should I add to this week's order?",
  ["Milk", "Eggs", "Bread", "Bananas"],
  true,
);
const enGrocerySlot = question("delivery", "Delivery slot", "Which delivery slot?", [
  "Saturday 8–10",
  "Saturday 18–20",
  "Sunday 10–12",
]);
const enGrocerySubs = question(
  "substitutions",
  "Substitutions",
  "If something is out of stock, what should the shop do?",
  ["Substitute with similar item", "Leave it out", "Call me"],
);

const enTalks = question(
  "talks",
  "Talks",
  "Which afternoon talks do you want to attend?",
  [
    "Scaling Postgres",
    "Intro to WebAssembly",
    "Accessibility in practice",
    "Rust for Python developers",
  ],
  true,
);
const enWorkshop = question("workshop", "Workshop", "Do you want a workshop seat on day 2?", [
  "Kubernetes hands-on",
  "Design systems workshop",
  "No workshop",
]);
const enTicket = question("ticket", "Ticket", "Which ticket type should I buy?", [
  { label: "Standard", description: "Talks only, €350" },
  { label: "Full pass (Recommended)", description: "Talks, workshops and dinner, €520" },
  { label: "Online only", description: "Livestream, €90" },
]);

const enHoEquipment = question(
  "equipment",
  "Equipment",
  "What should we ship for your home office?",
  ["Monitor (27-inch)", "Docking station", "Ergonomic chair", "Headset"],
  true,
);
const enHoDelivery = question("address", "Delivery", "Where should it be delivered?", [
  "Home address",
  "Office (pick up)",
]);

const enKidsClubs = question(
  "clubs",
  "Clubs",
  "Which after-school clubs should I sign Mia up for?",
  ["Swimming (Mon)", "Chess (Tue)", "Drama (Wed)", "Football (Thu)"],
  true,
);
const enKidsCamp = question("camp", "Summer camp", "Which summer camp week?", [
  "Week 1 (July 6–10)",
  "Week 2 (July 13–17)",
  "Week 3 (July 20–24)",
]);
const enKidsPickup = question("pickup", "Pick-up", "Who picks her up afterwards?", [
  "Me",
  "Grandma",
  "Carpool with the Johnsons",
]);

const enDeployEnv = question(
  "environments",
  "Environments",
  "Which environments should I deploy the fix to?",
  ["dev", "staging", "production"],
  true,
);
const enDeployWindow = question("window", "Window", "When should the production deploy run?", [
  "Now",
  { label: "Tonight 22:00 (Recommended)", description: "Lowest traffic of the day" },
  "Monday morning",
]);

// German asks

const deZug = question(
  "verbindung",
  "Verbindung",
  "Welche Verbindung nach Hamburg soll ich buchen?",
  [
    { label: "ICE 7:04 (direkt)", description: "Ankunft 10:38, 89 €" },
    { label: "IC 8:15 (1x umsteigen)", description: "Ankunft 12:50, 49 €" },
    { label: "Flexpreis ICE 9:04 (direkt)", description: "Ankunft 12:38, 139 €, stornierbar" },
  ],
);
const deHotel = question("hotel", "Hotel", "Welches Hotel soll ich reservieren?", [
  "Hotel am Hafen (Empfohlen)",
  "Motel One Altona",
  "Pension Elbblick",
]);
const deReiseExtras = question(
  "extras",
  "Extras",
  "Was soll ich zur Buchung dazunehmen?",
  ["Sitzplatzreservierung", "BahnCard-Rabatt", "Frühstück im Hotel", "Späte Abreise"],
  true,
);
const deTermin = question("termin", "Reisetermin", "Wann soll die Reise stattfinden?", [
  "14.–16. Januar",
  "21.–23. Januar",
  "28.–30. Januar",
]);

const deAusflugOrt = question("ort", "Ort", "Wo soll der Teamausflug stattfinden?", [
  { label: "Brauereiführung in Bamberg", description: "1 h mit dem Zug, ohne Übernachtung" },
  { label: "Kletterhalle vor Ort", description: "Nachmittags, danach Grillen" },
  { label: "Hütte im Allgäu (Empfohlen)", description: "2 Übernachtungen, Vollpension" },
]);
const deAusflugProgramm = question(
  "programm",
  "Programm",
  "Welche Programmpunkte sollen wir einplanen?",
  ["Wanderung", "Kochkurs", "Escape Room", "Strategie-Workshop"],
  true,
);
const deAusflugEssen = question(
  "essen",
  "Verpflegung",
  "Welche Ernährungswünsche soll der Caterer berücksichtigen?",
  ["Vegetarisch", "Vegan", "Glutenfrei", "Laktosefrei"],
  true,
);
const deAusflugDatum = question("datum", "Datum", "Welcher Freitag passt?", [
  "12. Juni",
  "19. Juni",
  "26. Juni",
]);

const deItZugriff = question(
  "zugriff",
  "Zugriffe",
  "Auf welche Systeme soll der Zugang eingerichtet werden?",
  ["SAP", "SharePoint", "VPN", "GitLab"],
  true,
);
const deItGeraet = question("geraet", "Gerät", "Welches Gerät soll der neue Kollege bekommen?", [
  { label: "ThinkPad T14 (Empfohlen)", description: "Windows 11, Standardgerät" },
  { label: "Dell Latitude 7440", description: "Windows 11, etwas leichter" },
  { label: "MacBook Air", description: "Nur mit Freigabe der Abteilungsleitung" },
]);
const deItTermin = question("termin", "Termin", "Wann darf der Techniker vorbeikommen?", [
  "Heute 15:00",
  "Morgen 8:30",
  "Morgen 13:00",
]);
const deItDrucker = question(
  "drucker",
  "Drucker",
  "Welcher Drucker soll als Standard eingerichtet werden?",
  ["2. OG Flur (Farbe)", "3. OG Kopierraum (s/w)", "Empfang (Farbe)"],
);

const deNlRubriken = question(
  "rubriken",
  "Rubriken",
  "Welche Rubriken kommen in den Januar-Newsletter?",
  ["Produktneuheiten", "Kundenporträt", "Team-Vorstellung", "Veranstaltungen"],
  true,
);
const deNlVersand = question("versand", "Versand", "Wann soll er verschickt werden?", [
  "Dienstag 9 Uhr",
  "Mittwoch 12 Uhr",
  "Donnerstag 17 Uhr",
]);
const deNlAnrede = question(
  "anrede",
  "Anrede",
  "Wie sollen wir die Leserinnen und Leser ansprechen?",
  ["Du", "Sie"],
);

const deEinkauf = question(
  "artikel",
  "Artikel",
  "Welche der üblichen Artikel soll ich diese Woche mitbestellen?",
  ["Milch", "Eier", "Brot", "Äpfel"],
  true,
);
const deLieferung = question("lieferung", "Lieferfenster", "Welches Lieferfenster?", [
  "Freitag 18–20 Uhr",
  "Samstag 8–10 Uhr",
  "Samstag 14–16 Uhr",
]);
const deErsatz = question(
  "ersatz",
  "Ersatzartikel",
  "Was soll passieren, wenn etwas ausverkauft ist?",
  ["Ähnlichen Artikel liefern", "Weglassen", "Mich anrufen"],
);

const deVortraege = question(
  "vortraege",
  "Vorträge",
  "Welche Vorträge am Nachmittag willst du besuchen?",
  [
    "Kubernetes im Mittelstand",
    "Barrierefreiheit im Web",
    "Rust für Java-Entwickler",
    "KI im Kundenservice",
  ],
  true,
);
const deTicket = question("ticket", "Ticket", "Welches Ticket soll ich kaufen?", [
  { label: "Basis", description: "Nur Vorträge, 290 €" },
  { label: "Komplett (Empfohlen)", description: "Vorträge, Workshops und Abendessen, 480 €" },
  { label: "Online", description: "Livestream, 79 €" },
]);
const deWorkshop = question(
  "workshop",
  "Workshop",
  "Willst du am zweiten Tag an einem Workshop teilnehmen?",
  ["Terraform-Praxis", "UX-Writing", "Kein Workshop"],
);

const deHoAusstattung = question(
  "ausstattung",
  "Ausstattung",
  "Was sollen wir dir fürs Homeoffice schicken?",
  ["Monitor (27 Zoll)", "Dockingstation", "Bürostuhl", "Headset"],
  true,
);
const deHoLieferort = question("lieferort", "Lieferung", "Wohin soll geliefert werden?", [
  "Privatadresse",
  "Büro (Abholung)",
]);

const deKinderKurse = question(
  "kurse",
  "Kurse",
  "Für welche Nachmittagskurse soll ich Jonas anmelden?",
  ["Schwimmen (Mo)", "Schach (Di)", "Theater (Mi)", "Fußball (Do)"],
  true,
);
const deKinderFerien = question("ferien", "Ferienbetreuung", "Welche Woche Ferienbetreuung?", [
  "1. Woche (3.–7. August)",
  "2. Woche (10.–14. August)",
  "3. Woche (17.–21. August)",
]);
const deKinderAbholung = question("abholung", "Abholung", "Wer holt ihn ab?", [
  "Ich selbst",
  "Oma",
  "Fahrgemeinschaft mit Familie Weber",
]);

const deDeployUmgebung = question(
  "umgebungen",
  "Umgebungen",
  "Auf welche Umgebungen soll ich den Fix ausrollen?",
  ["Test", "Staging", "Produktion"],
  true,
);
const deDeployZeit = question(
  "zeitpunkt",
  "Zeitpunkt",
  "Wann soll das Produktions-Deployment laufen?",
  ["Sofort", "Heute 22 Uhr (Empfohlen)", "Montag früh"],
);

// Spanish asks

const esVuelo = question("vuelo", "Vuelo", "¿Qué vuelo te reservo a Sevilla?", [
  { label: "Iberia 07:30 (directo)", description: "Llega 08:35, 95 €" },
  { label: "Vueling 13:10 (directo)", description: "Llega 14:15, 70 €" },
  { label: "Air Europa 18:45 (con escala)", description: "Llega 22:30, 60 €" },
]);
const esHotel = question("hotel", "Hotel", "¿En qué hotel te reservo?", [
  "Hotel Alfonso (Recomendado)",
  "Hostal Triana",
  "Apartamento en el centro",
]);
const esExtras = question(
  "extras",
  "Extras",
  "¿Qué añado a la reserva?",
  ["Maleta facturada", "Asiento elegido", "Seguro de viaje", "Traslado al aeropuerto"],
  true,
);

const esCompra = question(
  "productos",
  "Productos",
  "¿Qué productos de siempre añado al pedido de esta semana?",
  ["Leche", "Huevos", "Pan", "Plátanos"],
  true,
);
const esEntrega = question("entrega", "Entrega", "¿Qué franja de entrega prefieres?", [
  "Sábado 9–11",
  "Sábado 19–21",
  "Domingo 10–12",
]);

const esActividades = question(
  "actividades",
  "Extraescolares",
  "¿A qué extraescolares apunto a Lucía?",
  ["Natación (lunes)", "Ajedrez (martes)", "Teatro (miércoles)", "Fútbol (jueves)"],
  true,
);
const esRecogida = question("recogida", "Recogida", "¿Quién la recoge?", [
  "Yo",
  "La abuela",
  "Los padres de Marta",
]);

const esAccesos = question(
  "accesos",
  "Accesos",
  "¿A qué sistemas necesitas acceso?",
  ["Jira", "Confluence", "VPN", "Salesforce"],
  true,
);
const esCita = question("cita", "Cita", "¿Cuándo puede pasar el técnico?", [
  "Hoy 16:00",
  "Mañana 9:00",
  "Mañana 12:30",
]);

const esSecciones = question(
  "secciones",
  "Secciones",
  "¿Qué secciones van en el boletín de enero?",
  ["Novedades del producto", "Caso de cliente", "Entrevista al equipo", "Próximos eventos"],
  true,
);
const esEnvio = question("envio", "Envío", "¿Cuándo lo enviamos?", [
  "Martes 9:00",
  "Miércoles 12:00",
  "Jueves 17:00",
]);

const esEquipo = question(
  "equipo",
  "Equipo",
  "¿Qué te enviamos para teletrabajar?",
  ["Monitor (27 pulgadas)", "Base de conexión", "Silla ergonómica", "Auriculares"],
  true,
);

// Thai asks

const thFlight = question("flight", "เที่ยวบิน", "จะให้จองเที่ยวบินไปเชียงใหม่เที่ยวไหน", [
  { label: "การบินไทย 07:10 (บินตรง)", description: "ถึง 08:20 ราคา 2,400 บาท" },
  { label: "แอร์เอเชีย 12:35 (บินตรง)", description: "ถึง 13:45 ราคา 1,290 บาท" },
  { label: "นกแอร์ 18:50 (บินตรง)", description: "ถึง 20:00 ราคา 1,150 บาท" },
]);
const thHotel = question("hotel", "โรงแรม", "จะพักที่ไหนดี", [
  "โรงแรมริมปิง (แนะนำ)",
  "เกสต์เฮาส์ในเมืองเก่า",
  "คอนโดรายวันใกล้นิมมาน",
]);
const thExtras = question(
  "extras",
  "บริการเสริม",
  "จะเพิ่มอะไรในการจองบ้าง",
  ["กระเป๋าโหลด 20 กก.", "เลือกที่นั่ง", "ประกันการเดินทาง", "รถรับส่งสนามบิน"],
  true,
);

const thGrocery = question(
  "items",
  "รายการสินค้า",
  "สัปดาห์นี้จะสั่งของประจำอะไรบ้าง",
  ["นมสด", "ไข่ไก่", "ขนมปัง", "กล้วยหอม"],
  true,
);
const thDelivery = question("delivery", "เวลาจัดส่ง", "ให้ส่งของช่วงไหน", [
  "เสาร์ 9:00–11:00",
  "เสาร์ 18:00–20:00",
  "อาทิตย์ 10:00–12:00",
]);

const thPartyFood = question(
  "food",
  "อาหาร",
  "งานเลี้ยงปีใหม่ของทีมจะสั่งอาหารแบบไหนบ้าง",
  ["หมูกระทะ", "บุฟเฟต์นานาชาติ", "อาหารญี่ปุ่น", "ส้มตำไก่ย่าง"],
  true,
);
const thPartyDate = question("date", "วันที่", "จัดงานวันไหนดี", [
  "ศุกร์ 18 ธ.ค.",
  "ศุกร์ 25 ธ.ค.",
  "อังคาร 29 ธ.ค.",
]);
const thPartyActivities = question(
  "activities",
  "กิจกรรม",
  "อยากให้มีกิจกรรมอะไรบ้าง",
  ["จับฉลากของขวัญ", "คาราโอเกะ", "แข่งเกม", "มอบรางวัลพนักงานดีเด่น"],
  true,
);

const thItAccess = question(
  "access",
  "สิทธิ์การเข้าถึง",
  "ต้องการสิทธิ์เข้าระบบไหนบ้าง",
  ["อีเมลบริษัท", "VPN", "ระบบบัญชี", "ไดรฟ์กลาง"],
  true,
);
const thItSlot = question("slot", "นัดช่าง", "ให้ช่างไอทีเข้าไปดูเครื่องเมื่อไหร่", [
  "วันนี้ 15:00",
  "พรุ่งนี้ 10:00",
  "พรุ่งนี้ 14:00",
]);

const thKidsClass = question(
  "classes",
  "คลาสเรียน",
  "ช่วงปิดเทอมจะให้น้องมิ้นท์เรียนคลาสไหนบ้าง",
  ["ว่ายน้ำ (จันทร์)", "เปียโน (อังคาร)", "วาดรูป (พุธ)", "เทควันโด (พฤหัส)"],
  true,
);
const thKidsPickup = question("pickup", "รับกลับ", "ใครจะไปรับน้องหลังเลิกเรียน", [
  "คุณแม่",
  "คุณยาย",
  "รถรับส่งของโรงเรียน",
]);

export const DEVELOPMENT_SET_3: readonly ReplyCase[] = [
  // English: travel
  pick(
    "en",
    "travel",
    enTripExtras,
    "Checked bag and travel insurance please.",
    "Checked bag",
    "Travel insurance",
  ),
  pick(
    "en",
    "travel",
    enTripExtras,
    "seat selection plus the airport transfer",
    "Seat selection",
    "Airport transfer",
  ),
  picks(
    "en",
    "travel",
    [enDates, enTripExtras],
    "17–19 June. Extras: everything except insurance, I already have an annual policy.",
    { dates: ["17–19 June"], extras: ["Checked bag", "Seat selection", "Airport transfer"] },
  ),
  pick(
    "en",
    "travel",
    enTripExtras,
    "Bag yes, seat selection definitely not. I don't care where I sit.",
    "Checked bag",
  ),
  pick(
    "en",
    "travel",
    enFlight,
    "easyJet is the cheapest but it lands at 10pm and doesn't include a bag. " +
      "Take the TAP morning one.",
    "TAP 08:05 (direct)",
  ),
  noPick("en", "travel", enFlight, "Anything direct is fine."),
  noPick("en", "travel", enHotel, "Either the Plaza or the guesthouse, I don't mind."),
  clarify("en", "travel", enHotel, "Plaza, Ibis"),
  picks("en", "travel", [enFlight, enHotel], "TAP and the Plaza", {
    flight: ["TAP 08:05 (direct)"],
    hotel: ["Hotel Lisboa Plaza (Recommended)"],
  }),
  picks(
    "en",
    "travel",
    [enDates, enHotel, enTripExtras],
    lines("hotel: the guesthouse", "dates: 10–12", "extras: just the bag, nothing else"),
    { dates: ["10–12 June"], hotel: ["Casa do Rio guesthouse"], extras: ["Checked bag"] },
  ),
  noPick(
    "en",
    "travel",
    [enDates, enHotel],
    "The hotel you recommended is fine, not sure about dates yet, let me check with my partner.",
  ),
  picks(
    "en",
    "travel",
    [enFlight, enHotel],
    lines(
      "Hi,",
      "",
      "Let's go with the Lufthansa flight via Frankfurt and the Ibis,",
      "keeping costs down this time.",
      "",
      "Thanks,",
      "Daniel",
      "",
      "On Tue, 1 Dec 2026 at 10:02, Travel Assistant <travel@example.com> wrote:",
      quote([enFlight, enHotel]),
    ),
    { flight: ["Lufthansa 11:40 (via Frankfurt)"], hotel: ["Ibis Lisboa Parque"] },
  ),
  skip("en", "travel", [enDates, enHotel], "Skip this one, I'll sort the trip out myself."),
  picks(
    "en",
    "travel",
    [enFlight, enTripExtras],
    "The 11:40 via Frankfurt. Extras: seat selection, travel insurance. " +
      "No transfer, I'll take the metro.",
    {
      flight: ["Lufthansa 11:40 (via Frankfurt)"],
      extras: ["Seat selection", "Travel insurance"],
    },
  ),

  // English: team offsite
  pick(
    "en",
    "team offsite",
    enOffsiteActivities,
    "Hiking & cooking class please",
    "Hiking",
    "Cooking class",
  ),
  picks(
    "en",
    "team offsite",
    [enOffsiteActivities, enOffsiteMonth],
    "All of them except the strategy workshop, it's supposed to be a break. September.",
    { activities: ["Hiking", "Cooking class", "Escape room"], month: ["September"] },
  ),
  pick(
    "en",
    "team offsite",
    enOffsiteActivities,
    "Escape room yes, hiking definitely not (half the team hates walking). " +
      "Add the workshop too.",
    "Escape room",
    "Strategy workshop",
  ),
  pick(
    "en",
    "team offsite",
    enOffsiteDiet,
    "Vegetarian, vegan and gluten-free. Nobody needs halal this year.",
    "Vegetarian",
    "Vegan",
    "Gluten-free",
  ),
  picks("en", "team offsite", [enOffsiteVenue, enOffsiteMonth], "October at the lakeside lodge", {
    venue: ["Lakeside Lodge"],
    month: ["October"],
  }),
  picks(
    "en",
    "team offsite",
    [enOffsiteVenue, enOffsiteActivities, enOffsiteDiet],
    lines("venue - mountain retreat", "activities - hiking, cooking class", "diet - vegan + halal"),
    {
      venue: ["Mountain retreat (Recommended)"],
      activities: ["Hiking", "Cooking class"],
      diet: ["Vegan", "Halal"],
    },
  ),
  picks(
    "en",
    "team offsite",
    [enOffsiteVenue, enOffsiteMonth],
    "November works best. Venue: go with what you recommended.",
    { venue: ["Mountain retreat (Recommended)"], month: ["November"] },
  ),
  noPick(
    "en",
    "team offsite",
    [enOffsiteVenue, enOffsiteMonth],
    "Lakeside if it's free in September, otherwise let's talk again.",
  ),
  noPick(
    "en",
    "team offsite",
    enOffsiteVenue,
    "Not the co-working loft, we need people to stay overnight.",
  ),
  pick(
    "en",
    "team offsite",
    enOffsiteVenue,
    "The lodge is closer, but the retreat is all-inclusive and that saves me a week of admin. " +
      "Retreat.",
    "Mountain retreat (Recommended)",
  ),
  pick(
    "en",
    "team offsite",
    enOffsiteActivities,
    lines(
      "Hey Priya,",
      "",
      "Sounds great. For activities let's do the cooking class and the escape room.",
      "No hiking please, and the workshop can happen back in the office.",
      "",
      "Cheers,",
      "Tom",
      "",
      "Sent from my iPhone",
      "",
      "> On 30 Nov 2026, at 16:45, Offsite Planner <offsite@example.com> wrote:",
      ">",
      quote([enOffsiteActivities]),
    ),
    "Cooking class",
    "Escape room",
  ),
  own(
    "en",
    "team offsite",
    enOffsiteMonth,
    "None of those, we're slammed until the new year. January is the earliest.",
  ),

  // English: IT helpdesk
  pick("en", "it helpdesk", enItAccess, "Jira & Confluence please", "Jira", "Confluence"),
  pick(
    "en",
    "it helpdesk",
    enItAccess,
    "I need GitHub, and Jira too. Not Salesforce, I'm not in sales.",
    "Jira",
    "GitHub",
  ),
  pick(
    "en",
    "it helpdesk",
    enItAccess,
    "everything but Salesforce",
    "Jira",
    "Confluence",
    "GitHub",
  ),
  pick("en", "it helpdesk", enItLaptop, "the recommended one", "MacBook Pro 14-inch (Recommended)"),
  pick(
    "en",
    "it helpdesk",
    enItLaptop,
    "She's a Linux person, definitely not a Mac. ThinkPad.",
    "ThinkPad X1 Carbon",
  ),
  noPick("en", "it helpdesk", enItLaptop, "Any of the Macs is fine."),
  picks(
    "en",
    "it helpdesk",
    [enItReset, enItSlot],
    lines("Hi,", "SMS is fine. And tomorrow at 9 works for the technician.", "Thanks, Raj"),
    { reset: ["SMS to your phone"], slot: ["Tomorrow 09:00"] },
  ),
  picks(
    "en",
    "it helpdesk",
    [enItReset, enItSlot],
    "Today at 2pm please. Password by email to my personal address.",
    { reset: ["Email to your personal address"], slot: ["Today 14:00"] },
  ),
  noPick(
    "en",
    "it helpdesk",
    [enItReset, enItSlot],
    "Password via SMS. Technician tomorrow, whichever time suits them.",
  ),
  pick(
    "en",
    "it helpdesk",
    enItReset,
    lines(
      "Hello IT team,",
      "",
      "Thanks for the quick response. Please send it by SMS, I can't get into my",
      "personal email from the office.",
      "",
      "Best regards,",
      "Marta Kowalski",
      "Finance",
      "",
      "On Wed, Dec 2, 2026 at 8:31 AM IT Helpdesk <helpdesk@example.com> wrote:",
      quote([enItReset], "1."),
    ),
    "SMS to your phone",
  ),
  noPick(
    "en",
    "it helpdesk",
    enItSlot,
    "Is there anything after 16:00 tomorrow? I'm in meetings all day.",
  ),
  clarify("en", "it helpdesk", enItSlot, "today 14:00, tomorrow 09:00"),

  // English: newsletter
  picks(
    "en",
    "newsletter",
    [enNlSections, enNlAudience],
    "Product updates, the customer story and upcoming events. " +
      "Skip the team spotlight this month. Audience: everyone.",
    {
      sections: ["Product updates", "Customer story", "Upcoming events"],
      audience: ["All subscribers"],
    },
  ),
  pick(
    "en",
    "newsletter",
    enNlSections,
    "All four.",
    "Product updates",
    "Customer story",
    "Team spotlight",
    "Upcoming events",
  ),
  pick(
    "en",
    "newsletter",
    enNlSections,
    "just the customer story + events",
    "Customer story",
    "Upcoming events",
  ),
  picks(
    "en",
    "newsletter",
    [enNlSections, enNlSend, enNlAudience],
    "Sections: product updates and the team spotlight. " +
      "Send it Wednesday at noon, to all subscribers.",
    {
      sections: ["Product updates", "Team spotlight"],
      send: ["Wednesday 12:00"],
      audience: ["All subscribers"],
    },
  ),
  picks("en", "newsletter", [enNlSend, enNlAudience], "customers only, thursday evening", {
    send: ["Thursday 17:00"],
    audience: ["Customers only"],
  }),
  noPick(
    "en",
    "newsletter",
    [enNlSend, enNlAudience],
    "All subscribers for sure. Timing: whatever gets the best open rates, you tell me.",
  ),
  noPick(
    "en",
    "newsletter",
    enNlSend,
    "Not Tuesday, people are still digging out of Monday's inbox.",
  ),
  picks(
    "en",
    "newsletter",
    [enNlSections, enNlSend],
    lines(
      "Hi Alex,",
      "",
      "Answers inline.",
      "",
      quote([enNlSections]),
      "",
      "Product updates and events only.",
      "",
      quote([enNlSend]),
      "",
      "Tuesday morning.",
      "",
      "Jo",
    ),
    { sections: ["Product updates", "Upcoming events"], send: ["Tuesday 9:00"] },
  ),
  pick(
    "en",
    "newsletter",
    enNlAudience,
    "Internal staff only, it's mostly about the reorg. Customers don't need that.",
    "Internal staff only",
  ),

  // English: groceries
  pick(
    "en",
    "groceries",
    enGroceryItems,
    "everything except bread, we still have half a loaf",
    "Milk",
    "Eggs",
    "Bananas",
  ),
  pick(
    "en",
    "groceries",
    enGroceryItems,
    "Bananas yes. Milk no, we've got two cartons. Eggs too.",
    "Eggs",
    "Bananas",
  ),
  picks(
    "en",
    "groceries",
    [enGroceryItems, enGrocerySlot, enGrocerySubs],
    "Eggs, bread. Sunday morning. Call me if anything's missing.",
    { items: ["Eggs", "Bread"], delivery: ["Sunday 10–12"], substitutions: ["Call me"] },
  ),
  picks(
    "en",
    "groceries",
    [enGrocerySlot, enGrocerySubs],
    "leave it out if they don't have it; saturday evening slot",
    { delivery: ["Saturday 18–20"], substitutions: ["Leave it out"] },
  ),
  noPick(
    "en",
    "groceries",
    [enGroceryItems, enGrocerySlot],
    "Milk and bananas. Not sure when I'm home this weekend, I'll let you know.",
  ),
  noPick("en", "groceries", enGrocerySlot, "Saturday, either slot."),
  pick(
    "en",
    "groceries",
    enGrocerySubs,
    "Don't substitute, last time they sent oat milk instead of regular. Just leave it out.",
    "Leave it out",
  ),
  own(
    "en",
    "groceries",
    enGrocerySlot,
    "None of those work, we're away. Please move the order to next week.",
  ),

  // English: conference
  pick(
    "en",
    "conference",
    enTalks,
    "Both Postgres and Rust.",
    "Scaling Postgres",
    "Rust for Python developers",
  ),
  picks(
    "en",
    "conference",
    [enTicket, enTalks],
    "Full pass. Talks: all of them but the WebAssembly intro, I've seen it.",
    {
      ticket: ["Full pass (Recommended)"],
      talks: ["Scaling Postgres", "Accessibility in practice", "Rust for Python developers"],
    },
  ),
  pick(
    "en",
    "conference",
    enTalks,
    "Accessibility yes, Postgres definitely not, that's the same talk as last year.",
    "Accessibility in practice",
  ),
  picks(
    "en",
    "conference",
    [enTicket, enWorkshop],
    "Full pass, and put me in the Kubernetes workshop.",
    { ticket: ["Full pass (Recommended)"], workshop: ["Kubernetes hands-on"] },
  ),
  picks(
    "en",
    "conference",
    [enTicket, enWorkshop, enTalks],
    "standard ticket, no workshop, talks: Rust + WebAssembly",
    {
      ticket: ["Standard"],
      workshop: ["No workshop"],
      talks: ["Intro to WebAssembly", "Rust for Python developers"],
    },
  ),
  pick(
    "en",
    "conference",
    enTicket,
    "Online only is cheaper but I want to actually meet people. Full pass.",
    "Full pass (Recommended)",
  ),
  noPick("en", "conference", enTicket, "Whichever one my manager approves, I've asked her."),
  noPick(
    "en",
    "conference",
    [enTicket, enWorkshop],
    "Full pass if the company pays, otherwise standard. The workshop depends on that too.",
  ),
  pick(
    "en",
    "conference",
    enWorkshop,
    lines(
      "Hi there,",
      "",
      "I'd like the design systems workshop, please.",
      "",
      "Kind regards,",
      "Lena Fischer",
      "",
      "-----Original Message-----",
      "From: Conference Assistant <events@example.com>",
      "Sent: Thursday, December 3, 2026 11:20 AM",
      "Subject: Workshop seat",
      "",
      "Do you want a workshop seat on day 2?",
      "- Kubernetes hands-on",
      "- Design systems workshop",
      "- No workshop",
    ),
    "Design systems workshop",
  ),
  clarify("en", "conference", enWorkshop, "Kubernetes hands-on, Design systems workshop"),

  // English: home office
  pick(
    "en",
    "home office",
    enHoEquipment,
    "Everything apart from the chair, I bought one myself.",
    "Monitor (27-inch)",
    "Docking station",
    "Headset",
  ),
  picks(
    "en",
    "home office",
    [enHoEquipment, enHoDelivery],
    "Docking station and the chair, delivered to my home.",
    { equipment: ["Docking station", "Ergonomic chair"], address: ["Home address"] },
  ),
  picks(
    "en",
    "home office",
    [enHoEquipment, enHoDelivery],
    "I'll pick it up at the office. Just the monitor, nothing else.",
    { equipment: ["Monitor (27-inch)"], address: ["Office (pick up)"] },
  ),
  noPick(
    "en",
    "home office",
    enHoEquipment,
    "Does the docking station work with a 2019 Dell XPS? If not I don't need it.",
  ),
  picks(
    "en",
    "home office",
    [enHoEquipment, enHoDelivery],
    lines(
      "Hi Sam,",
      "",
      "The monitor and the docking station would be great. I already have a decent chair",
      "and headset, so no need for those. Home address is fine.",
      "",
      "Thanks!",
      "Aisha",
      "",
      "On Mon, 30 Nov 2026 at 14:03, Workplace Team <workplace@example.com> wrote:",
      quote([enHoEquipment, enHoDelivery], "•"),
    ),
    { equipment: ["Monitor (27-inch)", "Docking station"], address: ["Home address"] },
  ),

  // English: kids' activities
  picks(
    "en",
    "kids activities",
    [enKidsClubs, enKidsPickup],
    "Everything but football, she's had enough of that. The Johnsons' carpool can bring her home.",
    {
      clubs: ["Swimming (Mon)", "Chess (Tue)", "Drama (Wed)"],
      pickup: ["Carpool with the Johnsons"],
    },
  ),
  picks(
    "en",
    "kids activities",
    [enKidsCamp, enKidsPickup],
    "Week 2, and grandma can pick her up.",
    { camp: ["Week 2 (July 13–17)"], pickup: ["Grandma"] },
  ),
  noPick(
    "en",
    "kids activities",
    [enKidsCamp, enKidsPickup],
    "Week 1 or 3, not 2, we're away then. Pick-up I'll sort out later.",
  ),
  pick(
    "en",
    "kids activities",
    enKidsClubs,
    lines(
      "Hi,",
      "",
      "Thank you for organising this! Mia would love swimming and chess.",
      "Drama clashes with her piano lesson unfortunately, and she's not keen on football.",
      "",
      "Best wishes,",
      "Rachel (Mia's mum)",
      "",
      "On 1 Dec 2026, at 19:12, Family Assistant <family@example.com> wrote:",
      quote([enKidsClubs]),
    ),
    "Swimming (Mon)",
    "Chess (Tue)",
  ),
  own(
    "en",
    "kids activities",
    enKidsCamp,
    "No camp this year, she's at her dad's for all of July.",
  ),

  // English: deploys
  pick("en", "deploys", enDeployEnv, "dev and staging, not production yet", "dev", "staging"),
  pick("en", "deploys", enDeployEnv, "all three", "dev", "staging", "production"),
  picks("en", "deploys", [enDeployEnv, enDeployWindow], "staging + prod, tonight at 10", {
    environments: ["staging", "production"],
    window: ["Tonight 22:00 (Recommended)"],
  }),
  noPick(
    "en",
    "deploys",
    [enDeployEnv, enDeployWindow],
    "Staging now. For prod let's wait for QA sign-off before picking a time.",
  ),
  noPick("en", "deploys", enDeployWindow, "Not now, too risky during peak traffic."),

  // German: travel
  pick(
    "de",
    "travel",
    deReiseExtras,
    "Sitzplatzreservierung und Frühstück, bitte.",
    "Sitzplatzreservierung",
    "Frühstück im Hotel",
  ),
  pick(
    "de",
    "travel",
    deReiseExtras,
    "Sowohl die Sitzplatzreservierung als auch die späte Abreise.",
    "Sitzplatzreservierung",
    "Späte Abreise",
  ),
  pick(
    "de",
    "travel",
    deReiseExtras,
    "Alles außer Frühstück, ich esse unterwegs.",
    "Sitzplatzreservierung",
    "BahnCard-Rabatt",
    "Späte Abreise",
  ),
  picks("de", "travel", [deZug, deHotel], "Den ICE um 7:04 und das Hotel am Hafen.", {
    verbindung: ["ICE 7:04 (direkt)"],
    hotel: ["Hotel am Hafen (Empfohlen)"],
  }),
  pick(
    "de",
    "travel",
    deZug,
    "Nicht den um 7, das ist mir zu früh – lieber den Flexpreis um 9:04, " +
      "falls der Termin sich verschiebt.",
    "Flexpreis ICE 9:04 (direkt)",
  ),
  pick(
    "de",
    "travel",
    deZug,
    "Der IC ist zwar billiger, aber mit Umsteigen komme ich zu spät. Also ICE 7:04.",
    "ICE 7:04 (direkt)",
  ),
  noPick("de", "travel", deZug, "Hauptsache direkt."),
  noPick("de", "travel", deHotel, "Egal, Hauptsache nicht die Pension."),
  picks(
    "de",
    "travel",
    [deTermin, deHotel, deReiseExtras],
    lines("Termin: 21.–23.", "Hotel: Motel One", "Extras: nur BahnCard-Rabatt"),
    { termin: ["21.–23. Januar"], hotel: ["Motel One Altona"], extras: ["BahnCard-Rabatt"] },
  ),
  picks(
    "de",
    "travel",
    [deZug, deHotel],
    lines(
      "Hallo,",
      "",
      "bitte buchen Sie mir den IC um 8:15 und die Pension Elbblick.",
      "Das Reisebudget ist diesmal knapp.",
      "",
      "Mit freundlichen Grüßen",
      "Klaus Berger",
      "",
      "Am Di., 1. Dez. 2026 um 09:14 Uhr schrieb Reiseassistent <reise@example.com>:",
      quote([deZug, deHotel]),
    ),
    { verbindung: ["IC 8:15 (1x umsteigen)"], hotel: ["Pension Elbblick"] },
  ),
  noPick(
    "de",
    "travel",
    [deTermin, deHotel],
    "Hotel am Hafen passt. Beim Termin muss ich erst noch mit dem Kunden sprechen.",
  ),
  clarify("de", "travel", deTermin, "14.–16. Januar, 28.–30. Januar"),
  skip("de", "travel", deHotel, "Überspringen bitte, das Hotel bucht diesmal der Kunde."),

  // German: team offsite
  pick(
    "de",
    "team offsite",
    deAusflugProgramm,
    "Wanderung, aber auch den Kochkurs.",
    "Wanderung",
    "Kochkurs",
  ),
  picks(
    "de",
    "team offsite",
    [deAusflugProgramm, deAusflugDatum],
    "Alles außer dem Workshop, das soll ja Erholung sein. Am liebsten der 19.",
    { programm: ["Wanderung", "Kochkurs", "Escape Room"], datum: ["19. Juni"] },
  ),
  pick(
    "de",
    "team offsite",
    deAusflugProgramm,
    "Escape Room ja, Wanderung auf keinen Fall.",
    "Escape Room",
  ),
  pick(
    "de",
    "team offsite",
    deAusflugEssen,
    "vegetarisch + glutenfrei, vegan braucht diesmal keiner",
    "Vegetarisch",
    "Glutenfrei",
  ),
  picks("de", "team offsite", [deAusflugOrt, deAusflugDatum], "26. Juni in der Kletterhalle", {
    ort: ["Kletterhalle vor Ort"],
    datum: ["26. Juni"],
  }),
  picks(
    "de",
    "team offsite",
    [deAusflugOrt, deAusflugProgramm, deAusflugEssen],
    lines(
      "Ort: die Hütte",
      "Programm: Wanderung und Strategie-Workshop",
      "Essen: vegan und laktosefrei",
    ),
    {
      ort: ["Hütte im Allgäu (Empfohlen)"],
      programm: ["Wanderung", "Strategie-Workshop"],
      essen: ["Vegan", "Laktosefrei"],
    },
  ),
  noPick(
    "de",
    "team offsite",
    [deAusflugOrt, deAusflugDatum],
    "Bamberg fände ich super. Das Datum ist mir eigentlich egal, nimm, was frei ist.",
  ),
  noPick(
    "de",
    "team offsite",
    deAusflugOrt,
    "Bamberg oder die Hütte, je nachdem, was das Budget hergibt.",
  ),
  pick(
    "de",
    "team offsite",
    deAusflugOrt,
    "Bamberg wäre lustig, aber die Hütte ist mit Übernachtung einfach schöner. " +
      "Nehmen wir die Hütte.",
    "Hütte im Allgäu (Empfohlen)",
  ),
  pick(
    "de",
    "team offsite",
    deAusflugProgramm,
    lines(
      "Hi Lea,",
      "",
      "klingt super! Bitte Kochkurs und Escape Room einplanen. Wandern mögen viele nicht,",
      "und den Workshop machen wir lieber im Büro.",
      "",
      "LG",
      "Markus",
      "",
      "Von meinem iPhone gesendet",
      "",
      "> Am 30.11.2026 um 16:45 schrieb Ausflugsplaner <planer@example.com>:",
      ">",
      quote([deAusflugProgramm]),
    ),
    "Kochkurs",
    "Escape Room",
  ),
  pick(
    "de",
    "team offsite",
    deAusflugOrt,
    "Nimm die empfohlene Option.",
    "Hütte im Allgäu (Empfohlen)",
  ),
  own(
    "de",
    "team offsite",
    deAusflugDatum,
    "Keiner davon, im Juni sind zu viele im Urlaub. Lieber Anfang Juli.",
  ),

  // German: IT helpdesk
  pick("de", "it helpdesk", deItZugriff, "SAP und VPN reichen.", "SAP", "VPN"),
  pick(
    "de",
    "it helpdesk",
    deItZugriff,
    "SharePoint und GitLab, SAP bitte nicht, da hat er nichts zu suchen.",
    "SharePoint",
    "GitLab",
  ),
  pick("de", "it helpdesk", deItZugriff, "alles bis auf SAP", "SharePoint", "VPN", "GitLab"),
  picks(
    "de",
    "it helpdesk",
    [deItGeraet, deItZugriff],
    "Das Dell, und er braucht VPN sowie GitLab.",
    { geraet: ["Dell Latitude 7440"], zugriff: ["VPN", "GitLab"] },
  ),
  pick(
    "de",
    "it helpdesk",
    deItGeraet,
    "Das MacBook ist schicker, aber unsere Buchhaltungssoftware läuft nur unter Windows. " +
      "Also das ThinkPad.",
    "ThinkPad T14 (Empfohlen)",
  ),
  noPick("de", "it helpdesk", deItGeraet, "Hauptsache Windows."),
  picks(
    "de",
    "it helpdesk",
    [deItTermin, deItDrucker],
    "Morgen um halb neun passt. Drucker: der im Kopierraum.",
    { termin: ["Morgen 8:30"], drucker: ["3. OG Kopierraum (s/w)"] },
  ),
  picks(
    "de",
    "it helpdesk",
    [deItTermin, deItDrucker],
    "Empfang als Standarddrucker, und der Techniker kann heute um drei kommen.",
    { termin: ["Heute 15:00"], drucker: ["Empfang (Farbe)"] },
  ),
  noPick(
    "de",
    "it helpdesk",
    [deItTermin, deItDrucker],
    "Drucker: der im 2. OG. Den Termin kann ich erst nach Rücksprache mit meiner Chefin sagen.",
  ),
  noPick("de", "it helpdesk", deItDrucker, "Einer mit Farbe."),
  pick(
    "de",
    "it helpdesk",
    deItTermin,
    lines(
      "Guten Morgen,",
      "",
      "morgen um 13 Uhr wäre ideal, vormittags habe ich Kundentermine.",
      "",
      "Viele Grüße",
      "Sabine Roth",
      "",
      "Am Mi., 2. Dez. 2026 um 08:31 Uhr schrieb IT-Helpdesk <helpdesk@example.com>:",
      quote([deItTermin], "1."),
    ),
    "Morgen 13:00",
  ),
  noPick(
    "de",
    "it helpdesk",
    deItTermin,
    "Geht auch Donnerstag? Heute und morgen bin ich im Homeoffice.",
  ),
  clarify("de", "it helpdesk", deItGeraet, "ThinkPad T14 / Dell Latitude 7440"),

  // German: newsletter
  picks(
    "de",
    "newsletter",
    [deNlRubriken, deNlAnrede],
    "Produktneuheiten, Kundenporträt und Veranstaltungen – die Team-Vorstellung lassen wir " +
      "diesmal weg. Anrede wie immer per Du.",
    { rubriken: ["Produktneuheiten", "Kundenporträt", "Veranstaltungen"], anrede: ["Du"] },
  ),
  pick(
    "de",
    "newsletter",
    deNlRubriken,
    "Alle vier.",
    "Produktneuheiten",
    "Kundenporträt",
    "Team-Vorstellung",
    "Veranstaltungen",
  ),
  pick(
    "de",
    "newsletter",
    deNlRubriken,
    "nur Kundenporträt & Veranstaltungen",
    "Kundenporträt",
    "Veranstaltungen",
  ),
  picks(
    "de",
    "newsletter",
    [deNlRubriken, deNlVersand, deNlAnrede],
    "Rubriken: Produktneuheiten und Team-Vorstellung. Versand Mittwoch mittags. Und wir siezen.",
    {
      rubriken: ["Produktneuheiten", "Team-Vorstellung"],
      versand: ["Mittwoch 12 Uhr"],
      anrede: ["Sie"],
    },
  ),
  picks("de", "newsletter", [deNlVersand, deNlAnrede], "Sie. Donnerstag um fünf.", {
    versand: ["Donnerstag 17 Uhr"],
    anrede: ["Sie"],
  }),
  noPick(
    "de",
    "newsletter",
    [deNlVersand, deNlAnrede],
    "Du natürlich. Beim Versandtag bin ich unsicher – " +
      "was hat denn letztes Mal besser funktioniert?",
  ),
  noPick("de", "newsletter", deNlVersand, "Bloß nicht Dienstag, da geht alles unter."),
  picks(
    "de",
    "newsletter",
    [deNlRubriken, deNlVersand],
    lines(
      "Hallo Alex,",
      "",
      "Antworten unten im Text.",
      "",
      quote([deNlRubriken]),
      "",
      "Produktneuheiten und Veranstaltungen, mehr nicht.",
      "",
      quote([deNlVersand]),
      "",
      "Dienstag früh.",
      "",
      "Gruß",
      "Jo",
    ),
    { rubriken: ["Produktneuheiten", "Veranstaltungen"], versand: ["Dienstag 9 Uhr"] },
  ),

  // German: groceries
  pick(
    "de",
    "groceries",
    deEinkauf,
    "Alles außer Brot, wir backen am Wochenende selbst.",
    "Milch",
    "Eier",
    "Äpfel",
  ),
  pick(
    "de",
    "groceries",
    deEinkauf,
    "Äpfel ja. Milch nein, haben noch genug. Eier auch.",
    "Eier",
    "Äpfel",
  ),
  picks(
    "de",
    "groceries",
    [deEinkauf, deLieferung, deErsatz],
    "Eier, Brot. Samstag früh. Wenn was fehlt, bitte anrufen.",
    { artikel: ["Eier", "Brot"], lieferung: ["Samstag 8–10 Uhr"], ersatz: ["Mich anrufen"] },
  ),
  picks("de", "groceries", [deLieferung, deErsatz], "weglassen, falls nicht da; Freitagabend", {
    lieferung: ["Freitag 18–20 Uhr"],
    ersatz: ["Weglassen"],
  }),
  noPick(
    "de",
    "groceries",
    [deEinkauf, deLieferung],
    "Milch und Äpfel. Wann ich zu Hause bin, weiß ich noch nicht.",
  ),
  noPick("de", "groceries", deLieferung, "Samstag, egal wann."),
  pick(
    "de",
    "groceries",
    deErsatz,
    "Bitte nichts ersetzen, letztes Mal kam Hafermilch statt Vollmilch. Einfach weglassen.",
    "Weglassen",
  ),
  picks(
    "de",
    "groceries",
    [deEinkauf, deLieferung],
    lines(
      "Hi,",
      "",
      "nimm bitte sowohl Milch als auch Äpfel, Eier und Brot haben wir noch.",
      "Lieferung am besten Samstagnachmittag.",
      "",
      "LG Anna",
      "",
      "Am Do., 3. Dez. 2026 um 18:02 Uhr schrieb Einkaufsassistent <einkauf@example.com>:",
      quote([deEinkauf, deLieferung]),
    ),
    { artikel: ["Milch", "Äpfel"], lieferung: ["Samstag 14–16 Uhr"] },
  ),

  // German: conference
  pick(
    "de",
    "conference",
    deVortraege,
    "Kubernetes und Rust.",
    "Kubernetes im Mittelstand",
    "Rust für Java-Entwickler",
  ),
  picks(
    "de",
    "conference",
    [deTicket, deVortraege],
    "Komplett-Ticket. Vorträge: alle außer KI im Kundenservice, " +
      "das Thema kann ich nicht mehr hören.",
    {
      ticket: ["Komplett (Empfohlen)"],
      vortraege: [
        "Kubernetes im Mittelstand",
        "Barrierefreiheit im Web",
        "Rust für Java-Entwickler",
      ],
    },
  ),
  pick(
    "de",
    "conference",
    deVortraege,
    "Barrierefreiheit ja, Kubernetes definitiv nicht.",
    "Barrierefreiheit im Web",
  ),
  picks("de", "conference", [deTicket, deWorkshop], "Komplett, und bitte den Terraform-Workshop.", {
    ticket: ["Komplett (Empfohlen)"],
    workshop: ["Terraform-Praxis"],
  }),
  picks(
    "de",
    "conference",
    [deTicket, deWorkshop, deVortraege],
    "Basis-Ticket, kein Workshop, Vorträge: Rust + KI",
    {
      ticket: ["Basis"],
      workshop: ["Kein Workshop"],
      vortraege: ["Rust für Java-Entwickler", "KI im Kundenservice"],
    },
  ),
  pick(
    "de",
    "conference",
    deTicket,
    "Online ist günstiger, aber ich will die Leute auch treffen. Komplett.",
    "Komplett (Empfohlen)",
  ),
  noPick("de", "conference", deTicket, "Das, was mein Chef genehmigt – ich hab schon gefragt."),
  noPick(
    "de",
    "conference",
    [deTicket, deWorkshop],
    "Komplett, wenn die Firma zahlt, sonst Basis. Der Workshop hängt auch davon ab.",
  ),
  pick(
    "de",
    "conference",
    deWorkshop,
    lines(
      "Hallo,",
      "",
      "ich nehme gern den UX-Writing-Workshop.",
      "",
      "Beste Grüße",
      "Julia Hoffmann",
      "",
      "-----Ursprüngliche Nachricht-----",
      "Von: Konferenz-Assistent <events@example.com>",
      "Gesendet: Donnerstag, 3. Dezember 2026 11:20",
      "Betreff: Workshop-Platz",
      "",
      "Willst du am zweiten Tag an einem Workshop teilnehmen?",
      "- Terraform-Praxis",
      "- UX-Writing",
      "- Kein Workshop",
    ),
    "UX-Writing",
  ),
  pick(
    "de",
    "conference",
    deWorkshop,
    "Keinen, danke. Ich muss am zweiten Tag früh los.",
    "Kein Workshop",
  ),

  // German: home office
  picks(
    "de",
    "home office",
    [deHoAusstattung, deHoLieferort],
    "Alles außer dem Stuhl, den hab ich schon. Bitte nach Hause liefern.",
    {
      ausstattung: ["Monitor (27 Zoll)", "Dockingstation", "Headset"],
      lieferort: ["Privatadresse"],
    },
  ),
  picks(
    "de",
    "home office",
    [deHoAusstattung, deHoLieferort],
    "Ich hol's im Büro ab. Nur die Dockingstation, sonst nichts.",
    { ausstattung: ["Dockingstation"], lieferort: ["Büro (Abholung)"] },
  ),
  noPick(
    "de",
    "home office",
    deHoAusstattung,
    "Passt die Dockingstation an ein HP EliteBook? Sonst brauche ich sie nicht.",
  ),
  picks(
    "de",
    "home office",
    [deHoAusstattung, deHoLieferort],
    lines(
      "Hallo Herr Wagner,",
      "",
      "den Monitor und die Dockingstation nehme ich gern. Stuhl und Headset habe ich schon,",
      "die brauche ich nicht. Bitte an meine Privatadresse.",
      "",
      "Danke und viele Grüße",
      "Aylin Demir",
      "",
      "Am Mo., 30. Nov. 2026 um 14:03 Uhr schrieb Workplace-Team <workplace@example.com>:",
      quote([deHoAusstattung, deHoLieferort], "•"),
    ),
    { ausstattung: ["Monitor (27 Zoll)", "Dockingstation"], lieferort: ["Privatadresse"] },
  ),
  pick(
    "de",
    "home office",
    deHoAusstattung,
    "Weder Stuhl noch Headset, aber Monitor und Dockingstation gern.",
    "Monitor (27 Zoll)",
    "Dockingstation",
  ),
  noPick("de", "home office", deHoLieferort, "Was geht schneller?"),

  // German: kids' activities
  picks(
    "de",
    "kids activities",
    [deKinderKurse, deKinderAbholung],
    "Alles außer Fußball. Abholen macht die Oma.",
    { kurse: ["Schwimmen (Mo)", "Schach (Di)", "Theater (Mi)"], abholung: ["Oma"] },
  ),
  picks(
    "de",
    "kids activities",
    [deKinderFerien, deKinderAbholung],
    "2. Woche, abholen tu ich ihn selbst.",
    { ferien: ["2. Woche (10.–14. August)"], abholung: ["Ich selbst"] },
  ),
  noPick(
    "de",
    "kids activities",
    [deKinderFerien, deKinderAbholung],
    "Woche 1 oder 3, in der zweiten sind wir weg. Die Abholung klären wir noch.",
  ),
  pick(
    "de",
    "kids activities",
    deKinderKurse,
    lines(
      "Hallo,",
      "",
      "Jonas möchte gern zum Schwimmen und zum Schach. Theater überschneidet sich leider",
      "mit seiner Klavierstunde, und Fußball hat er schon im Verein.",
      "",
      "Herzliche Grüße",
      "Miriam Schulz",
      "",
      "Am 1. Dezember 2026 um 19:12 schrieb Familienassistent <familie@example.com>:",
      quote([deKinderKurse]),
    ),
    "Schwimmen (Mo)",
    "Schach (Di)",
  ),
  skip(
    "de",
    "kids activities",
    [deKinderFerien, deKinderAbholung],
    "Bitte überspringen, das besprechen wir beim Elternabend.",
  ),

  // German: deploys
  pick(
    "de",
    "deploys",
    deDeployUmgebung,
    "Test und Staging, Produktion noch nicht.",
    "Test",
    "Staging",
  ),
  picks(
    "de",
    "deploys",
    [deDeployUmgebung, deDeployZeit],
    "Staging + Produktion, heute um 22 Uhr",
    { umgebungen: ["Staging", "Produktion"], zeitpunkt: ["Heute 22 Uhr (Empfohlen)"] },
  ),
  noPick(
    "de",
    "deploys",
    [deDeployUmgebung, deDeployZeit],
    "Staging sofort. Für Produktion warten wir auf die QA-Freigabe, dann sehen wir weiter.",
  ),
  noPick("de", "deploys", deDeployZeit, "Sofort lieber nicht, gerade ist Hochbetrieb."),
  pick("de", "deploys", deDeployUmgebung, "Überall.", "Test", "Staging", "Produktion"),

  // Spanish: travel
  pick(
    "es",
    "travel",
    esExtras,
    "Maleta facturada y seguro de viaje, por favor.",
    "Maleta facturada",
    "Seguro de viaje",
  ),
  picks(
    "es",
    "travel",
    [esVuelo, esExtras],
    "El de Vueling. Extras: todo menos el seguro, ya tengo uno anual.",
    {
      vuelo: ["Vueling 13:10 (directo)"],
      extras: ["Maleta facturada", "Asiento elegido", "Traslado al aeropuerto"],
    },
  ),
  pick("es", "travel", esExtras, "La maleta sí, el asiento ni de broma.", "Maleta facturada"),
  picks("es", "travel", [esVuelo, esHotel], "El de Vueling y el Hostal Triana.", {
    vuelo: ["Vueling 13:10 (directo)"],
    hotel: ["Hostal Triana"],
  }),
  pick(
    "es",
    "travel",
    esVuelo,
    "El de Air Europa es el más barato, pero llega tardísimo. Mejor el de Iberia.",
    "Iberia 07:30 (directo)",
  ),
  noPick("es", "travel", esVuelo, "Cualquiera directo me vale."),
  picks(
    "es",
    "travel",
    [esVuelo, esHotel, esExtras],
    lines(
      "Hola:",
      "",
      "Reserva el Iberia de las 7:30 y el hotel recomendado. Como extras, solo el traslado",
      "al aeropuerto.",
      "",
      "Un saludo,",
      "Carmen",
      "",
      "Enviado desde mi iPhone",
      "",
      "El mar, 1 dic 2026 a las 10:02, Asistente de viajes <viajes@example.com> escribió:",
      quote([esVuelo, esHotel, esExtras]),
    ),
    {
      vuelo: ["Iberia 07:30 (directo)"],
      hotel: ["Hotel Alfonso (Recomendado)"],
      extras: ["Traslado al aeropuerto"],
    },
  ),
  noPick(
    "es",
    "travel",
    [esVuelo, esHotel],
    "El hotel recomendado está bien; el vuelo todavía no lo sé, depende de la reunión.",
  ),
  clarify("es", "travel", esHotel, "Hostal Triana, Apartamento en el centro"),

  // Spanish: groceries
  pick("es", "groceries", esCompra, "leche y huevos, nada más", "Leche", "Huevos"),
  picks("es", "groceries", [esCompra, esEntrega], "Todo excepto el pan. El sábado por la tarde.", {
    productos: ["Leche", "Huevos", "Plátanos"],
    entrega: ["Sábado 19–21"],
  }),
  picks("es", "groceries", [esCompra, esEntrega], "Plátanos y pan. Domingo por la mañana.", {
    productos: ["Pan", "Plátanos"],
    entrega: ["Domingo 10–12"],
  }),
  noPick("es", "groceries", [esCompra, esEntrega], "Leche y pan. El sábado, da igual la hora."),
  noPick(
    "es",
    "groceries",
    [esCompra, esEntrega],
    "Huevos. La entrega ya te diré cuándo, no sé si estaré en casa.",
  ),

  // Spanish: kids' activities
  pick(
    "es",
    "kids activities",
    esActividades,
    "Tanto natación como teatro.",
    "Natación (lunes)",
    "Teatro (miércoles)",
  ),
  picks(
    "es",
    "kids activities",
    [esActividades, esRecogida],
    "Todas menos fútbol. La recoge la abuela.",
    {
      actividades: ["Natación (lunes)", "Ajedrez (martes)", "Teatro (miércoles)"],
      recogida: ["La abuela"],
    },
  ),
  noPick(
    "es",
    "kids activities",
    esRecogida,
    "¿Los padres de Marta pueden los jueves? Si no, no sé.",
  ),
  pick(
    "es",
    "kids activities",
    esActividades,
    lines(
      "Buenas tardes:",
      "",
      "A Lucía le encantaría hacer ajedrez y fútbol. La natación le coincide con inglés",
      "y el teatro no le llama nada.",
      "",
      "Gracias,",
      "Raquel",
      "",
      "El 1 dic 2026, a las 19:12, Asistente familiar <familia@example.com> escribió:",
      quote([esActividades]),
    ),
    "Ajedrez (martes)",
    "Fútbol (jueves)",
  ),

  // Spanish: IT helpdesk
  picks(
    "es",
    "it helpdesk",
    [esAccesos, esCita],
    "Jira y también la VPN. El técnico, hoy a las 4.",
    { accesos: ["Jira", "VPN"], cita: ["Hoy 16:00"] },
  ),
  pick(
    "es",
    "it helpdesk",
    esAccesos,
    "Confluence sí, Salesforce no, que no soy de ventas.",
    "Confluence",
  ),
  picks(
    "es",
    "it helpdesk",
    [esAccesos, esCita],
    "Accesos: todo menos Salesforce. El técnico, mañana a las 9.",
    { accesos: ["Jira", "Confluence", "VPN"], cita: ["Mañana 9:00"] },
  ),
  noPick(
    "es",
    "it helpdesk",
    esCita,
    "¿Hay algo mañana por la tarde? Por la mañana tengo reuniones.",
  ),
  own(
    "es",
    "it helpdesk",
    esCita,
    "Ninguna me va bien, estoy de viaje hasta el lunes. Mejor el lunes por la tarde.",
  ),

  // Spanish: newsletter
  picks(
    "es",
    "newsletter",
    [esSecciones, esEnvio],
    lines(
      "Hola, Pablo:",
      "Novedades y próximos eventos; el caso de cliente lo dejamos para febrero.",
      "Envío el jueves por la tarde.",
      "¡Gracias!",
    ),
    { secciones: ["Novedades del producto", "Próximos eventos"], envio: ["Jueves 17:00"] },
  ),
  pick(
    "es",
    "newsletter",
    esSecciones,
    "Las cuatro.",
    "Novedades del producto",
    "Caso de cliente",
    "Entrevista al equipo",
    "Próximos eventos",
  ),
  noPick("es", "newsletter", esEnvio, "El martes no, que la gente está hasta arriba de correos."),
  picks(
    "es",
    "newsletter",
    [esSecciones, esEnvio],
    lines(
      "Hola, Pablo:",
      "",
      "Te contesto entre líneas.",
      "",
      quote([esSecciones]),
      "",
      "Solo la entrevista al equipo y el caso de cliente.",
      "",
      quote([esEnvio]),
      "",
      "Miércoles a mediodía.",
      "",
      "Saludos,",
      "Inés",
    ),
    { secciones: ["Caso de cliente", "Entrevista al equipo"], envio: ["Miércoles 12:00"] },
  ),

  // Spanish: home office
  pick(
    "es",
    "home office",
    esEquipo,
    "Monitor más auriculares",
    "Monitor (27 pulgadas)",
    "Auriculares",
  ),
  pick(
    "es",
    "home office",
    esEquipo,
    "Todo salvo la silla, ya me compré una.",
    "Monitor (27 pulgadas)",
    "Base de conexión",
    "Auriculares",
  ),
  skip("es", "home office", esEquipo, "Prefiero no contestar ahora, lo hablo antes con mi jefa."),

  // Thai: travel
  pick(
    "th",
    "travel",
    thExtras,
    "เอากระเป๋าโหลดกับประกันการเดินทางครับ",
    "กระเป๋าโหลด 20 กก.",
    "ประกันการเดินทาง",
  ),
  picks(
    "th",
    "travel",
    [thFlight, thExtras],
    "แอร์เอเชียค่ะ บริการเสริมเอาทุกอย่างยกเว้นประกัน มีประกันรายปีอยู่แล้ว",
    {
      flight: ["แอร์เอเชีย 12:35 (บินตรง)"],
      extras: ["กระเป๋าโหลด 20 กก.", "เลือกที่นั่ง", "รถรับส่งสนามบิน"],
    },
  ),
  pick("th", "travel", thExtras, "เลือกที่นั่งเอา แต่รถรับส่งไม่เอานะ เดี๋ยวเรียกแกร็บเอง", "เลือกที่นั่ง"),
  picks("th", "travel", [thFlight, thHotel], "การบินไทยรอบเช้า กับโรงแรมริมปิงครับ", {
    flight: ["การบินไทย 07:10 (บินตรง)"],
    hotel: ["โรงแรมริมปิง (แนะนำ)"],
  }),
  pick(
    "th",
    "travel",
    thFlight,
    "นกแอร์ถูกสุดก็จริง แต่ถึงดึกไป เอาแอร์เอเชียดีกว่า",
    "แอร์เอเชีย 12:35 (บินตรง)",
  ),
  noPick("th", "travel", thFlight, "เที่ยวไหนก็ได้ที่ไม่ใช่ตอนเช้า"),
  noPick("th", "travel", [thFlight, thHotel], "โรงแรมเอาที่แนะนำเลย ส่วนเที่ยวบินขอเช็กตารางประชุมก่อนนะคะ"),
  clarify("th", "travel", thHotel, "เกสต์เฮาส์ในเมืองเก่า, คอนโดรายวันใกล้นิมมาน"),
  picks(
    "th",
    "travel",
    [thFlight, thHotel],
    lines(
      "สวัสดีครับ",
      "",
      "รบกวนจองนกแอร์ 18:50 กับเกสต์เฮาส์ในเมืองเก่าให้ด้วยครับ งบรอบนี้จำกัด",
      "",
      "ขอบคุณครับ",
      "ธนพล",
      "",
      "ส่งจาก iPhone ของฉัน",
      "",
      "เมื่อ อ. 1 ธ.ค. 2569 เวลา 10:02 ผู้ช่วยจองการเดินทาง <travel@example.com> เขียนว่า:",
      quote([thFlight, thHotel]),
    ),
    { flight: ["นกแอร์ 18:50 (บินตรง)"], hotel: ["เกสต์เฮาส์ในเมืองเก่า"] },
  ),

  // Thai: groceries
  pick("th", "groceries", thGrocery, "นมสดกับไข่ไก่ พอแล้ว", "นมสด", "ไข่ไก่"),
  picks("th", "groceries", [thGrocery, thDelivery], "เอาทุกอย่างยกเว้นขนมปัง ส่งวันอาทิตย์", {
    items: ["นมสด", "ไข่ไก่", "กล้วยหอม"],
    delivery: ["อาทิตย์ 10:00–12:00"],
  }),
  picks(
    "th",
    "groceries",
    [thGrocery, thDelivery],
    "กล้วยหอมเอา นมไม่เอา ยังเหลืออยู่ ไข่ด้วย ส่งเสาร์เย็นนะ",
    { items: ["ไข่ไก่", "กล้วยหอม"], delivery: ["เสาร์ 18:00–20:00"] },
  ),
  noPick("th", "groceries", thDelivery, "วันเสาร์ ช่วงไหนก็ได้"),
  noPick("th", "groceries", [thGrocery, thDelivery], "นมกับขนมปัง ส่วนเวลาส่งขอดูก่อนว่าจะอยู่บ้านไหม"),

  // Thai: team party
  pick("th", "team offsite", thPartyFood, "ทั้งหมูกระทะและส้มตำไก่ย่างเลย", "หมูกระทะ", "ส้มตำไก่ย่าง"),
  picks(
    "th",
    "team offsite",
    [thPartyDate, thPartyActivities],
    "ศุกร์ที่ 18 ครับ กิจกรรมเอาจับฉลากกับคาราโอเกะ",
    { date: ["ศุกร์ 18 ธ.ค."], activities: ["จับฉลากของขวัญ", "คาราโอเกะ"] },
  ),
  picks(
    "th",
    "team offsite",
    [thPartyFood, thPartyDate, thPartyActivities],
    lines("อาหาร: บุฟเฟต์", "วันที่: 29", "กิจกรรม: ทุกอย่างยกเว้นคาราโอเกะ"),
    {
      food: ["บุฟเฟต์นานาชาติ"],
      date: ["อังคาร 29 ธ.ค."],
      activities: ["จับฉลากของขวัญ", "แข่งเกม", "มอบรางวัลพนักงานดีเด่น"],
    },
  ),
  noPick("th", "team offsite", thPartyDate, "ไม่เอาวันที่ 25 นะ หลายคนลาไปเที่ยว"),
  noPick("th", "team offsite", [thPartyDate, thPartyFood], "ถ้าจัดวันศุกร์ได้ก็ดี อาหารแล้วแต่ทีมเลย"),
  pick(
    "th",
    "team offsite",
    thPartyActivities,
    lines(
      "สวัสดีค่ะพี่นุ่น",
      "",
      "น่าสนุกมากค่ะ ขอเป็นจับฉลากกับแข่งเกมนะคะ คาราโอเกะปีที่แล้วเสียงดังไปหน่อย",
      "ส่วนมอบรางวัลไว้ทำที่ออฟฟิศดีกว่าค่ะ",
      "",
      "ขอบคุณค่ะ",
      "แพรว",
      "",
      "> เมื่อ 30 พ.ย. 2569 เวลา 16:45 ผู้ช่วยจัดงาน <party@example.com> เขียนว่า:",
      ">",
      quote([thPartyActivities]),
    ),
    "จับฉลากของขวัญ",
    "แข่งเกม",
  ),

  // Thai: IT helpdesk
  pick("th", "it helpdesk", thItAccess, "อีเมลบริษัทกับ VPN ครับ", "อีเมลบริษัท", "VPN"),
  picks(
    "th",
    "it helpdesk",
    [thItAccess, thItSlot],
    "ขอทุกระบบยกเว้นระบบบัญชีค่ะ ช่างมาพรุ่งนี้บ่ายสองได้เลย",
    { access: ["อีเมลบริษัท", "VPN", "ไดรฟ์กลาง"], slot: ["พรุ่งนี้ 14:00"] },
  ),
  noPick("th", "it helpdesk", thItSlot, "พรุ่งนี้ช่วงไหนก็ได้ครับ"),
  own("th", "it helpdesk", thItSlot, "ไม่สะดวกทั้งหมดเลยครับ อาทิตย์นี้ไปต่างจังหวัด ขอเป็นวันจันทร์หน้าแทน"),
  pick(
    "th",
    "it helpdesk",
    thItSlot,
    lines(
      "เรียนทีมไอที",
      "",
      "สะดวกวันนี้บ่ายสามโมงค่ะ พรุ่งนี้ติดประชุมทั้งวัน",
      "",
      "ขอบคุณค่ะ",
      "สุภาพร",
      "ฝ่ายบัญชี",
      "",
      "เมื่อ พ. 2 ธ.ค. 2569 เวลา 08:31 IT Helpdesk <helpdesk@example.com> เขียนว่า:",
      quote([thItSlot], "1."),
    ),
    "วันนี้ 15:00",
  ),

  // Thai: kids' activities
  pick("th", "kids activities", thKidsClass, "ว่ายน้ำกับวาดรูปค่ะ", "ว่ายน้ำ (จันทร์)", "วาดรูป (พุธ)"),
  picks(
    "th",
    "kids activities",
    [thKidsClass, thKidsPickup],
    "เรียนทุกคลาสยกเว้นเทควันโด ให้คุณยายไปรับ",
    {
      classes: ["ว่ายน้ำ (จันทร์)", "เปียโน (อังคาร)", "วาดรูป (พุธ)"],
      pickup: ["คุณยาย"],
    },
  ),
  pick("th", "kids activities", thKidsClass, "เปียโนเอาค่ะ เทควันโดไม่เอาแน่นอน", "เปียโน (อังคาร)"),
  noPick("th", "kids activities", thKidsPickup, "ถ้าวันนั้นแม่ไม่ติดงานก็ไปรับเอง ถ้าติดก็ให้ยายไป"),
  skip("th", "kids activities", [thKidsClass, thKidsPickup], "ขอข้ามไปก่อนนะคะ ยังไม่ได้คุยกับพ่อเขาเลย"),
];
