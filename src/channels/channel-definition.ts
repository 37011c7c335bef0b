import type { ChannelSetup } from "./channel-registry.js";

/** The process environment, or a test's stand-in for it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * One chat platform as the gateway learns of it: the variables it reads, its settings, and
 * how it is set up. Each channel folder exports one; `channel-catalog.ts` lists them, so
 * adding a channel touches neither the configuration nor the gateway's wiring.
 */
export interface ChannelDefinition<Name extends string, Config, Tuning> {
  /** The route's `channel` and the surface its answers are credited to. */
  readonly name: Name;
  /** Every environment variable it reads; the first one turns it on. */
  readonly environment: readonly string[];
  /** Its settings when it is turned on, else undefined; throws naming the variable and rule. */
  readConfig(env: Environment): Config | undefined;
  /**
   * Its adapter, default chats and allow-list; `tuning` lets tests poll faster, say. The
   * adapter and its platform's SDK are imported here, so a channel that is not configured
   * costs nothing to load.
   */
  setup(config: Config, tuning: Tuning | undefined, gateway: ChannelGateway): Promise<ChannelSetup>;
  /** For `ask-user serve --check`: how it runs with these settings and what it still lacks. */
  describe(config: Config, gateway: { publicUrl: string | undefined }): ChannelDescription;
}

/** What `ask-user serve --check` says of a channel that is on; never a secret's value. */
export interface ChannelDescription {
  /** How it runs, in a few words: `long polling, 2 default chats, 1 may answer`. */
  summary: string;
  /** What it still lacks, each with what follows: `no ASK_USER_SLACK_APP_TOKEN: HTTP mode, …`. */
  lacks: string[];
}

/** What a channel may know of the gateway it runs in. */
export interface ChannelGateway {
  /**
   * Where humans reach the gateway (`ASK_USER_PUBLIC_URL`, else where it listens), without a
   * trailing slash, for links in what a channel sends: `${publicUrl()}/channels/…`.
   */
  publicUrl(): string;
}
