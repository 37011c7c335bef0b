import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Anthropic's Messages API, for running the real Claude Code (the Claude
 * Agent SDK's engine) offline: a test scripts the model's turns, the fake streams them back as
 * the API does (server-sent events) and keeps every request. Claude Code finds it through
 * `ANTHROPIC_BASE_URL`.
 */

/** What the scripted model does on one turn. */
export type ModelTurn =
  | { text: string }
  | { toolUse: { id: string; name: string; input: Record<string, unknown> } };

/** A tool result Claude Code sent back, its content as text. */
export interface ToolResult {
  toolUseId: string;
  text: string;
  isError: boolean;
}

interface ContentBlock {
  type: string;
  tool_use_id?: string;
  content?: string | Array<{ type: string; text?: string }>;
  is_error?: boolean;
}

interface MessagesRequest {
  model: string;
  stream?: boolean;
  tools?: Array<{ name: string }>;
  messages: Array<{ role: string; content: string | ContentBlock[] }>;
}

export interface FakeAnthropicApi {
  url: string;
  /** The tool results of the agent's turns, in the order they arrived. */
  readonly toolResults: ToolResult[];
  close(): Promise<void>;
}

const toolResultsOf = (request: MessagesRequest): ToolResult[] =>
  request.messages.flatMap((message) =>
    Array.isArray(message.content)
      ? message.content
          .filter((block) => block.type === "tool_result")
          .map((block) => ({
            toolUseId: block.tool_use_id ?? "",
            text:
              typeof block.content === "string"
                ? block.content
                : (block.content ?? []).map((part) => part.text ?? "").join(""),
            isError: block.is_error === true,
          }))
      : [],
  );

/** One whole message holding `turn` (a request that does not stream). */
function messageOf(turn: ModelTurn, model: string) {
  const toolUse = "toolUse" in turn ? turn.toolUse : undefined;
  return {
    id: `msg_${globalThis.crypto.randomUUID()}`,
    type: "message",
    role: "assistant",
    model,
    content: toolUse
      ? [{ type: "tool_use", ...toolUse }]
      : [{ type: "text", text: (turn as { text: string }).text }],
    stop_reason: toolUse ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
}

/** The events of one streamed message holding `turn`. */
function streamOf(turn: ModelTurn, model: string): string {
  const events: string[] = [];
  const send = (type: string, data: Record<string, unknown>) =>
    events.push(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const usage = { input_tokens: 1, output_tokens: 1 };
  send("message_start", {
    message: {
      id: `msg_${globalThis.crypto.randomUUID()}`,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  });
  if ("text" in turn) {
    send("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
    send("content_block_delta", { index: 0, delta: { type: "text_delta", text: turn.text } });
  } else {
    const { id, name, input } = turn.toolUse;
    send("content_block_start", {
      index: 0,
      content_block: { type: "tool_use", id, name, input: {} },
    });
    send("content_block_delta", {
      index: 0,
      delta: { type: "input_json_delta", partial_json: JSON.stringify(input) },
    });
  }
  send("content_block_stop", { index: 0 });
  send("message_delta", {
    delta: { stop_reason: "text" in turn ? "end_turn" : "tool_use", stop_sequence: null },
    usage: { output_tokens: 1 },
  });
  send("message_stop", {});
  return events.join("");
}

/**
 * Starts the fake. `script` gets the tool results so far of each agent turn (a request that
 * offers tools) and says what the model does; Claude Code's side requests (no tools) get "ok".
 */
export async function startFakeAnthropicApi(
  script: (toolResults: readonly ToolResult[]) => ModelTurn,
): Promise<FakeAnthropicApi> {
  const toolResults: ToolResult[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.startsWith("/v1/messages?")) {
        // count_tokens and anything else Claude Code asks on the side.
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ input_tokens: 1 }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as MessagesRequest;
      const agentTurn = (body.tools ?? []).length > 0;
      const results = toolResultsOf(body);
      if (agentTurn) toolResults.splice(0, toolResults.length, ...results);
      const turn = agentTurn ? script(results) : { text: "ok" };
      if (body.stream === false || body.stream === undefined) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(messageOf(turn, body.model)));
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(streamOf(turn, body.model));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    toolResults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Claude Code's settings for running against the fake, in a home of its own. */
export function claudeCodeEnv(api: FakeAnthropicApi, home: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: home,
    ANTHROPIC_BASE_URL: api.url,
    ANTHROPIC_API_KEY: "sk-ant-offline",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_AUTOUPDATER: "1",
  };
}
