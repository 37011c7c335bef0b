import {
  type FieldIssue,
  formatFieldPath,
  HIDDEN_CHARACTERS_RULE,
  hasHiddenCharacters,
  readStrictObject,
} from "../core/index.js";
import type { ChannelRoute } from "../store/question-store.js";

/**
 * A channel a route may name. A `chatless` one reaches the human's own devices (push) and
 * takes no `chatId`: `{ "channel": "push" }`. One with an `address` reaches a destination that
 * is no chat, named under its own key: `{ "channel": "webhook", "url": "https://…" }`.
 */
export interface RoutableChannel {
  name: string;
  chatless: boolean;
  address?: RouteAddress;
}

/**
 * How a channel whose destination is no chat (a URL, a mail address) names it in a route. The
 * destination is kept as the route's `chatId`, which such a route also accepts (the stored
 * form); the API shows it under `field` again.
 */
export interface RouteAddress {
  /** The route's key for the destination, such as `url` or `to`. */
  field: string;
  /** The destination as kept, or the rule the value breaks (`expected an https URL`). */
  read(value: unknown): { address: string } | { problem: string };
}

/** Every key a channel's address goes by, for routes read before the channels are known. */
const ADDRESS_FIELDS = ["url", "to"];

/** At most this many chats per list, so one request cannot fan out without bound. */
export const MAX_ROUTES = 10;

/** Where a list of routes sits in a body, and what else in that body already names chats. */
export interface RoutesPlace {
  /** `["routes"]`, or `["steps", 1, "routes"]`. */
  path: readonly PropertyKey[];
  /** The rule a value that is no array breaks. */
  expected: string;
  /** Routes taken elsewhere in the body, by `routeKey`, each with the path of its owner. */
  taken?: ReadonlyMap<string, string>;
}

/** The identity of a route: its channel and chat. */
export function routeKey(route: ChannelRoute): string {
  return JSON.stringify([route.channel, route.chatId ?? null]);
}

/**
 * Reads a list of `{ channel, chatId }`, adding every broken rule to `issues` at its path.
 * `channels` are the ones a route may name; undefined before the channels are known (the
 * configured default plan), when names and chats are checked only for their form.
 */
export function readRoutes(
  value: unknown,
  channels: readonly RoutableChannel[] | undefined,
  issues: FieldIssue[],
  place: RoutesPlace,
): ChannelRoute[] | undefined {
  const listPath = formatFieldPath(place.path);
  if (!Array.isArray(value)) {
    issues.push({ path: listPath, message: place.expected });
    return undefined;
  }
  if (value.length > MAX_ROUTES)
    issues.push({
      path: listPath,
      message: `expected at most ${MAX_ROUTES} routes, got ${value.length}`,
    });
  const routes: ChannelRoute[] = [];
  const seen = new Set<string>();
  value.forEach((item, index) => {
    const path = formatFieldPath([...place.path, index]);
    const fields = readStrictObject(
      item,
      ["channel", "chatId", ...addressFields(channels)],
      issues,
      {
        path: [...place.path, index],
        expected: "expected an object { channel, chatId }",
      },
    );
    if (!fields) return;
    const route = readRoute(fields, channels, issues, path);
    if (!route) return;
    const key = routeKey(route);
    const owner = place.taken?.get(key);
    if (seen.has(key)) issues.push({ path, message: "repeats an earlier route" });
    else if (owner !== undefined) issues.push({ path, message: `repeats a route of ${owner}` });
    seen.add(key);
    routes.push(route);
  });
  return routes;
}

/** One route's channel and chat, or undefined when either breaks a rule. */
function readRoute(
  fields: Record<string, unknown>,
  channels: readonly RoutableChannel[] | undefined,
  issues: FieldIssue[],
  path: string,
): ChannelRoute | undefined {
  const { channel } = fields;
  // Before the channels are known, an address is checked for its form only, as a chat.
  const chatId = channels
    ? fields.chatId
    : [fields.chatId, ...ADDRESS_FIELDS.map((field) => fields[field])].find(
        (value) => value !== undefined,
      );
  const named = channels?.find((candidate) => candidate.name === channel);
  const name =
    typeof channel === "string" && channel.trim() !== "" && (!channels || named)
      ? channel
      : undefined;
  if (name === undefined) issues.push({ path: `${path}.channel`, message: channelRule(channels) });
  // Another channel's address key is no property of this channel's routes.
  const foreign = (field: string) => named !== undefined && field !== named.address?.field;
  for (const field of addressFields(channels))
    if (foreign(field) && fields[field] !== undefined)
      issues.push({ path: `${path}.${field}`, message: "unknown property" });
  // Whatever the channel, a chat or address with a control or invisible formatting character
  // may be another than it reads (`ada@example.com\u0000.evil.example`): refused before the
  // channel's own reader, which might strip or pass it. (A chatless channel takes no chat.)
  const destinations = named?.chatless
    ? []
    : ["chatId", ...addressFields(channels).filter((field) => !foreign(field))];
  const hidden = destinations.filter((field) => {
    const value = fields[field];
    return typeof value === "string" && hasHiddenCharacters(value);
  });
  for (const field of hidden)
    issues.push({ path: `${path}.${field}`, message: HIDDEN_CHARACTERS_RULE });
  if (hidden.length > 0) return undefined;
  if (named?.address) return readAddressed(fields, named, named.address, issues, path);
  if (named?.chatless) {
    if (chatId === undefined) return { channel: named.name };
    issues.push({
      path: `${path}.chatId`,
      message: `not taken: ${named.name} reaches every device the human turned it on for`,
    });
    return undefined;
  }
  // Before the channels are known, a route without a chat may be a chatless channel's.
  if (chatId === undefined && !channels) return name === undefined ? undefined : { channel: name };
  const chat = typeof chatId === "number" && Number.isInteger(chatId) ? String(chatId) : chatId;
  if (typeof chat !== "string" || chat.trim() === "" || chat.length > 256) {
    issues.push({
      path: `${path}.chatId`,
      message: "expected a non-blank string of at most 256 characters",
    });
    return undefined;
  }
  return name === undefined ? undefined : { channel: name, chatId: chat };
}

/** A route of a channel with an address: under its own key, or as `chatId` (the stored form). */
function readAddressed(
  fields: Record<string, unknown>,
  channel: RoutableChannel,
  address: RouteAddress,
  issues: FieldIssue[],
  path: string,
): ChannelRoute | undefined {
  const given = fields[address.field] ?? fields.chatId;
  if (fields[address.field] !== undefined && fields.chatId !== undefined) {
    issues.push({ path: `${path}.chatId`, message: `not taken along with ${address.field}` });
    return undefined;
  }
  const read = address.read(given);
  if ("problem" in read) {
    issues.push({ path: `${path}.${address.field}`, message: read.problem });
    return undefined;
  }
  return { channel: channel.name, chatId: read.address };
}

/** The keys channels with an address add to a route. */
function addressFields(channels: readonly RoutableChannel[] | undefined): string[] {
  if (!channels) return ADDRESS_FIELDS;
  return channels.flatMap((channel) => (channel.address ? [channel.address.field] : []));
}

/** A route as the API shows it: a channel with an address names it under its own key again. */
export function routeView(
  route: ChannelRoute,
  channels: readonly RoutableChannel[],
): Record<string, string> {
  const address = channels.find((channel) => channel.name === route.channel)?.address;
  if (!address || route.chatId === undefined) return { ...route };
  return { channel: route.channel, [address.field]: route.chatId };
}

function channelRule(channels: readonly RoutableChannel[] | undefined): string {
  if (!channels) return "expected a channel's name";
  return channels.length === 0
    ? "no channel is configured on this gateway"
    : `expected one of: ${channels.map((candidate) => candidate.name).join(", ")}`;
}
