import { describe, expect, it } from "vitest";
import { ServerClock } from "../../src/core/index.js";

const at = (iso: string) => Date.parse(iso);

/** A clock whose local time the test sets. */
function clockAt(localIso: string) {
  let local = at(localIso);
  const clock = new ServerClock(() => local);
  return {
    clock,
    setLocal(iso: string) {
      local = at(iso);
    },
  };
}

describe("ServerClock", () => {
  it("trusts the local clock until it has a sample", () => {
    const { clock } = clockAt("2026-01-01T00:00:00.000Z");
    expect(clock.offsetMs).toBe(0);
    expect(clock.now()).toBe(at("2026-01-01T00:00:00.000Z"));
    expect(clock.msUntil("2026-01-01T00:00:30.000Z")).toBe(30_000);
  });

  it("takes the server's reading as made halfway through the round trip", () => {
    const { clock, setLocal } = clockAt("2026-01-01T00:00:00.000Z");
    const changed = clock.sample({
      serverNow: "2026-01-01T00:00:10.000Z",
      sentAt: at("2026-01-01T00:00:00.000Z"),
      receivedAt: at("2026-01-01T00:00:00.400Z"),
      precise: true,
    });
    expect(changed).toBe(true);
    // The server read 10.000 s at local 0.200 s: it runs 9.8 s ahead.
    expect(clock.offsetMs).toBe(9_800);
    setLocal("2026-01-01T00:00:01.000Z");
    expect(clock.now()).toBe(at("2026-01-01T00:00:10.800Z"));
    expect(clock.msUntil("2026-01-01T00:00:40.800Z")).toBe(30_000);
  });

  it("takes a pushed reading (the event stream's hello) as made when it arrived", () => {
    const { clock } = clockAt("2026-01-01T00:00:05.000Z");
    expect(clock.samplePushed("2026-01-01T00:00:02.000Z", at("2026-01-01T00:00:05.000Z"))).toBe(
      true,
    );
    expect(clock.offsetMs).toBe(-3_000);
    expect(clock.msUntil("2026-01-01T00:00:05.000Z")).toBe(3_000);
  });

  it("says when the offset did not change", () => {
    const { clock } = clockAt("2026-01-01T00:00:00.000Z");
    expect(clock.samplePushed("2026-01-01T00:00:01.000Z", at("2026-01-01T00:00:00.000Z"))).toBe(
      true,
    );
    expect(clock.samplePushed("2026-01-01T00:00:02.000Z", at("2026-01-01T00:00:01.000Z"))).toBe(
      false,
    );
    expect(clock.offsetMs).toBe(1_000);
  });

  it("uses the whole-second Date header only until a precise reading arrives", () => {
    const { clock } = clockAt("2026-01-01T00:00:00.000Z");
    const header = (serverNow: string) => ({
      serverNow,
      sentAt: at("2026-01-01T00:00:00.000Z"),
      receivedAt: at("2026-01-01T00:00:00.000Z"),
      precise: false,
    });
    expect(clock.sample(header("2026-01-01T00:00:07.000Z"))).toBe(true);
    expect(clock.offsetMs).toBe(7_000);
    clock.samplePushed("2026-01-01T00:00:07.250Z", at("2026-01-01T00:00:00.000Z"));
    expect(clock.offsetMs).toBe(7_250);
    expect(clock.sample(header("2026-01-01T00:00:09.000Z"))).toBe(false);
    expect(clock.offsetMs).toBe(7_250);
  });

  it("ignores a reading it cannot parse", () => {
    const { clock } = clockAt("2026-01-01T00:00:00.000Z");
    expect(clock.samplePushed("not a time", at("2026-01-01T00:00:00.000Z"))).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });
});
