import http from "node:http";
import { performance } from "node:perf_hooks";

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** `performance.now()` when the last byte of the response body arrived. */
  receivedAt: number;
}

export interface RequestOptions {
  body?: unknown;
  /** Called once the whole request has been handed to the socket. */
  onSent?: () => void;
}

/**
 * A minimal JSON client over one keep-alive `http.Agent`. Plain `node:http` costs the load
 * generator less CPU than `fetch`, which matters when it shares two cores with the gateway.
 */
export class JsonClient {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  readonly #host: string;
  readonly #port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    // The benchmark must never leave the machine.
    if (url.hostname !== "127.0.0.1") throw new Error(`refusing non-loopback gateway ${baseUrl}`);
    this.#host = url.hostname;
    this.#port = Number(url.port);
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
    const payload =
      options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: http.OutgoingHttpHeaders = payload
      ? { "content-type": "application/json", "content-length": payload.length }
      : {};
    return new Promise<HttpResult>((resolve, reject) => {
      const request = http.request(
        { agent: this.#agent, host: this.#host, port: this.#port, method, path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const receivedAt = performance.now();
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: parseJson(Buffer.concat(chunks).toString("utf8")),
              receivedAt,
            });
          });
        },
      );
      request.on("error", reject);
      if (options.onSent) request.once("finish", options.onSent);
      request.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}
