import { describe, expect, it } from "vitest";
import { APPROVAL_WORDS } from "../../src/approvals/approval-words.js";
import { approvalDecision, approvalInput, askApproval } from "../../src/approvals/tool-approval.js";
import { toolCallDetails, toolCallText } from "../../src/approvals/tool-call-text.js";
import { SUPPORTED_LOCALES } from "../../src/core/locale.js";
import type { AskUserResult } from "../../src/core/tool-result.js";
import { validateAskInput } from "../../src/core/validate-ask-input.js";

describe("toolCallText", () => {
  it("shows a command as $ command, with the lines after the first counted", () => {
    expect(toolCallText({ command: "npm test" })).toBe("$ npm test");
    expect(toolCallText({ command: "cd app\nnpm ci\nnpm test" })).toBe("$ cd app (+2 lines)");
  });

  it("counts in the prompt's language, singular where it is one", () => {
    expect(toolCallText({ command: "cd app\nnpm test" })).toBe("$ cd app (+1 line)");
    expect(toolCallText({ command: "cd app\nnpm ci\nnpm test" }, 200, "de")).toBe(
      "$ cd app (+2 Zeilen)",
    );
    expect(toolCallText({ file_path: "a.md", content: "x" }, 200, "es")).toBe("a.md (1 línea)");
    expect(toolCallText({ file_path: "a.ts", old_string: "x", new_string: "y" }, 200, "th")).toBe(
      "a.ts (−1 +1 บรรทัด)",
    );
    expect(toolCallText({ file_path: "a.ts", edits: [{}, {}] }, 200, "de")).toBe(
      "a.ts (2 Änderungen)",
    );
    expect(
      approvalInput({ toolName: "Write", input: { file_path: "a.md", content: "x\ny" } }, "es")
        .questions[0]?.question,
    ).toBe("¿Permitir Write? a.md (2 líneas)");
  });

  it("shows a file edit as its path and line counts", () => {
    expect(toolCallText({ file_path: "src/a.ts", old_string: "x", new_string: "y\nz" })).toBe(
      "src/a.ts (−1 +2 lines)",
    );
    expect(toolCallText({ file_path: "notes.md", content: "" })).toBe("notes.md (0 lines)");
    expect(toolCallText({ path: "docs/" })).toBe("docs/");
  });

  it("shows a URL as it is, anything else as key: value pairs", () => {
    expect(toolCallText({ url: "https://example.com/x", prompt: "summarize" })).toBe(
      "https://example.com/x",
    );
    expect(toolCallText({ to: "ops@example.com", retries: 2, tags: ["a"] })).toBe(
      'to: ops@example.com, retries: 2, tags: ["a"]',
    );
    expect(toolCallText("plain\n  text")).toBe("plain text");
    expect(toolCallText(undefined)).toBe("undefined");
  });

  it("cuts long values with an ellipsis, keeping to the limit", () => {
    const text = toolCallText({ command: "x".repeat(500) }, 50);
    expect([...text]).toHaveLength(50);
    expect(text.endsWith("…")).toBe(true);
    const long = toolCallText({ note: "ก".repeat(300) });
    expect([...long]).toHaveLength(200);
  });
});

describe("toolCallDetails", () => {
  it("is left out where the line shows everything", () => {
    expect(toolCallDetails({ command: "npm test" })).toBeUndefined();
    expect(toolCallDetails({ env: "prod" })).toBeUndefined();
    expect(toolCallDetails({})).toBeUndefined();
  });

  it("holds a lone value whole: a long or many-line command, a file's content", () => {
    const long = `deploy ${"--flag ".repeat(60)}`.trim();
    expect(toolCallText({ command: long }).endsWith("…")).toBe(true);
    expect(toolCallDetails({ command: long })).toBe(long);
    expect(toolCallDetails({ command: "cd app\nnpm test" })).toBe("cd app\nnpm test");
  });

  it("holds several fields as indented JSON, cut at 8,000 characters", () => {
    const write = { file_path: "notes.md", content: "a\nb" };
    expect(toolCallDetails(write)).toBe(JSON.stringify(write, null, 2));
    const huge = toolCallDetails({ file_path: "big.txt", content: "x".repeat(20_000) }) ?? "";
    expect([...huge]).toHaveLength(8000);
    expect(huge.endsWith("…")).toBe(true);
  });

  it("rides on the approval question, which the gateway accepts", () => {
    const input = approvalInput({
      toolName: "Write",
      input: { file_path: "a.md", content: "x\ny" },
    });
    expect(input.questions[0]?.details).toBe('{\n  "file_path": "a.md",\n  "content": "x\\ny"\n}');
    expect(validateAskInput(input).ok).toBe(true);
    expect(
      approvalInput({ toolName: "Bash", input: { command: "ls" } }).questions[0],
    ).not.toHaveProperty("details");
  });
});

describe("approvalInput", () => {
  it.each(SUPPORTED_LOCALES)(
    "is a valid ask_user input in %s, with Always allow when offered",
    (locale) => {
      const input = approvalInput(
        { toolName: "Bash", input: { command: "ls" }, alwaysAllow: {} },
        locale,
        120,
      );
      const valid = validateAskInput(input);
      expect(valid.ok, JSON.stringify(valid)).toBe(true);
      const words = APPROVAL_WORDS[locale];
      const [question] = input.questions;
      expect(question?.options.map((option) => option.label)).toStrictEqual([
        words.allow,
        words.deny,
        words.alwaysAllow,
      ]);
      expect(question?.question).toContain("Bash");
      expect(question?.question).toContain("$ ls");
      expect(input.timeoutSeconds).toBe(120);
    },
  );

  it("offers only Allow and Deny when the framework keeps no rule", () => {
    const input = approvalInput({ toolName: "Write", input: { file_path: "a" } });
    expect(input.questions[0]?.options.map((option) => option.label)).toStrictEqual([
      "Allow",
      "Deny",
    ]);
    expect(input.timeoutSeconds).toBeUndefined();
  });
});

describe("approvalDecision", () => {
  const answered = (label: string, notes?: Record<string, string>): AskUserResult => ({
    status: "answered",
    answers: { answers: { approval: [label] } },
    ...(notes ? { notes } : {}),
  });

  it("reads each button, in the prompt's language", () => {
    expect(approvalDecision(answered("Allow"))).toStrictEqual({ behavior: "allow", always: false });
    expect(approvalDecision(answered("Immer erlauben"), "de")).toStrictEqual({
      behavior: "allow",
      always: true,
    });
    expect(approvalDecision(answered("ไม่อนุญาต"), "th")).toStrictEqual({
      behavior: "deny",
      message: "The user denied this tool call.",
      unanswered: false,
    });
  });

  it("takes the human's own words as a denial whose reason reaches the model", () => {
    expect(approvalDecision(answered("use the staging db"))).toStrictEqual({
      behavior: "deny",
      message: "The user denied this tool call and wrote: use the staging db",
      reason: "use the staging db",
      unanswered: false,
    });
  });

  it("keeps the reason written beside Deny in a text reply (the result's notes)", () => {
    const replied = answered("Deny", { approval: "not on a friday" });
    expect(approvalDecision(replied)).toStrictEqual({
      behavior: "deny",
      message: "The user denied this tool call and wrote: not on a friday",
      reason: "not on a friday",
      unanswered: false,
    });
    // Allow has nowhere to put words: the call runs.
    expect(approvalDecision(answered("Allow", { approval: "go ahead" }))).toStrictEqual({
      behavior: "allow",
      always: false,
    });
  });

  it.each([
    ["expired", "in time"],
    ["skipped", "skipped"],
    ["cancelled", "cancelled"],
    ["aborted", "aborted"],
  ] as const)("a question that ended %s denies, saying so", (reason, words) => {
    const decision = approvalDecision({ status: "no_answer", reason });
    expect(decision).toMatchObject({ behavior: "deny", unanswered: true });
    expect(decision.behavior === "deny" && decision.message).toContain(words);
  });

  it("an undeliverable question denies with the delivery's reason", () => {
    const decision = approvalDecision({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "no route",
    });
    expect(decision).toMatchObject({
      behavior: "deny",
      message:
        "The approval request could not reach the user (no route), so the tool call was not run.",
    });
  });
});

describe("askApproval", () => {
  it("asks in the session's language when given none, and reads the answer in it", async () => {
    const asked: unknown[] = [];
    const asker = {
      sessionSettings: async () => ({ locale: "es" }),
      ask: async (input: unknown) => {
        asked.push(input);
        const result: AskUserResult = {
          status: "answered",
          answers: { answers: { approval: ["Permitir"] } },
        };
        return result;
      },
    };
    const decision = await askApproval(
      asker,
      { toolName: "Bash", input: { command: "ls" } },
      { sessionId: "s" },
    );
    expect(decision).toStrictEqual({ behavior: "allow", always: false });
    expect(JSON.stringify(asked)).toContain("¿Permitir Bash? $ ls");
  });
});
