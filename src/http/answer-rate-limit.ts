import type { Context, MiddlewareHandler } from "hono";
import { AskUserError } from "../core/index.js";
import { routeRuleOf } from "./matched-route.js";
import type { TokenBucketLimiter } from "./token-bucket-limiter.js";

/**
 * Limits answer attempts (answers and plain-text replies, the routes marked `answerAttempt`
 * in the role table) per source, so nobody can hammer questions with guesses.
 */
export function answerRateLimit(
  limiter: TokenBucketLimiter,
  sourceOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    if (!routeRuleOf(c)?.rule.answerAttempt) return next();
    const wait = limiter.take(sourceOf(c));
    if (wait !== undefined)
      throw new AskUserError(
        "rate_limited",
        `too many answer attempts from this address: try again in ${wait} s`,
        { details: { retryAfterSeconds: wait } },
      );
    await next();
  };
}
