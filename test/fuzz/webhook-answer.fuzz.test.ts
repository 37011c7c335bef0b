import fc from "fast-check";
import { expect } from "vitest";
import { SECRET, WebhookReceiver } from "../channels/webhook/webhook-receiver.js";
import { type RouteRequest, runSignedRouteFuzz } from "./signed-route-fuzz.js";

/**
 * SPEC P4 for the webhook channel's answer URL, where the answer token in the query is the
 * proof: forged tokens get 401, malformed bodies with the right token 2xx or 4xx.
 */

const JSON_HEADERS = { "content-type": "application/json" };

runSignedRouteFuzz({
  name: "Webhook answer URL",
  runs: { forged: 150, malformed: 300 },
  replay: {
    skip: "answer tokens carry no time: one answers until its question ends, and is refused with 409 after (webhook-channel.test.ts)",
  },
  async start() {
    const receiver = new WebhookReceiver();
    await receiver.start();
    return {
      config: { webhook: { secret: SECRET, urls: [receiver.url()], allowPrivate: true } },
      async route() {
        const [asked] = await receiver.events("question.asked");
        const answerUrl = new URL(asked?.event.answerUrl ?? "");
        const path = answerUrl.pathname;
        const token = answerUrl.searchParams.get("token") ?? "";
        const answer = (body: unknown, withToken = token): RouteRequest => ({
          path: `${path}?token=${encodeURIComponent(withToken)}`,
          headers: JSON_HEADERS,
          body: JSON.stringify(body),
        });
        const production = { answers: { deploy_target: ["Production"] } };
        return {
          path,
          genuine: () => answer(production),
          forged: fc
            .oneof(
              fc.string(),
              // The genuine token with one character changed.
              fc
                .tuple(fc.nat({ max: token.length - 1 }), fc.constantFrom(..."AQgw-_.x"))
                .map(([at, character]) => `${token.slice(0, at)}${character}${token.slice(at + 1)}`)
                .filter((forged) => forged !== token),
              // The genuine token's MAC for another URL.
              fc
                .webUrl()
                .map((url) => `${Buffer.from(url).toString("base64url")}.${token.split(".")[1]}`),
            )
            .chain((forged) =>
              fc.constantFrom(answer(production, forged), answer({ skip: true }, forged)),
            ),
          malformed: fc
            .oneof(
              fc.jsonValue(),
              fc.record({ answers: fc.dictionary(fc.string(), fc.jsonValue()) }),
              fc.record({ answers: fc.record({ deploy_target: fc.jsonValue() }) }),
              fc.record({ skip: fc.jsonValue() }, { requiredKeys: [] }),
            )
            .filter((body) => !mayEnd(body))
            .map((body) => answer(body)),
          bodiesMayEndTheQuestion: false,
        };
      },
      expectNothingShown() {
        expect(receiver.received.map((received) => received.event.type)).toEqual([
          "question.asked",
        ]);
      },
      close: () => receiver.close(),
    };
  },
});

/** Whether a body could be a real answer (a skip, or own words for the question): left out. */
function mayEnd(body: unknown): boolean {
  if (body === null || typeof body !== "object") return false;
  const { skip, answers } = body as { skip?: unknown; answers?: unknown };
  if (skip === true) return true;
  if (answers === null || typeof answers !== "object") return false;
  const given = (answers as Record<string, unknown>).deploy_target;
  return Array.isArray(given) && given.some((item) => typeof item === "string");
}
