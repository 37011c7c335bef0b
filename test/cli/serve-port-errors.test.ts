import { execFile } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { listenFailure, startGateway } from "../../src/gateway/gateway.js";
import { CLI_PATH } from "../support/child-gateway.js";

describe("a port the gateway cannot listen on", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it("is named in one line that says how to choose another", async () => {
    const config = loadGatewayConfig({ port: String(port), host: "127.0.0.1", db: "memory" }, {});
    const error = (await startGateway(config).then(
      () => new Error("the gateway started on a taken port"),
      (reason: unknown) => reason,
    )) as Error & { code?: string };
    expect(error.message).toBe(
      `port ${port} on 127.0.0.1 is already in use: choose another with --port N or ASK_USER_PORT=N (0 picks a free port)`,
    );
    expect(error.code).toBe("EADDRINUSE");
  });

  it("ends `ask-user serve` with exit code 1 and that line, no stack trace", async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          [CLI_PATH, "serve", "--port", String(port), "--db", "memory"],
          { env: { PATH: process.env.PATH ?? "" } },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      },
    );
    expect(code).toBe(1);
    expect(stderr).toBe(
      `ask-user: port ${port} on 127.0.0.1 is already in use: choose another with --port N or ASK_USER_PORT=N (0 picks a free port)\n`,
    );
  });

  it("says a low port needs privileges", () => {
    // Root may listen anywhere, so the refusal is made up here.
    const refused = Object.assign(new Error("listen EACCES: permission denied 0.0.0.0:80"), {
      code: "EACCES",
    });
    expect((listenFailure(refused, { host: "0.0.0.0", port: 80 }) as Error).message).toBe(
      "port 80 on 0.0.0.0 is not allowed for this user (ports below 1024 need privileges): choose another with --port N or ASK_USER_PORT=N (0 picks a free port)",
    );
  });

  it("leaves other listen errors as they are", () => {
    const other = Object.assign(new Error("getaddrinfo ENOTFOUND nowhere"), { code: "ENOTFOUND" });
    expect(listenFailure(other, { host: "nowhere", port: 7420 })).toBe(other);
  });
});
