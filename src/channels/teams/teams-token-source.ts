/**
 * Where the Teams adapter gets its bearer tokens for the Bot Connector: the SDK's MSAL provider
 * unless a test says. The configuration is the SDK's `AuthConfiguration`; it is typed loosely
 * here so that the gateway's public types never name the SDK, which is installed only with the
 * channel.
 */
export interface TeamsTokenSource {
  getAccessToken(config: object, scope: string): Promise<string>;
}
