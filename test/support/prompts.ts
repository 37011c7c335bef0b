/** A valid one-question `ask_user` input. */
export function deployPrompt(timeoutSeconds?: number) {
  return {
    questions: [
      {
        id: "deploy_target",
        header: "Deploy",
        question: "Where should this deploy?",
        options: [
          { label: "Staging (Recommended)", description: "Safe to try" },
          { label: "Production" },
        ],
      },
    ],
    ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  };
}

/** A valid three-question input with a multi-select. */
export function releasePrompt() {
  return {
    questions: [
      {
        id: "target",
        header: "Target",
        question: "Which environment?",
        options: [{ label: "Staging (Recommended)" }, { label: "Production" }],
      },
      {
        id: "checks",
        header: "Checks",
        question: "Which checks should run?",
        options: [{ label: "Unit" }, { label: "Browser" }, { label: "Load" }],
        multiSelect: true,
      },
      {
        id: "notify",
        header: "Notify",
        question: "Who should hear about it?",
        options: [{ label: "Team" }, { label: "Nobody" }],
      },
    ],
  };
}
