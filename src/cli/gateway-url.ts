type Env = Record<string, string | undefined>;

/** Where the commands look for a gateway when ASK_USER_URL is not set. */
export const DEFAULT_GATEWAY_URL = "http://127.0.0.1:7420";

/**
 * ASK_USER_URL (else the default), checked up front: `127.0.0.1:7420` parses as a URL with the
 * scheme `127.0.0.1:`, and would otherwise fail only later as an unreachable gateway.
 */
export function gatewayUrlFromEnv(env: Env): string {
  const url = env.ASK_USER_URL;
  if (url === undefined || url === "") return DEFAULT_GATEWAY_URL;
  return checkGatewayUrl(url, "ASK_USER_URL");
}

/** `--url` when given (it wins), else ASK_USER_URL, else the default; checked like it. */
export function gatewayUrlFrom(flag: string | undefined, env: Env): string {
  return flag === undefined ? gatewayUrlFromEnv(env) : checkGatewayUrl(flag, "--url");
}

/** `url` when it is an absolute http(s) URL; else an error that names `source`. */
export function checkGatewayUrl(url: string, source: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.host === "")
    throw new Error(
      `${source}: expected an http:// or https:// URL such as ${DEFAULT_GATEWAY_URL}, got "${url}"`,
    );
  return url;
}
