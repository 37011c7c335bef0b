import { AskUserError } from "../core/index.js";
import type { AskUserBackend } from "../mcp/ask-user-backend.js";

/**
 * A backend for when `ask-user mcp` has no gateway (its store would not open, its port is
 * taken): the MCP server still starts, and every `ask_user` call gets an error result that
 * says why, instead of the client seeing only a closed connection.
 */
export function failingBackend(problem: string): AskUserBackend {
  const fail = () => {
    throw new AskUserError("unavailable", `ask-user mcp has no gateway: ${problem}`);
  };
  return {
    createQuestion: async () => fail(),
    waitForResult: async () => fail(),
    abort: async () => {},
  };
}
