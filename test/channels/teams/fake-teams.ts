import { generateKeyPairSync, type KeyObject, randomUUID, sign } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AuthConfiguration } from "@microsoft/agents-hosting";
import type { TeamsTokenSource } from "../../../src/channels/teams/teams-token-source.js";
import { FakePlatformApi, type RecordedCall } from "../fake-platform-api.js";

export const APP_ID = "5f3c2a10-7b1e-4c55-9d2e-0a1b2c3d4e5f";
export const APP_PASSWORD = "fake-client-secret";
export const TENANT_ID = "72f988bf-86f1-41af-91ab-2d7cd011db47";

/** An injected failure for the next call(s) of a connector method (`send`, `reply`, `update`). */
export type Injected =
  | { kind: "status"; status: number; code?: string }
  | { kind: "rate_limited"; retryAfter: number }
  | { kind: "hang" };

/** An activity the bot sent, as the fake holds it now (after updates). */
export interface SentActivity {
  id: string;
  conversationId: string;
  /** How it was sent: a new message, or a reply to `replyToId`. */
  method: "send" | "reply";
  replyToId?: string;
  activity: Record<string, unknown>;
}

/** The claims of a token the fake issues, and how to spoil it. */
export interface TokenOptions {
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** When it was issued and became valid (seconds since the epoch); 10 seconds ago unless given. */
  issuedAt?: number;
  /** Another header algorithm (`none`, `HS256`, …): the signature stays RS256's or none. */
  algorithm?: string;
  /** Signed with a key the JWKS does not publish (same `kid`). */
  forgedKey?: boolean;
  serviceUrl?: string;
  claims?: Record<string, unknown>;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

let keys: { key: ReturnType<typeof rsaKeyPair>; forged: ReturnType<typeof rsaKeyPair> } | undefined;
const rsaKeyPair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
/**
 * The platform's signing key and a forger's, made once per test process: a 2048-bit RSA pair
 * costs about 120 ms of CPU, and the Teams files start dozens of fakes. Each fake still has a
 * key id of its own.
 */
const platformKeys = () => (keys ??= { key: rsaKeyPair(), forged: rsaKeyPair() });

/**
 * Microsoft's side of a Teams bot, on 127.0.0.1: the tenant's OpenID metadata and signing keys
 * (`{authority}/{tenant}/…`), a client-credentials token endpoint, and a Bot Connector service
 * (`/v3/conversations/…`) that checks the bearer token it issued, records every outgoing
 * activity, answers 404 for unknown conversations, and 429 with Retry-After when told.
 */
export class FakeTeamsPlatform extends FakePlatformApi<Injected> {
  /** Conversations the bot is in; any other is 404 ConversationNotFound. */
  readonly conversations = new Set<string>();
  /** Tokens the token endpoint handed out; the connector accepts only these. */
  readonly issuedTokens = new Set<string>();
  readonly #activities = new Map<string, SentActivity>();
  readonly #key = platformKeys().key;
  readonly #forgedKey = platformKeys().forged;
  readonly #kid = `kid-${randomUUID()}`;
  #server: Server | undefined;
  #seq = 0;
  url = "";
  /**
   * Where the OpenID metadata says the token endpoint is: the fake itself, unless a test routes
   * Microsoft's login host to the fake (for MSAL, which takes no other authority).
   */
  loginBase: string | undefined;

  get authority(): string {
    return this.url;
  }

  /** The issuer of the tenant's tokens under the fake authority, as the SDK expects it. */
  get issuer(): string {
    return `${this.url}/${TENANT_ID}/v2.0`;
  }

  /** The Bot Connector service's URL, the `serviceUrl` of activities "from Teams". */
  get serviceUrl(): string {
    return `${this.url}/teams/`;
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      // A request the fake cannot read (a fuzzed body, say) is a 500, as a broken service's.
      this.#handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.#server?.close(() => resolve());
      this.#server?.closeAllConnections();
    });
  }

  /** A Bot Framework JWT for an inbound activity, signed with the published key unless forged. */
  token(options: TokenOptions = {}): string {
    const now = Math.floor(Date.now() / 1000);
    const issued = options.issuedAt ?? now - 10;
    const header = { alg: options.algorithm ?? "RS256", typ: "JWT", kid: this.#kid };
    const payload = {
      iss: options.issuer ?? this.issuer,
      aud: options.audience ?? APP_ID,
      iat: issued,
      nbf: issued,
      exp:
        options.issuedAt === undefined
          ? now + (options.expiresIn ?? 3600)
          : issued + (options.expiresIn ?? 3600),
      serviceurl: options.serviceUrl ?? this.serviceUrl,
      ...options.claims,
    };
    const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    if (options.algorithm === "none") return `${signed}.`;
    const key: KeyObject = (options.forgedKey ? this.#forgedKey : this.#key).privateKey;
    return `${signed}.${base64url(sign("sha256", Buffer.from(signed), key))}`;
  }

  activity(id: string): SentActivity | undefined {
    return this.#activities.get(id);
  }

  /** The bot's activities in a conversation (a channel's threads included), oldest first. */
  activitiesIn(conversationId: string): SentActivity[] {
    return [...this.#activities.values()].filter(
      (sent) => sent.conversationId.split(";messageid=")[0] === conversationId,
    );
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", this.url).pathname);
    } catch {
      // A conversation id no URL can carry (a fuzzed one): refused, as the real service would.
      return send(400, { error: { code: "BadArgument", message: "malformed path" } });
    }
    if (path === `/${TENANT_ID}/v2.0/.well-known/openid-configuration`)
      return send(200, {
        issuer: this.issuer,
        jwks_uri: `${this.url}/${TENANT_ID}/discovery/v2.0/keys`,
        token_endpoint: `${this.loginBase ?? this.url}/${TENANT_ID}/oauth2/v2.0/token`,
        authorization_endpoint: `${this.loginBase ?? this.url}/${TENANT_ID}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${this.loginBase ?? this.url}/${TENANT_ID}/oauth2/v2.0/logout`,
        id_token_signing_alg_values_supported: ["RS256"],
      });
    if (path === `/${TENANT_ID}/discovery/v2.0/keys`) {
      const jwk = this.#key.publicKey.export({ format: "jwk" });
      return send(200, { keys: [{ ...jwk, kid: this.#kid, use: "sig", alg: "RS256" }] });
    }
    if (path === `/${TENANT_ID}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(raw);
      this.record("token", Object.fromEntries(form));
      if (form.get("grant_type") !== "client_credentials" || form.get("client_id") !== APP_ID)
        return send(401, { error: "invalid_client" });
      // As Entra answers a wrong secret (or a secret's ID given for its value).
      if (form.get("client_secret") !== APP_PASSWORD)
        return send(401, {
          error: "invalid_client",
          error_description: `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${APP_ID}'. Trace ID: 0 Correlation ID: 0 Timestamp: 2025-01-01 00:00:00Z`,
          error_codes: [7000215],
          error_uri: "https://login.microsoftonline.com/error?code=7000215",
        });
      const token = `access-${randomUUID()}`;
      this.issuedTokens.add(token);
      return send(200, { token_type: "Bearer", expires_in: 3599, access_token: token });
    }
    const match = /^\/teams\/v3\/conversations\/([^/]+)\/activities(?:\/([^/]+))?$/u.exec(path);
    if (!match?.[1]) return send(404, { error: { code: "NotFound", message: path } });
    const conversationId = match[1];
    const activityId = match[2];
    const method =
      request.method === "PUT" ? "update" : activityId === undefined ? "send" : "reply";
    const payload = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    this.record(method, { ...payload, conversationId, activityId });
    await this.whileHeld(method);
    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /u, "");
    if (!this.issuedTokens.has(bearer))
      return send(401, { error: { code: "Unauthorized", message: "bad token" } });
    const injected = this.takeInjected(method);
    if (injected?.kind === "rate_limited")
      return send(
        429,
        { error: { code: "TooManyRequests", message: "slow down" } },
        { "retry-after": String(injected.retryAfter) },
      );
    if (injected?.kind === "status")
      return send(injected.status, { error: { code: injected.code ?? "Failed", message: "x" } });
    if (injected?.kind === "hang") return; // Never answers; close() cuts the connection.
    if (!this.conversations.has(conversationId.split(";messageid=")[0] ?? ""))
      return send(404, {
        error: { code: "ConversationNotFound", message: "Conversation not found." },
      });
    if (method === "update") {
      const sent = this.#activities.get(activityId ?? "");
      if (!sent) return send(404, { error: { code: "ActivityNotFound", message: "gone" } });
      sent.activity = payload;
      return send(200, { id: sent.id });
    }
    this.#seq += 1;
    const id = `${1_700_000_000_000 + this.#seq}`;
    this.#activities.set(id, {
      id,
      conversationId,
      method,
      ...(activityId === undefined ? {} : { replyToId: activityId }),
      activity: payload,
    });
    return send(201, { id });
  }
}

/**
 * Outgoing tokens by client credentials from the fake's token endpoint, with the settings the
 * adapter passes (its app id, secret, tenant and authority), as MSAL would fetch them.
 */
export class FakeTokenSource implements TeamsTokenSource {
  readonly scopes: string[] = [];

  async getAccessToken(config: AuthConfiguration, scope: string): Promise<string> {
    this.scopes.push(scope);
    const response = await fetch(`${config.authority}/${config.tenantId}/oauth2/v2.0/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: config.clientId ?? "",
        client_secret: config.clientSecret ?? "",
        scope: `${scope}/.default`,
      }),
    });
    const body = (await response.json()) as {
      access_token?: string;
      error?: string;
      error_description?: string;
    };
    if (!body.access_token)
      throw new Error(
        `token endpoint: ${body.error ?? response.status}${body.error_description ? `: ${body.error_description}` : ""}`,
      );
    return body.access_token;
  }
}

export type { RecordedCall };
