/** The few text attributes the screens use; each wraps plain text. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  /** The row under the cursor. */
  inverse(text: string): string;
  /** Recommended options and the summary of an answer given here. */
  green(text: string): string;
  /** Reconnecting, and questions that ended elsewhere. */
  yellow(text: string): string;
  /** Errors and "Expired". */
  red(text: string): string;
}

const sgr =
  (on: string, off: string) =>
  (text: string): string =>
    text === "" ? text : `\u001b[${on}m${text}\u001b[${off}m`;

const COLORED: Style = {
  bold: sgr("1", "22"),
  dim: sgr("2", "22"),
  inverse: sgr("7", "27"),
  green: sgr("32", "39"),
  yellow: sgr("33", "39"),
  red: sgr("31", "39"),
};

const plain = (text: string): string => text;
const PLAIN: Style = {
  bold: plain,
  dim: plain,
  inverse: plain,
  green: plain,
  yellow: plain,
  red: plain,
};

/**
 * Colors unless NO_COLOR is set (https://no-color.org: present and not empty) or the terminal
 * is dumb. Without colors the screens use no attributes at all: the cursor mark `›` and the
 * `[x]`/`(*)` boxes carry everything.
 */
export function styleFor(env: Record<string, string | undefined>): Style {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  return noColor || env.TERM === "dumb" ? PLAIN : COLORED;
}
