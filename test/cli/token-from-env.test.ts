import { describe, expect, it } from "vitest";
import { tokenFromEnv } from "../../src/cli/token-from-env.js";

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
