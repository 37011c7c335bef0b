import { describe, expect, it } from "vitest";
import { readerTokenFromEnv, tokenFromEnv } from "../../src/cli/token-from-env.js";

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
