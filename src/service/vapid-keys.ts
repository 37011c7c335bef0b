import { toBase64Url } from "../core/index.js";
import type { VapidKeys } from "../store/question-store.js";

/**
 * A new VAPID key pair (RFC 8292): P-256, the public key as the uncompressed point and the
 * private key as the scalar, both base64url, the form push services and browsers take. Web
 * Crypto, so the service stays free of Node's own modules.
 */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (d === undefined) throw new Error("the generated VAPID key has no private scalar");
  return { publicKey: toBase64Url(publicKey), privateKey: d };
}
