const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;

/** The agent marks its recommendation by ending the label with ` (Recommended)` (SPEC S4). */
export function isRecommended(label: string): boolean {
  return RECOMMENDED_SUFFIX.test(label);
}

/** The label as shown next to the Recommended badge: without the suffix the badge replaces. */
export function displayLabel(label: string): string {
  return label.replace(RECOMMENDED_SUFFIX, "") || label;
}

/** How the gateway matches a typed answer to a label: case, space and the suffix ignored. */
export function comparableLabel(text: string): string {
  return text.replace(RECOMMENDED_SUFFIX, "").trim().toLowerCase();
}
