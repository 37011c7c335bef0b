/**
 * How far the look for sends a crash cut off has come. Every send begun before the mark that
 * still owed something has been resumed (or is known to this process), so a start reads only
 * what was asked, taken or reserved since, not every pending question.
 */
export interface ResumeMarkStore {
  /** The mark (ISO 8601); undefined before the first look finished. */
  resumeMark(): Promise<string | undefined>;
  /** Moves the mark to `at`, never back: of racing gateways, the later mark stays. */
  advanceResumeMark(at: string): Promise<void>;
}
