import type { AnswerMap } from "../../core/question-record.js";
import type { AskUserResult } from "../../core/tool-result.js";
import { GatewayApiError } from "./gateway-api-error.js";
import type {
  QuestionView,
  ReplyOutcome,
  SessionList,
  SessionSettings,
  Timeline,
  TimelineMessage,
} from "./gateway-types.js";

/** When the gateway said what time it is, and when the request went out and came back. */
export interface ServerTimeSample {
  serverNow: string;
  sentAt: number;
  receivedAt: number;
  /** False for the HTTP `Date` header, which only has whole seconds. */
  precise: boolean;
}

export interface GatewayApiOptions {
  /** Where the API lives; the page's own folder by default (the gateway serves both). */
  baseUrl: URL;
  getToken: () => string | undefined;
  onServerTime?: (sample: ServerTimeSample) => void;
}

/** The Control UI's calls to the gateway's HTTP API, as the web surface. */
export function createGatewayApi(options: GatewayApiOptions) {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const sentAt = Date.now();
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new GatewayApiError(0, "unreachable", `cannot reach the gateway (${String(error)})`);
    }
    const receivedAt = Date.now();
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = (parsed as { error?: { code?: unknown; message?: unknown } } | undefined)
        ?.error;
      throw new GatewayApiError(
        response.status,
        typeof error?.code === "string" ? error.code : `http_${response.status}`,
        typeof error?.message === "string" ? error.message : response.statusText,
        parsed,
      );
    }
    reportServerTime(parsed, response, sentAt, receivedAt);
    return parsed as T;
  }

  function reportServerTime(body: unknown, response: Response, sentAt: number, received: number) {
    if (!options.onServerTime) return;
    const now = (body as { now?: unknown } | undefined)?.now;
    if (typeof now === "string") {
      options.onServerTime({ serverNow: now, sentAt, receivedAt: received, precise: true });
      return;
    }
    const date = response.headers.get("date");
    if (date)
      options.onServerTime({
        serverNow: new Date(date).toISOString(),
        sentAt,
        receivedAt: received,
        precise: false,
      });
  }

  const encode = encodeURIComponent;

  return {
    listSessions(): Promise<SessionList> {
      return request<SessionList>("GET", "v1/sessions");
    },

    getTimeline(sessionId: string): Promise<Timeline> {
      return request<Timeline>("GET", `v1/sessions/${encode(sessionId)}/timeline`);
    },

    getQuestion(questionId: string): Promise<QuestionView> {
      return request<QuestionView>("GET", `v1/questions/${encode(questionId)}`);
    },

    answer(questionId: string, answers: AnswerMap): Promise<AskUserResult> {
      return request("POST", `v1/questions/${encode(questionId)}/answer`, {
        answers,
        surface: "web",
      });
    },

    skip(questionId: string): Promise<AskUserResult> {
      return request("POST", `v1/questions/${encode(questionId)}/answer`, {
        skip: true,
        surface: "web",
      });
    },

    getSessionSettings(sessionId: string): Promise<SessionSettings> {
      return request<SessionSettings>("GET", `v1/sessions/${encode(sessionId)}/settings`);
    },

    postMessage(sessionId: string, text: string): Promise<TimelineMessage> {
      return request("POST", `v1/sessions/${encode(sessionId)}/messages`, { text, surface: "web" });
    },

    /** A plain-text reply to the session's pending question, read by the gateway's parser. */
    reply(sessionId: string, text: string): Promise<ReplyOutcome> {
      return request("POST", `v1/sessions/${encode(sessionId)}/replies`, { text, surface: "web" });
    },

    /** The event stream's URL; browsers cannot send headers on a WebSocket, so the token rides along. */
    eventsUrl(): string {
      const url = new URL("v1/events", options.baseUrl);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const token = options.getToken();
      if (token) url.searchParams.set("token", token);
      return url.toString();
    },
  };
}

export type GatewayApi = ReturnType<typeof createGatewayApi>;
