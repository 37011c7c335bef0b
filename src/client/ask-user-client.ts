import {
  AskUserError,
  type AskUserErrorCode,
  type AskUserInput,
  type AskUserResult,
  type FieldIssue,
  type QuestionRecord,
} from "../core/index.js";

export interface AskUserClientOptions {
  /** The gateway's base URL, e.g. `http://127.0.0.1:7420`. */
  url: string;
  token?: string;
  fetch?: typeof fetch;
}

export interface AskOptions {
  sessionId: string;
  runId?: string;
  toolCallId?: string;
}

export type QuestionView = QuestionRecord & { result?: AskUserResult; summary?: string[] };

/** Wait result of one long-poll: the tool result, or the still-pending question. */
export type WaitOutcome =
  | { ended: true; result: AskUserResult }
  | { ended: false; question: QuestionView };

/** A thin typed wrapper over the HTTP API; errors carry the API's string codes. */
export function createAskUserClient(options: AskUserClientOptions) {
  const base = options.url.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? fetch;

  async function request(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.status >= 400) throw toClientError(response.status, parsed);
    return { status: response.status, body: parsed };
  }

  return {
    async ask(input: AskUserInput, askOptions: AskOptions): Promise<QuestionView> {
      const { body } = await request("POST", "/v1/questions", { ...input, ...askOptions });
      return body as QuestionView;
    },
    async get(id: string): Promise<QuestionView> {
      return (await request("GET", `/v1/questions/${encodeURIComponent(id)}`)).body as QuestionView;
    },
    async waitForResult(
      id: string,
      waitSeconds: number,
      signal?: AbortSignal,
    ): Promise<WaitOutcome> {
      const { status, body } = await request(
        "GET",
        `/v1/questions/${encodeURIComponent(id)}/result?waitSeconds=${waitSeconds}`,
        undefined,
        signal,
      );
      return status === 200
        ? { ended: true, result: body as AskUserResult }
        : { ended: false, question: body as QuestionView };
    },
    async answer(
      id: string,
      submission: { answers: Record<string, string[]> } | { skip: true },
    ): Promise<AskUserResult> {
      return (await request("POST", `/v1/questions/${encodeURIComponent(id)}/answer`, submission))
        .body as AskUserResult;
    },
    async cancel(
      id: string,
      reason: "cancelled" | "aborted" = "cancelled",
    ): Promise<AskUserResult> {
      return (await request("POST", `/v1/questions/${encodeURIComponent(id)}/cancel`, { reason }))
        .body as AskUserResult;
    },
  };
}

export type AskUserClient = ReturnType<typeof createAskUserClient>;

function toClientError(status: number, body: unknown): AskUserError {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (!error || typeof error.code !== "string")
    return new AskUserError(
      status === 401 ? "unauthorized" : status >= 500 ? "unavailable" : "internal",
      `gateway answered HTTP ${status}`,
    );
  const { code, message, issues, ...details } = error;
  return new AskUserError(code as AskUserErrorCode, String(message ?? code), {
    ...(Array.isArray(issues) ? { issues: issues as FieldIssue[] } : {}),
    details,
  });
}
