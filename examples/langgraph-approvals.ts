// A LangGraph graph that asks the user where to deploy, then needs approval to run the deploy
// command: both pauses are `interrupt()`s, answered wherever the human is through ask-user.
// Run against a gateway (`npm start`), then answer in the Control UI or over HTTP:
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/langgraph-approvals.ts
import { Annotation, interrupt, MemorySaver, StateGraph } from "@langchain/langgraph";
import type { AskUserResult } from "ask-user";
import { createAskUserClient } from "ask-user/client";
import { runWithAskUser } from "ask-user/langgraph";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN,
});
const sessionId = process.env.ASK_USER_SESSION ?? "demo";

const State = Annotation.Root({
  target: Annotation<string>(),
  outcome: Annotation<string>(),
});

const graph = new StateGraph(State)
  // An ask_user input as the interrupt's value: resumed with the ask_user result.
  .addNode("choose", () => {
    const result = interrupt({
      questions: [
        {
          id: "target",
          header: "Deploy",
          question: "Where should this build go?",
          options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
        },
      ],
    }) as AskUserResult;
    return { target: result.status === "answered" ? result.answers.answers.target?.[0] : "" };
  })
  // A tool approval in the human-in-the-loop middleware's shape: resumed with its decisions.
  .addNode("deploy", (state) => {
    const command = `deploy --to ${state.target?.startsWith("Production") ? "prod" : "staging"}`;
    const { decisions } = interrupt({
      actionRequests: [{ name: "shell", args: { command } }],
      reviewConfigs: [{ actionName: "shell", allowedDecisions: ["approve", "reject"] }],
    }) as { decisions: Array<{ type: string; message?: string }> };
    const [decision] = decisions;
    return {
      outcome:
        decision?.type === "approve" ? `ran: ${command}` : `not run: ${decision?.message ?? ""}`,
    };
  })
  .addEdge("__start__", "choose")
  .addEdge("choose", "deploy")
  .addEdge("deploy", "__end__")
  .compile({ checkpointer: new MemorySaver() }); // a real agent keeps a durable checkpointer

// The thread id makes the questions idempotent: run again after a crash with `undefined` as the
// input and the same thread, and the pending question is picked up, not asked twice.
const config = { configurable: { thread_id: process.env.THREAD_ID ?? "deploy-1" } };
const final = (await runWithAskUser(graph, {}, config, { asker: client, sessionId })) as {
  outcome: string;
};
console.log(final.outcome);
