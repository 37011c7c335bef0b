import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { Webhook } from "standardwebhooks";
import type { WebhookEvent } from "../../../src/channels/webhook/webhook-event.js";

/** A secret as Standard Webhooks writes one: `whsec_` and the base64 of 32 bytes. */
export const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

/** Name resolution that points every name at 127.0.0.1, as a public name's DNS record may. */
export const toLoopback: LookupFunction = (_host, options, callback) =>
  options.all
    ? callback(null, [{ address: "127.0.0.1", family: 4 }])
    : callback(null, "127.0.0.1", 4);

/** One request the receiver took, verified with the library against `SECRET`. */
export interface Received {
  headers: IncomingHttpHeaders;
  /** The path it was posted to, as `url(path)` made it. */
  path: string;
  event: WebhookEvent;
  /** How the response was chosen: the request's number, from 1. */
  index: number;
  /** The sender's end of the connection: which process sent it (`processOnPort`). */
  remotePort: number | undefined;
}

/** What the receiver answers a request with. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow receiver). */
  delayMs?: number;
  /** Drops the connection instead of answering. */
  hangUp?: boolean;
}

/**
 * A webhook receiver on 127.0.0.1, as a user would write one: every request is verified with
 * `standardwebhooks` (a request that fails verification fails the test), then answered as
 * `respond` says (200 with no body unless told).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Requests that failed verification, with why. */
  readonly forged: string[] = [];
  respond: (received: Received) => Answer = () => ({ status: 200 });
  readonly #server: Server;
  readonly #webhook = new Webhook(SECRET);
  #waiters: (() => void)[] = [];

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", async () => {
        const payload = Buffer.concat(chunks).toString();
        let event: WebhookEvent;
        try {
          event = this.#webhook.verify(
            payload,
            request.headers as Record<string, string>,
          ) as WebhookEvent;
        } catch (error) {
          this.forged.push(String(error));
          response.writeHead(400).end();
          return;
        }
        const received = {
          headers: request.headers,
          path: request.url ?? "",
          event,
          index: this.received.length + 1,
          remotePort: request.socket.remotePort,
        };
        this.received.push(received);
        for (const wake of this.#waiters.splice(0)) wake();
        const answer = this.respond(received);
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (response.destroyed) return;
        if (answer.hangUp) {
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status, {
          ...(answer.body === undefined ? {} : { "content-type": "application/json" }),
          ...answer.headers,
        });
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      });
    });
  }

  /** Where it listens, with a path of the test's choosing. */
  url(path = "/hook"): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  /** Listens on `port` (a free one unless given: a test may start it after a sender tried). */
  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(port, "127.0.0.1", resolve));
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** The events of a type received so far, once at least `count` have come. */
  async events(type: WebhookEvent["type"], count = 1, timeoutMs = 5000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.filter((received) => received.event.type === type);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} ${type} events, got ${found.length}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}
