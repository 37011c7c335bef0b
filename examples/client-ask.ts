// An agent's program asking a human through a running gateway with `ask-user/client`, and
// carrying on with the answer. Ctrl-C while it waits cancels the question as `aborted`.
// Run (after `npm run build`, with a gateway running: `npm start`):
//   ASK_USER_URL=http://127.0.0.1:7420 ASK_USER_SESSION=demo node --import tsx examples/client-ask.ts
//   then answer in the Control UI, or over HTTP (POST /v1/questions/{id}/answer).
import { AskUserError, createAskUserClient } from "ask-user/client";

const client = createAskUserClient({
  url: process.env.ASK_USER_URL ?? "http://127.0.0.1:7420",
  token: process.env.ASK_USER_TOKEN, // the agent's (or the shared) token; none on an open gateway
});

const stop = new AbortController();
process.once("SIGINT", () => stop.abort(new Error("interrupted")));

try {
  // The input (the questions) comes first, the options (which session, a signal) second.
  const result = await client.ask(
    {
      questions: [
        {
          id: "deploy_target",
          header: "Deploy",
          question: "Where should this build go?",
          options: [
            { label: "Staging (Recommended)", description: "Safe to try out" },
            { label: "Production" },
          ],
        },
        {
          id: "checks",
          header: "Checks",
          question: "Which checks should run first?",
          options: [{ label: "Lint" }, { label: "Unit tests" }, { label: "Build" }],
          multiSelect: true,
        },
      ],
      timeoutSeconds: 600,
    },
    {
      sessionId: process.env.ASK_USER_SESSION ?? "demo",
      signal: stop.signal,
      onAsked: (question) =>
        console.log(`asked ${question.id}; waiting until ${question.expiresAt}`),
    },
  );

  // The S3 result: every answer is an array of labels (or the human's own words).
  if (result.status === "answered") {
    const { deploy_target: target = [], checks = [] } = result.answers.answers;
    console.log(`deploying to ${target.join("")} after ${checks.join(", ") || "no checks"}`);
  } else {
    console.log(`no answer (${result.reason ?? "unknown"}): deploying nowhere`);
  }
} catch (error) {
  if (stop.signal.aborted) {
    // `ask` cancelled the question (reason `aborted`) before rejecting with the signal's reason.
    console.error("interrupted: the question was cancelled");
    process.exitCode = 130;
  } else if (error instanceof AskUserError) {
    // Every failure from the gateway is an AskUserError with the API's code.
    console.error(`ask failed: ${error.code}: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
}
