import { Annotation, interrupt, MemorySaver, StateGraph } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { runWithAskUser } from "../../src/bridges/langgraph.js";
import type { AskUserClient } from "../../src/client/index.js";
import type { AskUserResult } from "../../src/core/tool-result.js";
import { pendingQuestions, useGatewayClient } from "../support/gateway-client.js";
import { deployPrompt } from "../support/prompts.js";

/**
 * The LangGraph bridge with a real graph and checkpointer (MemorySaver) against a real gateway:
 * interrupts become questions, the human's answers resume the graph.
 */

const gateway = useGatewayClient();
const pendingIn = (sessionId: string) => pendingQuestions(gateway.client, sessionId);

const State = Annotation.Root({
  target: Annotation<string | undefined>(),
  log: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
});

/** A graph that asks where to deploy (an ask_user input as the interrupt's value). */
function deployGraph(checkpointer: MemorySaver) {
  return new StateGraph(State)
    .addNode("choose", () => {
      const result = interrupt(deployPrompt()) as AskUserResult;
      return {
        target: result.status === "answered" ? result.answers.answers.deploy_target?.[0] : "none",
      };
    })
    .addNode("deploy", (state) => ({ log: [`deployed to ${state.target}`] }))
    .addEdge("__start__", "choose")
    .addEdge("choose", "deploy")
    .addEdge("deploy", "__end__")
    .compile({ checkpointer });
}

/** Tool approvals in the human-in-the-loop middleware's shape, resumed with its decisions. */
function approvalGraph(checkpointer: MemorySaver) {
  return new StateGraph(State)
    .addNode("review", () => {
      const { decisions } = interrupt({
        actionRequests: [
          { name: "Bash", args: { command: "rm -rf build" } },
          { name: "Write", args: { file_path: "notes.md", content: "a\nb" } },
        ],
        reviewConfigs: [
          { actionName: "Bash", allowedDecisions: ["approve", "reject"] },
          { actionName: "Write", allowedDecisions: ["approve", "reject"] },
        ],
      }) as { decisions: Array<{ type: string; message?: string }> };
      return { log: decisions.map((d) => `${d.type}${d.message ? `: ${d.message}` : ""}`) };
    })
    .addEdge("__start__", "review")
    .addEdge("review", "__end__")
    .compile({ checkpointer });
}

describe("runWithAskUser (LangGraph)", () => {
  it("asks an ask_user interrupt and resumes the graph with the human's answer", async () => {
    const graph = deployGraph(new MemorySaver());
    const config = { configurable: { thread_id: "t-1" } };
    const running = runWithAskUser(graph, { log: [] }, config, {
      asker: gateway.client,
      sessionId: "lg",
    });
    const [question] = await pendingIn("lg");
    expect(question).toMatchObject({ runId: "langgraph:t-1" });
    await gateway.client.answer(question?.id as string, {
      answers: { deploy_target: ["Staging"] },
    });
    expect(await running).toMatchObject({
      target: "Staging (Recommended)",
      log: ["deployed to Staging (Recommended)"],
    });
  });

  it("asks the interrupts of parallel branches one after another, and resumes each", async () => {
    const branch = (name: string) => () => {
      const result = interrupt(deployPrompt()) as AskUserResult;
      return {
        log: [
          `${name}: ${result.status === "answered" ? result.answers.answers.deploy_target?.[0] : "none"}`,
        ],
      };
    };
    const graph = new StateGraph(State)
      .addNode("web", branch("web"))
      .addNode("api", branch("api"))
      .addEdge("__start__", "web")
      .addEdge("__start__", "api")
      .addEdge("web", "__end__")
      .addEdge("api", "__end__")
      .compile({ checkpointer: new MemorySaver() });
    const running = runWithAskUser(
      graph,
      { log: [] },
      { configurable: { thread_id: "t-p" } },
      {
        asker: gateway.client,
        sessionId: "parallel",
      },
    );
    const [first] = await pendingIn("parallel");
    await gateway.client.answer(first?.id as string, {
      answers: { deploy_target: ["Staging (Recommended)"] },
    });
    const [second] = (await pendingIn("parallel")).filter((q) => q.id !== first?.id);
    await gateway.client.answer(second?.id as string, {
      answers: { deploy_target: ["Production"] },
    });
    const result = (await running) as { log: string[] };
    // Each branch got the answer to its own question.
    const answered = Object.fromEntries(result.log.map((line) => line.split(": ")));
    expect(Object.keys(answered).sort()).toStrictEqual(["api", "web"]);
    expect(Object.values(answered).sort()).toStrictEqual(["Production", "Staging (Recommended)"]);
    expect(await gateway.client.list({ sessionId: "parallel" })).toHaveLength(2);
  });

  it("asks each tool of an approval interrupt and resumes with approve and reject decisions", async () => {
    const graph = approvalGraph(new MemorySaver());
    const config = { configurable: { thread_id: "t-2" } };
    const running = runWithAskUser(graph, {}, config, { asker: gateway.client, sessionId: "hitl" });
    const [bash] = await pendingIn("hitl");
    expect(bash?.questions[0]).toMatchObject({
      header: "Approval",
      question: "Allow Bash? $ rm -rf build",
      options: [{ label: "Allow" }, { label: "Deny" }],
    });
    await gateway.client.answer(bash?.id as string, { answers: { approval: ["Allow"] } });
    await expect.poll(async () => (await pendingIn("hitl"))[0]?.id).not.toBe(bash?.id);
    const [write] = await pendingIn("hitl");
    expect(write?.questions[0]?.question).toBe("Allow Write? notes.md (2 lines)");
    // Words typed in the reason box deny, and reach the model.
    await gateway.client.answer(write?.id as string, {
      answers: { approval: ["not in this repo"] },
    });
    expect(await running).toMatchObject({
      log: ["approve", "reject: The user denied this tool call and wrote: not in this repo"],
    });
  });

  it("a skipped approval rejects with a reason the model can act on", async () => {
    const graph = approvalGraph(new MemorySaver());
    const config = { configurable: { thread_id: "t-3" } };
    const running = runWithAskUser(graph, {}, config, { asker: gateway.client, sessionId: "gone" });
    for (const _ of [0, 1]) {
      const [question] = await pendingIn("gone");
      await gateway.client.answer(question?.id as string, { skip: true });
      await expect
        .poll(
          async () => (await gateway.client.list({ sessionId: "gone", status: "pending" }))[0]?.id,
        )
        .not.toBe(question?.id);
    }
    const result = (await running) as { log: string[] };
    expect(result.log).toStrictEqual([
      "reject: The user skipped the approval request, so the tool call was not run.",
      "reject: The user skipped the approval request, so the tool call was not run.",
    ]);
  });

  it("after a restart, carries on from the checkpointer and never asks twice", async () => {
    const checkpointer = new MemorySaver();
    const config = { configurable: { thread_id: "t-4" } };
    // The first process asks, then dies before the answer (its ask never returns).
    const dying = {
      ask: async (...args: Parameters<AskUserClient["ask"]>) => {
        await gateway.client.createQuestion(args[0], args[1]);
        return new Promise<never>(() => {});
      },
    };
    void runWithAskUser(deployGraph(checkpointer), { log: [] }, config, {
      asker: dying,
      sessionId: "restart",
    });
    const [asked] = await pendingIn("restart");
    // The human answers while no process waits.
    await gateway.client.answer(asked?.id as string, {
      answers: { deploy_target: ["Production"] },
    });

    // A new process: the same thread, no input: it finds the pending interrupt.
    const result = await runWithAskUser(deployGraph(checkpointer), undefined, config, {
      asker: gateway.client,
      sessionId: "restart",
    });
    expect(result).toMatchObject({ target: "Production", log: ["deployed to Production"] });
    expect(await gateway.client.list({ sessionId: "restart" })).toHaveLength(1);
  });

  it("refuses an interrupt it cannot map, naming it, unless toPrompt maps it", async () => {
    const graph = new StateGraph(State)
      .addNode("name", () => ({ target: interrupt("Which branch?") as string }))
      .addEdge("__start__", "name")
      .addEdge("name", "__end__")
      .compile({ checkpointer: new MemorySaver() });
    await expect(
      runWithAskUser(
        graph,
        {},
        { configurable: { thread_id: "t-5" } },
        {
          asker: gateway.client,
          sessionId: "map",
        },
      ),
    ).rejects.toThrow(/neither an ask_user input nor tool approvals; pass toPrompt.*Which branch/u);

    const running = runWithAskUser(
      graph,
      {},
      { configurable: { thread_id: "t-6" } },
      {
        asker: gateway.client,
        sessionId: "map",
        toPrompt: (value) => ({
          input: {
            questions: [
              {
                id: "branch",
                header: "Branch",
                question: String(value),
                options: [{ label: "main" }, { label: "develop" }],
              },
            ],
          },
          resume: (result) =>
            result.status === "answered" ? result.answers.answers.branch?.[0] : undefined,
        }),
      },
    );
    const [question] = await pendingIn("map");
    await gateway.client.answer(question?.id as string, { answers: { branch: ["develop"] } });
    expect(await running).toMatchObject({ target: "develop" });
  });
});
