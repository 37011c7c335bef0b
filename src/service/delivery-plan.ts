import { type FieldIssue, formatFieldPath, readStrictObject } from "../core/index.js";
import type { ChannelRoute, DeliveryPlan, DeliveryPlanStep } from "../store/question-store.js";

export type { ChannelRoute, DeliveryPlan };

import { type RoutableChannel, readRoutes, routeKey } from "./channel-routes.js";

/** At most this many steps, so a plan stays a short escalation rather than a schedule. */
export const MAX_PLAN_STEPS = 10;

/** The longest delay of a step: a day, well past the hour a question waits at most. */
export const MAX_STEP_DELAY_SECONDS = 86_400;

/**
 * Reads a plan body `{ "steps": [...] }`, adding every broken rule to `issues` at its field
 * path. `channels` are the ones a route may name; undefined before the channels are known.
 */
export function readPlan(
  body: unknown,
  channels: readonly RoutableChannel[] | undefined,
  issues: FieldIssue[],
): DeliveryPlan | undefined {
  const fields = readStrictObject(body, ["steps"], issues, {
    expected: "expected an object { steps }",
  });
  if (!fields) return undefined;
  const steps = readSteps(fields.steps, channels, issues);
  return steps && { steps };
}

/**
 * Reads the `steps` of a plan: 1 to 10, delays strictly increasing, no chat named twice. A step
 * sends to `routes` (optional with `remind`), and with `remind: true` reminds where the prompt
 * already is; a reminder at 0 s would have nothing to remind of.
 */
export function readSteps(
  value: unknown,
  channels: readonly RoutableChannel[] | undefined,
  issues: FieldIssue[],
): DeliveryPlanStep[] | undefined {
  const count = `1 to ${MAX_PLAN_STEPS} steps`;
  if (!Array.isArray(value)) {
    issues.push({
      path: "steps",
      message: `expected an array of ${count} { afterSeconds, routes, remind }`,
    });
    return undefined;
  }
  if (value.length === 0 || value.length > MAX_PLAN_STEPS)
    issues.push({ path: "steps", message: `expected ${count}, got ${value.length}` });
  const steps: DeliveryPlanStep[] = [];
  // The chats earlier steps named, each with its step: a chat gets a question once.
  const taken = new Map<string, string>();
  let previous: { afterSeconds: number; path: string } | undefined;
  value.forEach((item, index) => {
    const path = ["steps", index];
    const fields = readStrictObject(item, ["afterSeconds", "routes", "remind"], issues, {
      path,
      expected: "expected an object { afterSeconds, routes, remind }",
    });
    if (!fields) return;
    const afterSeconds = readDelay(fields.afterSeconds, previous, issues, [
      ...path,
      "afterSeconds",
    ]);
    const remind = readRemind(fields.remind, afterSeconds, issues, [...path, "remind"]);
    // A reminder alone adds no chat: its routes may be left out.
    const routes =
      remind && fields.routes === undefined
        ? []
        : readRoutes(fields.routes, channels, issues, {
            path: [...path, "routes"],
            expected: "expected an array of { channel, chatId } ([] for no chat at this time)",
            taken,
          });
    const stepPath = formatFieldPath(path);
    if (afterSeconds !== undefined) previous = { afterSeconds, path: stepPath };
    for (const route of routes ?? [])
      if (!taken.has(routeKey(route))) taken.set(routeKey(route), stepPath);
    if (routes !== undefined && afterSeconds !== undefined)
      steps.push({ afterSeconds, routes, ...(remind ? { remind } : {}) });
  });
  return steps;
}

/** A step's `remind`: a boolean (absent: false), and never at the ask, before any prompt is out. */
function readRemind(
  value: unknown,
  afterSeconds: number | undefined,
  issues: FieldIssue[],
  path: readonly PropertyKey[],
): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") {
    issues.push({ path: formatFieldPath(path), message: "expected true or false" });
    return false;
  }
  if (value && afterSeconds === 0) {
    issues.push({
      path: formatFieldPath(path),
      message: "expected false at afterSeconds 0: no prompt is out yet to remind of",
    });
    return false;
  }
  return value;
}

/** A step's delay: whole seconds within a day, after the delay of the step before. */
function readDelay(
  value: unknown,
  previous: { afterSeconds: number; path: string } | undefined,
  issues: FieldIssue[],
  path: readonly PropertyKey[],
): number | undefined {
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > MAX_STEP_DELAY_SECONDS
  ) {
    issues.push({
      path: formatFieldPath(path),
      message: `expected a whole number from 0 to ${MAX_STEP_DELAY_SECONDS}`,
    });
    return undefined;
  }
  if (previous && value <= previous.afterSeconds) {
    issues.push({
      path: formatFieldPath(path),
      message: `expected more than ${previous.afterSeconds}, the delay of ${previous.path}`,
    });
    return undefined;
  }
  return value;
}

/** The routes of a plan's step at the ask; [] when its first step comes later. */
export function routesAtAsk(plan: DeliveryPlan): ChannelRoute[] {
  return plan.steps.find((step) => step.afterSeconds === 0)?.routes ?? [];
}

/** A plan that sends to `routes` at the ask and nowhere later: what the routes API sets. */
export function planOfRoutes(routes: ChannelRoute[]): DeliveryPlan {
  return { steps: [{ afterSeconds: 0, routes }] };
}

/**
 * Reads a plan the operator configured, or throws one line naming `setting` and every broken
 * rule (`ASK_USER_PLAN: steps[1].afterSeconds: expected …`): a bad default refuses the start.
 */
export function requireConfiguredPlan(
  body: unknown,
  channels: readonly RoutableChannel[] | undefined,
  setting: string,
): DeliveryPlan {
  const issues: FieldIssue[] = [];
  const plan = readPlan(body, channels, issues);
  if (!plan || issues.length > 0)
    throw new Error(
      `${setting}: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`,
    );
  return plan;
}
