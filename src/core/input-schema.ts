import * as z from "zod";
import type { AskUserInput } from "./ask-user-input.js";
import { meansOther } from "./other-words.js";
import { MAX_DETAILS_CHARACTERS } from "./question.js";
import { isBlank } from "./value-text.js";

export const MAX_LABEL_CHARACTERS = 64;

const codePointLength = (text: string): number => [...text].length;
const notBlank = (text: string): boolean => !isBlank(text);

const blankRule = { error: "must not be blank" };

const optionSchema = z.strictObject({
  label: z
    .string()
    .refine(notBlank, blankRule)
    .refine((label) => codePointLength(label.trim()) <= MAX_LABEL_CHARACTERS, {
      error: (issue) =>
        `expected at most ${MAX_LABEL_CHARACTERS} characters, got ${codePointLength(String(issue.input).trim())}`,
    })
    .refine((label) => !meansOther(label), {
      error: 'must not mean "Other": free text is always added by the system',
    })
    .meta({ maxLength: MAX_LABEL_CHARACTERS }),
  description: z.string().optional(),
});

const countRule = (noun: string, min: number, max: number) => ({
  error: (issue: { input?: unknown }) =>
    `expected ${min}-${max} ${noun}, got ${Array.isArray(issue.input) ? issue.input.length : 0}`,
});

const questionSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/, {
    error: "expected snake_case (^[a-z][a-z0-9_]*$)",
  }),
  header: z
    .string()
    .refine(notBlank, blankRule)
    .meta({ description: "Short label; truncated to 12 characters." }),
  question: z.string().refine(notBlank, blankRule).meta({ description: "One sentence." }),
  options: z
    .array(optionSchema)
    .min(2, countRule("options", 2, 4))
    .max(4, countRule("options", 2, 4)),
  multiSelect: z.boolean().optional(),
  details: z
    .string()
    .refine(notBlank, blankRule)
    .refine((details) => codePointLength(details) <= MAX_DETAILS_CHARACTERS, {
      error: (issue) =>
        `expected at most ${MAX_DETAILS_CHARACTERS} characters, got ${codePointLength(String(issue.input))}`,
    })
    .optional()
    .meta({
      maxLength: MAX_DETAILS_CHARACTERS,
      description:
        "Optional: the whole text behind the question (a full command), shown on request.",
    }),
});

/**
 * The `ask_user` tool input (SPEC S1). Field rules live here; rules that compare fields
 * (unique ids, distinct labels) are checked in `validateAskInput`.
 */
export const askUserInputSchema = z.strictObject({
  questions: z
    .array(questionSchema)
    .min(1, countRule("questions", 1, 3))
    .max(3, countRule("questions", 1, 3)),
  timeoutSeconds: z
    .number()
    .refine(Number.isInteger, {
      error: (issue) => `expected an integer number of seconds, got ${String(issue.input)}`,
    })
    .optional()
    // Out-of-range values are clamped, not rejected, so the schema states no minimum/maximum.
    .meta({ type: "integer", description: "Integer; default 900, clamped to 30..3600." }),
});

/** True only when A and B are the same type, so a drift between the two fails to compile. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The hand-written input type (for the schema-free client) says what the schema reads.
const schemaMatchesInputType: Same<z.input<typeof askUserInputSchema>, AskUserInput> = true;
void schemaMatchesInputType;

/** The same input schema as JSON Schema (draft 2020-12), for tool definitions. */
export const askUserInputJsonSchema: Record<string, unknown> = z.toJSONSchema(askUserInputSchema, {
  io: "input",
});

/**
 * The JSON Schema as a tool's parameters: without the `$schema` dialect marker, which some
 * function-calling APIs and MCP clients' draft-07 validators reject.
 */
export const askUserToolParameters: Record<string, unknown> = Object.fromEntries(
  Object.entries(askUserInputJsonSchema).filter(([key]) => key !== "$schema"),
);
