import { constantTimeEqual } from "../core/index.js";
import { ROLES, type Role } from "./route-roles.js";

/** The bearer token of each role; a role without one is open. */
export type RoleTokens = Partial<Record<Role, string>>;

/** The tokens as configured: one shared token, and each role's own, which wins over it. */
export interface TokenSettings {
  /** `ASK_USER_TOKEN`: one token for agents and humans alike. */
  token?: string | undefined;
  /** `ASK_USER_AGENT_TOKEN`. */
  agentToken?: string | undefined;
  /** `ASK_USER_HUMAN_TOKEN`. */
  humanToken?: string | undefined;
  /** `ASK_USER_METRICS_TOKEN`; without it `/metrics` takes the agent's token. */
  metricsToken?: string | undefined;
}

/**
 * Each role's token: its own, else the shared one; metrics falls back to the agent's. Throws
 * when only one of agents and humans would be protected, which is almost always a mistake
 * that leaves answering (or asking) open.
 */
export function resolveRoleTokens(settings: TokenSettings): RoleTokens {
  const agent = settings.agentToken ?? settings.token;
  const human = settings.humanToken ?? settings.token;
  if (agent !== undefined && human === undefined)
    throw new Error(
      "ASK_USER_HUMAN_TOKEN: required when ASK_USER_AGENT_TOKEN is set (or set ASK_USER_TOKEN for both roles)",
    );
  if (human !== undefined && agent === undefined)
    throw new Error(
      "ASK_USER_AGENT_TOKEN: required when ASK_USER_HUMAN_TOKEN is set (or set ASK_USER_TOKEN for both roles)",
    );
  const metrics = settings.metricsToken ?? agent;
  return {
    ...(agent === undefined ? {} : { agent }),
    ...(human === undefined ? {} : { human }),
    ...(metrics === undefined ? {} : { metrics }),
  };
}

/** The roles whose token is `given`; every role is compared, each in constant time. */
export function rolesOfToken(given: string, tokens: RoleTokens): Role[] {
  const matches = ROLES.map((role) => {
    const expected = tokens[role];
    return expected !== undefined && constantTimeEqual(given, expected);
  });
  return ROLES.filter((_role, index) => matches[index]);
}
