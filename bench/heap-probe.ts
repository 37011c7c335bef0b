import WebSocket from "ws";

export interface HeapUsage {
  /** Bytes of live JavaScript objects after a full garbage collection. */
  usedBytes: number;
  /** Bytes the JavaScript heap has reserved. */
  totalBytes: number;
  /** Memory of Buffers and other objects outside the heap, after the same collection. */
  externalBytes: number;
}

/**
 * Collects garbage in another Node process through its inspector (`--inspect`) and reads its
 * heap: live objects only, without the garbage an RSS reading includes.
 */
export async function measureHeapAfterGc(inspectorUrl: string): Promise<HeapUsage> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: { message: string };
        };
        if (message.id !== id) return;
        socket.off("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: the first pass may leave objects that only a second one frees (weak references).
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const usage = await call("Runtime.getHeapUsage");
    const external = await call("Runtime.evaluate", {
      expression: "process.memoryUsage().external",
      returnByValue: true,
    });
    return {
      usedBytes: Number(usage.usedSize),
      totalBytes: Number(usage.totalSize),
      externalBytes: Number((external.result as { value?: unknown } | undefined)?.value),
    };
  } finally {
    socket.close();
  }
}
