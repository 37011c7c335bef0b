type Env = Record<string, string | undefined>;

const ROLE_VARIABLE = { agent: "ASK_USER_AGENT_TOKEN", human: "ASK_USER_HUMAN_TOKEN" } as const;

/**
 * The token a command sends: its role's own (`ASK_USER_AGENT_TOKEN` for ask and mcp,
 * `ASK_USER_HUMAN_TOKEN` for answer), else the shared `ASK_USER_TOKEN`.
 */
export function tokenFromEnv(role: keyof typeof ROLE_VARIABLE, env: Env): { token?: string } {
  const token = env[ROLE_VARIABLE[role]] || env.ASK_USER_TOKEN;
  return token ? { token } : {};
}
