import type { PushDevices } from "../service/push-devices.js";
import type {
  ChannelDefinition,
  ChannelDescription,
  ChannelGateway,
  Environment,
} from "./channel-definition.js";
import type { ChannelSetup } from "./channel-registry.js";
import { discordChannel } from "./discord/discord-channel.js";
import { emailChannel } from "./email/email-channel.js";
import type { PushTuning } from "./push/push-channel.js";
import { DEFAULT_VAPID_SUBJECT, type PushConfig, readPushConfig } from "./push/push-config.js";
import { readPushEndpoint } from "./push/push-endpoint.js";
import type { RetryPolicy } from "./retry-policy.js";
import { slackChannel } from "./slack/slack-channel.js";
import { teamsChannel } from "./teams/teams-channel.js";
import { telegramChannel } from "./telegram/telegram-channel.js";
import { webhookChannel } from "./webhook/webhook-channel.js";
import { whatsappChannel } from "./whatsapp/whatsapp-channel.js";

/** Every channel this gateway can run; the one list to extend for a new platform. */
export const CHANNEL_DEFINITIONS = [
  telegramChannel,
  slackChannel,
  discordChannel,
  webhookChannel,
  emailChannel,
  teamsChannel,
  whatsappChannel,
] as const;

type Definition = (typeof CHANNEL_DEFINITIONS)[number];
type ConfigOf<D> = D extends ChannelDefinition<string, infer Config, unknown> ? Config : never;
type TuningOf<D> = D extends ChannelDefinition<string, unknown, infer Tuning> ? Tuning : never;

/**
 * Each configured channel's settings, under its name (`telegram`, `slack`, …), and Web Push's.
 * Push is always on and needs the gateway's store, so it is no definition: the gateway hands
 * its devices to `channelSetups`.
 */
export type ChannelConfigs = { [D in Definition as D["name"]]?: ConfigOf<D> } & {
  push?: PushConfig;
};
/** Test knobs per channel, under its name. */
export type ChannelTunings = { [D in Definition as D["name"]]?: TuningOf<D> } & {
  push?: PushTuning;
};

/** The definitions seen through their common shape, where name and settings are known to match. */
const definitions = CHANNEL_DEFINITIONS as readonly ChannelDefinition<string, unknown, unknown>[];

/** The settings of every channel the environment turns on, and Web Push's. */
export function readChannelConfigs(env: Environment): ChannelConfigs {
  const configs: Record<string, unknown> = { push: readPushConfig(env) };
  for (const definition of definitions) {
    const config = definition.readConfig(env);
    if (config !== undefined) configs[definition.name] = config;
  }
  return configs as ChannelConfigs;
}

/** One channel as `ask-user serve --check` shows it. */
export type ChannelStatus =
  | ({ name: string; on: true } & ChannelDescription)
  | {
      name: string;
      on: false;
      /** The variable that turns it on. */
      variable: string;
    };

/** Every channel, in catalog order, then Web Push: on or off, how it runs, what it lacks. */
export function describeChannels(
  configs: ChannelConfigs,
  gateway: { publicUrl: string | undefined },
): ChannelStatus[] {
  const byName = configs as Record<string, unknown>;
  const platforms = definitions.map((definition): ChannelStatus => {
    const config = byName[definition.name];
    return config === undefined
      ? { name: definition.name, on: false, variable: definition.environment[0] ?? "" }
      : { name: definition.name, on: true, ...definition.describe(config, gateway) };
  });
  const push = configs.push ?? { subject: DEFAULT_VAPID_SUBJECT };
  return [
    ...platforms,
    {
      name: "push",
      on: true,
      summary: `to every device that turned notifications on; VAPID keys ${push.vapidKeys ? "from ASK_USER_VAPID_PUBLIC_KEY and ASK_USER_VAPID_PRIVATE_KEY" : "generated once and kept in the store"}, contact ${push.subject}`,
      lacks:
        push.subject === DEFAULT_VAPID_SUBJECT
          ? [
              "no ASK_USER_VAPID_SUBJECT: a placeholder contact, which Apple's push service (iPhones) may refuse",
            ]
          : [],
    },
  ];
}

/**
 * The setups of the configured channels, in catalog order, then Web Push to `devices`. Each
 * channel's adapter and SDK are loaded here, and only those of the configured ones.
 */
export async function channelSetups(
  configs: ChannelConfigs,
  gateway: { devices: PushDevices; retry: RetryPolicy } & ChannelGateway,
  tunings: ChannelTunings = {},
): Promise<ChannelSetup[]> {
  const byName = configs as Record<string, unknown>;
  const tuningByName = tunings as Record<string, unknown>;
  const platforms = await Promise.all(
    definitions.flatMap((definition) => {
      const config = byName[definition.name];
      return config === undefined
        ? []
        : [definition.setup(config, tuningByName[definition.name], gateway)];
    }),
  );
  const { pushChannelSetup } = await import("./push/push-channel.js");
  const push = pushChannelSetup({
    config: configs.push ?? { subject: DEFAULT_VAPID_SUBJECT },
    devices: gateway.devices,
    retry: gateway.retry,
    ...(tunings.push === undefined ? {} : { tuning: tunings.push }),
  });
  return [...platforms, push];
}

/** Why a device's push endpoint is refused under these settings (`push-endpoint.ts`), if it is. */
export function pushEndpointProblem(
  endpoint: string,
  config: PushConfig | undefined,
): string | undefined {
  const read = readPushEndpoint(endpoint, config?.allowPrivate === true);
  return "problem" in read ? read.problem : undefined;
}
