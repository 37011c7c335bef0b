/**
 * Development set 2: plain-text replies in Spanish, English, German and Thai, with what the
 * human meant. This is a development set (the parser is tuned on it), written 2026-12-02
 * without reading the parser.
 */
import { clarify, noPick, own, pick, picks, question, type ReplyCase, skip } from "./reply-case.js";

// ───────────────────────────── Spanish questions ─────────────────────────────

const esVet = question("vet_visit", "Veterinario", "¿Cuándo llevamos a Luna al veterinario?", [
  "Martes 10:00",
  "Jueves 17:30",
  "Sábado 9:00",
]);
const esFood = question("dog_food", "Pienso", "¿Qué pienso le compramos a Toby?", [
  { label: "Royal Canin Medium (Recommended)", description: "Saco de 15 kg, 68 €" },
  { label: "Acana Sport & Agility", description: "Saco de 11 kg, 79 €" },
  { label: "Marca blanca del súper" },
]);
const esVaccines = question(
  "vaccines",
  "Vacunas",
  "¿Qué vacunas le ponemos a Misi este año?",
  ["Trivalente felina", "Leucemia felina", "Rabia"],
  true,
);
const esAdopt = question("adopt", "Adopción", "¿Adoptamos al segundo gato de la protectora?", [
  "Sí",
  "No",
]);

const esTomato = question("tomato", "Tomates", "¿Qué variedad de tomate plantamos este año?", [
  "Cherry",
  "Corazón de buey",
  "Raf",
  "Pera",
]);
const esIrrigation = question(
  "irrigation",
  "Riego",
  "¿Qué sistema de riego ponemos en el huerto?",
  [
    { label: "Goteo (Recommended)", description: "Ahorra agua, requiere instalación" },
    { label: "Aspersores" },
    { label: "Manguera con temporizador" },
  ],
);
const esGardenTasks = question(
  "garden_tasks",
  "Tareas",
  "¿Qué tareas del jardín hago este fin de semana?",
  ["Podar el limonero", "Abonar los rosales", "Cortar el césped", "Limpiar el estanque"],
  true,
);

const esCar = question("car", "Coche", "¿Qué coche reservamos para el viaje a Asturias?", [
  { label: "Fiat 500 (Recommended)", description: "Categoría A, 32 €/día" },
  { label: "Seat León", description: "Categoría C, 45 €/día" },
  { label: "Dacia Duster 4x4", description: "SUV, 58 €/día" },
]);
const esPickup = question("pickup", "Recogida", "¿Dónde recogemos el coche?", [
  "Aeropuerto (OVD)",
  "Estación de Oviedo",
  "Oficina del centro",
]);
const esInsurance = question(
  "insurance",
  "Seguro",
  "¿Contratamos el seguro a todo riesgo sin franquicia?",
  ["Sí", "No"],
);
const esExtras = question(
  "rental_extras",
  "Extras",
  "¿Qué extras añadimos a la reserva?",
  ["Silla de bebé", "GPS", "Conductor adicional", "Cadenas de nieve"],
  true,
);

const esInstrument = question(
  "instrument",
  "Instrumento",
  "¿Qué instrumento quiere aprender Lucía?",
  ["Piano", "Guitarra", "Violín", "Batería"],
);
const esSlot = question("lesson_slot", "Horario", "¿Qué horario prefieres para las clases?", [
  "Lunes 18:00",
  "Miércoles 19:30",
  "Viernes 16:00",
]);
const esFormat = question(
  "lesson_format",
  "Modalidad",
  "¿Las clases las hacemos presenciales u online?",
  ["Presencial", "Online (Zoom)"],
);

const esRegion = question(
  "region",
  "Región",
  "¿A qué región movemos las instancias para ahorrar?",
  ["eu-west-1 (Irlanda)", "eu-south-2 (España)", "us-east-1 (Virginia)"],
);
const esSaving = question(
  "staging_saving",
  "Ahorro",
  "¿Qué hacemos con las instancias de staging?",
  [
    { label: "Apagarlas de noche (Recommended)", description: "Ahorro estimado del 40 %" },
    { label: "Bajarlas a t3.small" },
    { label: "Savings Plan a 1 año" },
  ],
);
const esCleanup = question(
  "cleanup",
  "Limpieza",
  "¿Qué recursos sin uso eliminamos?",
  ["Snapshots antiguos", "IPs elásticas", "Volúmenes EBS huérfanos", "Buckets de logs"],
  true,
);
const esBudget = question(
  "budget",
  "Presupuesto",
  "¿Apruebas subir el presupuesto mensual de AWS a 2.000 €?",
  ["Aprobar", "Rechazar"],
);

const esMenu = question("menu", "Menú", "¿Qué menú elegimos para el banquete?", [
  "Menú mediterráneo",
  "Menú de carne",
  "Menú vegetariano",
]);
const esCeremony = question("ceremony_music", "Música", "¿Qué música ponemos en la ceremonia?", [
  "Cuarteto de cuerda",
  "DJ",
  "Grupo de flamenco",
]);
const esDate = question("wedding_date", "Fecha", "¿Qué fecha reservamos en la finca?", [
  "Sábado 12 de septiembre",
  "Sábado 19 de septiembre",
  "Viernes 2 de octubre",
]);
const esGuestExtras = question(
  "guest_extras",
  "Extras",
  "¿Qué extras contratamos para los invitados?",
  ["Autobús de vuelta", "Photocall", "Barra libre", "Candy bar"],
  true,
);

const esPaper = question("paper", "Papel", "¿En qué papel imprimimos los carteles?", [
  "Estucado brillo 170 g",
  "Estucado mate 250 g",
  "Reciclado 120 g",
]);
const esFile = question("print_file", "Archivo", "¿Qué archivo le mando a la imprenta?", [
  "cartel_final.pdf",
  "cartel_final.ai",
  "cartel_final.png",
]);
const esCopies = question("copies", "Copias", "¿Cuántos folletos pedimos?", [
  "500 copias",
  "1000 copias",
  "2500 copias",
]);

const esSendDay = question("send_day", "Envío", "¿Qué día mandamos la newsletter?", [
  "Martes 8:00",
  "Jueves 12:00",
  "Domingo 19:00",
]);
const esTopic = question("topic", "Tema", "¿Cuál es el tema principal del número de diciembre?", [
  "Resumen del año",
  "Ofertas de Navidad",
  "Entrevista a clientes",
]);
const esTool = question("tool", "Herramienta", "¿Con qué herramienta la enviamos?", [
  "Mailchimp",
  "Brevo",
  "Substack",
]);
const esSections = question(
  "sections",
  "Secciones",
  "¿Qué secciones incluimos?",
  ["Editorial", "Novedades", "Agenda", "Encuesta"],
  true,
);

const esSeverity = question("severity", "Gravedad", "¿Qué gravedad le damos al bug #482?", [
  "Crítica (P0)",
  "Alta (P1)",
  "Media (P2)",
  "Baja (P3)",
]);
const esOwner = question("owner", "Responsable", "¿Quién se encarga del fallo del login?", [
  "Equipo backend",
  "Equipo móvil",
  "Equipo web",
]);
const esRelease = question("release", "Versión", "¿En qué versión sale el arreglo?", [
  "v2.4.1 (hotfix)",
  "v2.5.0",
  "v3.0.0",
]);
const esReopen = question("reopen", "Reabrir", "¿Reabrimos el ticket #1193?", ["Sí", "No"]);
const esLabel = question("issue_label", "Label", "¿Qué etiqueta le ponemos al issue #77?", [
  "bug",
  "enhancement",
  "duplicate",
  "wontfix",
]);

const esMover = question("mover", "Mudanza", "¿Qué empresa de mudanzas contratamos?", [
  { label: "Mudanzas Rápidas (Recommended)", description: "1.200 €, seguro incluido" },
  { label: "TransHogar", description: "950 €, sin seguro" },
  { label: "Nosotros con una furgoneta" },
]);
const esMoveDay = question("move_day", "Día", "¿Qué día hacemos la mudanza?", [
  "Viernes 15",
  "Sábado 16",
  "Domingo 17",
]);
const esUtilities = question(
  "utilities",
  "Suministros",
  "¿Qué suministros damos de alta en el piso nuevo?",
  ["Luz", "Agua", "Gas", "Internet"],
  true,
);

// ───────────────────────────── English questions ─────────────────────────────

const enWalker = question(
  "dog_walker",
  "Dog walker",
  "Which dog walker should we book for next week?",
  [
    { label: "Paws & Go (Recommended)", description: "$22 per walk, insured" },
    { label: "Jenny from next door", description: "$15 per walk" },
    { label: "Rover app" },
  ],
);
const enLitter = question("litter", "Litter", "Which cat litter should I order?", [
  "Clumping clay",
  "Pine pellets",
  "Silica crystals",
]);
const enPetMeds = question(
  "pet_meds",
  "Treatments",
  "Which treatments should the vet give Max on Friday?",
  ["Flea treatment", "Dewormer", "Dental cleaning", "Rabies booster"],
  true,
);

const enHedge = question("hedge", "Hedge", "Which hedge should we plant along the back fence?", [
  "Boxwood",
  "Privet",
  "Cherry laurel",
]);
const enMower = question("mower", "Mower", "Which lawn mower should we buy?", [
  { label: "Battery 40V (Recommended)", description: "Quiet, 45 min runtime" },
  { label: "Petrol 140cc" },
  { label: "Robot mower" },
]);

const enCar = question("car_class", "Car", "Which car should I book at Denver airport?", [
  "Compact (Nissan Versa)",
  "Midsize SUV (RAV4)",
  "Minivan (Pacifica)",
]);
const enReturn = question("return_time", "Return", "When should we return the car?", [
  "Sun 6:00 PM",
  "Mon 9:00 AM",
  "Mon 5:00 PM",
]);

const enTeacher = question("teacher", "Teacher", "Which piano teacher should we go with for Ava?", [
  "Mrs. Alvarez",
  "Daniel Kim",
  "Online school (Skoove)",
]);
const enLength = question("lesson_length", "Length", "How long should each lesson be?", [
  "30 min",
  "45 min",
  "60 min",
]);

const enStorage = question("backup_storage", "Backups", "Where should the old backups go?", [
  {
    label: "S3 Glacier Deep Archive (Recommended)",
    description: "$1 per TB-month, 12 h restore",
  },
  { label: "S3 Standard-IA" },
  { label: "Delete after 90 days" },
]);
const enIdle = question(
  "idle_vms",
  "Idle VMs",
  "Which idle VMs should I shut down?",
  ["ci-runner-03", "analytics-old", "staging-db-2", "demo-eu"],
  true,
);
const enSavings = question(
  "savings_plan",
  "Commitment",
  "Approve the 3-year compute savings plan?",
  ["Approve", "Reject"],
);

const enCake = question("cake", "Cake", "Which cake flavor should we order for the wedding?", [
  "Lemon elderflower",
  "Chocolate ganache",
  "Red velvet",
]);
const enPhotog = question(
  "photographer",
  "Photographer",
  "Which photographer package should we book?",
  ["Full day ($3,200)", "Half day ($1,900)", "Ceremony only ($900)"],
);

const enFinish = question("card_finish", "Finish", "Which finish for the business cards?", [
  "Matte",
  "Glossy",
  "Soft-touch",
]);
const enExport = question("export_file", "Export", "Which file should I send to the print shop?", [
  "brochure_v3.pdf",
  "brochure_v3.indd",
  "brochure_v3.tiff",
]);

const enSendTime = question("send_time", "Send time", "When should the newsletter go out?", [
  "Tue 9:00 AM ET",
  "Wed 1:00 PM ET",
  "Thu 7:00 PM ET",
]);
const enSubject = question("subject_line", "Subject", "Which subject line should we use?", [
  "Our 2026 in review",
  "5 tips for winter",
  "Big news inside 🎉",
]);
const enAb = question("ab_test", "A/B test", "Should we A/B test the subject line?", ["Yes", "No"]);

const enAssignee = question("assignee", "Assignee", "Who should take bug #2231?", [
  "Priya",
  "Marco",
  "Backlog (unassigned)",
]);
const enBugSev = question("bug_severity", "Severity", "What severity is the checkout crash?", [
  "S1 - critical",
  "S2 - major",
  "S3 - minor",
]);
const enShip = question("ship_fix", "Ship fix", "Should we ship the fix in tonight's release?", [
  "Yes",
  "No",
]);

const enTruck = question("truck", "Truck", "Which truck size should we rent?", [
  "10 ft",
  "15 ft",
  "20 ft",
  "26 ft",
]);
const enPack = question(
  "packing",
  "Packing",
  "What should the movers pack for us?",
  ["Kitchen", "Books", "Clothes", "Garage"],
  true,
);
const enStorageUnit = question(
  "storage_unit",
  "Storage",
  "Do we need a storage unit for the gap month?",
  ["Yes", "No"],
);

// ───────────────────────────── German questions ─────────────────────────────

const deTierarzt = question("tierarzt", "Tierarzt", "Wann bringen wir Bello zum Tierarzt?", [
  "Mo 8:30",
  "Mi 14:00",
  "Fr 17:15",
]);
const deFutter = question(
  "katzenfutter",
  "Futter",
  "Welches Futter bestellen wir für die Katzen?",
  ["Trockenfutter", "Nassfutter", "Barf"],
);
const deHundeschule = question(
  "hundeschule",
  "Hundeschule",
  "Melden wir Bello in der Hundeschule an?",
  ["Ja", "Nein"],
);

const deHochbeet = question(
  "hochbeet",
  "Hochbeet",
  "Was pflanzen wir dieses Jahr ins Hochbeet?",
  ["Zucchini", "Möhren", "Salat", "Kräuter"],
  true,
);
const deRasen = question("rasen", "Rasen", "Wie erneuern wir den Rasen?", [
  { label: "Nachsäen (Recommended)", description: "Günstig, dauert etwa 6 Wochen" },
  { label: "Rollrasen" },
  { label: "Blumenwiese statt Rasen" },
]);

const deMietwagen = question(
  "mietwagen",
  "Mietwagen",
  "Welchen Mietwagen nehmen wir auf Mallorca?",
  ["VW Polo", "Opel Astra Kombi", "Mini Cabrio"],
);
const deAbholung = question("abholung", "Abholung", "Wo holen wir den Wagen ab?", [
  "Flughafen (PMI)",
  "Hotel in Palma",
  "Hafen Alcúdia",
]);
const deVollkasko = question(
  "vollkasko",
  "Versicherung",
  "Buchen wir die Vollkasko ohne Selbstbeteiligung dazu?",
  ["Ja", "Nein"],
);

const deUnterricht = question("unterricht", "Unterricht", "Welcher Unterricht passt für Jonas?", [
  "Gitarre Einzelunterricht",
  "Gitarre Gruppe",
  "Schlagzeug Einzelunterricht",
]);
const deTermin = question("probestunde", "Termin", "Welcher Termin passt für die Probestunde?", [
  "Dienstag 16:00",
  "Donnerstag 17:30",
  "Samstag 10:00",
]);

const deCluster = question("cluster", "Cluster", "Welchen Cluster verkleinern wir zuerst?", [
  "prod-eu-central-1",
  "staging-eu-west-1",
  "batch-us-east-2",
]);
const deAlarm = question(
  "budget_alarm",
  "Budget",
  "Ab welchem Betrag soll der Budget-Alarm auslösen?",
  ["500 €", "1.000 €", "2.000 €"],
);
const deFreigabe = question(
  "arm_freigabe",
  "Freigabe",
  "Gibst du die Migration auf ARM-Instanzen frei?",
  ["Freigeben", "Ablehnen"],
);

const deLocation = question(
  "location",
  "Location",
  "Welche Location buchen wir für die Hochzeit?",
  ["Gut Hohenfelde", "Schloss Benrath", "Scheune am See"],
);
const deExtras = question(
  "hochzeit_extras",
  "Extras",
  "Was buchen wir für die Feier zusätzlich?",
  ["Fotobox", "Feuerwerk", "Candybar", "Kinderbetreuung"],
  true,
);
const deEinladung = question("einladung", "Einladung", "Wie verschicken wir die Einladungen?", [
  "Per Post",
  "Per E-Mail",
  "Über die Hochzeitswebsite",
]);

const deFlyer = question("flyer_format", "Flyer", "In welchem Format drucken wir die Flyer?", [
  "DIN A5",
  "DIN A6",
  "DIN lang",
]);
const deDatei = question("druckdatei", "Datei", "Welche Datei schicke ich an die Druckerei?", [
  "flyer_final.pdf",
  "flyer_final.indd",
  "flyer_final.jpg",
]);

const deVersand = question("versand", "Versand", "Wann verschicken wir den Newsletter?", [
  "Montag 7:00",
  "Mittwoch 12:00",
  "Freitag 16:00",
]);
const deRubriken = question(
  "rubriken",
  "Rubriken",
  "Welche Rubriken kommen in die Dezember-Ausgabe?",
  ["Jahresrückblick", "Rezept des Monats", "Mitarbeiterporträt", "Gewinnspiel"],
  true,
);

const dePrio = question("prio", "Priorität", "Welche Priorität bekommt Ticket #5512?", [
  "Blocker",
  "Hoch",
  "Normal",
  "Niedrig",
]);
const deZustaendig = question(
  "zustaendig",
  "Zuständig",
  "Wer kümmert sich um den Absturz beim CSV-Export?",
  ["Team Frontend", "Team Backend", "Externer Dienstleister"],
);
const deBackport = question("backport", "Backport", "Portieren wir den Fix auf 4.2.x zurück?", [
  "Ja",
  "Nein",
]);

const deFirma = question("umzugsfirma", "Umzug", "Welche Umzugsfirma beauftragen wir?", [
  { label: "Umzüge Meyer (Recommended)", description: "1.450 €, inkl. Möbelmontage" },
  { label: "Blitzumzug24", description: "990 €, ohne Montage" },
  { label: "Selbst mit Freunden" },
]);
const deTag = question("umzugstag", "Umzugstag", "An welchem Tag ziehen wir um?", [
  "Sa 14.3.",
  "So 15.3.",
  "Mo 16.3.",
]);
const deUmmelden = question(
  "ummelden",
  "Ummelden",
  "Was melden wir als Erstes um?",
  ["Strom", "Internet", "Rundfunkbeitrag", "Nachsendeauftrag"],
  true,
);

// ───────────────────────────── Thai questions ─────────────────────────────

const thFood = question("cat_food", "อาหารแมว", "จะซื้ออาหารแมวยี่ห้อไหนดี", [
  "Royal Canin (Recommended)",
  "Me-O",
  "SmartHeart",
]);
const thGrooming = question("grooming", "อาบน้ำหมา", "จะพาน้องหมาไปอาบน้ำตัดขนวันไหน", [
  "เสาร์ 10:00",
  "อาทิตย์ 14:00",
  "จันทร์ 18:00",
]);
const thNeuter = question("neuter", "ทำหมัน", "จะพาน้องแมวไปทำหมันเดือนนี้เลยไหม", ["ใช่", "ไม่ใช่"]);

const thPlant = question("balcony_plant", "ต้นไม้", "จะปลูกอะไรที่ระเบียงดี", [
  "กะเพรา",
  "พริกขี้หนู",
  "มะนาว",
  "ผักบุ้ง",
]);
const thFert = question(
  "fertilizer",
  "ปุ๋ย",
  "จะซื้อปุ๋ยอะไรบ้าง",
  ["ปุ๋ยคอก", "ปุ๋ยหมัก", "ปุ๋ยสูตร 15-15-15"],
  true,
);

const thCar = question("rental_car", "รถเช่า", "จะเช่ารถรุ่นไหนไปเชียงใหม่", [
  { label: "Toyota Yaris (Recommended)", description: "ประหยัดน้ำมัน 900 บาท/วัน" },
  { label: "Honda City", description: "1,100 บาท/วัน" },
  { label: "Toyota Fortuner", description: "SUV 7 ที่นั่ง 2,400 บาท/วัน" },
]);
const thPickup = question("car_pickup", "จุดรับรถ", "จะรับรถที่ไหน", [
  "สนามบินเชียงใหม่ (CNX)",
  "ในเมือง นิมมานฯ",
  "สถานีรถไฟเชียงใหม่",
]);
const thCarExtras = question(
  "car_extras",
  "อุปกรณ์",
  "ต้องการอุปกรณ์เสริมอะไรบ้าง",
  ["คาร์ซีทเด็ก", "GPS", "ประกันชั้นหนึ่ง"],
  true,
);

const thInstrument = question("instrument", "ดนตรี", "ลูกอยากเรียนเครื่องดนตรีอะไร", [
  "เปียโน",
  "กีตาร์",
  "ไวโอลิน",
  "กลอง",
]);
const thLessonTime = question("lesson_time", "เวลาเรียน", "สะดวกให้ลูกเรียนวันไหน", [
  "เสาร์ 9:00",
  "เสาร์ 13:00",
  "อาทิตย์ 10:00",
]);

const thRegion = question("region", "Region", "จะย้ายเซิร์ฟเวอร์ไปรีเจียนไหน", [
  "ap-southeast-1 (Singapore)",
  "ap-southeast-7 (Bangkok)",
  "ap-northeast-1 (Tokyo)",
]);
const thReserved = question("reserved", "Reserved", "อนุมัติซื้อ Reserved Instance 1 ปีไหม", [
  "อนุมัติ",
  "ไม่อนุมัติ",
]);
const thCut = question(
  "cost_cut",
  "ลดต้นทุน",
  "จะลดค่าใช้จ่ายคลาวด์ตรงไหนบ้าง",
  ["ลบ snapshot เก่า", "ปิดเครื่อง dev ตอนกลางคืน", "ย้าย log ไป S3 Glacier", "ลดขนาด RDS"],
  true,
);

const thVenue = question("venue", "สถานที่", "จะจัดงานแต่งที่ไหน", [
  "โรงแรมในกรุงเทพ",
  "รีสอร์ทริมทะเลหัวหิน",
  "สวนที่เชียงใหม่",
]);
const thCeremony = question(
  "ceremony",
  "พิธี",
  "จะมีพิธีอะไรบ้าง",
  ["พิธีสงฆ์", "รดน้ำสังข์", "ยกขันหมาก", "งานเลี้ยงฉลอง"],
  true,
);
const thWeddingDate = question("wedding_date", "วันแต่ง", "จะแต่งงานวันไหน", [
  "14 ก.พ. 2027",
  "9 ก.ย. 2027",
  "19 ธ.ค. 2027",
]);

const thSize = question("poster_size", "ขนาด", "จะพิมพ์โปสเตอร์ขนาดไหน", ["A3", "A2", "A1"]);
const thFile = question("print_file", "ไฟล์", "จะส่งไฟล์ไหนให้โรงพิมพ์", [
  "poster.pdf",
  "poster.psd",
  "poster.png",
]);

const thNlDay = question("nl_day", "วันส่ง", "จะส่งจดหมายข่าววันไหน", [
  "จันทร์ 8:00",
  "พุธ 12:00",
  "ศุกร์ 17:00",
]);
const thNlLang = question("nl_lang", "ภาษา", "จะส่งจดหมายข่าวเป็นภาษาอะไร", [
  "ไทย",
  "อังกฤษ",
  "ทั้งสองภาษา",
]);

const thPrio = question("bug_priority", "ความสำคัญ", "บั๊กหน้าชำระเงินนี้ความสำคัญระดับไหน", [
  "P0 ด่วนมาก",
  "P1 สูง",
  "P2 ปานกลาง",
  "P3 ต่ำ",
]);
const thFixVer = question("fix_version", "เวอร์ชัน", "จะแก้ในเวอร์ชันไหน", ["1.8.2", "1.9.0", "2.0.0"]);
const thClose = question("close_bug", "ปิดบั๊ก", "ปิดบั๊ก #311 ได้เลยไหม", ["ใช่", "ไม่ใช่"]);

const thMover = question("mover", "ขนย้าย", "จะใช้บริการขนย้ายเจ้าไหน", [
  "Lalamove",
  "Deliveree",
  "ขนเองด้วยรถกระบะ",
]);
const thMoveDate = question("move_date", "วันย้าย", "จะย้ายบ้านวันไหน", [
  "ศุกร์ 20",
  "เสาร์ 21",
  "อาทิตย์ 22",
]);
const thPack = question(
  "packing",
  "แพ็กของ",
  "จะให้บริษัทช่วยแพ็กอะไรบ้าง",
  ["เสื้อผ้า", "เครื่องครัว", "หนังสือ", "เฟอร์นิเจอร์"],
  true,
);

// ───────────────────────────── Cases ─────────────────────────────

const SPANISH: ReplyCase[] = [
  // pets
  pick("es", "pets", esVet, "el jueves a las 5 y media", "Jueves 17:30"),
  pick("es", "pets", esVet, "3", "Sábado 9:00"),
  pick(
    "es",
    "pets",
    esVet,
    "El martes por la mañana.\n\n> El 1 dic 2026, a las 10:02, Asistente <asistente@askuser.app> escribió:\n> ¿Cuándo llevamos a Luna al veterinario?\n> 1. Martes 10:00\n> 2. Jueves 17:30\n> 3. Sábado 9:00",
    "Martes 10:00",
  ),
  noPick("es", "pets", esVet, "¿no tienen nada el lunes por la tarde?"),
  clarify("es", "pets", esVet, "martes o sábado"),
  skip("es", "pets", esVet, "paso, que lo decida mi hermana, que es la que la lleva"),
  pick("es", "pets", esFood, "Acana", "Acana Sport & Agility"),
  noPick("es", "pets", esFood, "cualquiera menos la marca blanca, que le sienta fatal"),
  pick("es", "pets", esVaccines, "todas menos la última", "Trivalente felina", "Leucemia felina"),
  noPick("es", "pets", esVaccines, "las que sean obligatorias, ¿cuáles son?"),
  pick("es", "pets", esAdopt, "dale, que se vengan los dos 😻", "Sí"),
  pick("es", "pets", esAdopt, "mejor no, con uno ya vamos servidos", "No"),
  noPick("es", "pets", esAdopt, "si nos lo dan ya castrado, sí"),

  // gardening
  pick("es", "gardening", esTomato, "raf", "Raf"),
  pick("es", "gardening", esTomato, "Corazon de buey, que salen enormes", "Corazón de buey"),
  noPick("es", "gardening", esTomato, "el que aguante mejor el calor, ¿cuál me recomiendas?"),
  pick("es", "gardening", esIrrigation, "aspresores", "Aspersores"),
  own(
    "es",
    "gardening",
    esIrrigation,
    "ya tengo riego por exudación, solo me falta un programador nuevo",
  ),
  pick(
    "es",
    "gardening",
    esGardenTasks,
    "podar el limonero y cortar el césped",
    "Podar el limonero",
    "Cortar el césped",
  ),
  pick(
    "es",
    "gardening",
    esGardenTasks,
    "1, 3 y 4",
    "Podar el limonero",
    "Cortar el césped",
    "Limpiar el estanque",
  ),
  own("es", "gardening", esGardenTasks, "ninguna, que va a llover todo el finde"),
  noPick("es", "gardening", esGardenTasks, "lo que me dé tiempo, no sé todavía"),

  // car rental
  pick(
    "es",
    "car rental",
    esCar,
    "El Fiat... bueno no, mejor el León, que vamos cuatro con maletas",
    "Seat León",
  ),
  noPick(
    "es",
    "car rental",
    esCar,
    "el León o el Duster, el que salga más barato con el seguro incluido",
  ),
  pick("es", "car rental", esPickup, "OVD", "Aeropuerto (OVD)"),
  pick("es", "car rental", esInsurance, "adelante, que no quiero sustos", "Sí"),
  noPick("es", "car rental", esInsurance, "¿cuánto cuesta al día?"),
  pick("es", "car rental", esExtras, "GPS y cadenas", "GPS", "Cadenas de nieve"),
  noPick("es", "car rental", esExtras, "lo del GPS no hace falta, lo demás no sé"),
  picks("es", "car rental", [esCar, esPickup], "Seat León, oficina del centro", {
    car: ["Seat León"],
    pickup: ["Oficina del centro"],
  }),
  picks("es", "car rental", [esCar, esPickup], "1\n3", {
    car: ["Fiat 500 (Recommended)"],
    pickup: ["Oficina del centro"],
  }),
  skip("es", "car rental", [esCar, esPickup], "omite estas dos, ya lo reservo yo desde la app"),

  // music lessons
  pick("es", "music lessons", esInstrument, "la tercera", "Violín"),
  noPick("es", "music lessons", esInstrument, "cualquiera menos la batería, por los vecinos"),
  noPick("es", "music lessons", esInstrument, "algo de cuerda"),
  clarify("es", "music lessons", esInstrument, "piano o violín"),
  own("es", "music lessons", esInstrument, "ukelele, que es lo que ella pide"),
  pick("es", "music lessons", esSlot, "los miércoles a las siete y media", "Miércoles 19:30"),
  pick("es", "music lessons", esSlot, "vie 16h", "Viernes 16:00"),
  noPick("es", "music lessons", esSlot, "el lunes me vendría bien si fuera a las 19:00"),
  skip("es", "music lessons", esSlot, "déjalo, ya decidiré cuando tenga el horario del cole"),
  pick("es", "music lessons", esFormat, "online no, que se distrae", "Presencial"),
  picks("es", "music lessons", [esInstrument, esSlot, esFormat], "piano lunes presencial", {
    instrument: ["Piano"],
    lesson_slot: ["Lunes 18:00"],
    lesson_format: ["Presencial"],
  }),
  picks(
    "es",
    "music lessons",
    [esInstrument, esSlot, esFormat],
    "Instrumento: guitarra\nHorario: viernes\nModalidad: online",
    {
      instrument: ["Guitarra"],
      lesson_slot: ["Viernes 16:00"],
      lesson_format: ["Online (Zoom)"],
    },
  ),
  clarify("es", "music lessons", [esInstrument, esSlot, esFormat], "piano\nlunes"),

  // cloud costs
  pick("es", "cloud costs", esRegion, "eu-south-2", "eu-south-2 (España)"),
  noPick("es", "cloud costs", esRegion, "cualquiera que esté en Europa"),
  skip("es", "cloud costs", esRegion, "prefiero no contestar a esto"),
  pick("es", "cloud costs", esSaving, "opción 3, el savings plan", "Savings Plan a 1 año"),
  noPick(
    "es",
    "cloud costs",
    esSaving,
    "depende de cuánto ahorremos con el savings plan frente a apagarlas",
  ),
  pick(
    "es",
    "cloud costs",
    esCleanup,
    "todas",
    "Snapshots antiguos",
    "IPs elásticas",
    "Volúmenes EBS huérfanos",
    "Buckets de logs",
  ),
  pick("es", "cloud costs", esBudget, "venga, sin problema 👍", "Aprobar"),
  pick("es", "cloud costs", esBudget, "ni de broma, primero hay que recortar", "Rechazar"),
  noPick("es", "cloud costs", esBudget, "si antes me mandas el desglose por servicio, vale"),

  // wedding
  noPick("es", "wedding", esMenu, "el vegetariano no, los otros dos me gustan"),
  noPick("es", "wedding", esMenu, "¿el mediterráneo lleva marisco? es que mi tío es alérgico"),
  skip("es", "wedding", esMenu, "Eso lo hablamos con mi madre, yo ahí no me meto. Sáltatelo."),
  pick("es", "wedding", esCeremony, "flamenco!!! 💃💃", "Grupo de flamenco"),
  clarify("es", "wedding", esCeremony, "DJ o el cuarteto"),
  pick("es", "wedding", esDate, "el 19", "Sábado 19 de septiembre"),
  pick(
    "es",
    "wedding",
    esDate,
    "Hola Carmen:\n\nNos quedamos con el viernes 2 de octubre, que en septiembre hace demasiado calor.\n\nUn saludo,\nMarta",
    "Viernes 2 de octubre",
  ),
  noPick("es", "wedding", esDate, "cualquier sábado de septiembre nos vale"),
  pick(
    "es",
    "wedding",
    esGuestExtras,
    "autobús y barra libre, el photocall sobra",
    "Autobús de vuelta",
    "Barra libre",
  ),
  own("es", "wedding", esGuestExtras, "ninguna de esas cosas, queremos algo sencillo"),
  picks("es", "wedding", [esMenu, esCeremony], "menú: vegetariano / música: DJ", {
    menu: ["Menú vegetariano"],
    ceremony_music: ["DJ"],
  }),
  clarify("es", "wedding", [esMenu, esCeremony], "carne\nDJ\nflamenco"),

  // printing
  pick("es", "printing", esPaper, "mate 250", "Estucado mate 250 g"),
  clarify("es", "printing", esPaper, "estucado"),
  own("es", "printing", esPaper, "papel kraft marrón, que pega con la estética del evento"),
  pick("es", "printing", esFile, "Hola!! Mejor el pdf.\n\nSaludos,\nMarta", "cartel_final.pdf"),
  noPick("es", "printing", esFile, "¿qué formato les va mejor a ellos?"),
  pick("es", "printing", esCopies, "mil", "1000 copias"),
  noPick("es", "printing", esCopies, "las que quepan en 300 €"),
  picks("es", "printing", [esPaper, esCopies], "brillo y 500", {
    paper: ["Estucado brillo 170 g"],
    copies: ["500 copias"],
  }),

  // newsletter
  pick(
    "es",
    "newsletter",
    esSendDay,
    "el domingo por la tarde, que la gente lo lee en el sofá",
    "Domingo 19:00",
  ),
  noPick("es", "newsletter", esTopic, "resumen del año u ofertas, me da igual"),
  skip("es", "newsletter", esTopic, "hoy no tengo cabeza para esto, sáltalo"),
  own("es", "newsletter", esTopic, "un especial sobre sostenibilidad"),
  pick("es", "newsletter", esTool, "Bervo", "Brevo"),
  pick(
    "es",
    "newsletter",
    esTool,
    "Mailchimp, como siempre.\n\nEnviado desde mi iPhone",
    "Mailchimp",
  ),
  noPick("es", "newsletter", esTool, "¿Substack no se queda comisión?"),
  pick(
    "es",
    "newsletter",
    esSections,
    "todas menos la agenda",
    "Editorial",
    "Novedades",
    "Encuesta",
  ),
  noPick("es", "newsletter", esSections, "no sé, las que sueles poner tú"),

  // bug triage
  pick("es", "bug triage", esSeverity, "critica, está tumbando producción", "Crítica (P0)"),
  noPick("es", "bug triage", esSeverity, "crítica no es, pero no sé si alta o media"),
  pick("es", "bug triage", esOwner, "bakend", "Equipo backend"),
  clarify("es", "bug triage", esRelease, "v2"),
  pick("es", "bug triage", esReopen, "Sí", "Sí"),
  noPick("es", "bug triage", esReopen, "¿se reproduce en la última versión?"),
  picks("es", "bug triage", [esSeverity, esRelease], "P0, hotfix", {
    severity: ["Crítica (P0)"],
    release: ["v2.4.1 (hotfix)"],
  }),
  picks("es", "bug triage", [esSeverity, esOwner], "gravedad: media\nresponsable: web", {
    severity: ["Media (P2)"],
    owner: ["Equipo web"],
  }),
  pick("es", "bug triage", esLabel, "es un duplicado del #65", "duplicate"),

  // moving house
  pick(
    "es",
    "moving house",
    esMover,
    "lo hacemos nosotros con la furgo de mi cuñado",
    "Nosotros con una furgoneta",
  ),
  noPick("es", "moving house", esMover, "ninguna me convence, ¿puedes pedir más presupuestos?"),
  pick("es", "moving house", esMoveDay, "domingo 17\n\nGracias!", "Domingo 17"),
  noPick("es", "moving house", esMoveDay, "viernes o sábado, lo que le venga mejor a la empresa"),
  own("es", "moving house", esMoveDay, "el 22, que es cuando nos dan las llaves"),
  pick(
    "es",
    "moving house",
    esUtilities,
    "todo menos el gas, que la cocina es de inducción",
    "Luz",
    "Agua",
    "Internet",
  ),
  skip("es", "moving house", esUtilities, "eso lo lleva mi pareja, pregúntale a ella"),
  picks("es", "moving house", [esMover, esMoveDay], "Mudanzas Rápidas el viernes", {
    mover: ["Mudanzas Rápidas (Recommended)"],
    move_day: ["Viernes 15"],
  }),
];

const ENGLISH: ReplyCase[] = [
  // pets
  pick("en", "pets", enWalker, "jenny", "Jenny from next door"),
  noPick("en", "pets", enWalker, "not the app one"),
  pick("en", "pets", enLitter, "Pine pellets\n\nSent from my iPhone", "Pine pellets"),
  own("en", "pets", enLitter, "the paper-based one from Costco"),
  pick(
    "en",
    "pets",
    enPetMeds,
    "all of them except dental, he'd need anesthesia",
    "Flea treatment",
    "Dewormer",
    "Rabies booster",
  ),
  noPick("en", "pets", enPetMeds, "whatever the vet thinks is needed"),

  // gardening
  pick("en", "gardening", enHedge, "boxwodo", "Boxwood"),
  clarify("en", "gardening", enHedge, "privet or boxwood"),
  own("en", "gardening", enHedge, "we're putting up a bamboo screen instead"),
  pick("en", "gardening", enMower, "robot!! 🤖 I'm never mowing again", "Robot mower"),
  noPick("en", "gardening", enMower, "anything but petrol, the neighbours already complain"),
  skip("en", "gardening", enMower, "Let me think about it over the weekend, skip for now"),

  // car rental
  pick(
    "en",
    "car rental",
    enCar,
    "compact. actually no, make it the minivan, grandma's coming",
    "Minivan (Pacifica)",
  ),
  pick("en", "car rental", enReturn, "monday at 5pm", "Mon 5:00 PM"),
  noPick("en", "car rental", enReturn, "Monday works, morning or evening"),
  picks("en", "car rental", [enCar, enReturn], "SUV, sunday 6pm", {
    car_class: ["Midsize SUV (RAV4)"],
    return_time: ["Sun 6:00 PM"],
  }),
  picks("en", "car rental", [enCar, enReturn], "1 2", {
    car_class: ["Compact (Nissan Versa)"],
    return_time: ["Mon 9:00 AM"],
  }),
  clarify("en", "car rental", [enCar, enReturn], "compact\nmon 9am\nsun 6pm"),
  skip("en", "car rental", [enCar, enReturn], "can't deal with this right now, just skip both"),

  // music lessons
  pick("en", "music lessons", enTeacher, "alvarez pls", "Mrs. Alvarez"),
  noPick("en", "music lessons", enTeacher, "Is Daniel Kim the one who teaches jazz?"),
  own("en", "music lessons", enTeacher, "my sister will teach her for free"),
  pick("en", "music lessons", enLength, "half an hour", "30 min"),
  clarify("en", "music lessons", enLength, "45 or 60"),
  picks("en", "music lessons", [enTeacher, enLength], "Teacher: Skoove\nLength: 45", {
    teacher: ["Online school (Skoove)"],
    lesson_length: ["45 min"],
  }),

  // cloud costs
  pick("en", "cloud costs", enStorage, "deep archive", "S3 Glacier Deep Archive (Recommended)"),
  noPick("en", "cloud costs", enStorage, "how often do we actually restore from those?"),
  pick("en", "cloud costs", enIdle, "analytics-old and demo-eu", "analytics-old", "demo-eu"),
  pick(
    "en",
    "cloud costs",
    enIdle,
    "all except staging-db-2",
    "ci-runner-03",
    "analytics-old",
    "demo-eu",
  ),
  own("en", "cloud costs", enIdle, "none, they're all used by the Q4 load test"),
  pick("en", "cloud costs", enSavings, "3 years is way too long for us, let's not", "Reject"),
  noPick("en", "cloud costs", enSavings, "only if finance signs off on it first"),
  skip("en", "cloud costs", enSavings, "Not my call, skip this one"),

  // wedding
  noPick("en", "wedding", enCake, "either the lemon or red velvet, whichever you prefer"),
  own("en", "wedding", enCake, "carrot cake, it's her grandma's recipe"),
  pick(
    "en",
    "wedding",
    enPhotog,
    "Hi Sam,\n\nLet's do the half day package.\n\nThanks,\nEmily\n\n> On Tue, Dec 1, 2026 at 9:14 AM Ask User <noreply@askuser.app> wrote:\n> Which photographer package should we book?\n> 1. Full day ($3,200)\n> 2. Half day ($1,900)\n> 3. Ceremony only ($900)",
    "Half day ($1,900)",
  ),
  noPick("en", "wedding", enPhotog, "can we get the full day for $2,500 instead?"),

  // printing
  pick("en", "printing", enFinish, "soft touch", "Soft-touch"),
  pick("en", "printing", enExport, "the tiff", "brochure_v3.tiff"),
  clarify("en", "printing", enExport, "brochure_v3"),
  noPick("en", "printing", enExport, "which one did they ask for last time?"),
  skip("en", "printing", enExport, "idk, skip"),

  // newsletter
  pick("en", "newsletter", enSendTime, "thursday evening", "Thu 7:00 PM ET"),
  pick("en", "newsletter", enSubject, "2", "5 tips for winter"),
  noPick("en", "newsletter", enSubject, "none of those grab me tbh"),
  pick("en", "newsletter", enAb, "let's not, our list is too small for that", "No"),
  picks("en", "newsletter", [enSubject, enAb], "Big news, yes", {
    subject_line: ["Big news inside 🎉"],
    ab_test: ["Yes"],
  }),

  // bug triage
  clarify("en", "bug triage", enAssignee, "Priya or Marco"),
  noPick("en", "bug triage", enBugSev, "not critical, I'd say somewhere between major and minor"),
  pick("en", "bug triage", enShip, "ship it 🚢", "Yes"),
  picks("en", "bug triage", [enBugSev, enShip], "S2; no", {
    bug_severity: ["S2 - major"],
    ship_fix: ["No"],
  }),

  // moving house
  noPick("en", "moving house", enTruck, "the biggest one that's under $200 a day"),
  pick("en", "moving house", enPack, "everything", "Kitchen", "Books", "Clothes", "Garage"),
  skip(
    "en",
    "moving house",
    enPack,
    "I'll pass on this one, I'll sort it out with the movers directly",
  ),
  pick("en", "moving house", enStorageUnit, "my brother's garage will do", "No"),
  noPick("en", "moving house", enStorageUnit, "depends on whether the closing date slips"),
];

const GERMAN: ReplyCase[] = [
  // pets
  pick("de", "pets", deTierarzt, "freitags viertel nach fünf", "Fr 17:15"),
  noPick("de", "pets", deTierarzt, "geht auch Dienstag?"),
  noPick("de", "pets", deFutter, "kein Barf, sonst egal"),
  pick("de", "pets", deHundeschule, "mach ruhig, schadet ja nicht", "Ja"),
  pick("de", "pets", deHundeschule, "lieber nicht, der ist eh brav", "Nein"),
  skip(
    "de",
    "pets",
    deHundeschule,
    "Frag mich nächste Woche nochmal, heute kann ich das nicht entscheiden.",
  ),

  // gardening
  pick("de", "gardening", deHochbeet, "Moehren und Salat", "Möhren", "Salat"),
  pick(
    "de",
    "gardening",
    deHochbeet,
    "alle außer Zucchini, die wuchern immer so",
    "Möhren",
    "Salat",
    "Kräuter",
  ),
  own("de", "gardening", deHochbeet, "gar nichts, das Beet muss erst neu gebaut werden"),
  pick(
    "de",
    "gardening",
    deRasen,
    "Blumenwiese 🌼 – gut für die Bienen",
    "Blumenwiese statt Rasen",
  ),
  noPick("de", "gardening", deRasen, "Was kostet denn Rollrasen für 80 m²?"),
  own("de", "gardening", deRasen, "Kunstrasen"),

  // car rental
  clarify("de", "car rental", deMietwagen, "Polo oder Astra"),
  pick("de", "car rental", deAbholung, "PMI", "Flughafen (PMI)"),
  pick("de", "car rental", deAbholung, "am Hafen in Alcudia", "Hafen Alcúdia"),
  noPick("de", "car rental", deVollkasko, "Wie viel kostet das pro Tag?"),
  picks("de", "car rental", [deMietwagen, deAbholung], "Polo, Hotel", {
    mietwagen: ["VW Polo"],
    abholung: ["Hotel in Palma"],
  }),
  clarify("de", "car rental", [deMietwagen, deAbholung], "Polo\nPMI\nAlcúdia"),
  skip("de", "car rental", [deMietwagen, deAbholung], "keine Ahnung, lass mal, das macht Thomas"),

  // music lessons
  pick(
    "de",
    "music lessons",
    deUnterricht,
    "Gitarre in der Gruppe, da sind seine Freunde auch",
    "Gitarre Gruppe",
  ),
  clarify("de", "music lessons", deUnterricht, "Gitarre"),
  own("de", "music lessons", deUnterricht, "Klavier, er hat es sich anders überlegt"),
  pick("de", "music lessons", deTermin, "Do 17.30", "Donnerstag 17:30"),
  pick("de", "music lessons", deTermin, "die erste", "Dienstag 16:00"),
  noPick("de", "music lessons", deTermin, "Dienstag oder Donnerstag, ist mir beides recht"),

  // cloud costs
  noPick("de", "cloud costs", deCluster, "nicht prod, einer von den anderen beiden"),
  pick("de", "cloud costs", deAlarm, "tausend", "1.000 €"),
  pick("de", "cloud costs", deFreigabe, "passt, go 🚀", "Freigeben"),
  pick(
    "de",
    "cloud costs",
    deFreigabe,
    "Lass das lieber, unsere Libraries laufen noch nicht auf ARM",
    "Ablehnen",
  ),
  noPick("de", "cloud costs", deFreigabe, "Nur wenn das Rollback vorher getestet ist."),

  // wedding
  pick(
    "de",
    "wedding",
    deLocation,
    "Hallo Frau Berger,\n\nwir haben uns für Gut Hohenfelde entschieden.\n\nMit freundlichen Grüßen\nJana Schulz\n\n> Welche Location buchen wir für die Hochzeit?\n> 1. Gut Hohenfelde\n> 2. Schloss Benrath\n> 3. Scheune am See",
    "Gut Hohenfelde",
  ),
  noPick(
    "de",
    "wedding",
    deLocation,
    "Hohenfelde oder Benrath, je nachdem was im Juni noch frei ist",
  ),
  pick("de", "wedding", deExtras, "keins davon außer der Fotobox", "Fotobox"),
  noPick("de", "wedding", deEinladung, "Was ist denn bei euch so üblich?"),
  skip("de", "wedding", deEinladung, "Das entscheide ich nicht allein, überspring das bitte."),

  // printing
  pick("de", "printing", deFlyer, "A6", "DIN A6"),
  clarify("de", "printing", deFlyer, "DIN"),
  own("de", "printing", deFlyer, "Quadratisch 21 x 21 cm"),
  pick("de", "printing", deDatei, "das PDF natürlich", "flyer_final.pdf"),
  picks("de", "printing", [deFlyer, deDatei], "A5 pdf", {
    flyer_format: ["DIN A5"],
    druckdatei: ["flyer_final.pdf"],
  }),

  // newsletter
  pick("de", "newsletter", deVersand, "Mnotag", "Montag 7:00"),
  noPick("de", "newsletter", deVersand, "lieber nicht am Freitag"),
  skip(
    "de",
    "newsletter",
    deVersand,
    "Weiß ich grad nicht, ich meld mich später – erstmal überspringen.",
  ),
  pick(
    "de",
    "newsletter",
    deRubriken,
    "Jahresrueckblick und Gewinnspiel",
    "Jahresrückblick",
    "Gewinnspiel",
  ),
  noPick("de", "newsletter", deRubriken, "was hatten wir letztes Jahr drin?"),

  // bug triage
  noPick("de", "bug triage", dePrio, "kein Blocker, aber ob hoch oder normal weiß ich nicht"),
  pick(
    "de",
    "bug triage",
    deZustaendig,
    "Frontend, nee warte, Backend – der Fehler kommt vom Server",
    "Team Backend",
  ),
  own("de", "bug triage", deZustaendig, "Das macht die Anna, die kennt den Export-Code"),
  noPick("de", "bug triage", deBackport, "nur wenn's ohne Konflikte geht"),
  picks("de", "bug triage", [dePrio, deZustaendig], "Hoch / Backend", {
    prio: ["Hoch"],
    zustaendig: ["Team Backend"],
  }),

  // moving house
  noPick("de", "moving house", deFirma, "bloß nicht selbst schleppen, sonst egal"),
  pick("de", "moving house", deTag, "Montag\n\nVon meinem iPhone gesendet", "Mo 16.3."),
  clarify("de", "moving house", deTag, "Sa oder So"),
  pick(
    "de",
    "moving house",
    deUmmelden,
    "alles außer GEZ, das hat Zeit",
    "Strom",
    "Internet",
    "Nachsendeauftrag",
  ),
  skip("de", "moving house", deUmmelden, "Hab gerade keinen Kopf dafür, lass das erstmal weg"),
];

const THAI: ReplyCase[] = [
  // pets
  pick("th", "pets", thFood, "มีโอ", "Me-O"),
  pick("th", "pets", thFood, "อันแรกครับ", "Royal Canin (Recommended)"),
  noPick("th", "pets", thFood, "อะไรก็ได้ที่ไม่ใช่สมาร์ทฮาร์ท"),
  pick("th", "pets", thGrooming, "๓", "จันทร์ 18:00"),
  noPick("th", "pets", thGrooming, "เสาร์หรืออาทิตย์ก็ได้ค่ะ"),
  own("th", "pets", thGrooming, "ให้ช่างมาอาบน้ำที่บ้านแทน"),
  pick("th", "pets", thNeuter, "จัดไปเลยครับ", "ใช่"),
  pick("th", "pets", thNeuter, "รอให้โตกว่านี้ก่อนดีกว่า", "ไม่ใช่"),
  noPick("th", "pets", thNeuter, "ค่าทำหมันเท่าไหร่คะ"),

  // gardening
  pick("th", "gardening", thPlant, "กระเพรา", "กะเพรา"),
  clarify("th", "gardening", thPlant, "มะนาวหรือพริก"),
  own("th", "gardening", thPlant, "ว่านหางจระเข้ เพราะดูแลง่าย"),
  pick("th", "gardening", thFert, "ปุ๋ยคอกกับ15-15-15", "ปุ๋ยคอก", "ปุ๋ยสูตร 15-15-15"),

  // car rental
  pick("th", "car rental", thCar, "ฟอร์จูนเนอร์ไปกันหกคน", "Toyota Fortuner"),
  noPick("th", "car rental", thCar, "คันไหนก็ได้ที่ไม่ใช่SUV"),
  pick("th", "car rental", thCarExtras, "ทั้งหมดยกเว้นคาร์ซีท", "GPS", "ประกันชั้นหนึ่ง"),
  own("th", "car rental", thCarExtras, "ไม่เอาอะไรเลยครับ"),
  picks("th", "car rental", [thCar, thPickup], "๒\n๓", {
    rental_car: ["Honda City"],
    car_pickup: ["สถานีรถไฟเชียงใหม่"],
  }),

  // music lessons
  noPick("th", "music lessons", thInstrument, "ไม่เอากลองเสียงดัง"),
  own("th", "music lessons", thInstrument, "ขิม เพราะคุณยายสอนได้"),
  pick("th", "music lessons", thLessonTime, "เสาร์เช้า...ไม่สิ อาทิตย์ดีกว่า", "อาทิตย์ 10:00"),
  clarify("th", "music lessons", thLessonTime, "วันเสาร์"),
  skip("th", "music lessons", thLessonTime, "ขอข้ามไปก่อนนะ ยังไม่รู้ตารางเรียนลูก"),

  // cloud costs
  pick("th", "cloud costs", thRegion, "กรุงเทพ", "ap-southeast-7 (Bangkok)"),
  noPick("th", "cloud costs", thRegion, "ที่ไหนก็ได้ในอาเซียน"),
  noPick("th", "cloud costs", thReserved, "ถ้าลดได้เกิน30%ก็โอเค"),
  pick(
    "th",
    "cloud costs",
    thCut,
    "๑,๒,๔",
    "ลบ snapshot เก่า",
    "ปิดเครื่อง dev ตอนกลางคืน",
    "ลดขนาด RDS",
  ),
  noPick("th", "cloud costs", thCut, "อันไหนประหยัดสุดคะ"),

  // wedding
  pick(
    "th",
    "wedding",
    thVenue,
    "เรียนคุณสมชาย\n\nขอเลือกโรงแรมในกรุงเทพครับ\n\nขอแสดงความนับถือ\nวิชัย\n\n> จะจัดงานแต่งที่ไหน\n> 1. โรงแรมในกรุงเทพ\n> 2. รีสอร์ทริมทะเลหัวหิน\n> 3. สวนที่เชียงใหม่",
    "โรงแรมในกรุงเทพ",
  ),
  noPick("th", "wedding", thVenue, "แล้วแต่เจ้าสาวเลยครับ"),
  pick("th", "wedding", thCeremony, "รดน้ำสังข์กับงานเลี้ยง", "รดน้ำสังข์", "งานเลี้ยงฉลอง"),
  pick("th", "wedding", thWeddingDate, "วาเลนไทน์💕", "14 ก.พ. 2027"),
  pick("th", "wedding", thWeddingDate, "๙ กันยา", "9 ก.ย. 2027"),
  clarify("th", "wedding", thWeddingDate, "กันยาหรือธันวา"),
  picks("th", "wedding", [thVenue, thWeddingDate], "เชียงใหม่ธันวาคม", {
    venue: ["สวนที่เชียงใหม่"],
    wedding_date: ["19 ธ.ค. 2027"],
  }),
  skip("th", "wedding", [thVenue, thWeddingDate], "ขอยังไม่ตอบตอนนี้นะคะ ต้องคุยกับแฟนก่อน"),

  // printing
  pick("th", "printing", thSize, "a2ครับ", "A2"),
  own("th", "printing", thSize, "ขนาด 50x70 ซม."),
  noPick("th", "printing", thFile, "โรงพิมพ์รับไฟล์แบบไหนบ้าง"),
  picks("th", "printing", [thSize, thFile], "A3/psd", {
    poster_size: ["A3"],
    print_file: ["poster.psd"],
  }),

  // newsletter
  pick("th", "newsletter", thNlDay, "วันพุธเที่ยง", "พุธ 12:00"),
  noPick("th", "newsletter", thNlDay, "ไม่เอาวันจันทร์"),
  skip("th", "newsletter", thNlDay, "ไม่รู้สิ ข้ามไปก่อน"),
  clarify("th", "newsletter", thNlLang, "ไทยหรืออังกฤษ"),

  // bug triage
  noPick("th", "bug triage", thPrio, "ไม่ถึงP0แต่ไม่แน่ใจว่าP1หรือP2"),
  pick("th", "bug triage", thFixVer, "๑.๙.๐", "1.9.0"),
  clarify("th", "bug triage", [thPrio, thFixVer], "P1\n1.9.0\n2.0.0"),
  pick("th", "bug triage", thClose, "อย่าเพิ่งปิด ยังเจออยู่บนiOS", "ไม่ใช่"),
  noPick("th", "bug triage", thClose, "เทสบนAndroidแล้วหรือยัง"),
  skip("th", "bug triage", thClose, "ไม่ใช่เรื่องของผม ให้พี่ต้นตัดสินดีกว่า"),

  // moving house
  noPick("th", "moving house", thMover, "เจ้าไหนถูกกว่าคะ"),
  pick("th", "moving house", thMoveDate, "อาทิตย์ค่ะ\n\nขอบคุณค่ะ", "อาทิตย์ 22"),
  noPick("th", "moving house", thMoveDate, "ย้ายสิ้นเดือนแทนได้ไหม"),
  pick("th", "moving house", thPack, "เราแพ็กเองหมดยกเว้นเฟอร์นิเจอร์", "เฟอร์นิเจอร์"),
  skip("th", "moving house", thPack, "ค่อยว่ากันทีหลัง ตอนนี้ข้ามไปก่อน"),
];

export const DEVELOPMENT_SET_2: ReplyCase[] = [...SPANISH, ...ENGLISH, ...GERMAN, ...THAI];
