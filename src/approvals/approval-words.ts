import type { Locale } from "../core/locale.js";
import type { PluralText } from "../core/messages/messages.js";

/** What an approval prompt says to the human, in each language ask-user speaks. */
export interface ApprovalWords {
  header: string;
  /** `{tool}` is the tool's name; `{call}` what it would run (tool-call-text.ts). */
  question: string;
  allow: string;
  deny: string;
  alwaysAllow: string;
  /** Under Deny: the reason box is the prompt's free-text answer. */
  denyHint: string;
  /** Under Always allow when the framework names no rule of its own. */
  alwaysAllowHint: string;
  /** Under Always allow when it names one: `{rule}` is what it allows, e.g. `Bash(npm test:*)`. */
  alwaysAllowRule: string;
  /** A command's lines after its first: "$ cd app (+2 lines)". */
  moreLines: PluralText;
  /** A written file's length: "notes.md (12 lines)". */
  lineCount: PluralText;
  /** A replacement's size: "src/a.ts (−1 +2 lines)". */
  changedLines: string;
  /** A multi-edit's size: "src/a.ts (3 edits)". */
  editCount: PluralText;
}

export const APPROVAL_WORDS: Record<Locale, ApprovalWords> = {
  en: {
    header: "Approval",
    question: "Allow {tool}? {call}",
    allow: "Allow",
    deny: "Deny",
    alwaysAllow: "Always allow",
    denyHint: "Or type why, and the agent reads it",
    alwaysAllowHint: "Don't ask again for this tool",
    alwaysAllowRule: "Don't ask again for {rule}",
    moreLines: { one: "+{count} line", other: "+{count} lines" },
    lineCount: { one: "{count} line", other: "{count} lines" },
    changedLines: "−{removed} +{added} lines",
    editCount: { one: "{count} edit", other: "{count} edits" },
  },
  de: {
    header: "Freigabe",
    question: "{tool} erlauben? {call}",
    allow: "Erlauben",
    deny: "Ablehnen",
    alwaysAllow: "Immer erlauben",
    denyHint: "Oder schreib den Grund, der Agent liest ihn",
    alwaysAllowHint: "Für dieses Werkzeug nicht mehr fragen",
    alwaysAllowRule: "Nicht mehr fragen für {rule}",
    moreLines: { one: "+{count} Zeile", other: "+{count} Zeilen" },
    lineCount: { one: "{count} Zeile", other: "{count} Zeilen" },
    changedLines: "−{removed} +{added} Zeilen",
    editCount: { one: "{count} Änderung", other: "{count} Änderungen" },
  },
  th: {
    header: "ขออนุญาต",
    question: "อนุญาตให้ใช้ {tool} ไหม? {call}",
    allow: "อนุญาต",
    deny: "ไม่อนุญาต",
    alwaysAllow: "อนุญาตเสมอ",
    denyHint: "หรือพิมพ์เหตุผล แล้วเอเจนต์จะได้อ่าน",
    alwaysAllowHint: "ไม่ต้องถามอีกสำหรับเครื่องมือนี้",
    alwaysAllowRule: "ไม่ต้องถามอีกสำหรับ {rule}",
    moreLines: { one: "+{count} บรรทัด", other: "+{count} บรรทัด" },
    lineCount: { one: "{count} บรรทัด", other: "{count} บรรทัด" },
    changedLines: "−{removed} +{added} บรรทัด",
    editCount: { one: "แก้ {count} จุด", other: "แก้ {count} จุด" },
  },
  es: {
    header: "Permiso",
    question: "¿Permitir {tool}? {call}",
    allow: "Permitir",
    deny: "Denegar",
    alwaysAllow: "Permitir siempre",
    denyHint: "O escribe el motivo, y el agente lo lee",
    alwaysAllowHint: "No volver a preguntar por esta herramienta",
    alwaysAllowRule: "No volver a preguntar por {rule}",
    moreLines: { one: "+{count} línea", other: "+{count} líneas" },
    lineCount: { one: "{count} línea", other: "{count} líneas" },
    changedLines: "−{removed} +{added} líneas",
    editCount: { one: "{count} cambio", other: "{count} cambios" },
  },
};
