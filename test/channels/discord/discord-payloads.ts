/**
 * Inbound payloads shaped as Discord sends them: a user's message (MESSAGE_CREATE), a button
 * click and a modal's submission (INTERACTION_CREATE, or the body of an HTTP interaction).
 */

/** A Discord message as the REST API returns it and the Gateway dispatches it. */
export interface DiscordMessage {
  id: string;
  channel_id: string;
  guild_id?: string;
  type: number;
  content: string;
  author: Record<string, unknown> & { id: string; bot?: boolean };
  components: Array<{ type: number; components: Array<Record<string, unknown>> }>;
  flags: number;
  message_reference?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Where a payload happens: a server channel (with its guild) or a DM channel. */
export interface Place {
  channelId: string;
  guildId?: string;
}

export const MESSAGE_TYPE_DEFAULT = 0;
export const MESSAGE_TYPE_REPLY = 19;
const INTERACTION_MESSAGE_COMPONENT = 3;
const INTERACTION_MODAL_SUBMIT = 5;
const COMPONENT_BUTTON = 2;
const COMPONENT_TEXT_INPUT = 4;
const COMPONENT_LABEL = 18;

export function discordUser(id: string, bot = false): Record<string, unknown> & { id: string } {
  return {
    id,
    username: bot ? "ask-user" : `user${id.slice(-4)}`,
    global_name: bot ? null : `User ${id.slice(-4)}`,
    discriminator: "0",
    avatar: null,
    public_flags: 0,
    flags: 0,
    avatar_decoration_data: null,
    primary_guild: null,
    collectibles: null,
    ...(bot ? { bot: true } : {}),
  };
}

function guildMember(user: Record<string, unknown>): Record<string, unknown> {
  return {
    user,
    roles: [],
    premium_since: null,
    pending: false,
    nick: null,
    mute: false,
    deaf: false,
    joined_at: "2024-01-01T00:00:00.000000+00:00",
    flags: 0,
    communication_disabled_until: null,
    avatar: null,
    banner: null,
    permissions: "2248473465835073",
  };
}

/** A message as Discord stores it, for the REST answer and the dispatch alike. */
export function messageObject(fields: {
  id: string;
  place: Place;
  author: Record<string, unknown> & { id: string; bot?: boolean };
  content: string;
  components?: DiscordMessage["components"];
  flags?: number;
  replyTo?: DiscordMessage;
  /** When it was sent (ms); now by default. */
  writtenAt?: number;
}): DiscordMessage {
  const { id, place, author, content, replyTo } = fields;
  return {
    type: replyTo ? MESSAGE_TYPE_REPLY : MESSAGE_TYPE_DEFAULT,
    content,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    timestamp: new Date(fields.writtenAt ?? Date.now()).toISOString(),
    edited_timestamp: null,
    flags: fields.flags ?? 0,
    components: fields.components ?? [],
    id,
    channel_id: place.channelId,
    author,
    pinned: false,
    mention_everyone: false,
    tts: false,
    ...(place.guildId === undefined ? {} : { guild_id: place.guildId }),
    ...(replyTo
      ? {
          message_reference: {
            type: 0,
            channel_id: place.channelId,
            message_id: replyTo.id,
            ...(place.guildId === undefined ? {} : { guild_id: place.guildId }),
          },
          referenced_message: replyTo,
        }
      : {}),
  };
}

/**
 * MESSAGE_CREATE's data for a message: in a server it also carries the author's member
 * properties (without the user, which is the author).
 */
export function messageCreate(message: DiscordMessage): Record<string, unknown> {
  const { user: _user, ...member } = guildMember(message.author);
  return {
    ...message,
    nonce: String(Date.now()),
    ...(message.guild_id === undefined ? {} : { member }),
  };
}

interface InteractionBase {
  id: string;
  token: string;
  applicationId: string;
  place: Place;
  userId: string;
  message: DiscordMessage;
}

/** What every interaction carries: who (a member in a server, a user in a DM) and where. */
function interactionEnvelope(base: InteractionBase, type: number): Record<string, unknown> {
  const { place, userId } = base;
  const user = discordUser(userId);
  return {
    app_permissions: "562949953601536",
    application_id: base.applicationId,
    attachment_size_limit: 10485760,
    authorizing_integration_owners: place.guildId ? { "0": place.guildId } : { "1": userId },
    channel: place.guildId
      ? { id: place.channelId, type: 0, guild_id: place.guildId, name: "questions", flags: 0 }
      : { id: place.channelId, type: 1, flags: 0, recipients: [user] },
    channel_id: place.channelId,
    context: place.guildId ? 0 : 1,
    entitlement_sku_ids: [],
    entitlements: [],
    id: base.id,
    locale: "en-US",
    message: base.message,
    token: base.token,
    type,
    version: 1,
    ...(place.guildId
      ? { guild_id: place.guildId, guild_locale: "en-US", member: guildMember(user) }
      : { user }),
  };
}

export function buttonClick(base: InteractionBase, customId: string): Record<string, unknown> {
  return {
    ...interactionEnvelope(base, INTERACTION_MESSAGE_COMPONENT),
    data: { component_type: COMPONENT_BUTTON, custom_id: customId, id: 1 },
  };
}

/** A modal's submission: each text input inside the Label it was shown in. */
export function modalSubmit(
  base: InteractionBase,
  customId: string,
  values: Record<string, string>,
): Record<string, unknown> {
  return {
    ...interactionEnvelope(base, INTERACTION_MODAL_SUBMIT),
    data: {
      custom_id: customId,
      components: Object.entries(values).map(([inputId, value], index) => ({
        type: COMPONENT_LABEL,
        id: index * 2 + 1,
        component: { type: COMPONENT_TEXT_INPUT, id: index * 2 + 2, custom_id: inputId, value },
      })),
    },
  };
}
