// An agent's own HTTP server with the ask-user gateway embedded under /ask-user: the host keeps
// its routes, the agent asks in-process, and the human answers in the Control UI at
// http://127.0.0.1:3000/ask-user/ (or over its API there), all on the host's one port.
// Run (after `npm run build`): node --import tsx examples/embedded-server.ts
//   then: curl -X POST http://127.0.0.1:3000/deploy   and answer in the Control UI.
import { createServer, type ServerResponse } from "node:http";
import { createGateway } from "ask-user/server";

const gateway = await createGateway({
  basePath: "/ask-user",
  store: process.env.ASK_USER_DB ?? "memory", // or a SQLite path, to survive restarts
  token: process.env.ASK_USER_TOKEN, // the mounted API's bearer token; the UI asks for it
});

const server = createServer(async (request, response) => {
  // Everything under /ask-user/ is the gateway's: its API, /mcp and the Control UI.
  if (gateway.handleNodeRequest(request, response)) return;

  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  if (request.method === "GET" && pathname === "/")
    return send(response, 200, { service: "deploy-agent", controlUi: "/ask-user/" });

  if (request.method === "POST" && pathname === "/deploy") {
    // The agent's turn pauses here until the human answers; if the caller hangs up first, the
    // question ends as aborted and `ask` rejects.
    const hungUp = new AbortController();
    response.once("close", () => {
      if (!response.writableFinished) hungUp.abort(new Error("the caller hung up"));
    });
    try {
      const result = await gateway.ask(
        {
          questions: [
            {
              id: "target",
              header: "Deploy",
              question: "Where should this build go?",
              options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
            },
          ],
        },
        { sessionId: "deploys", signal: hungUp.signal },
      );
      return send(response, 200, result);
    } catch (error) {
      if (!hungUp.signal.aborted) return send(response, 503, { error: String(error) });
      return;
    }
  }
  send(response, 404, { error: "not found" });
});

// The Control UI's live updates: WebSocket upgrades under /ask-user/ go to the gateway.
server.on("upgrade", (request, socket, head) => {
  if (!gateway.handleNodeUpgrade(request, socket, head)) socket.destroy();
});

server.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(JSON.stringify({ msg: "listening", url: `http://127.0.0.1:${port}` }));
});

// A graceful stop leaves nothing running, so the process exits by itself.
process.once("SIGTERM", async () => {
  server.close(); // no new connections; idle keep-alive ones close now
  await gateway.close(); // ends the asks and waits in flight, then the timers and the store
  // A client may still hold a connection open without a request: give it half a second.
  setTimeout(() => server.closeAllConnections(), 500).unref();
});

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
