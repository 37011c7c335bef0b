import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isKnownTimeZone, type QuietHours, quietUntil } from "../../src/core/index.js";

const berlin = (start: string, end: string): QuietHours => ({
  timeZone: "Europe/Berlin",
  start,
  end,
});

/** The "HH:MM" a zone's clocks show at `instant`: an oracle apart from the code under test. */
function localTime(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
}

function insideByClock(window: QuietHours, instant: Date): boolean {
  const now = localTime(window.timeZone, instant);
  return window.start < window.end
    ? now >= window.start && now < window.end
    : now >= window.start || now < window.end;
}

const at = (iso: string) => new Date(iso);

describe("quietUntil", () => {
  it("a window crossing midnight ends the next local morning", () => {
    const night = berlin("22:00", "07:00");
    // 23:30 in Berlin (CET, +1) ends at 07:00 the next day.
    expect(quietUntil(night, at("2026-01-14T22:30:00Z"))).toEqual(at("2026-01-15T06:00:00Z"));
    // 03:00 in Berlin, after midnight: the same local morning.
    expect(quietUntil(night, at("2026-01-15T02:00:00Z"))).toEqual(at("2026-01-15T06:00:00Z"));
    expect(quietUntil(night, at("2026-01-15T12:00:00Z"))).toBeUndefined();
  });

  it("a window within one day ends that day", () => {
    const lunch = berlin("12:00", "13:30");
    expect(quietUntil(lunch, at("2026-07-01T10:15:00Z"))).toEqual(at("2026-07-01T11:30:00Z"));
    expect(quietUntil(lunch, at("2026-07-01T09:59:59Z"))).toBeUndefined();
    expect(quietUntil(lunch, at("2026-07-01T20:00:00Z"))).toBeUndefined();
  });

  it("the start is inside, the end is outside", () => {
    const night = berlin("22:00", "07:00");
    expect(quietUntil(night, at("2026-01-14T21:00:00Z"))).toEqual(at("2026-01-15T06:00:00Z"));
    expect(quietUntil(night, at("2026-01-14T20:59:59.999Z"))).toBeUndefined();
    expect(quietUntil(night, at("2026-01-15T06:00:00Z"))).toBeUndefined();
    expect(quietUntil(night, at("2026-01-15T05:59:59.999Z"))).toEqual(at("2026-01-15T06:00:00Z"));
  });

  it("Europe/Berlin across the change to summer time (29 March 2026)", () => {
    // 23:30 CET on the 28th; 07:00 on the 29th is already CEST (+2).
    expect(quietUntil(berlin("22:00", "07:00"), at("2026-03-28T22:30:00Z"))).toEqual(
      at("2026-03-29T05:00:00Z"),
    );
    // 02:30 never shows that night (02:00 CET jumps to 03:00 CEST at 01:00Z): the jump ends it.
    expect(quietUntil(berlin("01:00", "02:30"), at("2026-03-29T00:10:00Z"))).toEqual(
      at("2026-03-29T01:00:00Z"),
    );
    expect(quietUntil(berlin("01:00", "02:30"), at("2026-03-29T01:00:00Z"))).toBeUndefined();
  });

  it("Europe/Berlin across the change to winter time (25 October 2026)", () => {
    // 23:00 CEST on the 24th; 07:00 on the 25th is CET (+1).
    expect(quietUntil(berlin("22:00", "07:00"), at("2026-10-24T21:00:00Z"))).toEqual(
      at("2026-10-25T06:00:00Z"),
    );
    // 02:30 shows twice (00:30Z in CEST, 01:30Z in CET): the first showing after the instant.
    const fold = berlin("01:00", "02:30");
    expect(quietUntil(fold, at("2026-10-24T23:10:00Z"))).toEqual(at("2026-10-25T00:30:00Z"));
    expect(quietUntil(fold, at("2026-10-25T01:10:00Z"))).toEqual(at("2026-10-25T01:30:00Z"));
  });

  it("Asia/Bangkok has no summer time: +7 all year", () => {
    const night: QuietHours = { timeZone: "Asia/Bangkok", start: "21:00", end: "06:00" };
    expect(quietUntil(night, at("2026-03-29T15:00:00Z"))).toEqual(at("2026-03-29T23:00:00Z"));
    expect(quietUntil(night, at("2026-10-25T15:00:00Z"))).toEqual(at("2026-10-25T23:00:00Z"));
    expect(quietUntil(night, at("2026-10-25T10:00:00Z"))).toBeUndefined();
  });

  it("America/New_York across its changes (8 March and 1 November 2026)", () => {
    const night: QuietHours = { timeZone: "America/New_York", start: "23:00", end: "06:00" };
    // 23:30 EST (-5) on 7 March; 06:00 on the 8th is EDT (-4).
    expect(quietUntil(night, at("2026-03-08T04:30:00Z"))).toEqual(at("2026-03-08T10:00:00Z"));
    // 23:30 EDT on 31 October; 06:00 on 1 November is EST.
    expect(quietUntil(night, at("2026-11-01T03:30:00Z"))).toEqual(at("2026-11-01T11:00:00Z"));
  });

  it("holds for any window, zone and instant of 2026", () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const windows = fc
      .record({
        timeZone: fc.constantFrom("Europe/Berlin", "Asia/Bangkok", "America/New_York", "UTC"),
        start: hhmm,
        end: hhmm,
      })
      .filter((window) => window.start !== window.end);
    const instants = fc
      .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(windows, instants, (window, instant) => {
        const until = quietUntil(window, instant);
        expect(until !== undefined).toBe(insideByClock(window, instant));
        if (!until) return;
        // It ends after the instant, within a day and the hour a clock change adds...
        expect(until.getTime()).toBeGreaterThan(instant.getTime());
        expect(until.getTime() - instant.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        // ...quiet to its last second, and not at its end.
        expect(insideByClock(window, new Date(until.getTime() - 1000))).toBe(true);
        expect(insideByClock(window, until)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("isKnownTimeZone", () => {
  it("knows IANA zones and refuses others", () => {
    expect(isKnownTimeZone("Europe/Berlin")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
