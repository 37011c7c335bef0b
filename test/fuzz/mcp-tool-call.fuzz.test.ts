import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AskUserBackend, questionServiceBackend } from "../../src/mcp/ask-user-backend.js";
import { createAskUserMcpServer } from "../../src/mcp/create-ask-user-mcp-server.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * `tools/call` with arbitrary arguments through the real MCP SDK client and server (in-memory
 * transport): every call ends in a tool result or a tool error (`isError`), or, for
 * `arguments` that are not an object, the SDK's JSON-RPC error; never a crash, and the server
 * keeps answering. The human side skips each question at once so a valid ask does not wait.
 */

const RUNS = 400;

describe("MCP tools/call with arbitrary arguments", () => {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  const base = questionServiceBackend(service);
  let created = 0;
  /** The real backend, with a human who skips every question as soon as it is asked. */
  const backend: AskUserBackend = {
    async createQuestion(request) {
      const record = await base.createQuestion(request);
      created += 1;
      await service.answer(record.id, () => ({ kind: "skip" }), { surface: "fuzz" });
      return record;
    },
    waitForResult: base.waitForResult,
    abort: base.abort,
  };
  const client = new Client({ name: "fuzz", version: "1.0.0" });
  let server: ReturnType<typeof createAskUserMcpServer>;

  beforeAll(async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    server = createAskUserMcpServer({ backend, sessionId: "fuzz-main" });
    await server.connect(serverSide);
    await client.connect(clientSide);
  });

  afterAll(async () => {
    await client.close();
    await server.close();
    service.stop();
  });

  it("always answers with a result or a tool error (or the SDK's refusal of non-object arguments), and keeps working", async () => {
    const validInput = fc.constant(deployPrompt(60));
    const nearlyValid = fc
      .tuple(
        fc.constant(deployPrompt(60)),
        fc.constantFrom("questions", "timeoutSeconds", "extra"),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([input, key, value]) => ({ ...input, [key]: value }));
    const argumentsArb = fc.oneof(
      { weight: 1, arbitrary: validInput },
      { weight: 3, arbitrary: nearlyValid },
      {
        weight: 3,
        arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
      },
      // Not an object at all: the protocol's own schema refuses these.
      { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)) },
    );
    const nameArb = fc.oneof(
      { weight: 6, arbitrary: fc.constant("ask_user") },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    );
    const outcomes = { result: 0, toolError: 0, protocolError: 0 };
    await fc.assert(
      fc.asyncProperty(nameArb, argumentsArb, async (name, args) => {
        let result: Awaited<ReturnType<typeof client.request<typeof CallToolResultSchema>>>;
        try {
          result = await client.request(
            { method: "tools/call", params: { name, arguments: args as Record<string, unknown> } },
            CallToolResultSchema,
            { timeout: 5000 },
          );
        } catch (error) {
          // Only `arguments` that are not an object may fail the call itself: the SDK's own
          // schema refuses them before the tool runs, as a JSON-RPC error.
          const isObject =
            args === undefined ||
            (typeof args === "object" && args !== null && !Array.isArray(args));
          expect(isObject, `a thrown error for arguments ${JSON.stringify(args)}: ${error}`).toBe(
            false,
          );
          expect(error).toBeInstanceOf(McpError);
          expect([ErrorCode.InvalidParams, ErrorCode.InternalError]).toContain(
            (error as McpError).code,
          );
          outcomes.protocolError += 1;
          return;
        }
        const texts = result.content.map((part) => (part.type === "text" ? part.text : ""));
        if (result.isError) {
          outcomes.toolError += 1;
          // A stable code first, then what to fix: `invalid_request: questions[0]...`.
          expect(texts[0]).toMatch(/^([a-z_]+: |unknown tool ")/);
          return;
        }
        outcomes.result += 1;
        expect(name).toBe("ask_user");
        expect(result.structuredContent).toStrictEqual({ status: "no_answer", reason: "skipped" });
        expect(JSON.parse(texts[1] ?? "")).toStrictEqual(result.structuredContent);
      }),
      { numRuns: RUNS },
    );
    console.log(`mcp tools/call outcomes: ${JSON.stringify(outcomes)}`);
    expect(outcomes.result).toBeGreaterThan(0);
    expect(outcomes.toolError).toBeGreaterThan(0);
    expect(created).toBe(outcomes.result);

    // The server still lists its tool and runs a normal call.
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["ask_user"]);
    const last = await client.callTool({ name: "ask_user", arguments: deployPrompt(60) });
    expect(last.structuredContent).toStrictEqual({ status: "no_answer", reason: "skipped" });
    // Nothing half-made: every question the tool created has ended, none is left pending.
    expect(await service.list({ status: "pending" })).toEqual([]);
    expect(created).toBe(outcomes.result + 1);
    expect(await service.list({})).toHaveLength(created);
  }, 60_000);
});
