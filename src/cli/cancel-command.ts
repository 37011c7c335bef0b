import { AskUserError } from "../core/errors.js";
import type { CliIo } from "./ask-command.js";
import { connectGateway, type GatewayFlags } from "./connect-gateway.js";

export interface CancelFlags extends GatewayFlags {
  reason?: string;
}

const REASONS = ["cancelled", "aborted"] as const;

/**
 * `ask-user cancel <id>`: ends a pending question as the agent would (`cancelled` by default,
 * `--reason aborted` for an aborted run) and prints its result JSON. Exit code 0 when it
 * cancelled; 1 when the question does not exist or had already ended (that result goes to
 * stderr), or on any other error.
 */
export async function runCancelCommand(
  ids: readonly string[],
  flags: CancelFlags,
  io: CliIo,
): Promise<number> {
  const [id, ...extra] = ids;
  if (id === undefined || id.trim() === "") throw new Error("cancel: expected a question id");
  if (extra.length > 0) throw new Error(`cancel: expected one question id, got ${ids.length}`);
  const reason = flags.reason ?? "cancelled";
  if (!REASONS.includes(reason as (typeof REASONS)[number]))
    throw new Error(`--reason: expected one of ${REASONS.join(", ")}, got "${reason}"`);
  const { client } = await connectGateway("agent", flags, io.env, { stderr: io.stderr });
  try {
    const result = await client.cancel(id, reason as (typeof REASONS)[number]);
    io.stdout(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AskUserError)) throw error;
    if (error.code === "not_found") {
      io.stderr(`ask-user: no question with id "${id}" (not_found)\n`);
      return 1;
    }
    if (error.code === "already_ended") {
      const { status, result } = error.details ?? {};
      io.stderr(
        `ask-user: question ${id} had already ended (status ${String(status)}): ${JSON.stringify(result)}\n`,
      );
      return 1;
    }
    throw error;
  }
}
