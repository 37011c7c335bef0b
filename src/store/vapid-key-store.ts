/** The gateway's VAPID key pair (RFC 8292), base64url: the P-256 public and private keys. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The gateway's one VAPID key pair, the same for every process on the store. */
export interface VapidKeyStore {
  /**
   * The gateway's VAPID keys: the stored pair, else `candidate`, stored first. Every caller,
   * also racing processes on a shared store, gets the same pair.
   */
  vapidKeys(candidate: VapidKeys): Promise<VapidKeys>;
}
