/**
 * Gathers what is written during one turn of the event loop and writes it at once. Writes to a
 * pipe are synchronous in Node, so under load one write per turn instead of one per log line
 * keeps the gateway's event loop for requests.
 */
export function batchedWriter(write: (text: string) => void): {
  write(text: string): void;
  /** Writes what is gathered now, e.g. before the process exits. */
  flush(): void;
} {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  return {
    write(text) {
      pending.push(text);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}
