/**
 * What the client needs from an HTTP request: `fetch` has this shape, and so does the lighter
 * Node transport (`node-transport.ts`) that `ask-user/client` uses on Node.
 */
export interface HttpTransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type HttpTransport = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    signal: AbortSignal;
  },
) => Promise<HttpTransportResponse>;
