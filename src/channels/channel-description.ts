// Phrases `ask-user serve --check` shares between channels (see `ChannelDefinition.describe`).

/** `1 default chat`, `2 default chats`, `no default chat`. */
export function counted(count: number, noun: string): string {
  return `${count === 0 ? "no" : count} ${noun}${count === 1 ? "" : "s"}`;
}

/** How many default destinations and how many may answer, as the summary's tail. */
export function routeSummary(destinations: number, noun: string, allowed: number): string {
  return `${counted(destinations, `default ${noun}`)}${allowed === 0 ? "" : `, ${allowed} allowed to answer`}`;
}

/** What a channel without default destinations leaves to the sessions. */
export function noDefaultRoute(variable: string): string {
  return `no ${variable}: only sessions with routes of their own (or ASK_USER_PLAN) reach it`;
}

/** What a channel without an allow-list lets happen. */
export function noAllowList(variable: string, who: string): string {
  return `no ${variable}: ${who} may answer`;
}

/** Where a platform reaches the gateway: under the public URL when one is set. */
export function publicPath(publicUrl: string | undefined, path: string): string {
  return `${publicUrl ?? ""}${path}`;
}
