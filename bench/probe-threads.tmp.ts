import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureClientRoundTrips } from "./client-round-trips.js";
import { startGatewayProcess } from "./gateway-process.js";
import { JsonClient } from "./http-client.js";

function perThread(pid: number) {
  const out = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const status = readFileSync(`/proc/${pid}/task/${task}/status`, "utf8");
    const name = /^Name:\s+(.*)$/m.exec(status)![1];
    const v = Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)![1]);
    out.set(`${task}:${name}`, v);
  }
  return out;
}
const db = process.argv[2] ?? join(mkdtempSync(join(tmpdir(), "probe-")), "q.db");
const gw = await startGatewayProcess(
  "dist/bin/ask-user.js",
  db,
  process.env.PROF ? { nodeArgs: ["--cpu-prof", "--cpu-prof-dir=/tmp/prof2"] } : {},
);
const human = new JsonClient(gw.url);
await measureClientRoundTrips(gw, human, { count: 200, concurrency: 1, tag: "warm" });

import { spawn } from "node:child_process";

const tracer = process.env.TRACE
  ? spawn(
      "strace",
      ["-f", "-p", String(gw.pid), "-o", "/tmp/strace.txt", "-tt", "-e", "trace=!clock_gettime"],
      { stdio: "inherit" },
    )
  : undefined;
if (tracer) await new Promise((r) => setTimeout(r, 1500));
const before = perThread(gw.pid);
const n = Number(process.env.N ?? 500);
const r = await measureClientRoundTrips(gw, human, { count: n, concurrency: 1, tag: "m" });
const after = perThread(gw.pid);
if (tracer) {
  tracer.kill("SIGINT");
  await new Promise((r) => setTimeout(r, 500));
}
for (const [k, v] of after) {
  const d = v - (before.get(k) ?? 0);
  if (d) console.log(k, (d / n).toFixed(2));
}
console.log("total", r.gatewaySwitches, "p50", r.latency.p50Ms, "cpu", r.gatewayCpuMs);
await gw.stop();
