import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // These need the machine to themselves: `vitest.serial.config.ts` runs them afterwards.
    exclude: ["test/load/**", "test/cluster/**", "test/package/**", "**/node_modules/**"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
