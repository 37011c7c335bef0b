import { describe, expect, it } from "vitest";
import {
  EMAIL_ROUTE_ADDRESS,
  normalizeAddress,
  sameMailbox,
} from "../../../src/channels/email/email-address.js";
import { replyAnswerer } from "../../../src/channels/email/email-answerer.js";

describe("normalizeAddress", () => {
  it("keeps one plain address, trimmed, its domain lower-cased, non-ASCII letters and all", () => {
    expect(normalizeAddress(" Ada@EXAMPLE.com ")).toBe("Ada@example.com");
    expect(normalizeAddress("jürgen@exämple.de")).toBe("jürgen@exämple.de");
    expect(normalizeAddress("JÜRGEN@EXÄMPLE.DE")).toBe("JÜRGEN@exämple.de");
  });

  it.each([
    ["a NUL", "ada@example.com\u0000.evil.example"],
    ["a NUL in the local part", "ada\u0000@example.com"],
    ["an escape", "ada@exam\u001bple.com"],
    ["a C1 control", "ada@exam\u0085ple.com"],
    ["a DEL", "ada@exam\u007fple.com"],
    ["a right-to-left override", "ada@\u202Emoc.elpmaxe.com"],
    ["a left-to-right embedding", "ada@\u202Aexample.com"],
    ["a right-to-left isolate", "ada@example\u2067.com"],
    ["a pop directional isolate", "ada@example.com\u2069x"],
    ["a left-to-right mark", "ada\u200e@example.com"],
    ["a right-to-left mark", "ada@example\u200f.com"],
    ["an Arabic letter mark", "ada@exa\u061cmple.com"],
    ["a zero-width space", "ada\u200b@example.com"],
    ["a zero-width non-joiner", "ada@exa\u200cmple.com"],
    ["a zero-width joiner", "ada@exa\u200dmple.com"],
    ["a word joiner", "ada@exa\u2060mple.com"],
    ["a soft hyphen", "ada@exam\u00adple.com"],
  ])("refuses an address with %s", (_, address) => {
    expect(normalizeAddress(address)).toBeUndefined();
    expect(EMAIL_ROUTE_ADDRESS.read(address)).toEqual({
      problem: "expected one mail address such as ada@example.com",
    });
  });
});

describe("sameMailbox", () => {
  it("compares the domain and, by default, the local part in any letter case", () => {
    expect(sameMailbox("Ada@example.com", "ada@EXAMPLE.COM")).toBe(true);
    expect(sameMailbox("JÜRGEN@exämple.de", "jürgen@EXÄMPLE.DE")).toBe(true);
    expect(sameMailbox("ada@example.com", "ada@example.org")).toBe(false);
    expect(sameMailbox("ada@example.com", "ada+x@example.com")).toBe(false);
  });
});

describe("replyAnswerer", () => {
  it("without an allow-list, takes only the address the prompt was mailed to", () => {
    expect(replyAnswerer("ada@example.com", "Ada@example.com", [])).toEqual({
      userId: "ada@example.com",
    });
    expect(replyAnswerer("ada@example.com", "team@example.com", [])).toEqual({
      refused: "not_recipient",
    });
  });

  it("with an allow-list, takes any address on it as spelled there, and no other", () => {
    const allowed = ["Ada@example.com", "bob@example.com"];
    expect(replyAnswerer("ADA@example.com", "team@example.com", allowed)).toEqual({
      userId: "Ada@example.com",
    });
    expect(replyAnswerer("team@example.com", "team@example.com", allowed)).toEqual({
      refused: "not_allowed",
    });
    expect(replyAnswerer("eve@example.org", "team@example.com", allowed)).toEqual({
      refused: "not_allowed",
    });
  });
});
