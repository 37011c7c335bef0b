import { describe, expect, it } from "vitest";
import { loadOptionalCode } from "../../src/core/optional-code.js";

describe("code that needs an optional package, loaded when it is configured", () => {
  it("names the missing package and the install line when its SDK is not installed", async () => {
    const missing = "@ask-user-test/no-such-sdk";
    const loading = loadOptionalCode("slack", [missing, "@slack/web-api"], () => import(missing));
    await expect(loading).rejects.toThrow(
      `slack: the package ${missing} is not installed; install it with: npm install ${missing} @slack/web-api`,
    );
  });

  it("passes any other failure on as it is", async () => {
    const broken = new Error("the adapter module threw while loading");
    await expect(
      loadOptionalCode("discord", ["discord.js"], () => Promise.reject(broken)),
    ).rejects.toBe(broken);
  });
});
