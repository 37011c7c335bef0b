import { graphemesOf } from "./graphemes.js";

export const HEADER_MAX_CHARACTERS = 12;

/**
 * Cuts a header to at most 12 user-perceived characters. Counting graphemes (not UTF-16 units)
 * keeps surrogate pairs, emoji sequences and Thai clusters whole.
 */
export function truncateHeader(header: string, maxCharacters = HEADER_MAX_CHARACTERS): string {
  const trimmed = header.trim();
  // Never more graphemes than UTF-16 units: a short header needs no segmenting (the hot path).
  if (trimmed.length <= maxCharacters) return trimmed;
  let result = "";
  let count = 0;
  for (const segment of graphemesOf(trimmed)) {
    if (count === maxCharacters) return result.trimEnd();
    result += segment;
    count += 1;
  }
  return result;
}
