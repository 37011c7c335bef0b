const THAI_ZERO = 0x0e50;
const FULL_WIDTH_ZERO = 0xff10;

/**
 * Reads Thai digits (๐-๙) and full-width digits (０-９) as ASCII digits, one character for
 * one, so positions in the text stay the same.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0e50-\u0e59\uff10-\uff19]/gu, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= FULL_WIDTH_ZERO ? FULL_WIDTH_ZERO : THAI_ZERO;
    return String(code - zero);
  });
}
