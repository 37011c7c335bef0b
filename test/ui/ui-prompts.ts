import { checksQuestion, deployQuestion, notifyQuestion } from "../support/prompts.js";

/** Prompts for the browser tests and the screenshots: what a release agent might ask. */

export const RELEASE_SESSION = "release-bot";

/** One single-select question with descriptions and a Recommended option. */
export function releaseDeployQuestion() {
  return deployQuestion({
    question: "Where should v2.4.0 deploy first?",
    labels: ["Staging (Recommended)", "Production", "Canary 5%"],
    descriptions: [
      "Run the smoke tests on staging, then promote",
      "Ship to every customer right away",
      "Route 5% of production traffic to the new build",
    ],
  });
}

/** One multi-select question. */
export function releaseChecksQuestion() {
  return checksQuestion({
    question: "Which checks should run before the deploy?",
    labels: ["Unit tests", "Browser tests", "Load test"],
    descriptions: [
      "About 2 minutes",
      "About 6 minutes",
      "About 20 minutes, needs the perf cluster",
    ],
  });
}

function releaseNotifyQuestion() {
  return notifyQuestion({
    question: "Who should hear about the release?",
    labels: ["#releases channel (Recommended)", "Nobody"],
    descriptions: [undefined, "Quiet release"],
  });
}

/** Three questions: single, multi, single. */
export function releaseQuestions() {
  return [releaseDeployQuestion(), releaseChecksQuestion(), releaseNotifyQuestion()];
}
