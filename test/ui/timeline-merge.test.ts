import { describe, expect, it } from "vitest";
import type { DeliveryEntry } from "../../src/core/index.js";
import { itemKey, upsertDelivery } from "../../src/ui/state/timeline-merge.js";

const at = "2026-01-01T00:00:00.000Z";
const prompt = (place: Partial<DeliveryEntry>): DeliveryEntry => ({
  questionId: "q1",
  sessionId: "s1",
  channel: "webhook",
  kind: "prompt",
  at,
  ...place,
});

describe("the Control UI's timeline merge", () => {
  it("keeps apart the prompts of one question at two webhook URLs, which the API names by url", () => {
    const first = prompt({ url: "https://hooks.example/a" });
    const second = prompt({ url: "https://hooks.example/b" });
    expect(itemKey({ type: "delivery", delivery: first })).not.toBe(
      itemKey({ type: "delivery", delivery: second }),
    );
    const items = upsertDelivery(upsertDelivery([], first), second);
    expect(items.map((item) => item.type === "delivery" && item.delivery.url)).toEqual([
      "https://hooks.example/a",
      "https://hooks.example/b",
    ]);
    // The same prompt again (live, then fetched) is still one line.
    expect(upsertDelivery(items, { ...first })).toHaveLength(2);
  });
});
