/**
 * The Control UI's own chrome, in English only: words about the app itself (navigation, the
 * connection, the token form, who wrote a message). Anything that describes a question or an
 * answer comes from the core's strings table (`messages(locale)` in src/core/messages) instead,
 * in the session's locale.
 */
export const uiText = {
  brand: "Control UI",
  sessions: "Sessions",
  backToSessions: "‹ Sessions",
  chooseSession: "Choose a session.",
  loading: "Loading…",
  noSessions: "No sessions yet. When an agent asks a question, its session shows up here.",
  questionWaiting: "A question is waiting",
  questionBadge: "Question",
  sessionQuestions: (count: number) => `${count} question${count === 1 ? "" : "s"}`,
  sessionMessages: (count: number) => `${count} message${count === 1 ? "" : "s"}`,

  live: "Live",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",

  timeline: "Timeline",
  nothingYet: "Nothing here yet.",
  /** The accessible name of a question in the timeline, e.g. "Question: Deploy". */
  timelineQuestion: (headers: string) => `Question: ${headers}`,
  agentAsked: "Agent asked",
  agent: "Agent",
  you: "You",
  human: (surface: string) => `Human (${surface})`,
  gateway: "ask-user",

  message: "Message",
  writeMessage: "Write a message",
  send: "Send",

  tokenTitle: "ask-user",
  tokenIntro: "This gateway needs its access token. It is kept for this browser session only.",
  accessToken: "Access token",
  tokenRejected: "That token was not accepted.",
  continue: "Continue",

  somethingWrong: "Something went wrong. Try again.",
  unreachable: "Cannot reach the gateway. Check the connection and try again.",
  gatewayAnswered: (status: number) => `The gateway answered ${status}.`,
} as const;
