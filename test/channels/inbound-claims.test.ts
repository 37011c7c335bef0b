import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { InboundClaims } from "../../src/channels/inbound-claims.js";
import { SharedMemoryCluster } from "../support/shared-memory-cluster.js";

/** Work that runs until `finish` is called. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("inbound claims", () => {
  it("runs an event's work once while a repeat arrives during it, and after it", async () => {
    const claims = new InboundClaims({ scope: "inbound:chat" });
    const first = pending();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await first.done;
      return "handled";
    };
    const handling = claims.handleOnce("e1", work);
    expect(await claims.handleOnce("e1", work)).toBeUndefined();
    first.finish();
    expect(await handling).toBe("handled");
    expect(await claims.handleOnce("e1", work)).toBeUndefined();
    expect(runs).toBe(1);
  });

  it("gives the claim back when the work fails, so a repeat is handled", async () => {
    const cluster = new SharedMemoryCluster();
    const claims = new InboundClaims({ scope: "inbound:chat", cluster: cluster.node().cluster });
    const other = new InboundClaims({ scope: "inbound:chat", cluster: cluster.node().cluster });
    await expect(
      claims.handleOnce("e1", async () => {
        throw new Error("the platform is down");
      }),
    ).rejects.toThrow("the platform is down");
    expect(await other.handleOnce("e1", async () => "handled elsewhere")).toBe("handled elsewhere");
    expect(await claims.handleOnce("e1", async () => "again")).toBeUndefined();
  });

  it("keeps a repeat from another gateway sharing the store, while and after the first handles it", async () => {
    const cluster = new SharedMemoryCluster();
    const one = new InboundClaims({ scope: "inbound:chat", cluster: cluster.node().cluster });
    const two = new InboundClaims({ scope: "inbound:chat", cluster: cluster.node().cluster });
    const first = pending();
    const handling = one.handleOnce("e1", () => first.done);
    expect(await two.handleOnce("e1", async () => {})).toBeUndefined();
    first.finish();
    await handling;
    expect(await two.handleOnce("e1", async () => {})).toBeUndefined();
    // Other channels' events with the same id are their own.
    const three = new InboundClaims({ scope: "inbound:other", cluster: cluster.node().cluster });
    expect(await three.handleOnce("e1", async () => "mine")).toBe("mine");
  });

  it("gives a shared claim back once its time is over, so the store's leases do not pile up", async () => {
    const held = new Set<string>();
    const cluster = {
      nodeId: "node-1",
      subscribe: () => () => {},
      acquireLease: async (name: string) => {
        held.add(name);
        return true;
      },
      releaseLease: async (name: string) => {
        held.delete(name);
      },
    };
    const claims = new InboundClaims({ scope: "inbound:chat", cluster, heldMs: 50 });
    await claims.handleOnce("e1", async () => {});
    await claims.handleOnce("e2", async () => {});
    expect([...held]).toEqual(["inbound:chat:e1", "inbound:chat:e2"]);
    await sleep(80);
    await claims.handleOnce("e3", async () => {});
    expect([...held]).toEqual(["inbound:chat:e3"]);
  });
});
