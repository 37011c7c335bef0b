import type { AskUserInput } from "../core/ask-user-input.js";
import { invalidRequest } from "../core/errors.js";
import type { ServerTimeSample } from "../core/server-clock.js";
import type { SessionMessage } from "../core/session-message.js";
import { unknownProperty } from "../core/strict-object.js";
import type { AskUserResult } from "../core/tool-result.js";
import { type AskOptions, askAndWait, type CreateQuestionOptions } from "./ask-flow.js";
import { createRequester } from "./client-request.js";
import type {
  AnswerSubmissionBody,
  GatewayEventView,
  QuestionListFilter,
  QuestionView,
  ReplyOutcomeView,
  Responder,
  SessionList,
  SessionSettingsView,
  SessionTimeline,
  WaitOutcome,
} from "./client-types.js";
import { streamEvents, type WebSocketConstructor } from "./event-stream.js";
import type { HttpTransport } from "./http-transport.js";
import type { TokenSource } from "./token-source.js";

export interface AskUserClientOptions {
  /** The gateway's base URL, e.g. `http://127.0.0.1:7420`. */
  url: string;
  /**
   * Sent as `Authorization: Bearer <token>` (and `?token=` on a standard WebSocket). A function
   * is read before every request and (re)connect, e.g. for a token the user types in later.
   */
  token?: TokenSource | undefined;
  /** How requests are sent: `fetch` by default; on Node, `ask-user/client` uses `node:http`. */
  fetch?: HttpTransport | typeof fetch;
  /** For `events()`: defaults to the `ws` package on Node, else `globalThis.WebSocket`. */
  webSocket?: WebSocketConstructor;
  /**
   * Told the gateway's clock after every successful request (feed it to a `ServerClock`): the
   * body's `now` where the API sends one, else the `Date` header.
   */
  onServerTime?: (sample: ServerTimeSample) => void;
}

const session = (sessionId: string, rest: string) =>
  `/v1/sessions/${encodeURIComponent(sessionId)}${rest}`;

const ENVELOPE_KEYS = ["sessionId", "runId", "toolCallId"] as const;

const path = (id: string, rest = "") => `/v1/questions/${encodeURIComponent(id)}${rest}`;

/**
 * A typed client for the gateway's HTTP API. Every failure is an AskUserError with the API's
 * string code (`unavailable` for network failures and 5xx); aborts reject with the signal's reason.
 */
export function createAskUserClient(options: AskUserClientOptions) {
  const request = createRequester(options);
  const postText = async (sessionId: string, rest: string, text: string, responder: Responder) =>
    (await request("POST", session(sessionId, rest), { body: { text, ...responder } })).body;

  const client = {
    /**
     * Asks and resolves with the tool result (SPEC S3) once the question ends. See `askAndWait`
     * for retries and what an abort does.
     */
    ask(input: AskUserInput, askOptions: AskOptions): Promise<AskUserResult> {
      return askAndWait(client, input, askOptions);
    },

    /** Creates the question and returns its record right away (201 new, 200 same tool call). */
    async createQuestion(
      input: AskUserInput,
      createOptions: CreateQuestionOptions,
    ): Promise<QuestionView> {
      // The API reads these keys beside the input; in the input itself they are not allowed.
      const given = typeof input === "object" && input !== null ? input : {};
      const issues = ENVELOPE_KEYS.filter((key) => Object.hasOwn(given, key)).map((key) =>
        unknownProperty([key]),
      );
      if (issues.length > 0) throw invalidRequest(issues);
      const { body } = await request("POST", "/v1/questions", {
        body: { ...input, ...createOptions },
      });
      return body as QuestionView;
    },

    async get(id: string): Promise<QuestionView> {
      return (await request("GET", path(id))).body as QuestionView;
    },

    /** One long-poll: the result once ended, or the pending question after `waitSeconds`. */
    async waitForResult(
      id: string,
      waitSeconds: number,
      signal?: AbortSignal,
      timeoutMs?: number,
    ): Promise<WaitOutcome> {
      const { status, body } = await request(
        "GET",
        path(id, `/result?waitSeconds=${waitSeconds}`),
        {
          ...(signal ? { signal } : {}),
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
        },
      );
      return status === 200
        ? { ended: true, result: body as AskUserResult }
        : { ended: false, question: body as QuestionView };
    },

    async answer(
      id: string,
      submission: AnswerSubmissionBody,
      responder: Responder = {},
    ): Promise<AskUserResult> {
      const { body } = await request("POST", path(id, "/answer"), {
        body: { ...submission, ...responder },
      });
      return body as AskUserResult;
    },

    /** `aborted` marks an aborted agent run (SPEC L3); `cancelled` is a deliberate cancel. */
    async cancel(
      id: string,
      reason: "cancelled" | "aborted" = "cancelled",
    ): Promise<AskUserResult> {
      return (await request("POST", path(id, "/cancel"), { body: { reason } }))
        .body as AskUserResult;
    },

    async list(filter: QuestionListFilter = {}): Promise<QuestionView[]> {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filter))
        if (value !== undefined) query.set(key, String(value));
      const search = query.toString() === "" ? "" : `?${query}`;
      const { body } = await request("GET", `/v1/questions${search}`);
      return (body as { questions: QuestionView[] }).questions;
    },

    /** Every session, the most recently active first, with the gateway's clock. */
    async listSessions(): Promise<SessionList> {
      return (await request("GET", "/v1/sessions")).body as SessionList;
    },

    /** A session's questions and messages, oldest first, with the gateway's clock. */
    async timeline(sessionId: string): Promise<SessionTimeline> {
      return (await request("GET", session(sessionId, "/timeline"))).body as SessionTimeline;
    },

    /** A session's effective settings, e.g. the locale its prompts and summaries use. */
    async sessionSettings(sessionId: string): Promise<SessionSettingsView> {
      return (await request("GET", session(sessionId, "/settings"))).body as SessionSettingsView;
    },

    /** A plain-text reply in a session's timeline; it may answer the pending question (T1). */
    async postMessage(
      sessionId: string,
      text: string,
      responder: Responder = {},
    ): Promise<SessionMessage> {
      return (await postText(sessionId, "/messages", text, responder)) as SessionMessage;
    },

    /**
     * A plain-text reply to the session's pending question, read by the gateway's parser (T1-T3):
     * it answers, skips, or asks to clarify; `no_pending` when no question waits.
     */
    async reply(
      sessionId: string,
      text: string,
      responder: Responder = {},
    ): Promise<ReplyOutcomeView> {
      return (await postText(sessionId, "/replies", text, responder)) as ReplyOutcomeView;
    },

    /**
     * A plain-text reply to one question, read by the gateway's parser (T1-T3): it answers,
     * skips, or asks to clarify. Throws `already_ended` once that question has ended, so the
     * words never reach the session's next question.
     */
    async replyTo(
      questionId: string,
      text: string,
      responder: Responder = {},
    ): Promise<ReplyOutcomeView> {
      const { body } = await request("POST", path(questionId, "/replies"), {
        body: { text, ...responder },
      });
      return body as ReplyOutcomeView;
    },

    /** The event stream; see `streamEvents` for when it ends. */
    events(eventOptions: { signal?: AbortSignal } = {}): AsyncGenerator<GatewayEventView> {
      return streamEvents({
        url: options.url,
        token: options.token,
        webSocket: options.webSocket,
        signal: eventOptions.signal,
      });
    },
  };
  return client;
}

export type AskUserClient = ReturnType<typeof createAskUserClient>;
