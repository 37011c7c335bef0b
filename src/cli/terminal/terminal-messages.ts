import type { Locale } from "../../core/index.js";

/**
 * The terminal's own fixed strings: key hints, connection states and the reply line's labels,
 * which no other surface shows. Every word a question shows (Skip, Other…, Expired, …) comes from the core's
 * `messages(locale)`, like on every other surface.
 */
export interface TerminalMessages {
  connecting: string;
  reconnecting: string;
  /** Key hints of the list of pending questions. */
  listKeys: string;
  /** `{count}`: the number of options. */
  singleKeys: string;
  /** `{count}`: the number of options. */
  multiKeys: string;
  /** While typing the Other answer. */
  otherKeys: string;
  /** Above the line where the whole reply is typed in words. */
  replyTitle: string;
  /** The empty reply line of a prompt with several questions; `{example}`: keyed answers. */
  replySeveral: string;
  /** While typing the reply. */
  replyKeys: string;
  /** After Enter on a multi-select with nothing chosen. */
  chooseFirst: string;
  sending: string;
  /** `{error}`: what went wrong, in the gateway's words. */
  sendFailed: string;
}

const TABLES: Record<Locale, TerminalMessages> = {
  en: {
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    listKeys: "↑↓ move · Enter open · q quit",
    singleKeys: "↑↓ move · 1-{count} pick · Enter choose · r type a reply · Esc back · Ctrl-C quit",
    multiKeys:
      "↑↓ move · Space/1-{count} toggle · Enter confirm · r type a reply · Esc back · Ctrl-C quit",
    otherKeys: "Enter confirm · Esc back",
    replyTitle: "Your reply:",
    replySeveral: "All answers on this one line, such as {example}",
    replyKeys: "Enter send · Esc close",
    chooseFirst: "Space to select, Enter to confirm",
    sending: "Sending…",
    sendFailed: "Could not send: {error}",
  },
  de: {
    connecting: "Verbinde…",
    reconnecting: "Verbinde erneut…",
    listKeys: "↑↓ bewegen · Enter öffnen · q beenden",
    singleKeys:
      "↑↓ bewegen · 1-{count} wählen · Enter bestätigen · r Antwort tippen · Esc zurück · Strg-C beenden",
    multiKeys:
      "↑↓ bewegen · Leertaste/1-{count} an/aus · Enter bestätigen · r Antwort tippen · Esc zurück",
    otherKeys: "Enter übernehmen · Esc zurück",
    replyTitle: "Deine Antwort:",
    replySeveral: "Alle Antworten in dieser einen Zeile, etwa {example}",
    replyKeys: "Enter senden · Esc schließen",
    chooseFirst: "Leertaste wählt aus, Enter bestätigt",
    sending: "Wird gesendet…",
    sendFailed: "Senden fehlgeschlagen: {error}",
  },
  th: {
    connecting: "กำลังเชื่อมต่อ…",
    reconnecting: "กำลังเชื่อมต่อใหม่…",
    listKeys: "↑↓ เลื่อน · Enter เปิด · q ออก",
    singleKeys: "↑↓ เลื่อน · 1-{count} เลือก · Enter ยืนยัน · r พิมพ์คำตอบ · Esc ย้อนกลับ · Ctrl-C ออก",
    multiKeys: "↑↓ เลื่อน · Space/1-{count} เลือก/ยกเลิก · Enter ยืนยัน · r พิมพ์คำตอบ · Esc ย้อนกลับ",
    otherKeys: "Enter ยืนยัน · Esc ย้อนกลับ",
    replyTitle: "คำตอบของคุณ:",
    replySeveral: "ตอบทุกข้อในบรรทัดเดียว เช่น {example}",
    replyKeys: "Enter ส่ง · Esc ปิด",
    chooseFirst: "กด Space เพื่อเลือก แล้วกด Enter เพื่อยืนยัน",
    sending: "กำลังส่ง…",
    sendFailed: "ส่งไม่สำเร็จ: {error}",
  },
  es: {
    connecting: "Conectando…",
    reconnecting: "Reconectando…",
    listKeys: "↑↓ mover · Enter abrir · q salir",
    singleKeys:
      "↑↓ mover · 1-{count} elegir · Enter confirmar · r escribir respuesta · Esc atrás · Ctrl-C salir",
    multiKeys:
      "↑↓ mover · Espacio/1-{count} marcar · Enter confirmar · r escribir respuesta · Esc atrás",
    otherKeys: "Enter confirmar · Esc atrás",
    replyTitle: "Tu respuesta:",
    replySeveral: "Todas las respuestas en esta misma línea, por ejemplo {example}",
    replyKeys: "Enter enviar · Esc cerrar",
    chooseFirst: "Espacio para seleccionar, Enter para confirmar",
    sending: "Enviando…",
    sendFailed: "No se pudo enviar: {error}",
  },
};

export function terminalMessages(locale: Locale): TerminalMessages {
  return TABLES[locale];
}
