// `ask-user/client` on Node: the same client, sending its requests over pooled keep-alive
// connections with `node:http` instead of `fetch` (far less CPU per call).
import {
  type AskUserClientOptions,
  createAskUserClient as createClient,
} from "./ask-user-client.js";
import { createNodeTransport } from "./node-transport.js";

export * from "./index.js";
export { createNodeTransport } from "./node-transport.js";

let shared: ReturnType<typeof createNodeTransport> | undefined;

/** A client whose requests go over `node:http` unless `options.fetch` is given. */
export function createAskUserClient(options: AskUserClientOptions) {
  shared ??= createNodeTransport();
  return createClient({ ...options, fetch: options.fetch ?? shared });
}
