import { z } from "zod";
import {
  DEFAULT_LOCALE,
  type FieldIssue,
  hasNul,
  invalidRequest,
  isLocale,
  type Locale,
  readStrictObject,
  SUPPORTED_LOCALES,
  schemaIssues,
  sessionIdProblem,
} from "../core/index.js";
import type { ChannelRoute, QuestionStore, SessionSettings } from "../store/question-store.js";

/**
 * A channel a route may name. A `chatless` one reaches the human's own devices (push) and
 * takes no `chatId`: `{ "channel": "push" }`.
 */
export interface RoutableChannel {
  name: string;
  chatless: boolean;
}

/** `PUT /v1/sessions/{sessionId}/settings`: read by `updateSettings`, and documented from it. */
export const settingsBodySchema = z.strictObject(
  {
    locale: z.enum(SUPPORTED_LOCALES, {
      error: `expected one of: ${SUPPORTED_LOCALES.map((locale) => `"${locale}"`).join(", ")}`,
    }),
  },
  { error: "expected an object" },
);

/** At most this many chats per session, so one request cannot fan out without bound. */
export const MAX_ROUTES = 10;

/** A session's effective settings: what it set, else the gateway's defaults. */
export interface EffectiveSessionSettings {
  locale: Locale;
}

/**
 * Per-session preferences, apart from the question lifecycle: the language a session's
 * prompts speak, and the chats its questions go to.
 */
export class SessionSettingsService {
  readonly #store: QuestionStore;
  readonly #defaultLocale: Locale;

  constructor(options: { store: QuestionStore; defaultLocale?: Locale }) {
    this.#store = options.store;
    this.#defaultLocale = options.defaultLocale ?? DEFAULT_LOCALE;
  }

  async settings(sessionId: string): Promise<EffectiveSessionSettings> {
    const stored = await this.#stored(sessionId);
    return { locale: isLocale(stored.locale) ? stored.locale : this.#defaultLocale };
  }

  /** Sets a session's language (`{ "locale": "de" }`); returns the effective settings. */
  async updateSettings(sessionId: string, body: unknown): Promise<EffectiveSessionSettings> {
    requireSessionId(sessionId);
    const parsed = settingsBodySchema.safeParse(body);
    if (!parsed.success) throw invalidRequest(schemaIssues(parsed.error.issues));
    const { locale } = parsed.data;
    // Settings are stored whole: keep the routes while changing the language.
    const stored = await this.#store.getSessionSettings(sessionId);
    await this.#store.putSessionSettings(sessionId, { ...stored, locale });
    return this.settings(sessionId);
  }

  /** The chats a session chose for its questions, or undefined when it uses the defaults. */
  async routes(sessionId: string): Promise<ChannelRoute[] | undefined> {
    return (await this.#stored(sessionId)).routes;
  }

  /**
   * What a session stored. An id with U+0000 cannot be a session's (writes refuse it), and
   * PostgreSQL would fail the lookup rather than find nothing: every store answers alike here.
   */
  #stored(sessionId: string): Promise<SessionSettings> {
    return hasNul(sessionId) ? Promise.resolve({}) : this.#store.getSessionSettings(sessionId);
  }

  /**
   * Sets the chats a session's questions go to (`{ "routes": [{ "channel", "chatId" }] }`);
   * `[]` means no chat (the Control UI and API only), `null` goes back to the defaults.
   * `channels` are the ones a route may name.
   */
  async updateRoutes(
    sessionId: string,
    body: unknown,
    channels: readonly RoutableChannel[],
  ): Promise<ChannelRoute[] | undefined> {
    requireSessionId(sessionId);
    const issues: FieldIssue[] = [];
    const fields = readStrictObject(body, ["routes"], issues);
    const routes = fields?.routes;
    const parsed = !fields || routes === null ? undefined : readRoutes(routes, channels, issues);
    if (issues.length > 0) throw invalidRequest(issues);
    const { routes: _previous, ...stored } = await this.#store.getSessionSettings(sessionId);
    await this.#store.putSessionSettings(
      sessionId,
      parsed === undefined ? stored : { ...stored, routes: parsed },
    );
    return parsed;
  }
}

/** Throws `invalid_request` naming `sessionId` when it is not a usable session key. */
export function requireSessionId(sessionId: unknown): asserts sessionId is string {
  const problem = sessionIdProblem(sessionId);
  if (problem) throw invalidRequest([{ path: "sessionId", message: problem }]);
}

function readRoutes(
  value: unknown,
  channels: readonly RoutableChannel[],
  issues: FieldIssue[],
): ChannelRoute[] | undefined {
  if (!Array.isArray(value)) {
    issues.push({ path: "routes", message: "expected an array of { channel, chatId } (or null)" });
    return undefined;
  }
  if (value.length > MAX_ROUTES)
    issues.push({
      path: "routes",
      message: `expected at most ${MAX_ROUTES} routes, got ${value.length}`,
    });
  const routes: ChannelRoute[] = [];
  const seen = new Set<string>();
  value.forEach((item, index) => {
    const path = `routes[${index}]`;
    const fields = readStrictObject(item, ["channel", "chatId"], issues, {
      path: ["routes", index],
      expected: "expected an object { channel, chatId }",
    });
    if (!fields) return;
    const { channel, chatId } = fields;
    const named = channels.find((candidate) => candidate.name === channel);
    if (typeof channel !== "string" || !named)
      issues.push({
        path: `${path}.channel`,
        message:
          channels.length === 0
            ? "no channel is configured on this gateway"
            : `expected one of: ${channels.map((candidate) => candidate.name).join(", ")}`,
      });
    if (named?.chatless) {
      if (chatId !== undefined)
        issues.push({
          path: `${path}.chatId`,
          message: `not taken: ${named.name} reaches every device the human turned it on for`,
        });
      else if (routes.some((route) => route.channel === named.name))
        issues.push({ path, message: "repeats an earlier route" });
      else routes.push({ channel: named.name });
      return;
    }
    const chat = typeof chatId === "number" && Number.isInteger(chatId) ? String(chatId) : chatId;
    if (typeof chat !== "string" || chat.trim() === "" || chat.length > 256)
      issues.push({
        path: `${path}.chatId`,
        message: "expected a non-blank string of at most 256 characters",
      });
    if (typeof channel !== "string" || typeof chat !== "string") return;
    const key = JSON.stringify([channel, chat]);
    if (seen.has(key)) issues.push({ path, message: "repeats an earlier route" });
    seen.add(key);
    routes.push({ channel, chatId: chat });
  });
  return routes;
}
