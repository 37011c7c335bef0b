import http from "node:http";
import https from "node:https";
import type { HttpTransport } from "./http-transport.js";

/**
 * HTTP/1.1 requests over pooled keep-alive connections with `node:http`: the same contract as
 * `fetch` for the client, at a fraction of its CPU per request (no WHATWG streams, no Request
 * and Response objects). Idle pooled sockets do not keep the process alive.
 */
export function createNodeTransport(): HttpTransport {
  const agents = {
    "http:": new http.Agent({ keepAlive: true }),
    "https:": new https.Agent({ keepAlive: true }),
  };
  return (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === "https:";
      if (!secure && target.protocol !== "http:") {
        reject(new TypeError(`unsupported protocol ${target.protocol}`));
        return;
      }
      const { signal } = init;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const request = (secure ? https : http).request(target, {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { "content-length": Buffer.byteLength(init.body) }),
        },
        agent: agents[secure ? "https:" : "http:"],
      });
      const onAbort = () => request.destroy(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      const done = () => signal.removeEventListener("abort", onAbort);
      request.once("error", (error) => {
        done();
        // The client reports `cause.code` (ECONNREFUSED, ENOTFOUND) as fetch's errors do.
        reject(new TypeError(`request to ${target.origin} failed`, { cause: error }));
      });
      request.once("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("error", (error) => {
          done();
          reject(new TypeError(`response from ${target.origin} failed`, { cause: error }));
        });
        response.once("end", () => {
          done();
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: { get: (name) => headerValue(response.headers[name.toLowerCase()]) },
            text: async () => text,
          });
        });
      });
      request.end(init.body);
    });
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}
