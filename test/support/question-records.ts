import type { QuestionRecord } from "../../src/core/index.js";
import { deployQuestion } from "./prompts.js";

let counter = 0;

/** A pending question record with sensible defaults, for store and service tests. */
export function pendingRecord(overrides: Partial<QuestionRecord> = {}): QuestionRecord {
  counter += 1;
  const createdAt = Date.parse("2026-01-01T00:00:00.000Z");
  return {
    id: `q-${counter}`,
    sessionId: `session-${counter}`,
    status: "pending",
    // As the store keeps it: validated, with multiSelect spelled out.
    questions: [{ ...deployQuestion({ descriptions: ["safe"] }), multiSelect: false }],
    timeoutSeconds: 900,
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(createdAt + 900_000).toISOString(),
    ...overrides,
  };
}

/** An ISO time `offsetMs` from the record's deadline. */
export function atDeadline(record: QuestionRecord, offsetMs = 0): string {
  return new Date(Date.parse(record.expiresAt) + offsetMs).toISOString();
}
