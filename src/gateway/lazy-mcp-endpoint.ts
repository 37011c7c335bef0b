import type { McpHttpEndpointOptions, McpRequestContext } from "../mcp/mcp-http-endpoint.js";

/** What the HTTP app and the gateway's stop need of the MCP endpoint. */
export interface McpEndpoint {
  handle(request: Request, context: McpRequestContext): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The MCP Streamable HTTP endpoint, its SDK loaded at the first request to `/mcp`: a gateway
 * that only ever serves the HTTP API and the Control UI never loads it.
 */
export function lazyMcpEndpoint(options: McpHttpEndpointOptions): McpEndpoint {
  let loading: Promise<McpEndpoint> | undefined;
  const endpoint = () => {
    loading ??= import("../mcp/mcp-http-endpoint.js").then((module) =>
      module.createMcpHttpEndpoint(options),
    );
    return loading;
  };
  return {
    async handle(request, context) {
      return (await endpoint()).handle(request, context);
    },
    async close() {
      if (loading) await (await loading).close();
    },
  };
}
