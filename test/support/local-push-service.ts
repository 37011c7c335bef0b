import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { DEFAULT_VAPID_SUBJECT, type PushConfig } from "../../src/channels/push/push-config.js";

const CERTIFICATE = readFileSync(new URL("./push-service-cert.pem", import.meta.url));
const PRIVATE_KEY = readFileSync(new URL("./push-service-key.pem", import.meta.url));

/**
 * The push settings of a gateway that sends to this service: on 127.0.0.1 it is a private
 * address, reached only with `ASK_USER_PUSH_ALLOW_PRIVATE=1`.
 */
export const LOOPBACK_PUSH: PushConfig = { subject: DEFAULT_VAPID_SUBJECT, allowPrivate: true };

/** One message the push service accepted: checked, decrypted, with its RFC 8030 headers. */
export interface ReceivedPush {
  deviceId: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID key the message was signed with (the JWT's `k`). */
  vapidKey: string;
  /** The JWT's `sub`. */
  subject: string;
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A Web Push service on 127.0.0.1 over HTTPS, as browsers' vendors run them: each device gets an
 * endpoint; each message must carry a valid VAPID JWT (RFC 8292) for the endpoint's origin and
 * decrypt (RFC 8291 aes128gcm) with the keys only the device holds. A device can be told to
 * answer with another status (410 gone, 500, 429) for its next messages.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** Messages refused, with why: a test expects none unless it sends bad ones. */
  readonly refused: Array<{ deviceId: string; status: number; reason: string }> = [];
  readonly #devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answers: number[] }
  >();
  readonly #server: Server;
  #origin = "";
  #waiters: Array<() => void> = [];

  private constructor() {
    this.#server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const { status, reason } = this.#take(request.url ?? "", request.headers, chunks);
        if (status !== 201)
          this.refused.push({ deviceId: deviceIdOf(request.url), status, reason });
        response.writeHead(status, status === 429 ? { "retry-after": "0" } : {});
        response.end(reason);
        for (const wake of this.#waiters.splice(0)) wake();
      });
    });
  }

  static async start(): Promise<LocalPushService> {
    const service = new LocalPushService();
    await new Promise<void>((resolve) => service.#server.listen(0, "127.0.0.1", resolve));
    service.#origin = `https://127.0.0.1:${(service.#server.address() as AddressInfo).port}`;
    return service;
  }

  /** What the gateway needs to reach this service: an agent trusting its certificate. */
  agent(): Agent {
    return new Agent({ ca: CERTIFICATE });
  }

  /** A new device's subscription, with fresh keys only this service (the "browser") holds. */
  subscribe(deviceId = randomBytes(6).toString("hex")): DeviceSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.#devices.set(deviceId, { ecdh, auth, answers: [] });
    return {
      endpoint: `${this.#origin}/push/${deviceId}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    };
  }

  /** The device's next messages get these statuses, one each, before 201s again. */
  answerNext(deviceId: string, ...statuses: number[]): void {
    this.#device(deviceId).answers.push(...statuses);
  }

  /** Waits until `count` messages were accepted for the device. */
  async receivedFor(deviceId: string, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.received.filter((push) => push.deviceId === deviceId);
      if (mine.length >= count) return mine;
      if (Date.now() > deadline)
        throw new Error(`${deviceId}: ${mine.length} of ${count} pushes after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #device(deviceId: string) {
    const device = this.#devices.get(deviceId);
    if (!device) throw new Error(`no device ${deviceId}`);
    return device;
  }

  #take(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    chunks: Buffer[],
  ): { status: number; reason: string } {
    const deviceId = deviceIdOf(url);
    const device = this.#devices.get(deviceId);
    if (!device) return { status: 404, reason: "no such subscription" };
    const scripted = device.answers.shift();
    if (scripted !== undefined) return { status: scripted, reason: "scripted" };
    const vapid = checkVapid(String(headers.authorization ?? ""), this.#origin);
    if (typeof vapid === "string") return { status: 401, reason: vapid };
    if (headers["content-encoding"] !== "aes128gcm")
      return { status: 400, reason: `content-encoding ${headers["content-encoding"]}` };
    const ttl = Number(headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return { status: 400, reason: "TTL missing" };
    let plaintext: string;
    try {
      plaintext = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth);
    } catch (error) {
      return { status: 400, reason: `cannot decrypt: ${String(error)}` };
    }
    this.received.push({
      deviceId,
      payload: JSON.parse(plaintext),
      ttl,
      urgency: headers.urgency as string | undefined,
      topic: headers.topic as string | undefined,
      vapidKey: vapid.key,
      subject: vapid.subject,
    });
    return { status: 201, reason: "" };
  }
}

function deviceIdOf(url: string | undefined): string {
  return (url ?? "").replace(/^\/push\//, "");
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT ES256-signed by k, for this origin, unexpired. */
function checkVapid(
  authorization: string,
  origin: string,
): { key: string; subject: string } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) return `not a VAPID authorization: ${authorization}`;
  const [, token = "", key = ""] = match;
  const [header = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the JWT's signature does not match k";
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString());
  const body = JSON.parse(Buffer.from(claims, "base64url").toString());
  if (alg !== "ES256") return `alg ${alg}`;
  if (body.aud !== origin) return `aud ${body.aud}, expected ${origin}`;
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) return `exp ${body.exp}`;
  if (!/^(mailto:|https:)/.test(body.sub ?? "")) return `sub ${body.sub}`;
  return { key, subject: body.sub };
}

/** RFC 8291 with RFC 8188's aes128gcm, one record: what a browser does with a push. */
function decryptAes128gcm(
  body: Buffer,
  device: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const hmac = (key: Buffer, ...data: Buffer[]) =>
    createHmac("sha256", key).update(Buffer.concat(data)).digest();
  const sharedSecret = device.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1]));
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1]));
  const decipher = createDecipheriv(
    "aes-128-gcm",
    contentKey.subarray(0, 16),
    nonce.subarray(0, 12),
  );
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
