import { describe, expect, it } from "vitest";
import { constantTimeEqual } from "../../src/core/index.js";

describe("constantTimeEqual", () => {
  it("is true only for the very same secret", () => {
    expect(constantTimeEqual("s3cret-token", "s3cret-token")).toBe(true);
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual("ключ-秘密", "ключ-秘密")).toBe(true);
    for (const given of ["s3cret-tokeN", "s3cret-toke", "s3cret-token!", "", "x", "ключ"])
      expect(constantTimeEqual(given, "s3cret-token"), given).toBe(false);
    expect(constantTimeEqual("s3cret-token", "")).toBe(false);
  });
});
