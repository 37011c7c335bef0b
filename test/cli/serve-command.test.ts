import { describe, expect, it } from "vitest";
import { batchedWriter } from "../../src/cli/batched-writer.js";
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

describe("the serve command's log writer", () => {
  it("writes the lines of one event-loop turn in one write, in order", async () => {
    const writes: string[] = [];
    const out = batchedWriter((text) => writes.push(text));
    out.write("a\n");
    out.write("b\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["a\nb\n"]);
    out.write("c\n");
    out.flush();
    expect(writes).toEqual(["a\nb\n", "c\n"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });
});
