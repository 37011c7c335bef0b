import { describe, expect, it } from "vitest";
import { writtenAt } from "../../src/channels/written-at.js";

describe("writtenAt", () => {
  it("keeps a platform's time of a message", () => {
    const time = Date.parse("2026-12-02T01:00:00Z");
    expect(writtenAt(time)).toEqual({ writtenAt: time });
  });

  it("takes no time at all as unknown, so it never keeps a message from answering", () => {
    // Missing, unreadable, an empty string read as 0, a seconds value never multiplied.
    for (const unknown of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 0, 1_764_637_200])
      expect(writtenAt(unknown)).toEqual({});
  });
});
