import type { MiddlewareHandler } from "hono";
import { AskUserError } from "../core/index.js";

/** The names a browser uses for this machine itself; no DNS answer can rebind them. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The `Host` names a gateway answers to. Bound to loopback, a page on any site can still reach
 * it through a name of its own that it rebinds to 127.0.0.1 (DNS rebinding), and its requests
 * then count as same-origin: only loopback names and the configured ones are let through.
 * Elsewhere any host passes unless a list is configured.
 */
export interface HostRule {
  /** `ASK_USER_ALLOWED_HOSTS`: names (with an optional port) taken besides the defaults. */
  allowedHosts?: readonly string[];
  /** `ASK_USER_PUBLIC_URL`: its host is taken too. */
  publicUrl?: string | undefined;
  /** Where the gateway is bound: `127.0.0.1`, `::1`, `localhost` and `0.0.0.0` among others. */
  bindHost: string;
}

/** Whether a bind address only takes connections from this machine. */
export function isLoopbackBind(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * The check a request's `Host` must pass, or undefined when any host may be used. A name given
 * without a port is taken on every port; with one, on that port only.
 */
export function hostCheck(rule: HostRule): ((host: string) => boolean) | undefined {
  const configured = [
    ...(rule.allowedHosts ?? []),
    ...(rule.publicUrl === undefined ? [] : [new URL(rule.publicUrl).host]),
  ];
  const loopback = isLoopbackBind(rule.bindHost);
  if (!loopback && (rule.allowedHosts ?? []).length === 0) return undefined;
  const names = new Set<string>();
  const hosts = new Set<string>();
  for (const entry of loopback ? [...LOOPBACK_NAMES, rule.bindHost, ...configured] : configured) {
    const { name, port } = splitHost(entry);
    if (port === undefined) names.add(name);
    else hosts.add(`${name}:${port}`);
  }
  return (host) => {
    const { name, port } = splitHost(host);
    return names.has(name) || hosts.has(`${name}:${port ?? ""}`);
  };
}

/** `Host` header text as name (lower case, IPv6 in brackets, no trailing dot) and port. */
function splitHost(text: string): { name: string; port?: string } {
  const lower = text.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(lower);
  const rawName = match?.[1] ?? lower;
  const bare = rawName.replace(/\.$/, "");
  const name = bare.includes(":") && !bare.startsWith("[") ? `[${bare}]` : bare;
  const port = match?.[2];
  return port ? { name, port } : { name };
}

/**
 * Refuses, before any route runs, a request whose `Host` the gateway does not answer to
 * (403 `forbidden`). A WebSocket upgrade and `/mcp` go through it like every other request.
 */
export function hostGuard(accepts: (host: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("host");
    if (host !== undefined && accepts(host)) return next();
    throw new AskUserError(
      "forbidden",
      `host ${JSON.stringify(host ?? "")} is not one this gateway answers to: a gateway bound to loopback takes localhost, 127.0.0.1 and [::1]; add other names to ASK_USER_ALLOWED_HOSTS`,
    );
  };
}
