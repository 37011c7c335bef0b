/**
 * Why a plain-text reply could not be read with certainty (SPEC T3). The question stays
 * pending and the human gets a localized message saying how to answer. The message template
 * of each reason takes the placeholders listed (values already quoted where they are text).
 */
export type ClarifyReason =
  /** Nothing to read: blank, or only punctuation. `{skip}`, `{candidates}` (one question) */
  | "empty"
  /** An option number that does not exist (`5` of 3). `{number}`, `{count}`, `{candidates}` */
  | "no_such_option"
  /** Several choices ("1, 2", two lines) for a single-select. `{header}`, `{candidates}` */
  | "several_choices"
  /** Text that matches, or nearly matches, several labels. `{text}`, `{candidates}` */
  | "ambiguous_label"
  /** A bare number where labels are numbers too ("3" of "3", "5", "10"). `{text}`, `{example}` */
  | "ambiguous_number"
  /** "1. Production" where option 1 is another label. `{number}`, `{label}`, `{text}` */
  | "number_label_mismatch"
  /** Lines without keys that fit no question set. `{lines}`, `{questions}`, `{example}` */
  | "line_count"
  /** A line key that names no question (`notes: …`). `{key}`, `{count}`, `{ids}` */
  | "unknown_key"
  /** A line key (a header) that names several questions. `{key}`, `{count}` */
  | "ambiguous_key"
  /** Lines without a key before the first keyed line. `{example}` */
  | "unkeyed_line"
  /** Keyed lines that leave a question out, or a key without an answer. `{header}`, `{example}` */
  | "missing_answer"
  /** A skip word as the answer to one question among others: Skip ends all of them. `{word}` */
  | "partial_skip"
  /** "Other" alone, without the words it stands for. `{word}` */
  | "other_without_text"
  /** An option ruled out ("not staging") where one answer is asked for. `{text}`, `{candidates}` */
  | "negated"
  /** No choice in it: courtesy alone ("please", "ครับ"), or yes/no words where the options are no yes/no pair ("sure" to "Which region?"). `{text}`, `{candidates}`, `{skip}` */
  | "no_choice"
  /** A count that is not the number of options ("all three" of four). `{text}`, `{count}`, `{example}` */
  | "count_mismatch"
  /** An answer over the 2000-character limit. `{length}`, `{max}` */
  | "too_long";

export const CLARIFY_REASONS: readonly ClarifyReason[] = [
  "empty",
  "no_such_option",
  "several_choices",
  "ambiguous_label",
  "ambiguous_number",
  "number_label_mismatch",
  "line_count",
  "unknown_key",
  "ambiguous_key",
  "unkeyed_line",
  "missing_answer",
  "partial_skip",
  "other_without_text",
  "negated",
  "no_choice",
  "count_mismatch",
  "too_long",
];
