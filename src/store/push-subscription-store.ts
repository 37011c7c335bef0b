/**
 * A browser's Web Push subscription (its `PushSubscription.toJSON()`), kept so questions reach
 * the device while the Control UI is closed. Tied to the human token that made it: after the
 * token changes, the device is no longer notified (it could not answer anyway).
 */
export interface PushSubscriptionRecord {
  /** The push service's URL for this device; unique, subscribing again replaces the record. */
  endpoint: string;
  /** The device's P-256 public key and auth secret (base64url), to encrypt payloads (RFC 8291). */
  keys: { p256dh: string; auth: string };
  /** A fingerprint of the human token that subscribed; "" on a gateway without tokens. */
  tokenFingerprint: string;
  /** What the device calls itself (from its browser), for the list of notified devices. */
  label?: string;
  createdAt: string;
}

/** The devices that get Web Push. */
export interface PushSubscriptionStore {
  /** Keeps a push subscription; the same endpoint again replaces it. True when it was new. */
  putPushSubscription(subscription: PushSubscriptionRecord): Promise<boolean>;
  /** Every push subscription in the order first put (a replacement keeps its place). */
  listPushSubscriptions(): Promise<PushSubscriptionRecord[]>;
  /** Removes the subscription of this endpoint; true only for the call that removed it. */
  deletePushSubscription(endpoint: string): Promise<boolean>;
}
