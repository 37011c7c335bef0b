/** One option of a question, after validation (labels trimmed). */
export interface QuestionOption {
  label: string;
  description?: string;
}

/** How long a question's `details` may be (code points). */
export const MAX_DETAILS_CHARACTERS = 8000;

/** One question of a prompt, after validation and normalization. */
export interface Question {
  id: string;
  header: string;
  question: string;
  options: QuestionOption[];
  multiSelect: boolean;
  /** The whole of what the question is about when its sentence cuts it short (a tool call's
   * full input): the Control UI shows it one tap away. */
  details?: string;
}

/** The validated `ask_user` input: defaults applied, header truncated, timeout clamped. */
export interface AskPrompt {
  questions: Question[];
  timeoutSeconds: number;
}
