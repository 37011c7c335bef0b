import { hasHiddenCharacters } from "../../core/index.js";
import type { RouteAddress } from "../../service/channel-routes.js";

/** One plain address: no display name, no list, no spaces; a dot in the domain. */
const ADDRESS = /^[^\s@,;<>"()[\]]+@[^\s@,;<>"()[\]]+\.[^\s@,;<>"()[\]]+$/u;

/**
 * A mail address as the gateway keeps it: trimmed, its domain lower-cased (the local part is
 * the receiving server's to interpret), or undefined when it is not one plain address. One with
 * a control or invisible formatting character is none: `ada@example.com\u0000.evil.example`
 * would be mailed to another domain once the NUL is dropped, and `\u202E` shows a domain
 * reversed.
 */
export function normalizeAddress(value: string): string | undefined {
  const text = value.trim();
  if (hasHiddenCharacters(text) || !ADDRESS.test(text)) return undefined;
  const at = text.lastIndexOf("@");
  return `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
}

/**
 * Whether two plain addresses name one mailbox, compared as mail servers do: the domain in any
 * letter case (DNS), and the local part too. RFC 5321 lets a server tell `Ada@` from `ada@`,
 * but mail servers practically never do, and senders' programs write the case as they please.
 */
export function sameMailbox(one: string, other: string): boolean {
  return one.toLowerCase() === other.toLowerCase();
}

/** A route's `to`: `{ "channel": "email", "to": "ada@example.com" }`. */
export const EMAIL_ROUTE_ADDRESS: RouteAddress = {
  field: "to",
  read(value) {
    const address = typeof value === "string" ? normalizeAddress(value) : undefined;
    return address === undefined
      ? { problem: "expected one mail address such as ada@example.com" }
      : { address };
  },
};
