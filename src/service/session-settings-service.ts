import * as z from "zod";
import {
  DEFAULT_LOCALE,
  type FieldIssue,
  hasNul,
  invalidRequest,
  isKnownTimeZone,
  isLocale,
  type Locale,
  readStrictObject,
  SUPPORTED_LOCALES,
  schemaIssues,
  sessionIdProblem,
} from "../core/index.js";
import type {
  ChannelRoute,
  DeliveryPlan,
  QuietHours,
  SessionSettings,
  SessionSettingsStore,
} from "../store/question-store.js";
import { type RoutableChannel, readRoutes } from "./channel-routes.js";
import { planOfRoutes, readSteps, routesAtAsk } from "./delivery-plan.js";

/** A local wall-clock time, 24-hour: 00:00 to 23:59. */
const localTimeSchema = z
  .string({ error: "expected a time HH:MM from 00:00 to 23:59" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a time HH:MM from 00:00 to 23:59" });

/** A session's quiet hours, as the settings body and the settings view write them. */
export const quietHoursSchema = z
  .strictObject(
    {
      timeZone: z
        .string({ error: "expected an IANA time zone such as Europe/Berlin" })
        .refine(isKnownTimeZone, { error: "expected an IANA time zone such as Europe/Berlin" }),
      start: localTimeSchema,
      end: localTimeSchema,
    },
    { error: "expected an object { timeZone, start, end } (or null)" },
  )
  // An empty window would be quiet never (or always): neither is what anyone means.
  .refine((window) => window.start !== window.end, {
    error: "expected a time other than start",
    path: ["end"],
  })
  .meta({
    description:
      "A daily window (local times in `timeZone`; `start` after `end` crosses midnight) in which plan steps, also the chats at the ask, wait for its end.",
  });

/** `PUT /v1/sessions/{sessionId}/settings`: read by `updateSettings`, and documented from it. */
export const settingsBodySchema = z.strictObject(
  {
    locale: z
      .enum(SUPPORTED_LOCALES, {
        error: `expected one of: ${SUPPORTED_LOCALES.map((locale) => `"${locale}"`).join(", ")}`,
      })
      .optional(),
    quietHours: quietHoursSchema
      .nullable()
      .optional()
      .meta({ description: "`null` removes the quiet hours; absent keeps them." }),
  },
  { error: "expected an object" },
);

/** A session's effective settings: what it set, else the gateway's defaults. */
export interface EffectiveSessionSettings {
  locale: Locale;
  quietHours?: QuietHours;
}

/**
 * Per-session preferences, apart from the question lifecycle: the language a session's
 * prompts speak, its quiet hours, and its delivery plan: the chats its questions go to, at the
 * ask and later.
 */
export class SessionSettingsService {
  readonly #store: SessionSettingsStore;
  readonly #defaultLocale: Locale;
  readonly #defaultPlan: DeliveryPlan | undefined;

  constructor(options: {
    store: SessionSettingsStore;
    defaultLocale?: Locale;
    defaultPlan?: DeliveryPlan;
  }) {
    this.#store = options.store;
    this.#defaultLocale = options.defaultLocale ?? DEFAULT_LOCALE;
    this.#defaultPlan = options.defaultPlan;
  }

  async settings(sessionId: string): Promise<EffectiveSessionSettings> {
    return this.#effective(await this.#stored(sessionId));
  }

  /**
   * What delivering a session's question needs, from one read: its settings and the plan its
   * questions follow (its own, else the configured default; undefined when neither is set, and
   * the channels' default chats apply).
   */
  async forDelivery(
    sessionId: string,
  ): Promise<EffectiveSessionSettings & { plan: DeliveryPlan | undefined }> {
    const stored = await this.#stored(sessionId);
    return { ...this.#effective(stored), plan: this.#planOf(stored) ?? this.#defaultPlan };
  }

  /**
   * Sets a session's language and quiet hours (`{ "locale": "de", "quietHours": { "timeZone":
   * "Europe/Berlin", "start": "22:00", "end": "07:00" } }`; `"quietHours": null` removes them),
   * keeping what the body leaves out; returns the effective settings.
   */
  async updateSettings(sessionId: string, body: unknown): Promise<EffectiveSessionSettings> {
    requireSessionId(sessionId);
    const parsed = settingsBodySchema.safeParse(body);
    if (!parsed.success) throw invalidRequest(schemaIssues(parsed.error.issues));
    const { locale, quietHours } = parsed.data;
    // Settings are stored whole: keep the plan (and whatever the body leaves out).
    const { quietHours: previous, ...stored } = await this.#store.getSessionSettings(sessionId);
    const quiet = quietHours === undefined ? previous : (quietHours ?? undefined);
    await this.#store.putSessionSettings(sessionId, {
      ...stored,
      ...(locale && { locale }),
      ...(quiet && { quietHours: quiet }),
    });
    return this.settings(sessionId);
  }

  /**
   * The chats a session chose for its questions at the ask: its plan's step at 0 seconds ([]
   * when the plan starts later), or undefined when it has no plan of its own.
   */
  async routes(sessionId: string): Promise<ChannelRoute[] | undefined> {
    const plan = await this.plan(sessionId);
    return plan && routesAtAsk(plan);
  }

  /**
   * The session's own plan, or undefined when it uses the default. Chats stored before plans
   * existed are a plan of one step at the ask.
   */
  async plan(sessionId: string): Promise<DeliveryPlan | undefined> {
    return this.#planOf(await this.#stored(sessionId));
  }

  #effective(stored: SessionSettings): EffectiveSessionSettings {
    return {
      locale: isLocale(stored.locale) ? stored.locale : this.#defaultLocale,
      ...(stored.quietHours && { quietHours: stored.quietHours }),
    };
  }

  #planOf(stored: SessionSettings): DeliveryPlan | undefined {
    return stored.plan ?? (stored.routes && planOfRoutes(stored.routes));
  }

  /**
   * What a session stored. An id with U+0000 cannot be a session's (writes refuse it), and
   * PostgreSQL would fail the lookup rather than find nothing: every store answers alike here.
   */
  #stored(sessionId: string): Promise<SessionSettings> {
    return hasNul(sessionId) ? Promise.resolve({}) : this.#store.getSessionSettings(sessionId);
  }

  /**
   * Sets the chats a session's questions go to at the ask
   * (`{ "routes": [{ "channel", "chatId" }] }`), as a plan of that one step; `[]` means no
   * chat (the Control UI and API only), `null` goes back to the default. `channels` are the
   * ones a route may name.
   */
  async updateRoutes(
    sessionId: string,
    body: unknown,
    channels: readonly RoutableChannel[],
  ): Promise<ChannelRoute[] | undefined> {
    requireSessionId(sessionId);
    const issues: FieldIssue[] = [];
    const fields = readStrictObject(body, ["routes"], issues);
    const routes =
      !fields || fields.routes === null
        ? undefined
        : readRoutes(fields.routes, channels, issues, {
            path: ["routes"],
            expected: "expected an array of { channel, chatId } (or null)",
          });
    if (issues.length > 0) throw invalidRequest(issues);
    await this.#putPlan(sessionId, routes && planOfRoutes(routes));
    return routes;
  }

  /**
   * Sets a session's plan (`{ "steps": [{ "afterSeconds", "routes" }] }`); `{ "steps": null }`
   * goes back to the default. `channels` are the ones a route may name.
   */
  async updatePlan(
    sessionId: string,
    body: unknown,
    channels: readonly RoutableChannel[],
  ): Promise<DeliveryPlan | undefined> {
    requireSessionId(sessionId);
    const issues: FieldIssue[] = [];
    const fields = readStrictObject(body, ["steps"], issues);
    const steps =
      !fields || fields.steps === null ? undefined : readSteps(fields.steps, channels, issues);
    if (issues.length > 0) throw invalidRequest(issues);
    const plan = steps && { steps };
    await this.#putPlan(sessionId, plan);
    return plan;
  }

  /** Stores a session's plan (undefined: none), keeping its language; legacy routes go. */
  async #putPlan(sessionId: string, plan: DeliveryPlan | undefined): Promise<void> {
    const {
      routes: _legacy,
      plan: _previous,
      ...stored
    } = await this.#store.getSessionSettings(sessionId);
    await this.#store.putSessionSettings(sessionId, plan ? { ...stored, plan } : stored);
  }
}

/** Throws `invalid_request` naming `sessionId` when it is not a usable session key. */
export function requireSessionId(sessionId: unknown): asserts sessionId is string {
  const problem = sessionIdProblem(sessionId);
  if (problem) throw invalidRequest([{ path: "sessionId", message: problem }]);
}
