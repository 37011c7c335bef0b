import { describe, expect, it } from "vitest";
import {
  AskUserError,
  type FieldIssue,
  readStrictObject,
  requireStrictObject,
  unknownProperty,
} from "../../src/core/index.js";

describe("readStrictObject", () => {
  it.each([null, undefined, [], "text", 1, true])(
    "reports %j as no object at the root",
    (value) => {
      const issues: FieldIssue[] = [];
      expect(readStrictObject(value, ["a"], issues)).toBeUndefined();
      expect(issues).toStrictEqual([{ path: "(root)", message: "expected an object" }]);
    },
  );

  it("returns a plain object whose keys are all known, and adds no issue", () => {
    const issues: FieldIssue[] = [];
    const value = { a: 1, b: "two" };
    expect(readStrictObject(value, ["a", "b", "c"], issues)).toBe(value);
    expect(issues).toStrictEqual([]);
  });

  it("names every unknown key at its nested path, after issues already found", () => {
    const issues: FieldIssue[] = [{ path: "earlier", message: "kept" }];
    const value = { channel: "telegram", colour: "red", size: 3 };
    expect(readStrictObject(value, ["channel", "chatId"], issues, { path: ["routes", 2] })).toBe(
      value,
    );
    expect(issues).toStrictEqual([
      { path: "earlier", message: "kept" },
      { path: "routes[2].colour", message: "unknown property" },
      { path: "routes[2].size", message: "unknown property" },
    ]);
  });

  it("says what was expected, at its path, for a non-object", () => {
    const issues: FieldIssue[] = [];
    readStrictObject("chat", ["channel"], issues, {
      path: ["routes", 0],
      expected: "expected an object { channel, chatId }",
    });
    expect(issues).toStrictEqual([
      { path: "routes[0]", message: "expected an object { channel, chatId }" },
    ]);
  });
});

describe("requireStrictObject", () => {
  it("returns an object with only known keys", () => {
    expect(requireStrictObject({ reason: "aborted" }, ["reason"])).toStrictEqual({
      reason: "aborted",
    });
  });

  it("throws invalid_request with one issue per unknown key", () => {
    const error = (() => {
      try {
        requireStrictObject({ text: "hi", colour: 1, theme: 2 }, ["text"]);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(AskUserError);
    expect((error as AskUserError).code).toBe("invalid_request");
    expect((error as AskUserError).issues).toStrictEqual([
      { path: "colour", message: "unknown property" },
      { path: "theme", message: "unknown property" },
    ]);
  });

  it("throws the expected rule for a non-object", () => {
    expect(() => requireStrictObject([], [], { expected: "expected a JSON object" })).toThrow(
      "(root): expected a JSON object",
    );
  });
});

describe("unknownProperty", () => {
  it("formats the full path", () => {
    expect(unknownProperty(["questions", 1, "allowOther"])).toStrictEqual({
      path: "questions[1].allowOther",
      message: "unknown property",
    });
  });
});
