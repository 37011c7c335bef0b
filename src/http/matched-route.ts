import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { ROUTE_RULES, type RouteRule } from "./route-roles.js";

/**
 * The registered route that answers the request (not a middleware), e.g. `GET /v1/questions/:id`.
 * Read it once the request is handled: the route that responded, when one did; otherwise (a
 * middleware refused the request, or nothing answered) the last route its path matches.
 */
export function handlerRouteOf(c: Context): { method: string; path: string } | undefined {
  const routes = matchedRoutes(c);
  // Hono leaves `routeIndex` at the last handler it ran: for `/healthz` the probe, even though
  // the Control UI's `GET *`, mounted after it, matches too.
  const ran = routes[c.req.routeIndex];
  if (ran && ran.method !== "ALL") return { method: ran.method, path: ran.path };
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route && route.method !== "ALL") return { method: route.method, path: route.path };
  }
  return undefined;
}

/** The request's entry in the role table, with its `METHOD /pattern` key. */
export function routeRuleOf(c: Context): { key: string; rule: RouteRule } | undefined {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    const key = `${route?.method} ${route?.path}`;
    const rule = ROUTE_RULES[key];
    if (rule) return { key, rule };
  }
  return undefined;
}
