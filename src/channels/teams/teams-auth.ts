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
