import { describe, expect, it } from "vitest";
import { withoutPassword } from "../../src/cli/serve-command.js";

describe("the serve command's start-up line", () => {
  it("never logs a database password", () => {
    expect(withoutPassword("postgres://ask:hunter2@db.internal:5432/askuser")).toBe(
      "postgres://ask:***@db.internal:5432/askuser",
    );
    expect(withoutPassword("postgres://ask@db.internal/askuser")).toBe(
      "postgres://ask@db.internal/askuser",
    );
    expect(withoutPassword("/var/lib/ask-user/ask-user.db")).toBe("/var/lib/ask-user/ask-user.db");
    expect(withoutPassword("memory")).toBe("memory");
  });
});
