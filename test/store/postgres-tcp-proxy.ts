import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of the PostgreSQL server that a test can cut and restore, as a server
 * restart or a network outage would, without touching the shared server itself.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #port = 0;

  private constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.resume();
    return proxy;
  }

  get port(): number {
    return this.#port;
  }

  /** Listens again, on the same port as before. */
  async resume(): Promise<void> {
    const server = createServer((inbound) => {
      const outbound = connect(this.#target.port, this.#target.host);
      for (const socket of [inbound, outbound]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.#port, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    this.#port = address.port;
    this.#server = server;
  }

  /** Drops every relayed connection and refuses new ones until resumed. */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
