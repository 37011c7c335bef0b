import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../core/index.js";

/** What a link answers: an option by its index, the human's own words, or Skip. */
export type LinkAction = number | "other" | "skip";

/** What a signed link names; the signature covers all of it. */
export interface LinkClaims {
  questionId: string;
  /** The address the mail went to: the route's chat, and who answers with the link. */
  recipient: string;
  action: LinkAction;
  /** The question's deadline (ms since the epoch): past it the link answers nothing. */
  expiresAt: number;
}

/**
 * One-click answer links, stateless so that any gateway of a cluster, and one restarted, reads
 * them: the claims as base64url JSON, a dot, and their HMAC-SHA256 under the link secret.
 * Single use follows from the question ending at its first answer.
 */
export class LinkSigner {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  sign(claims: LinkClaims): string {
    const body = Buffer.from(
      JSON.stringify([claims.questionId, claims.recipient, claims.action, claims.expiresAt]),
    ).toString("base64url");
    return `${body}.${this.#mac(body)}`;
  }

  /** The claims of a token signed with this secret, else undefined (forged, altered, cut). */
  read(token: string): LinkClaims | undefined {
    const [body, mac, ...rest] = token.split(".");
    if (body === undefined || mac === undefined || rest.length > 0) return undefined;
    if (!constantTimeEqual(mac, this.#mac(body))) return undefined;
    try {
      const [questionId, recipient, action, expiresAt] = JSON.parse(
        Buffer.from(body, "base64url").toString("utf8"),
      ) as unknown[];
      if (typeof questionId !== "string" || typeof recipient !== "string") return undefined;
      if (typeof expiresAt !== "number" || !isAction(action)) return undefined;
      return { questionId, recipient, action, expiresAt };
    } catch {
      return undefined;
    }
  }

  #mac(body: string): string {
    return createHmac("sha256", this.#secret).update(body).digest("base64url");
  }
}

function isAction(value: unknown): value is LinkAction {
  return value === "other" || value === "skip" || (Number.isInteger(value) && Number(value) >= 0);
}
