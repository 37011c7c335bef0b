/** Before this (2001), a platform's time of a message is no time at all: empty, zero. */
const EARLIEST_MS = 1e12;

/**
 * An inbound message's `writtenAt` from the platform's time of it (ms since the epoch), or
 * nothing where it gives none that reads as a time: an unknown time never keeps a message
 * from answering.
 */
export function writtenAt(ms: number | undefined): { writtenAt?: number } {
  return ms !== undefined && Number.isFinite(ms) && ms >= EARLIEST_MS ? { writtenAt: ms } : {};
}
