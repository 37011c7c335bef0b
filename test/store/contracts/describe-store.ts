import { afterEach, beforeEach, describe } from "vitest";
import type { QuestionStore } from "../../../src/store/question-store.js";

export interface StoreContractOptions {
  name: string;
  /** A new, empty store. */
  open: () => Promise<QuestionStore> | QuestionStore;
  /** The same data opened again, as after a restart; omitted for stores that keep nothing. */
  reopen?: (store: QuestionStore) => Promise<QuestionStore> | QuestionStore;
}

export interface StoreUnderTest {
  /** The store of the running test: a new, empty one each time. */
  store: () => QuestionStore;
  /** Opens the same data again (as after a restart); absent for stores that keep nothing. */
  reopen: (() => Promise<void>) | undefined;
}

/** One concern's contract on one implementation: each test gets a new store, closed after it. */
export function describeStore(
  options: StoreContractOptions,
  concern: string,
  tests: (subject: StoreUnderTest) => void,
): void {
  describe(`${options.name} store: ${concern}`, () => {
    let current: QuestionStore | undefined;
    beforeEach(async () => {
      current = await options.open();
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });
    const store = () => {
      if (!current) throw new Error("the store is opened for each test");
      return current;
    };
    const { reopen } = options;
    tests({
      store,
      reopen: reopen
        ? async () => {
            current = await reopen(store());
          }
        : undefined,
    });
  });
}
