import { type AskUserClient, createAskUserClient, createNodeTransport } from "../client/node.js";
import { backoffDelay, sleep } from "../client/retry.js";
import { gatewayUrlFrom } from "./gateway-url.js";
import { gatewayReachability } from "./probe-gateway.js";
import { type TokenRole, tokenFrom } from "./token-from-env.js";

/** The flags of every command that talks to a running gateway. */
export interface GatewayFlags {
  url?: string;
  token?: string;
  "wait-for-gateway"?: boolean;
}

/** How long the first look at the gateway waits for an answer before calling it absent. */
export const NO_GATEWAY_TIMEOUT_MS = 3_000;
/** With --wait-for-gateway: how long an absent gateway is waited for. */
export const WAIT_FOR_GATEWAY_MS = 60_000;
/** How long an unreachable gateway is retried in silence before the user is told. */
export const QUIET_RETRY_MS = 2_000;

export function noGatewayMessage(url: string): string {
  return `no gateway at ${url}: start one with \`ask-user serve\` (or set ASK_USER_URL / --url)`;
}

export interface ConnectOptions {
  /**
   * With --wait-for-gateway, leave the waiting to the command's client calls, which ride out an
   * unreachable gateway themselves (`ask`, `answer`); else this waits until the gateway answers.
   */
  clientRetries?: boolean;
  /** Aborting stops the look (or the wait) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Where the waiting line goes (stderr). */
  stderr: (text: string) => void;
}

/**
 * The gateway a command talks to (`--url`, else ASK_USER_URL, else the default) and a client
 * sending the role's token (`--token`, else the environment). Unless --wait-for-gateway, it first
 * looks: a gateway that refuses the connection, or does not answer within
 * NO_GATEWAY_TIMEOUT_MS, fails the command at once with `noGatewayMessage` instead of the
 * client retrying for a minute. The client's own retries (riding out a restart later) stay as
 * they are.
 */
export async function connectGateway(
  role: TokenRole,
  flags: GatewayFlags,
  env: Record<string, string | undefined>,
  options: ConnectOptions,
): Promise<{ url: string; client: AskUserClient }> {
  const url = gatewayUrlFrom(flags.url, env);
  const token = tokenFrom(role, flags.token, env);
  // One transport for the look and the client: the look's connection is reused.
  const transport = createNodeTransport();
  const client = createAskUserClient({ url, ...token, fetch: transport });
  const look = () =>
    gatewayReachability(transport, url, NO_GATEWAY_TIMEOUT_MS, options.signal).then(
      (found) => found !== "absent",
    );

  if (!flags["wait-for-gateway"]) {
    if (!(await look())) throw new Error(noGatewayMessage(url));
  } else if (!options.clientRetries) {
    const since = Date.now();
    const giveUpAt = since + WAIT_FOR_GATEWAY_MS;
    let told = false;
    for (let failures = 0; !(await look()); failures += 1) {
      const delay = backoffDelay(failures);
      if (Date.now() + delay > giveUpAt) throw new Error(noGatewayMessage(url));
      if (!told && Date.now() + delay - since >= QUIET_RETRY_MS) {
        told = true;
        options.stderr(
          `ask-user: waiting for the gateway at ${url} (retrying until ${new Date(giveUpAt).toISOString()})\n`,
        );
      }
      await sleep(delay, options.signal);
    }
  }
  return { url, client };
}
