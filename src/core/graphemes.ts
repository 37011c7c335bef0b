let segmenter: Intl.Segmenter | undefined;

/**
 * The user-perceived characters of a text: a surrogate pair, an emoji sequence or a Thai
 * consonant with its marks is one. The segmenter is made at the first use, since making one
 * pages in the runtime's Unicode data: a process that never segments a text never pays that.
 */
export function graphemesOf(text: string): string[] {
  segmenter ??= new Intl.Segmenter("und", { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
