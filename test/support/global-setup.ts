import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Child-process tests run the built CLI; fail early and clearly when it is missing. */
export default function checkBuild(): void {
  const cli = fileURLToPath(new URL("../../dist/bin/ask-user.js", import.meta.url));
  if (!existsSync(cli))
    throw new Error(`${cli} is missing: run "npm run build" first (npm test does)`);
}
