import type { Locale } from "../../core/locale.js";

/**
 * The Control UI's own chrome: words about the app itself (navigation, the connection, the token
 * form, who wrote a message, the "This device" section). Anything that describes a question or an
 * answer comes from the core's strings table (`messages(locale)` in src/core/messages) instead.
 * Both speak the language `uiLocale` (ui-locale.ts) picks.
 */
export interface UiText {
  brand: string;
  sessions: string;
  backToSessions: string;
  chooseSession: string;
  loading: string;
  noSessions: string;
  questionWaiting: string;
  questionBadge: string;
  sessionQuestions(count: number): string;
  sessionMessages(count: number): string;

  live: string;
  connecting: string;
  reconnecting: string;

  timeline: string;
  nothingYet: string;
  /** The accessible name of a question in the timeline, e.g. "Question: Deploy". */
  timelineQuestion(headers: string): string;
  agentAsked: string;
  agent: string;
  you: string;
  human(surface: string): string;

  message: string;
  writeMessage: string;
  send: string;

  tokenIntro: string;
  accessToken: string;
  tokenRejected: string;
  continue: string;

  somethingWrong: string;
  unreachable: string;
  gatewayAnswered(status: number): string;

  thisDevice: string;
  notifyMe: string;
  tokenNote: string;
  unsupported: string;
  denied: string;
  iosHomeScreenOnly: string;
  failed: string;
  installApp: string;
  iosInstallSteps: string;
}

const UI_TEXT: Record<Locale, UiText> = {
  en: {
    brand: "Control UI",
    sessions: "Sessions",
    backToSessions: "‹ Sessions",
    chooseSession: "Choose a session.",
    loading: "Loading…",
    noSessions: "No sessions yet. When an agent asks a question, its session shows up here.",
    questionWaiting: "A question is waiting",
    questionBadge: "Question",
    sessionQuestions: (count) => `${count} question${count === 1 ? "" : "s"}`,
    sessionMessages: (count) => `${count} message${count === 1 ? "" : "s"}`,
    live: "Live",
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    timeline: "Timeline",
    nothingYet: "Nothing here yet.",
    timelineQuestion: (headers) => `Question: ${headers}`,
    agentAsked: "Agent asked",
    agent: "Agent",
    you: "You",
    human: (surface) => `Human (${surface})`,
    message: "Message",
    writeMessage: "Write a message",
    send: "Send",
    tokenIntro: "This gateway needs its access token. It is kept for this browser session only.",
    accessToken: "Access token",
    tokenRejected: "That token was not accepted.",
    continue: "Continue",
    somethingWrong: "Something went wrong. Try again.",
    unreachable: "Cannot reach the gateway. Check the connection and try again.",
    gatewayAnswered: (status) => `The gateway answered ${status}.`,
    thisDevice: "This device",
    notifyMe: "Notify me on this device",
    tokenNote:
      "Turning this on keeps the access token on this device, so a notification can send your answer.",
    unsupported: "This browser cannot show notifications from the app.",
    denied: "Notifications are blocked for this site in the browser's settings.",
    iosHomeScreenOnly:
      "On iPhone and iPad, notifications work only in the app added to the Home Screen (iOS 16.4 or later).",
    failed: "Notifications could not be switched. Try again.",
    installApp: "Install app",
    iosInstallSteps: "To install the app: tap Share, then Add to Home Screen.",
  },
  de: {
    brand: "Control UI",
    sessions: "Sitzungen",
    backToSessions: "‹ Sitzungen",
    chooseSession: "Wähle eine Sitzung.",
    loading: "Wird geladen…",
    noSessions:
      "Noch keine Sitzungen. Sobald ein Agent eine Frage stellt, erscheint seine Sitzung hier.",
    questionWaiting: "Eine Frage wartet",
    questionBadge: "Frage",
    sessionQuestions: (count) => `${count} ${count === 1 ? "Frage" : "Fragen"}`,
    sessionMessages: (count) => `${count} ${count === 1 ? "Nachricht" : "Nachrichten"}`,
    live: "Verbunden",
    connecting: "Verbinde…",
    reconnecting: "Verbinde erneut…",
    timeline: "Verlauf",
    nothingYet: "Noch nichts hier.",
    timelineQuestion: (headers) => `Frage: ${headers}`,
    agentAsked: "Der Agent fragte",
    agent: "Agent",
    you: "Du",
    human: (surface) => `Mensch (${surface})`,
    message: "Nachricht",
    writeMessage: "Nachricht schreiben",
    send: "Senden",
    tokenIntro:
      "Dieses Gateway braucht sein Zugangstoken. Es bleibt nur für diese Browsersitzung gespeichert.",
    accessToken: "Zugangstoken",
    tokenRejected: "Dieses Token wurde nicht angenommen.",
    continue: "Weiter",
    somethingWrong: "Etwas ist schiefgegangen. Versuche es erneut.",
    unreachable: "Das Gateway ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.",
    gatewayAnswered: (status) => `Das Gateway antwortete mit ${status}.`,
    thisDevice: "Dieses Gerät",
    notifyMe: "Auf diesem Gerät benachrichtigen",
    tokenNote:
      "Eingeschaltet bleibt das Zugangstoken auf diesem Gerät, damit eine Benachrichtigung deine Antwort senden kann.",
    unsupported: "Dieser Browser kann keine Benachrichtigungen der App anzeigen.",
    denied: "Benachrichtigungen sind für diese Seite in den Browsereinstellungen blockiert.",
    iosHomeScreenOnly:
      "Auf iPhone und iPad funktionieren Benachrichtigungen nur in der App auf dem Home-Bildschirm (ab iOS 16.4).",
    failed: "Die Benachrichtigungen ließen sich nicht umschalten. Versuche es erneut.",
    installApp: "App installieren",
    iosInstallSteps: "So installierst du die App: Teilen antippen, dann „Zum Home-Bildschirm“.",
  },
  th: {
    brand: "Control UI",
    sessions: "เซสชัน",
    backToSessions: "‹ เซสชัน",
    chooseSession: "เลือกเซสชัน",
    loading: "กำลังโหลด…",
    noSessions: "ยังไม่มีเซสชัน เมื่อเอเจนต์ถามคำถาม เซสชันของเอเจนต์จะแสดงที่นี่",
    questionWaiting: "มีคำถามรอคำตอบอยู่",
    questionBadge: "คำถาม",
    sessionQuestions: (count) => `${count} คำถาม`,
    sessionMessages: (count) => `${count} ข้อความ`,
    live: "เชื่อมต่อแล้ว",
    connecting: "กำลังเชื่อมต่อ…",
    reconnecting: "กำลังเชื่อมต่อใหม่…",
    timeline: "ไทม์ไลน์",
    nothingYet: "ยังไม่มีอะไรที่นี่",
    timelineQuestion: (headers) => `คำถาม: ${headers}`,
    agentAsked: "เอเจนต์ถาม",
    agent: "เอเจนต์",
    you: "คุณ",
    human: (surface) => `ผู้ใช้ (${surface})`,
    message: "ข้อความ",
    writeMessage: "เขียนข้อความ",
    send: "ส่ง",
    tokenIntro: "เกตเวย์นี้ต้องใช้โทเค็นการเข้าถึง ซึ่งจะเก็บไว้เฉพาะในเซสชันเบราว์เซอร์นี้",
    accessToken: "โทเค็นการเข้าถึง",
    tokenRejected: "โทเค็นนี้ไม่ได้รับการยอมรับ",
    continue: "ดำเนินการต่อ",
    somethingWrong: "เกิดข้อผิดพลาด ลองอีกครั้ง",
    unreachable: "ติดต่อเกตเวย์ไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
    gatewayAnswered: (status) => `เกตเวย์ตอบกลับด้วยรหัส ${status}`,
    thisDevice: "อุปกรณ์นี้",
    notifyMe: "แจ้งเตือนฉันบนอุปกรณ์นี้",
    tokenNote: "เมื่อเปิดใช้ โทเค็นการเข้าถึงจะถูกเก็บไว้ในอุปกรณ์นี้ เพื่อให้ส่งคำตอบจากการแจ้งเตือนได้",
    unsupported: "เบราว์เซอร์นี้แสดงการแจ้งเตือนจากแอปไม่ได้",
    denied: "การแจ้งเตือนของเว็บไซต์นี้ถูกบล็อกไว้ในการตั้งค่าเบราว์เซอร์",
    iosHomeScreenOnly:
      "บน iPhone และ iPad การแจ้งเตือนใช้ได้เฉพาะในแอปที่เพิ่มไปยังหน้าจอโฮมแล้ว (iOS 16.4 ขึ้นไป)",
    failed: "เปิดหรือปิดการแจ้งเตือนไม่สำเร็จ ลองอีกครั้ง",
    installApp: "ติดตั้งแอป",
    iosInstallSteps: "วิธีติดตั้งแอป: แตะ แชร์ แล้วแตะ เพิ่มไปยังหน้าจอโฮม",
  },
  es: {
    brand: "Control UI",
    sessions: "Sesiones",
    backToSessions: "‹ Sesiones",
    chooseSession: "Elige una sesión.",
    loading: "Cargando…",
    noSessions:
      "Todavía no hay sesiones. Cuando un agente haga una pregunta, su sesión aparecerá aquí.",
    questionWaiting: "Hay una pregunta esperando",
    questionBadge: "Pregunta",
    sessionQuestions: (count) => `${count} ${count === 1 ? "pregunta" : "preguntas"}`,
    sessionMessages: (count) => `${count} ${count === 1 ? "mensaje" : "mensajes"}`,
    live: "Conectado",
    connecting: "Conectando…",
    reconnecting: "Reconectando…",
    timeline: "Historial",
    nothingYet: "Todavía no hay nada aquí.",
    timelineQuestion: (headers) => `Pregunta: ${headers}`,
    agentAsked: "El agente preguntó",
    agent: "Agente",
    you: "Tú",
    human: (surface) => `Persona (${surface})`,
    message: "Mensaje",
    writeMessage: "Escribe un mensaje",
    send: "Enviar",
    tokenIntro:
      "Esta pasarela necesita su token de acceso. Solo se guarda durante esta sesión del navegador.",
    accessToken: "Token de acceso",
    tokenRejected: "Ese token no se ha aceptado.",
    continue: "Continuar",
    somethingWrong: "Algo ha salido mal. Inténtalo de nuevo.",
    unreachable:
      "No se puede conectar con la pasarela. Comprueba la conexión e inténtalo de nuevo.",
    gatewayAnswered: (status) => `La pasarela respondió con ${status}.`,
    thisDevice: "Este dispositivo",
    notifyMe: "Avisarme en este dispositivo",
    tokenNote:
      "Al activarlo, el token de acceso se guarda en este dispositivo para que una notificación pueda enviar tu respuesta.",
    unsupported: "Este navegador no puede mostrar notificaciones de la app.",
    denied: "Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.",
    iosHomeScreenOnly:
      "En iPhone y iPad, las notificaciones solo funcionan en la app añadida a la pantalla de inicio (iOS 16.4 o posterior).",
    failed: "No se han podido cambiar las notificaciones. Inténtalo de nuevo.",
    installApp: "Instalar app",
    iosInstallSteps:
      "Para instalar la app: toca Compartir y luego «Añadir a la pantalla de inicio».",
  },
};

export function uiText(locale: Locale): UiText {
  return UI_TEXT[locale];
}
