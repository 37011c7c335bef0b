import type { ChannelAdapter } from "./channel-adapter.js";

/** One channel as configured: its adapter, default chats and who may answer there. */
export interface ChannelSetup {
  adapter: ChannelAdapter;
  /** Where questions of sessions without their own routes go. */
  defaultChatIds: readonly string[];
  /** User ids that may answer; empty means anyone in a routed chat. */
  allowedUsers: readonly string[];
  /**
   * Whether sessions without routes also go to this chatless channel now, as a courtesy whose
   * failure never ends a question (push, once a device has notifications on: the Control UI
   * shows the question anyway).
   */
  notifiesByDefault?: () => Promise<boolean>;
}

/** The configured channels by name. */
export class ChannelRegistry {
  readonly #channels = new Map<string, ChannelSetup>();

  constructor(channels: readonly ChannelSetup[] = []) {
    for (const channel of channels) this.register(channel);
  }

  register(channel: ChannelSetup): void {
    const name = channel.adapter.name;
    if (this.#channels.has(name)) throw new Error(`channel "${name}" is registered twice`);
    this.#channels.set(name, channel);
  }

  get(name: string): ChannelSetup | undefined {
    return this.#channels.get(name);
  }

  all(): ChannelSetup[] {
    return [...this.#channels.values()];
  }
}
