import type { Context, MiddlewareHandler } from "hono";
import { AskUserError } from "../core/index.js";
import { routeRuleOf } from "./matched-route.js";
import { type RoleTokens, rolesOfToken } from "./role-tokens.js";
import { ROLES, type Role } from "./route-roles.js";
import type { TokenBucketLimiter } from "./token-bucket-limiter.js";

export interface BearerAuthOptions {
  tokens: RoleTokens;
  /** Wrong tokens per source; once spent, even the right token waits, so guessing stays slow. */
  failures: TokenBucketLimiter;
  sourceOf: (c: Context) => string;
}

/** The context variable that holds the caller's roles; absent when the route needs no token. */
export type AuthVariables = { roles: readonly Role[] | undefined };

const TOKEN_VARIABLE: Record<Role, string> = {
  agent: "ASK_USER_AGENT_TOKEN",
  human: "ASK_USER_HUMAN_TOKEN",
  metrics: "ASK_USER_METRICS_TOKEN",
};

/**
 * Checks the bearer token against the role table (`route-roles.ts`): 401 for a missing or
 * wrong token, 403 `forbidden` for a valid token of a role the route does not take, 429 once
 * a source has sent too many wrong tokens.
 */
export function bearerAuth(options: BearerAuthOptions): MiddlewareHandler<{
  Variables: AuthVariables;
}> {
  const { tokens, failures, sourceOf } = options;
  return async (c, next) => {
    const matched = routeRuleOf(c);
    const accepted = matched?.rule.roles ?? ROLES;
    // A role without a token is open: typically a gateway that runs without tokens.
    if (accepted.some((role) => tokens[role] === undefined)) return next();

    const bearer = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    // Browsers cannot set headers on a WebSocket, so the event stream also takes ?token=.
    const given = bearer ?? (c.req.path === "/v1/events" ? c.req.query("token") : undefined);
    if (given === undefined)
      throw new AskUserError(
        "unauthorized",
        `missing bearer token: send Authorization: Bearer <token> (${accepted.map((role) => TOKEN_VARIABLE[role]).join(" or ")}, or ASK_USER_TOKEN)`,
      );
    const source = sourceOf(c);
    const wait = failures.waitFor(source);
    if (wait !== undefined) throw tooManyFailures(wait);
    const roles = rolesOfToken(given, tokens);
    if (roles.length === 0) {
      failures.take(source);
      throw new AskUserError("unauthorized", "wrong bearer token");
    }
    if (!accepted.some((role) => roles.includes(role)))
      throw new AskUserError(
        "forbidden",
        `${matched?.key ?? `${c.req.method} ${c.req.path}`} takes the ${accepted.join(" or ")} token (${accepted.map((role) => TOKEN_VARIABLE[role]).join(" or ")}), and this is the ${roles.join(" and ")} token`,
      );
    c.set("roles", roles);
    await next();
  };
}

function tooManyFailures(retryAfterSeconds: number): AskUserError {
  return new AskUserError(
    "rate_limited",
    `too many wrong tokens from this address: try again in ${retryAfterSeconds} s`,
    { details: { retryAfterSeconds } },
  );
}
