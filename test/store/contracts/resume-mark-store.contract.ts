import { expect, it } from "vitest";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();

/** The contract of `ResumeMarkStore`: how far the look for cut-off sends has come. */
export function resumeMarkStoreContract(options: StoreContractOptions): void {
  describeStore(options, "resume mark", ({ store, reopen }) => {
    it("has no mark until one is set, then only ever moves it forward", async () => {
      expect(await store().resumeMark()).toBeUndefined();
      await store().advanceResumeMark(at(10));
      expect(await store().resumeMark()).toBe(at(10));
      await store().advanceResumeMark(at(4));
      expect(await store().resumeMark()).toBe(at(10));
      await store().advanceResumeMark(at(12));
      expect(await store().resumeMark()).toBe(at(12));
    });

    it("keeps the latest of racing marks", async () => {
      await Promise.all([30, 10, 50, 20].map((seconds) => store().advanceResumeMark(at(seconds))));
      expect(await store().resumeMark()).toBe(at(50));
    });

    if (!reopen) return;
    it("keeps the mark across a reopen", async () => {
      await store().advanceResumeMark(at(7));
      await reopen();
      expect(await store().resumeMark()).toBe(at(7));
    });
  });
}
