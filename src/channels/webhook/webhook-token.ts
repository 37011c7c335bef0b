import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../core/index.js";

/**
 * Answer tokens: proof that a request may answer one question, for the webhook URL it was
 * sent to, and nothing else. Stateless: `<url, base64url>.<HMAC-SHA256 over question and
 * URL>`, keyed from the webhook secret, so any gateway on the same secret checks them; once
 * the question has ended a token answers nothing.
 */
export class AnswerTokens {
  readonly #key: Buffer;

  /** `secret`: the bytes of the Standard Webhooks secret. */
  constructor(secret: Uint8Array) {
    // A key of its own, so a token is never a signature of some webhook payload.
    this.#key = createHmac("sha256", secret).update("ask-user webhook answer token").digest();
  }

  issue(questionId: string, url: string): string {
    return `${Buffer.from(url).toString("base64url")}.${this.#mac(questionId, url)}`;
  }

  /** The webhook URL the token was issued for, if it was issued for this question. */
  check(questionId: string, token: string): string | undefined {
    const [encodedUrl, mac, ...rest] = token.split(".");
    if (encodedUrl === undefined || mac === undefined || rest.length > 0) return undefined;
    const url = Buffer.from(encodedUrl, "base64url").toString();
    return constantTimeEqual(mac, this.#mac(questionId, url)) ? url : undefined;
  }

  #mac(questionId: string, url: string): string {
    // The lengths make the pair unambiguous whatever either contains.
    return createHmac("sha256", this.#key)
      .update(`${questionId.length}:${questionId}:${url}`)
      .digest("base64url");
  }
}
