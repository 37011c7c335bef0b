import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { QuestionView } from "../../src/http/question-view.js";

/** An MCP SDK client connected to a gateway's `/mcp` endpoint. */
export async function connectHttpClient(
  gatewayUrl: string,
  headers: Record<string, string> = {},
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: "ask-user-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${gatewayUrl}/mcp`), {
    requestInit: { headers },
  });
  await client.connect(transport);
  return { client, transport };
}

/** Headers for the gateway's HTTP API: the bearer token when the gateway has one. */
export type ApiHeaders = Record<string, string>;

/** Polls the gateway until the session has a pending question, and returns it. */
export async function pendingQuestion(
  gatewayUrl: string,
  sessionId: string,
  headers: ApiHeaders = {},
  timeoutMs = 10_000,
): Promise<QuestionView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(
      `${gatewayUrl}/v1/questions?sessionId=${encodeURIComponent(sessionId)}&status=pending`,
      { headers },
    );
    const { questions } = (await response.json()) as { questions: QuestionView[] };
    if (questions[0]) return questions[0];
    if (Date.now() > deadline) throw new Error(`no pending question in session ${sessionId}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Polls until the question has the given status, and returns it. */
export async function questionWithStatus(
  gatewayUrl: string,
  id: string,
  status: string,
  headers: ApiHeaders = {},
  timeoutMs = 10_000,
): Promise<QuestionView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${gatewayUrl}/v1/questions/${id}`, { headers });
    const question = (await response.json()) as QuestionView;
    if (question.status === status) return question;
    if (Date.now() > deadline)
      throw new Error(`question ${id} is ${question.status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function answerOverHttp(
  gatewayUrl: string,
  id: string,
  body: unknown,
  headers: ApiHeaders = {},
): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/v1/questions/${id}/answer`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** An MCP `initialize` request as a host sends it first, by JSON-RPC id 1. */
export function initializeRequest(clientName: string): Record<string, unknown> {
  return {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: clientName, version: "1" },
    },
  };
}
