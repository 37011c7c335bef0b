import {
  type AuthConfiguration,
  authorizeJWT,
  resolveAuthority,
  type Request as SdkRequest,
  type WebResponse,
} from "@microsoft/agents-hosting";

/** The audience of the tokens the bot sends with to the Bot Connector service. */
export const BOT_FRAMEWORK_SCOPE = "https://api.botframework.com";
const CONNECTION = "serviceConnection";

export interface TeamsCredentials {
  /** The bot's Microsoft App ID (its Entra app registration's client id). */
  appId: string;
  /** The app registration's client secret. */
  appPassword: string;
  /** The tenant of a single-tenant bot; undefined for a multi-tenant one (botframework.com). */
  tenantId?: string;
  /** The Entra authority (`https://login.microsoftonline.com` unless given). */
  authority: string;
}

/** The verified claims of an inbound token, as the SDK's middleware leaves them. */
export type TokenClaims = NonNullable<SdkRequest["user"]>;

/**
 * The SDK's auth settings for one bot: client credentials for outgoing calls (MSAL), and for
 * inbound tokens the audience (the app id), the issuers (Bot Framework's, and the tenant's
 * under the authority) with issuer validation on, and the authority's keys.
 */
export function teamsAuthConfiguration(credentials: TeamsCredentials): AuthConfiguration {
  const tenant = credentials.tenantId ?? "botframework.com";
  const authority = credentials.authority.replace(/\/+$/u, "");
  const settings: AuthConfiguration = {
    clientId: credentials.appId,
    clientSecret: credentials.appPassword,
    tenantId: tenant,
    authority,
    authorityEndpoint: authority,
    issuers: [
      BOT_FRAMEWORK_SCOPE,
      `https://sts.windows.net/${tenant}/`,
      `${resolveAuthority(authority, tenant)}/v2.0`,
    ],
    validateIssuer: true,
  };
  return {
    ...settings,
    connections: new Map([[CONNECTION, settings]]),
    connectionsMap: [{ serviceUrl: "*", connection: CONNECTION }],
  };
}

/**
 * Checks an inbound request's `Authorization` header with the SDK's own `authorizeJWT`
 * middleware (signature against the issuer's published keys, audience, expiry, issuer):
 * resolves with the token's claims, or undefined when the SDK refused it.
 */
export function createTokenVerifier(
  config: AuthConfiguration,
): (authorization: string | null) => Promise<TokenClaims | undefined> {
  const middleware = authorizeJWT(config);
  return async (authorization) => {
    if (!authorization) return undefined;
    const request: SdkRequest = { method: "POST", headers: { authorization } };
    let passed = false;
    await middleware(request, refusal(), () => {
      passed = true;
    });
    return passed ? request.user : undefined;
  };
}

/** The middleware's response, which only ever says 401 or 405 here: nothing is written. */
function refusal(): WebResponse {
  const response: WebResponse = {
    status: () => response,
    setHeader: () => response,
    send: () => response,
    end: () => response,
    headersSent: false,
    writableEnded: false,
  };
  return response;
}

/** Entra's answer to a wrong client secret, or to a secret's ID given for its value. */
const WRONG_SECRET_CODE = "7000215";

/**
 * What a failure to get the bot's token says, and whether it is final: a client secret Entra
 * refuses (AADSTS7000215) stays refused however often it is sent, so it is named and not
 * retried; anything else (the network, a 5xx) may heal.
 */
export function tokenFailure(error: unknown): { message: string; permanent: boolean } {
  const text = error instanceof Error ? error.message : String(error);
  const errorNo = (error as { errorNo?: unknown } | null)?.errorNo;
  if (String(errorNo) === WRONG_SECRET_CODE || text.includes(`AADSTS${WRONG_SECRET_CODE}`))
    return {
      message: `teams could not get a token: Entra refused the client secret in ASK_USER_TEAMS_APP_PASSWORD (AADSTS${WRONG_SECRET_CODE}; give the secret's Value, not its ID, or a new secret): ${text}`,
      permanent: true,
    };
  return {
    message: `teams could not get a token (check ASK_USER_TEAMS_APP_ID, ASK_USER_TEAMS_APP_PASSWORD, ASK_USER_TEAMS_TENANT_ID): ${text}`,
    permanent: false,
  };
}
