/** One option of a question, after validation (labels trimmed). */
export interface QuestionOption {
  label: string;
  description?: string;
}

/** One question of a prompt, after validation and normalization. */
export interface Question {
  id: string;
  header: string;
  question: string;
  options: QuestionOption[];
  multiSelect: boolean;
}

/** The validated `ask_user` input: defaults applied, header truncated, timeout clamped. */
export interface AskPrompt {
  questions: Question[];
  timeoutSeconds: number;
}
