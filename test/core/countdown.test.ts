import { describe, expect, it } from "vitest";
import {
  countdownSeconds,
  describeTimeLeft,
  formatCountdown,
  msUntil,
} from "../../src/core/index.js";

describe("countdown", () => {
  // Rounding up: it reads 0:00 only at the deadline; minutes go past 59 (an hour's wait).
  it.each<[number, string]>([
    [299_001, "5:00"],
    [299_000, "4:59"],
    [125_000, "2:05"],
    [9_500, "0:10"],
    [0, "0:00"],
    [-5_000, "0:00"],
    [3_599_999, "60:00"],
  ])("%i ms left reads %s", (milliseconds, text) => {
    expect(formatCountdown(milliseconds)).toBe(text);
  });

  it("counts whole seconds the way the spoken form does", () => {
    expect(countdownSeconds(4_001)).toBe(5);
    expect(countdownSeconds(-1)).toBe(0);
    // The timer's text and its accessible name never disagree about the second.
    expect(describeTimeLeft("en", 4_001)).toBe("5 seconds left");
    expect(describeTimeLeft("en", 60_001)).toBe("1 minute 1 second left");
  });

  it("measures the time to a deadline from the server's now", () => {
    const deadline = "2026-01-01T00:01:00.000Z";
    expect(msUntil(deadline, Date.parse("2026-01-01T00:00:00.000Z"))).toBe(60_000);
    expect(msUntil(deadline, Date.parse("2026-01-01T00:01:02.500Z"))).toBe(-2_500);
  });
});
