import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  AskUserError,
  createAskUserClient,
  type GatewayEventView,
  type WebSocketConstructor,
} from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { deployPrompt } from "../support/prompts.js";

/** `events()`: the WebSocket event stream as an async iterator. */

let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

/** Pulls events one by one, so the test can act between them. */
function reader(stream: AsyncGenerator<GatewayEventView>) {
  return {
    next: async () => {
      const step = await stream.next();
      if (step.done) throw new Error("the stream ended early");
      return step.value;
    },
    done: async () => (await stream.next()).done,
  };
}

describe("events", () => {
  // Node 20 has no global WebSocket: the default is `ws` with the token in a header; a
  // standard WebSocket class (here `ws`'s, which has the same API) gets it as ?token=.
  it.each([
    ["the ws fallback", undefined],
    ["a standard WebSocket", WebSocket as unknown as WebSocketConstructor],
  ])("yields hello, then lifecycle events, and ends on abort (%s)", async (_name, webSocket) => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "t" });
    const client = createAskUserClient({
      url: gateway.url,
      token: "t",
      ...(webSocket ? { webSocket } : {}),
    });
    const controller = new AbortController();
    const events = reader(client.events({ signal: controller.signal }));

    const hello = await events.next();
    expect(hello.type).toBe("hello");
    expect(Math.abs(Date.parse((hello as { now: string }).now) - Date.now())).toBeLessThan(5000);

    const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    const askedEvent = await events.next();
    expect(askedEvent).toMatchObject({ type: "question-asked", question: { id: asked.id } });
    await client.answer(asked.id, { answers: { deploy_target: ["Production"] } });
    expect(await events.next()).toMatchObject({
      type: "question-answered",
      question: {
        id: asked.id,
        status: "answered",
        summary: ["Deploy: Production"],
        result: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
      },
    });
    await client.postMessage("s", "done");
    expect(await events.next()).toMatchObject({
      type: "message-posted",
      message: { sessionId: "s", text: "done" },
    });

    const waiting = events.done();
    controller.abort();
    expect(await waiting).toBe(true);
  });

  it("a loop over it ends when the signal aborts", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
    const client = createAskUserClient({ url: gateway.url });
    const controller = new AbortController();
    const types: string[] = [];
    for await (const event of client.events({ signal: controller.signal })) {
      types.push(event.type);
      if (event.type === "hello") {
        const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
        await client.cancel(asked.id);
      }
      if (event.type === "question-cancelled") controller.abort();
    }
    expect(types).toStrictEqual(["hello", "question-asked", "question-cancelled"]);
  });

  it("throws unavailable when the gateway goes away, unauthorized for a wrong token", async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: "t" });
    const wrong = createAskUserClient({ url: gateway.url, token: "nope" });
    const refused = await wrong
      .events()
      .next()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AskUserError);
    expect(refused).toMatchObject({ code: "unauthorized" });

    const client = createAskUserClient({ url: gateway.url, token: "t" });
    const events = reader(client.events());
    expect((await events.next()).type).toBe("hello");
    await gateway.close();
    gateway = undefined;
    const dropped = await events.next().catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(AskUserError);
    expect(dropped).toMatchObject({ code: "unavailable" });
  });
});
