const THAI_DIGIT_ZERO = 0x0e50;

/**
 * The digit a key press means, whatever the keyboard layout: ASCII, full-width (１) and Thai (๑)
 * digits by the character, and otherwise the physical number key (a Thai or French layout
 * types other characters on that row).
 */
export function digitOfKey(event: Pick<KeyboardEvent, "key" | "code">): number | undefined {
  const { key } = event;
  if ([...key].length === 1) {
    const code = key.codePointAt(0) ?? 0;
    if (code >= THAI_DIGIT_ZERO && code <= THAI_DIGIT_ZERO + 9) return code - THAI_DIGIT_ZERO;
    const normalized = key.normalize("NFKC");
    if (/^[0-9]$/.test(normalized)) return Number(normalized);
  }
  const physical = /^(?:Digit|Numpad)([0-9])$/.exec(event.code)?.[1];
  return physical === undefined ? undefined : Number(physical);
}
