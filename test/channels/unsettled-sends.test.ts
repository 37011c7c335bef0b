import { describe, expect, it } from "vitest";
import { UnsettledSends } from "../../src/channels/unsettled-sends.js";

const at = (ms: number) => new Date(ms).toISOString();

describe("unsettled sends", () => {
  it("lets the mark move to now only past sends that settled", async () => {
    const sends = new UnsettledSends();
    expect(sends.markLimit(1000, 0)).toBeUndefined();
    let finish: () => void = () => {};
    const running = sends.track(at(400), () => new Promise<void>((resolve) => (finish = resolve)));
    await sends.track(at(600), async () => {});
    // The send begun at 400 is on its way: the mark stops at it.
    expect(sends.markLimit(1000, 0)).toBe(400);
    expect(sends.markLimit(1000, 400)).toBeUndefined();
    finish();
    await running;
    expect(sends.markLimit(1000, 400)).toBe(1000);
    // Nothing began since the mark moved: nothing to write.
    expect(sends.markLimit(2000, 1000)).toBeUndefined();
  });

  it("holds the mark before a send that failed, for the life of the process", async () => {
    const sends = new UnsettledSends();
    await expect(
      sends.track(at(500), async () => {
        throw new Error("the store is gone");
      }),
    ).rejects.toThrow("the store is gone");
    await sends.track(at(700), async () => {});
    expect(sends.markLimit(1000, 0)).toBe(500);
    expect(sends.markLimit(5000, 500)).toBeUndefined();
  });

  it("passes the work's value through", async () => {
    expect(await new UnsettledSends().track(at(1), async () => 42)).toBe(42);
  });
});
