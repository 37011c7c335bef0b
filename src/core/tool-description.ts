export const ASK_USER_TOOL_NAME = "ask_user";

/** The model-facing description of the `ask_user` tool (SPEC S4). */
export const ASK_USER_TOOL_DESCRIPTION = [
  "Ask the user one to three structured questions and wait for the answers.",
  "Use this only when you are blocked on a decision that truly belongs to the user — not for",
  "anything you can infer from the request, the code, or a sensible default.",
  "Prefer a single question; never ask more than three.",
  "Give each question 2-4 options. Put the option you recommend first and append",
  '" (Recommended)" to its label.',
  'Never add an "Other" option: a free-text answer is always offered automatically.',
  "Never use this tool to ask whether to proceed or to confirm your own plan.",
  'The result is {"status":"answered","answers":{"answers":{"<question id>":["<label or the',
  'user\'s own words>"]}}} or {"status":"no_answer"}. After no_answer, continue with your',
  "best judgment.",
].join(" ");
