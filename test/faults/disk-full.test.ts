import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChildGateway,
  killAllChildGateways,
  requestJson,
  startChildGateway,
} from "../support/child-gateway.js";
import { deployPrompt } from "../support/prompts.js";
import { mountTmpfs, type TmpfsMount } from "./tmpfs-mount.js";

/**
 * The disk under the SQLite database fills up: the API says so with a 503 the caller can retry
 * (never a 500 with a stack), nothing half-written reaches the file, and once space returns the
 * same gateway process takes writes again.
 */

const DISK_BYTES = 8 * 1024 * 1024;
/** What the filler leaves free: room for a few dozen asks, so filling up is quick. */
const LEFT_FREE_BYTES = 160 * 1024;
/** Far more asks than the space left can hold: the disk must be full before this many. */
const MAX_ASKS = 3000;
const PRODUCTION = { status: "answered", answers: { answers: { deploy_target: ["Production"] } } };

describe("P1: a full disk under the SQLite store", () => {
  let disk: TmpfsMount;
  let gateway: ChildGateway;
  let dbPath: string;
  let fillerPath: string;
  /** Questions the gateway acknowledged with 201, in order. */
  const acknowledged: Array<{ id: string; sessionId: string }> = [];
  /** Questions answered with 200 while the disk was full. */
  const answeredWhileFull = new Set<string>();
  /** The question whose answer the full disk refused. */
  let refusedAnswer: string | undefined;

  beforeAll(async () => {
    disk = mountTmpfs(DISK_BYTES);
    dbPath = join(disk.dir, "ask-user.db");
    fillerPath = join(disk.dir, "filler.bin");
    gateway = await startChildGateway({ db: dbPath });
  });

  afterAll(async () => {
    await killAllChildGateways();
    disk?.unmount();
  });

  const ask = (sessionId: string) =>
    requestJson("POST", `${gateway.url}/v1/questions`, { sessionId, ...deployPrompt() });

  function integrityCheck(): unknown {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return db.pragma("integrity_check", { simple: true });
    } finally {
      db.close();
    }
  }

  it("asks while there is room", async () => {
    for (let index = 0; index < 5; index += 1) {
      const response = await ask(`room-${index}`);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      acknowledged.push({ id: response.body.id, sessionId: `room-${index}` });
    }
  });

  it("answers 503 unavailable with Retry-After once the disk is full, and stays up", async () => {
    fill(fillerPath, disk.freeBytes() - LEFT_FREE_BYTES);
    expect(disk.freeBytes()).toBeLessThanOrEqual(LEFT_FREE_BYTES);

    let refused: Response | undefined;
    for (let index = 0; index < MAX_ASKS && !refused; index += 1) {
      const sessionId = `fill-${index}`;
      const response = await fetch(`${gateway.url}/v1/questions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId, ...deployPrompt() }),
      });
      if (response.status === 201)
        acknowledged.push({ id: ((await response.json()) as { id: string }).id, sessionId });
      else refused = response;
    }
    if (!refused) throw new Error(`${MAX_ASKS} asks fit in ${LEFT_FREE_BYTES} bytes: not full`);

    const text = await refused.text();
    expect(refused.status, text).toBe(503);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = JSON.parse(text) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unavailable");
    expect(body.error.message).not.toMatch(/SQLITE|\n\s+at /);
    expect(text).not.toContain("stack");

    // An answer needs less room than an ask, and SQLite reuses the WAL space the refused ask
    // took: take the last bytes too, then answer until the answers are refused alike.
    fill(fillerPath, Number.POSITIVE_INFINITY, "a");
    expect(disk.freeBytes()).toBe(0);
    for (const { id } of acknowledged) {
      const answer = await requestJson("POST", `${gateway.url}/v1/questions/${id}/answer`, {
        answers: { deploy_target: ["Production"] },
      });
      if (answer.status === 200) {
        expect(answer.body).toStrictEqual(PRODUCTION);
        answeredWhileFull.add(id);
        continue;
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body.error.code).toBe("unavailable");
      refusedAnswer = id;
      break;
    }
    if (refusedAnswer === undefined)
      throw new Error(`all ${acknowledged.length} answers fit on a full disk`);

    // Reads go on, the process is alive, and it logged no internal error (a 500's trace).
    expect((await requestJson("GET", `${gateway.url}/healthz`)).status).toBe(200);
    const view = await requestJson("GET", `${gateway.url}/v1/questions/${refusedAnswer}`);
    expect(view.body.status).toBe("pending");
    expect(gateway.stdout()).not.toContain('"msg":"internal error"');
  });

  it("holds exactly the acknowledged questions, and the file passes integrity_check", async () => {
    expect(integrityCheck()).toBe("ok");
    const listed = await requestJson("GET", `${gateway.url}/v1/questions?limit=1000`);
    expect(listed.status).toBe(200);
    const ids = listed.body.questions.map((question: { id: string }) => question.id);
    expect(ids).toEqual(acknowledged.map((question) => question.id));
    for (const question of listed.body.questions) {
      if (answeredWhileFull.has(question.id)) {
        expect(question.status).toBe("answered");
        expect(question.answers).toStrictEqual({ deploy_target: ["Production"] });
      } else {
        expect(question.status).toBe("pending");
        expect(question.endedAt).toBeUndefined();
        expect(question.answers).toBeUndefined();
      }
    }
  });

  it("takes writes again, in the same process, once space is freed", async () => {
    rmSync(fillerPath);
    const pid = gateway.pid;

    const again = await ask("after-space-returned");
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    acknowledged.push({ id: again.body.id, sessionId: "after-space-returned" });
    // The question whose answer the full disk refused is still answerable.
    const answer = await requestJson(
      "POST",
      `${gateway.url}/v1/questions/${refusedAnswer}/answer`,
      { answers: { deploy_target: ["Production"] } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toStrictEqual(PRODUCTION);
    expect(gateway.pid).toBe(pid);
    expect(gateway.process.exitCode).toBeNull();
  });

  it("after a restart the file holds every acknowledged write and nothing else", async () => {
    expect(await gateway.stop()).toBe(0);
    expect(integrityCheck()).toBe("ok");
    gateway = await startChildGateway({ db: dbPath });
    const listed = await requestJson("GET", `${gateway.url}/v1/questions?limit=1000`);
    expect(listed.body.questions.map((question: { id: string }) => question.id)).toEqual(
      acknowledged.map((question) => question.id),
    );
    const result = await requestJson(
      "GET",
      `${gateway.url}/v1/questions/${refusedAnswer}/result?waitSeconds=0`,
    );
    expect(result.body).toStrictEqual(PRODUCTION);
    for (const id of answeredWhileFull) {
      const kept = await requestJson(
        "GET",
        `${gateway.url}/v1/questions/${id}/result?waitSeconds=0`,
      );
      expect(kept.body).toStrictEqual(PRODUCTION);
    }
  });
});

/** Writes `bytes` of zeros to a file, or as many as fit: a full disk ends the filling. */
function fill(path: string, bytes: number, flags: "w" | "a" = "w"): void {
  const chunk = Buffer.alloc(4096);
  const fd = openSync(path, flags);
  try {
    let left = bytes;
    while (left > 0) {
      try {
        left -= writeSync(fd, chunk, 0, Math.min(chunk.length, left));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOSPC") return;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}
