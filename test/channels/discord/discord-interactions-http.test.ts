import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DISCORD_INTERACTIONS_PATH } from "../../../src/channels/discord/discord-adapter.js";
import { deployPrompt } from "../../support/prompts.js";
import { type ChannelRig, FAST_RETRY, harnessChannel, startChannelRig } from "../channel-rig.js";
import {
  ALLOWED_USER,
  applicationKeys,
  type DiscordHarness,
  discordHarness,
  STRANGER,
  signedInteraction,
} from "./discord-harness.js";
import { buttonClick } from "./discord-payloads.js";

const URL = `http://gateway.test${DISCORD_INTERACTIONS_PATH}`;
const EPHEMERAL = 64;

/** Interactions sent to the adapter's HTTP route, signed with the application's key. */
describe("discord interactions over HTTP", () => {
  let harness: DiscordHarness;
  let rig: ChannelRig;

  beforeEach(async () => {
    harness = await discordHarness({ http: true });
    rig = await startChannelRig({ channels: [harnessChannel(harness)], retry: FAST_RETRY });
  });

  afterEach(async () => {
    await rig.close();
    await harness.close();
  });

  const webhook = () => {
    if (!harness.adapter.webhook) throw new Error("the adapter serves no interactions route");
    return harness.adapter.webhook;
  };
  /** A click on the prompt's button, as the JSON body Discord would post. */
  const clickBody = (messageId: string, button: string, userId: string): string => {
    const message = harness.api.message(messageId);
    const component = message?.components
      .flatMap((row) => row.components)
      .find((item) => item.label === button);
    if (!message || !component) throw new Error(`no button "${button}"`);
    const { id, token, log } = harness.api.openInteraction(message);
    const base = { id, token, applicationId: log.applicationId, place: log.place, userId, message };
    return JSON.stringify(buttonClick(base, String(component.custom_id)));
  };

  it("refuses a foreign or missing signature or timestamp with 401, and does nothing", async () => {
    const record = await rig.ask(deployPrompt());
    const prompt = await harness.prompt(0);
    const body = clickBody(prompt.messageId, "Production", ALLOWED_USER);
    const now = String(Math.floor(Date.now() / 1000));
    const signedBySomeoneElse = signedInteraction(URL, body, applicationKeys().privateKey);
    const signature = signedBySomeoneElse.headers.get("x-signature-ed25519") ?? "";
    const attempts = [
      signedBySomeoneElse,
      new Request(URL, { method: "POST", body }),
      new Request(URL, { method: "POST", body, headers: { "x-signature-timestamp": now } }),
      new Request(URL, { method: "POST", body, headers: { "x-signature-ed25519": signature } }),
    ];
    for (const request of attempts) expect((await webhook().handle(request)).status).toBe(401);
    await harness.adapter.idle();
    expect(harness.api.callsOf("interactionCallback")).toEqual([]);
    expect(harness.api.callsOf("createFollowUp")).toEqual([]);
    expect((await rig.service.get(record.id)).status).toBe("pending");
  });

  it("answers PING with PONG, refuses stale and tampered requests, and handles a good click", async () => {
    const record = await rig.ask(deployPrompt());
    const prompt = await harness.prompt(0);
    // The harness signs with the key pair whose public half the adapter was given.
    const ping = await harness.signed(JSON.stringify({ type: 1, id: "1", application_id: "1" }));
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ type: 1 });

    const body = clickBody(prompt.messageId, "Production", ALLOWED_USER);
    const stale = await harness.signed(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(401);
    const tampered = await harness.signed(body, {
      tamper: (text) => text.replace("Production", "x"),
    });
    expect(tampered.status).toBe(401);
    const broken = await harness.signed("{not json");
    expect(broken.status).toBe(400);
    expect((await rig.service.get(record.id)).status).toBe("pending");

    const started = Date.now();
    const response = await harness.signed(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 6 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
    await harness.adapter.idle();
    const [followUp] = harness.api.callsOf("createFollowUp");
    expect(followUp?.payload.body).toMatchObject({
      content: "Answered: Deploy: Production",
      flags: EPHEMERAL,
    });
    // Over HTTP the first response is the HTTP answer: no callback through the REST API.
    expect(harness.api.callsOf("interactionCallback")).toEqual([]);
    await rig.idle();
    expect(harness.current(prompt.messageId)).toMatchObject({
      text: "Deploy: Production",
      buttons: [],
    });
  });

  it("opens the Other… modal as the HTTP answer and takes its submission", async () => {
    const record = await rig.ask(deployPrompt());
    const prompt = await harness.prompt(0);
    const opened = await harness.click(prompt.messageId, "Other…", ALLOWED_USER);
    expect(opened.response?.type).toBe(9);
    await harness.say("Blue-green, after lunch", ALLOWED_USER);
    expect(await rig.result(record)).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Blue-green, after lunch"] } },
    });
  });

  it("gives a stranger's click an ephemeral notice, and the question stays pending", async () => {
    const record = await rig.ask(deployPrompt());
    const prompt = await harness.prompt(0);
    expect(await harness.tap(prompt.messageId, "Skip", STRANGER)).toBe(
      "You are not allowed to answer this question.",
    );
    expect((await rig.service.get(record.id)).status).toBe("pending");
  });
});
