import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ASK_USER_TOOL_DESCRIPTION } from "../../src/core/index.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { ASK_USER_OUTPUT_SCHEMA } from "../../src/mcp/ask-user-output-schema.js";
import {
  answerOverHttp,
  connectHttpClient,
  pendingQuestion,
  questionWithStatus,
} from "../support/mcp-clients.js";
import { deployPrompt, releasePrompt } from "../support/prompts.js";

describe("MCP over Streamable HTTP at /mcp", () => {
  let gateway: RunningGateway;
  const clients: Client[] = [];
  beforeEach(async () => {
    gateway = await startGateway({ host: "127.0.0.1", port: 0, db: "memory", token: undefined });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close().catch(() => {})));
    await gateway.close();
  });

  async function connect(sessionId: string) {
    const connection = await connectHttpClient(gateway.url, { "x-ask-user-session": sessionId });
    clients.push(connection.client);
    return connection;
  }

  it("lists ask_user with the S1 input schema, the S4 description and an output schema", async () => {
    const { client } = await connect("main-session");
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["ask_user"]);
    const [tool] = tools;
    expect(tool?.description).toBe(ASK_USER_TOOL_DESCRIPTION);
    expect(tool?.inputSchema).toMatchObject({
      type: "object",
      required: ["questions"],
      additionalProperties: false,
    });
    expect(tool?.outputSchema).toMatchObject({ type: "object", required: ["status"] });
  });

  it("asks, waits, and returns the readable text and the S3 JSON once answered over HTTP", async () => {
    const { client } = await connect("s1");
    const call = client.callTool({ name: "ask_user", arguments: releasePrompt() });
    const question = await pendingQuestion(gateway.url, "s1");
    await answerOverHttp(gateway.url, question.id, {
      answers: { target: ["Production"], checks: ["Unit", "Browser"], notify: ["tell the team"] },
    });
    const result = await call;
    const expected = {
      status: "answered",
      answers: {
        answers: {
          target: ["Production"],
          checks: ["Unit", "Browser"],
          notify: ["tell the team"],
        },
      },
    };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toStrictEqual(expected);
    expect(result.content).toEqual([
      { type: "text", text: "Target: Production\nChecks: Unit, Browser\nNotify: tell the team" },
      { type: "text", text: JSON.stringify(expected) },
    ]);
  });

  it("returns no_answer with the reason when the human skips", async () => {
    const { client } = await connect("s2");
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const question = await pendingQuestion(gateway.url, "s2");
    await answerOverHttp(gateway.url, question.id, { skip: true });
    const result = await call;
    expect(result.structuredContent).toEqual({ status: "no_answer", reason: "skipped" });
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain("skipped");
  });

  it("returns no_answer with reason delivery_failed and the detail, valid against the output schema", async () => {
    const { client } = await connect("s-delivery");
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const question = await pendingQuestion(gateway.url, "s-delivery");
    await gateway.service.failDelivery(question.id, "telegram 42: 400 Bad Request: chat not found");
    const result = await call;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toStrictEqual({
      status: "no_answer",
      reason: "delivery_failed",
      detail: "telegram 42: 400 Bad Request: chat not found",
    });
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain(
      "could not be delivered to the user. (telegram 42: 400 Bad Request: chat not found)",
    );
    // The client does not check structured output itself: check it against the schema here.
    const { properties } = ASK_USER_OUTPUT_SCHEMA;
    expect(properties.reason.enum).toContain("delivery_failed");
    expect(properties.detail).toEqual({ type: "string" });
  });

  it("gives invalid input back as a tool error naming the field and the rule", async () => {
    const { client } = await connect("s3");
    const result = await client.callTool({
      name: "ask_user",
      arguments: {
        questions: [{ id: "Deploy", header: "D", question: "Q?", options: [{ label: "A" }] }],
      },
    });
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ text: string }>)[0]?.text;
    expect(text).toContain("invalid_request");
    expect(text).toContain("questions[0].id: expected snake_case");
    expect(text).toContain("questions[0].options: expected 2-4 options, got 1");
  });

  it("cancels the question when the client cancels the request", async () => {
    const { client } = await connect("s4");
    const controller = new AbortController();
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() }, undefined, {
      signal: controller.signal,
    });
    const question = await pendingQuestion(gateway.url, "s4");
    controller.abort();
    await expect(call).rejects.toThrow();
    const cancelled = await questionWithStatus(gateway.url, question.id, "cancelled");
    expect(cancelled.endedBy).toEqual({ kind: "abort" });
    expect(cancelled.result).toEqual({ status: "no_answer", reason: "aborted" });
  });

  it("cancels the question when the client's HTTP stream closes", async () => {
    const { client, transport } = await connect("s5");
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    call.catch(() => {});
    const question = await pendingQuestion(gateway.url, "s5");
    await transport.close();
    const cancelled = await questionWithStatus(gateway.url, question.id, "cancelled");
    expect(cancelled.endedBy).toEqual({ kind: "abort" });
  });

  it("offers no tool to a subagent session and refuses its call", async () => {
    const { client } = await connect("agent:coder:subagent:42");
    expect((await client.listTools()).tools).toEqual([]);
    const result = await client.callTool({ name: "ask_user", arguments: deployPrompt() });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toMatch(/^not_main_session: /);
  });

  it("maps an MCP session without a session header to its own gateway session", async () => {
    const { client, transport } = await connectHttpClient(gateway.url);
    clients.push(client);
    const call = client.callTool({ name: "ask_user", arguments: deployPrompt() });
    const sessionId = `mcp:${transport.sessionId}`;
    const question = await pendingQuestion(gateway.url, sessionId);
    await answerOverHttp(gateway.url, question.id, { answers: { deploy_target: ["Production"] } });
    expect((await call).structuredContent).toEqual({
      status: "answered",
      answers: { answers: { deploy_target: ["Production"] } },
    });
  });

  it("refuses requests without an MCP session", async () => {
    const response = await fetch(`${gateway.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(400);
  });
});
