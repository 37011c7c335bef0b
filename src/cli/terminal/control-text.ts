/** Line breaks and tabs: shown as one space, since every label is drawn on one line. */
const WHITE_SPACE_CONTROLS = /[\t\n\r\v\f\u2028\u2029]+/gu;
/** C0 controls, DEL and C1 controls: ESC and CSI (U+009B) start terminal escape sequences. */
const CONTROLS = /\p{Cc}/gu;
/** Bidirectional overrides and isolates, which reorder what the human reads. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Makes text written by someone else (a label, a question, free text) safe to print: no
 * control character reaches the terminal, so a label cannot move the cursor, recolor the
 * screen or set the window title. Controls show visibly instead, `cat -v` style (`^[`).
 */
export function escapeControls(text: string): string {
  return text
    .replace(WHITE_SPACE_CONTROLS, " ")
    .replace(CONTROLS, (character) => {
      const code = character.charCodeAt(0);
      if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
      if (code === 0x7f) return "^?";
      return codePointTag(code);
    })
    .replace(BIDI_CONTROLS, (character) => codePointTag(character.charCodeAt(0)));
}

function codePointTag(code: number): string {
  return `<U+${code.toString(16).toUpperCase().padStart(4, "0")}>`;
}
