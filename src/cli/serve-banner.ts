/**
 * What `ask-user serve` prints first on a terminal: where to open the Control UI, where agents
 * connect, whether tokens guard it, where the data lives and how to stop. Log lines follow it.
 * Tokens are described by role only, never shown.
 */
export function serveBanner(facts: {
  /** The gateway's URL as `startGateway` reports it, e.g. `http://127.0.0.1:7420`. */
  url: string;
  /** `describeAuth`'s words: "off", "one token for every role", ... */
  auth: string;
  /** The store setting, a database URL's password already taken out. */
  db: string;
}): string {
  const url = browsable(facts.url);
  const data =
    facts.db === "memory"
      ? "memory (nothing survives a restart)"
      : /^postgres(ql)?:\/\//i.test(facts.db)
        ? `PostgreSQL at ${facts.db}`
        : `SQLite file ${facts.db}`;
  const tokens =
    facts.auth === "off"
      ? "off: anyone who can reach this port may ask and answer (set ASK_USER_TOKEN to require one)"
      : facts.auth;
  return `ask-user gateway is running

  Control UI    ${url}/
  MCP endpoint  ${url}/mcp  (or over stdio: ask-user mcp)
  Tokens        ${tokens}
  Data          ${data}

Stop it with Ctrl-C. Log lines follow.

`;
}

/** A gateway listening on every interface is opened in a browser on this machine's own name. */
function browsable(url: string): string {
  return url.replace(/^http:\/\/(0\.0\.0\.0|\[::\])(?=:)/, "http://localhost");
}
