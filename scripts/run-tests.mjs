// `npm test`: the whole suite, in the order that keeps this 2-core machine busy without letting
// one part disturb another:
//   1. what the suite needs from the machine, checked at once (check-test-prerequisites.mjs);
//   2. lint, then the build beside the type checks (each a single-threaded tsc run);
//   3. the main vitest run (vitest.config.ts);
//   4. the tests that must not share the machine with the main run (vitest.serial.config.ts):
//      the three-gateway cluster test (it restarts PostgreSQL) beside the package tests (npm
//      installs, about a core), then the paced load test (about a core) beside the cluster
//      crash tests (idle gateways waiting out leases).
// Steps run side by side print their output line by line, each line marked with its step.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const vitest = (...args) => ["npx", ["--no-install", "vitest", "run", ...args]];
const serial = (files) => vitest("--config", "vitest.serial.config.ts", files);

/** Runs one command; resolves with its exit code. `label` marks each line it prints. */
function run([command, args], label) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // Piped output loses the colours a terminal would get.
    if (label && process.stdout.isTTY) env.FORCE_COLOR ??= "1";
    const child = spawn(command, args, {
      stdio: label ? ["inherit", "pipe", "pipe"] : "inherit",
      env,
    });
    if (label)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the labelled commands at the same time; true when all of them passed. */
async function together(steps) {
  const codes = await Promise.all(Object.entries(steps).map(([label, step]) => run(step, label)));
  return codes.every((code) => code === 0);
}

const passed = (code) => code === 0;
const stages = {
  prerequisites: () => run(["node", ["scripts/check-test-prerequisites.mjs"]]).then(passed),
  lint: () => run([npm, ["run", "lint"]]).then(passed),
  "build and type check": () =>
    together({ build: [npm, ["run", "build"]], typecheck: [npm, ["run", "typecheck"]] }),
  "main run": () => run(vitest()).then(passed),
  "cluster and package tests": () =>
    together({
      cluster: serial("test/cluster/three-gateways"),
      package: serial("test/package"),
    }),
  "load and crash tests": () =>
    together({
      load: serial("test/load"),
      crash: serial("test/cluster/delivery-crash-cluster"),
    }),
};

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const started = Date.now();
const took = [];
for (const [name, stage] of Object.entries(stages)) {
  const stageStarted = Date.now();
  const ok = await stage();
  took.push(`${name} ${seconds(stageStarted)} s`);
  if (!ok) {
    console.error(`npm test: ${name} failed, after ${seconds(started)} s`);
    process.exit(1);
  }
}
console.log(`npm test: passed in ${seconds(started)} s (${took.join(", ")})`);
