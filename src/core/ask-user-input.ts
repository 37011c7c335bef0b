/**
 * The `ask_user` tool's input as an agent writes it (SPEC S1), before validation. Spelled out
 * here, not inferred from the schema, so that the client's types need no schema library;
 * `input-schema.ts` checks that the two agree.
 */
export interface AskUserInput {
  /** 1-3 questions. */
  questions: Array<{
    /** Unique snake_case answer key, `/^[a-z][a-z0-9_]*$/`. */
    id: string;
    /** Short label; truncated (not rejected) to 12 characters. */
    header: string;
    /** One sentence. */
    question: string;
    /** 2-4 options; the recommended one first, its label ending ` (Recommended)`. */
    options: Array<{ label: string; description?: string | undefined }>;
    multiSelect?: boolean | undefined;
    /** Optional: the whole text behind the sentence (a full command, a file's content), up to
     * 8,000 characters; the Control UI shows it one tap away. */
    details?: string | undefined;
  }>;
  /** Whole seconds; default 900, clamped to 30..3600. */
  timeoutSeconds?: number | undefined;
}
