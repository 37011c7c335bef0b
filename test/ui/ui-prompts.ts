/** Prompts for the browser tests and the screenshots: what a release agent might ask. */

export const RELEASE_SESSION = "release-bot";

/** One single-select question with descriptions and a Recommended option. */
export function deployQuestion() {
  return {
    id: "deploy_target",
    header: "Deploy",
    question: "Where should v2.4.0 deploy first?",
    options: [
      {
        label: "Staging (Recommended)",
        description: "Run the smoke tests on staging, then promote",
      },
      { label: "Production", description: "Ship to every customer right away" },
      { label: "Canary 5%", description: "Route 5% of production traffic to the new build" },
    ],
  };
}

/** One multi-select question. */
export function checksQuestion() {
  return {
    id: "checks",
    header: "Checks",
    question: "Which checks should run before the deploy?",
    options: [
      { label: "Unit tests", description: "About 2 minutes" },
      { label: "Browser tests", description: "About 6 minutes" },
      { label: "Load test", description: "About 20 minutes, needs the perf cluster" },
    ],
    multiSelect: true,
  };
}

export function notifyQuestion() {
  return {
    id: "notify",
    header: "Notify",
    question: "Who should hear about the release?",
    options: [
      { label: "#releases channel (Recommended)" },
      { label: "Nobody", description: "Quiet release" },
    ],
  };
}

/** Three questions: single, multi, single. */
export function releaseQuestions() {
  return [deployQuestion(), checksQuestion(), notifyQuestion()];
}
