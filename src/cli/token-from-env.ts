type Env = Record<string, string | undefined>;

const ROLE_VARIABLE = { agent: "ASK_USER_AGENT_TOKEN", human: "ASK_USER_HUMAN_TOKEN" } as const;

/**
 * The token a command sends: its role's own (`ASK_USER_AGENT_TOKEN` for ask, mcp and cancel,
 * `ASK_USER_HUMAN_TOKEN` for answer), else the shared `ASK_USER_TOKEN`.
 */
export function tokenFromEnv(role: keyof typeof ROLE_VARIABLE, env: Env): { token?: string } {
  const token = env[ROLE_VARIABLE[role]] || env.ASK_USER_TOKEN;
  return token ? { token } : {};
}

/**
 * For reads either role may make (`list`): the agent's token, else the human's, else the shared
 * one, so an operator who holds only the human token can list too.
 */
export function readerTokenFromEnv(env: Env): { token?: string } {
  const token = env.ASK_USER_AGENT_TOKEN || env.ASK_USER_HUMAN_TOKEN || env.ASK_USER_TOKEN;
  return token ? { token } : {};
}

/** Whose token a command sends: `reader` is either role's (`list`). */
export type TokenRole = keyof typeof ROLE_VARIABLE | "reader";

/**
 * `--token` when given (it wins over the environment; an empty one is refused rather than
 * silently sending none), else the role's token from the environment.
 */
export function tokenFrom(role: TokenRole, flag: string | undefined, env: Env): { token?: string } {
  if (flag !== undefined) {
    if (flag.trim() === "") throw new Error("--token: expected a token, got an empty value");
    return { token: flag };
  }
  return role === "reader" ? readerTokenFromEnv(env) : tokenFromEnv(role, env);
}
