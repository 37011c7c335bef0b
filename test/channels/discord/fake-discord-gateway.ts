import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";

/** Discord's Gateway opcodes the fake speaks. */
const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

/** Close code for a token the Gateway refuses. */
const AUTHENTICATION_FAILED = 4004;

/**
 * One client session: identified once it sent a valid IDENTIFY. Its socket changes when the
 * client resumes it on a new connection.
 */
interface Session {
  id: string;
  socket: WebSocket;
  identified: boolean;
  sequence: number;
  /** The highest sequence the client acknowledged in a heartbeat. */
  acknowledged: number;
  /** The dispatches sent, to replay after a RESUME (the session's whole life: tests are short). */
  sent: string[];
}

export interface GatewayIdentity {
  token: string;
  botUser: { id: string; username: string };
  applicationId: string;
  guildIds: readonly string[];
}

/**
 * A local stand-in for Discord's Gateway WebSocket: HELLO with a short heartbeat interval,
 * IDENTIFY (the token checked) answered by READY, heartbeats acknowledged, and dispatches with
 * sequence numbers. A client that lost its connection (a heartbeat not acknowledged in time on
 * a busy machine) RESUMEs its session as on Discord: what it missed is replayed, then RESUMED.
 * An unknown session is refused with INVALID_SESSION, so the client identifies afresh.
 */
export class FakeDiscordGateway {
  readonly heartbeatIntervalMs: number;
  /** Every IDENTIFY's intents, in order. */
  readonly identifies: Array<{ intents: number }> = [];
  /** Every heartbeat's `d` (the client's last sequence), in order. */
  readonly heartbeats: Array<number | null> = [];
  readonly #identity: GatewayIdentity;
  readonly #server = new WebSocketServer({ noServer: true });
  readonly #sessions = new Set<Session>();
  /** Which session each connection speaks for: its own, or the one it resumed. */
  readonly #sessionOf = new Map<WebSocket, Session>();
  #nextSessionId = 0;
  #url = "";

  /**
   * A client that misses a heartbeat's acknowledgement reconnects, and a dispatch sent to the
   * old connection is lost; on a busy two-core machine running the whole suite, an interval of
   * one second still let an event-loop stall make that happen mid-test.
   */
  constructor(identity: GatewayIdentity, heartbeatIntervalMs = 3000) {
    this.#identity = identity;
    this.heartbeatIntervalMs = heartbeatIntervalMs;
  }

  /** Where clients connect (what `GET /gateway/bot` answers). */
  set url(url: string) {
    this.#url = url;
  }

  get url(): string {
    return this.#url;
  }

  /** Connections open now. */
  get connections(): number {
    return [...this.#sessions].filter(
      (session) => session.socket.readyState !== session.socket.CLOSED,
    ).length;
  }

  /** Whether a client has identified and so receives dispatches. */
  get ready(): boolean {
    return [...this.#sessions].some((session) => session.identified && isOpen(session));
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#server.handleUpgrade(request, socket, head, (ws) => this.#open(ws));
  }

  /**
   * Sends a dispatch to every identified session (waiting for one to be there), or keeps it for
   * the session's RESUME while its connection is lost; resolves with the sequence number it
   * carried in the newest one.
   */
  async dispatch(type: string, data: unknown): Promise<number> {
    const sessions = await this.#identified();
    let sequence = 0;
    for (const session of sessions) sequence = this.#send(session, type, data);
    return sequence;
  }

  /**
   * Resolves once the newest client has handled every dispatch up to `sequence`: the fake asks
   * for heartbeats, and a client's heartbeat carries the last sequence it processed.
   */
  async synced(sequence: number, timeoutMs = 8000): Promise<void> {
    const [session] = (await this.#identified()).slice(-1);
    if (!session) throw new Error("no client is connected to the gateway");
    const deadline = Date.now() + timeoutMs;
    let askedAt = 0;
    while (session.acknowledged < sequence) {
      if (Date.now() > deadline)
        throw new Error(`the client never acknowledged sequence ${sequence}`);
      // Asked again while waiting: a busy client may answer an early request before it has
      // processed the dispatch, with the sequence before it.
      if (Date.now() - askedAt >= 100) {
        session.socket.send(JSON.stringify({ op: Op.Heartbeat, d: null }));
        askedAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Cuts every connection as a network failure would; the sessions stay, to be resumed. */
  dropConnections(): void {
    for (const session of this.#sessions) session.socket.terminate();
  }

  async close(): Promise<void> {
    for (const session of this.#sessions) session.socket.terminate();
    this.#sessions.clear();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #identified(timeoutMs = 8000): Promise<Session[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ready = [...this.#sessions].filter((session) => session.identified);
      if (ready.length > 0) return ready;
      if (Date.now() > deadline) throw new Error("no client identified with the gateway");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Sends one dispatch in the session's sequence, and keeps it for a RESUME. */
  #send(session: Session, type: string, data: unknown): number {
    session.sequence += 1;
    const dispatch = JSON.stringify({ op: Op.Dispatch, t: type, s: session.sequence, d: data });
    session.sent.push(dispatch);
    session.socket.send(dispatch);
    return session.sequence;
  }

  #open(socket: WebSocket): void {
    this.#nextSessionId += 1;
    const session: Session = {
      id: `session${this.#nextSessionId}`,
      socket,
      identified: false,
      sequence: 0,
      acknowledged: 0,
      sent: [],
    };
    this.#sessions.add(session);
    this.#sessionOf.set(socket, session);
    // A closed session stays, to be resumed, until its client identifies afresh.
    socket.on("close", () => {
      const owner = this.#sessionOf.get(socket);
      this.#sessionOf.delete(socket);
      if (owner && !owner.identified) this.#sessions.delete(owner);
    });
    socket.on("message", (raw) => {
      const owner = this.#sessionOf.get(socket);
      if (owner) this.#receive(owner, String(raw));
    });
    socket.send(
      JSON.stringify({
        op: Op.Hello,
        d: { heartbeat_interval: this.heartbeatIntervalMs, _trace: ['["gateway-fake",{}]'] },
        s: null,
        t: null,
      }),
    );
  }

  #receive(session: Session, raw: string): void {
    const payload = JSON.parse(raw) as { op: number; d: unknown };
    switch (payload.op) {
      case Op.Heartbeat: {
        const sequence = typeof payload.d === "number" ? payload.d : null;
        this.heartbeats.push(sequence);
        session.acknowledged = Math.max(session.acknowledged, sequence ?? 0);
        session.socket.send(JSON.stringify({ op: Op.HeartbeatAck, d: null, s: null, t: null }));
        return;
      }
      case Op.Identify: {
        const identify = payload.d as { token?: string; intents?: number };
        this.identifies.push({ intents: identify.intents ?? 0 });
        if (identify.token !== this.#identity.token) {
          session.socket.close(AUTHENTICATION_FAILED, "Authentication failed.");
          return;
        }
        // A fresh session: none of the client's earlier ones will be resumed.
        for (const other of this.#sessions)
          if (other !== session && !isOpen(other)) this.#sessions.delete(other);
        session.identified = true;
        this.#send(session, "READY", this.#ready(session.id));
        return;
      }
      case Op.Resume:
        this.#resume(session, payload.d as { token?: string; session_id?: string; seq?: number });
        return;
      default:
        return;
    }
  }

  /** Moves a resumed session onto this connection and replays what its client missed. */
  #resume(connection: Session, resume: { token?: string; session_id?: string; seq?: number }) {
    const resumed = [...this.#sessions].find(
      (session) => session.id === resume.session_id && session.identified && !isOpen(session),
    );
    if (!resumed || resume.token !== this.#identity.token) {
      connection.socket.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
      return;
    }
    this.#sessions.delete(connection);
    resumed.socket = connection.socket;
    this.#sessionOf.set(connection.socket, resumed);
    for (const dispatch of resumed.sent.slice(resume.seq ?? 0)) resumed.socket.send(dispatch);
    this.#send(resumed, "RESUMED", null);
  }

  #ready(sessionId: string): Record<string, unknown> {
    const { botUser, applicationId, guildIds } = this.#identity;
    return {
      v: 10,
      user_settings: {},
      user: {
        id: botUser.id,
        username: botUser.username,
        global_name: null,
        discriminator: "0",
        avatar: null,
        bot: true,
        verified: true,
        mfa_enabled: false,
        flags: 0,
        email: null,
      },
      guilds: guildIds.map((id) => ({ id, unavailable: true })),
      session_id: sessionId,
      session_type: "normal",
      resume_gateway_url: this.#url,
      shard: [0, 1],
      application: { id: applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      geo_ordered_rtc_regions: ["fake"],
      guild_join_requests: [],
      auth: {},
      _trace: ['["gateway-fake",{}]'],
    };
  }
}

function isOpen(session: Session): boolean {
  return session.socket.readyState === session.socket.OPEN;
}
