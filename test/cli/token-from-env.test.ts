import { describe, expect, it } from "vitest";
import { readerTokenFromEnv, tokenFrom, tokenFromEnv } from "../../src/cli/token-from-env.js";

describe("tokenFromEnv", () => {
  it("takes the role's own token first, then ASK_USER_TOKEN, and nothing for empty values", () => {
    const env = {
      ASK_USER_TOKEN: "shared",
      ASK_USER_AGENT_TOKEN: "agent",
      ASK_USER_HUMAN_TOKEN: "human",
    };
    expect(tokenFromEnv("agent", env)).toEqual({ token: "agent" });
    expect(tokenFromEnv("human", env)).toEqual({ token: "human" });
    expect(tokenFromEnv("agent", { ASK_USER_TOKEN: "shared", ASK_USER_AGENT_TOKEN: "" })).toEqual({
      token: "shared",
    });
    expect(tokenFromEnv("human", { ASK_USER_AGENT_TOKEN: "agent" })).toEqual({});
  });
});

describe("readerTokenFromEnv (list: either role may read)", () => {
  it("takes the agent's token, else the human's, else ASK_USER_TOKEN", () => {
    const all = {
      ASK_USER_TOKEN: "shared",
      ASK_USER_AGENT_TOKEN: "agent",
      ASK_USER_HUMAN_TOKEN: "human",
    };
    expect(readerTokenFromEnv(all)).toEqual({ token: "agent" });
    expect(readerTokenFromEnv({ ...all, ASK_USER_AGENT_TOKEN: "" })).toEqual({ token: "human" });
    expect(readerTokenFromEnv({ ASK_USER_TOKEN: "shared" })).toEqual({ token: "shared" });
    expect(readerTokenFromEnv({})).toEqual({});
  });
});

describe("tokenFrom (--token beside the environment)", () => {
  const env = { ASK_USER_TOKEN: "shared", ASK_USER_HUMAN_TOKEN: "human" };

  it("takes --token over every variable, for every role", () => {
    for (const role of ["agent", "human", "reader"] as const)
      expect(tokenFrom(role, "flag", env)).toEqual({ token: "flag" });
  });

  it("without --token, reads the role's variables as before", () => {
    expect(tokenFrom("agent", undefined, env)).toEqual({ token: "shared" });
    expect(tokenFrom("human", undefined, env)).toEqual({ token: "human" });
    expect(tokenFrom("reader", undefined, env)).toEqual({ token: "human" });
    expect(tokenFrom("reader", undefined, {})).toEqual({});
  });

  it("refuses an empty --token rather than sending none", () => {
    expect(() => tokenFrom("agent", " ", env)).toThrow("--token: expected a token");
  });
});
