import { describe, expect, it } from "vitest";
import { ChannelDeliveryError } from "../../src/channels/channel-adapter.js";
import { connectionFailureText } from "../../src/channels/connection-failure.js";
import { errorCode, errorLogFields } from "../../src/channels/error-text.js";

/** A socket error as Node raises it: a message and a code. */
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 10.0.0.1:8080`), { code });

describe("connectionFailureText", () => {
  it.each([
    ["ECONNREFUSED", "connection refused by hooks.example:8080"],
    ["ENOTFOUND", "could not look up hooks.example"],
    ["EAI_AGAIN", "could not look up hooks.example"],
    ["EHOSTUNREACH", "no route to hooks.example:8080"],
    ["ECONNRESET", "hooks.example:8080 closed the connection before answering"],
    ["ETIMEDOUT", "the connection to hooks.example:8080 timed out"],
    ["DEPTH_ZERO_SELF_SIGNED_CERT", "hooks.example:8080's TLS certificate was not accepted"],
    ["ERR_TLS_CERT_ALTNAME_INVALID", "hooks.example:8080's TLS certificate was not accepted"],
    ["UNABLE_TO_VERIFY_LEAF_SIGNATURE", "hooks.example:8080's TLS certificate was not accepted"],
    ["EPROTO", "the TLS handshake with hooks.example:8080 failed"],
    ["EWHATEVER", "could not reach hooks.example:8080"],
  ])("says %s in words, without the code", (code, text) => {
    const said = connectionFailureText(socketError(code), "https://hooks.example:8080/ask");
    expect(said).toBe(text);
    expect(said).not.toContain(code);
  });

  it("names the host without its default port, and copes with an error without a code", () => {
    expect(connectionFailureText(socketError("ECONNREFUSED"), "https://hooks.example/ask")).toBe(
      "connection refused by hooks.example",
    );
    expect(connectionFailureText(new Error("socket hang up"), "http://hooks.example/")).toBe(
      "could not reach hooks.example",
    );
  });
});

describe("errorCode and errorLogFields", () => {
  it("find the code on the failure or along its causes, for the log", () => {
    const wrapped = new ChannelDeliveryError("connection refused by hooks.example", {
      cause: socketError("ECONNREFUSED"),
    });
    expect(errorCode(wrapped)).toBe("ECONNREFUSED");
    expect(errorLogFields(wrapped)).toEqual({
      error: "connection refused by hooks.example",
      code: "ECONNREFUSED",
    });
    expect(errorLogFields(new Error("no code"))).toEqual({ error: "no code" });
    expect(errorCode("a string")).toBeUndefined();
  });

  it("stops on a chain of causes that loops", () => {
    const looping: Error = new Error("a");
    looping.cause = looping;
    expect(errorCode(looping)).toBeUndefined();
  });
});
