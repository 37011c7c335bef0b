import { afterEach, describe, expect, it } from "vitest";
import { AskUserError, createAskUserClient } from "../../src/client/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { findFreePort } from "../support/child-gateway.js";
import { deployPrompt, deployQuestion } from "../support/prompts.js";

/** The client's errors carry the HTTP API's string codes (STYLE 5). */

let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function start(token?: string) {
  gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token });
  return createAskUserClient({ url: gateway.url, ...(token ? { token } : {}) });
}

/** The rejection of `promise`, which must be an AskUserError. */
async function failure(promise: Promise<unknown>): Promise<AskUserError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AskUserError);
  return error as AskUserError;
}

describe("client errors", () => {
  it("invalid_request names every field path and rule, from ask and createQuestion", async () => {
    const client = await start();
    const input = deployPrompt();
    // A bad id, one option, a fraction of a second.
    const bad = {
      questions: [deployQuestion({ id: "Deploy Target", labels: ["Production"] })],
      timeoutSeconds: 1.5,
    };
    const error = await failure(client.ask(bad, { sessionId: "s" }));
    expect(error.code).toBe("invalid_request");
    expect(error.issues).toStrictEqual([
      { path: "questions[0].id", message: "expected snake_case (^[a-z][a-z0-9_]*$)" },
      { path: "questions[0].options", message: "expected 2-4 options, got 1" },
      { path: "timeoutSeconds", message: "expected an integer number of seconds, got 1.5" },
    ]);
    expect(error.message).toContain("questions[0].options: expected 2-4 options, got 1");

    const unknownKey = await failure(
      client.createQuestion({ ...input, sessionId: "other" } as typeof input, { sessionId: "s" }),
    );
    expect(unknownKey.code).toBe("invalid_request");
    expect(unknownKey.issues).toStrictEqual([{ path: "sessionId", message: "unknown property" }]);
    expect(await client.list()).toStrictEqual([]);
  });

  it("session_busy for a second ask in one session, with the pending question's id", async () => {
    const client = await start();
    const first = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    const error = await failure(client.ask(deployPrompt(), { sessionId: "s" }));
    expect(error.code).toBe("session_busy");
    expect(error.details).toStrictEqual({ pendingQuestionId: first.id });
  });

  it("not_main_session for a subagent session", async () => {
    const client = await start();
    const error = await failure(client.ask(deployPrompt(), { sessionId: "agent:x:subagent:y" }));
    expect(error.code).toBe("not_main_session");
    expect(error.message).toContain("subagent");
  });

  it("unauthorized without the token or with a wrong one", async () => {
    await start("secret");
    const url = gateway?.url as string;
    for (const client of [
      createAskUserClient({ url }),
      createAskUserClient({ url, token: "wrong" }),
    ]) {
      expect((await failure(client.list())).code).toBe("unauthorized");
      expect((await failure(client.ask(deployPrompt(), { sessionId: "s" }))).code).toBe(
        "unauthorized",
      );
    }
    const right = createAskUserClient({ url, token: "secret" });
    expect(await right.list()).toStrictEqual([]);
  });

  it("not_found for an unknown question, already_ended with the real result", async () => {
    const client = await start();
    expect((await failure(client.get("nope"))).code).toBe("not_found");
    expect((await failure(client.cancel("nope"))).code).toBe("not_found");
    const asked = await client.createQuestion(deployPrompt(), { sessionId: "s" });
    await client.answer(asked.id, { answers: { deploy_target: ["Production"] } });
    const late = await failure(client.cancel(asked.id, "aborted"));
    expect(late.code).toBe("already_ended");
    expect(late.details).toStrictEqual({
      status: "answered",
      result: { status: "answered", answers: { answers: { deploy_target: ["Production"] } } },
    });
  });

  it("unavailable when nothing listens, and for a 5xx without the API's error body", async () => {
    const port = await findFreePort();
    const down = createAskUserClient({ url: `http://127.0.0.1:${port}` });
    const error = await failure(down.get("x"));
    expect(error.code).toBe("unavailable");
    expect(error.message).toContain(`127.0.0.1:${port}`);

    const proxy = createAskUserClient({
      url: "http://gateway.invalid",
      fetch: async () => new Response("Bad Gateway", { status: 502 }),
    });
    const bad = await failure(proxy.get("x"));
    expect(bad.code).toBe("unavailable");
    expect(bad.message).toBe("the gateway answered HTTP 502");
  });
});
