import { type FieldIssue, formatFieldPath, readStrictObject } from "../core/index.js";
import type { ChannelRoute } from "../store/question-store.js";

/**
 * A channel a route may name. A `chatless` one reaches the human's own devices (push) and
 * takes no `chatId`: `{ "channel": "push" }`.
 */
export interface RoutableChannel {
  name: string;
  chatless: boolean;
}

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
    const fields = readStrictObject(item, ["channel", "chatId"], issues, {
      path: [...place.path, index],
      expected: "expected an object { channel, chatId }",
    });
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
  const { channel, chatId } = fields;
  const named = channels?.find((candidate) => candidate.name === channel);
  const name =
    typeof channel === "string" && channel.trim() !== "" && (!channels || named)
      ? channel
      : undefined;
  if (name === undefined) issues.push({ path: `${path}.channel`, message: channelRule(channels) });
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

function channelRule(channels: readonly RoutableChannel[] | undefined): string {
  if (!channels) return "expected a channel's name";
  return channels.length === 0
    ? "no channel is configured on this gateway"
    : `expected one of: ${channels.map((candidate) => candidate.name).join(", ")}`;
}
