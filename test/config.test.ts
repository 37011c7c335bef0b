import { describe, expect, it } from "vitest";
import { isStoreSetting, loadGatewayConfig } from "../src/config.js";

const ACCEPTED_FORMS =
  "is not memory, a postgres:// URL, or a database file (a path with a directory, or a name ending .db/.sqlite/.sqlite3)";

describe("the db setting", () => {
  it("refuses a bare word at once, naming the accepted forms and where it came from", () => {
    expect(() => loadGatewayConfig({ db: "memroy" }, {})).toThrow(
      `--db: "memroy" is not memory, a postgres:// URL, or a database file (a path with a directory, or a name ending .db/.sqlite/.sqlite3)`,
    );
    expect(() => loadGatewayConfig({}, { ASK_USER_DB: "asks" })).toThrow(
      `ASK_USER_DB: "asks" ${ACCEPTED_FORMS}`,
    );
  });

  it("refuses another database's URL without repeating its password", () => {
    const attempt = () => loadGatewayConfig({ db: "mysql://ask:hunter2@db/ask.db" }, {});
    expect(attempt).toThrow(`--db: a mysql: URL ${ACCEPTED_FORMS}`);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it("accepts memory, PostgreSQL URLs and database files", () => {
    for (const db of [
      "memory",
      ":memory:",
      "postgres://localhost/ask",
      "postgresql://ask@db:5432/ask",
      "ask.db",
      "ask.sqlite",
      "ask.SQLITE3",
      "./ask",
      "data/ask",
      "/var/lib/ask-user/store",
    ])
      expect(isStoreSetting(db), db).toBe(true);
    expect(loadGatewayConfig({ db: "memory" }, {}).db).toBe("memory");
    expect(loadGatewayConfig({ db: "ask.db" }, {}).db).toMatch(/^\/.*\/ask\.db$/);
  });

  it("takes an empty ASK_USER_DB as unset", () => {
    expect(loadGatewayConfig({}, { ASK_USER_DB: "" }).db).toMatch(/\.ask-user\/ask-user\.db$/);
  });
});

describe("Web Push settings", () => {
  const PUBLIC = `B${"A".repeat(86)}`; // 65 bytes starting 0x04
  const PRIVATE = "A".repeat(43); // 32 bytes

  it("generates keys unless both are given, with a default contact", () => {
    expect(loadGatewayConfig({}, {}).push).toEqual({ subject: "mailto:ask-user@example.com" });
    expect(
      loadGatewayConfig(
        {},
        {
          ASK_USER_VAPID_PUBLIC_KEY: PUBLIC,
          ASK_USER_VAPID_PRIVATE_KEY: PRIVATE,
          ASK_USER_VAPID_SUBJECT: "https://ops.example.org/contact",
        },
      ).push,
    ).toEqual({
      vapidKeys: { publicKey: PUBLIC, privateKey: PRIVATE },
      subject: "https://ops.example.org/contact",
    });
  });

  it("refuses half a key pair, malformed keys and a contact that is none, naming the variable", () => {
    expect(() => loadGatewayConfig({}, { ASK_USER_VAPID_PUBLIC_KEY: PUBLIC })).toThrow(
      /^ASK_USER_VAPID_PRIVATE_KEY: required when ASK_USER_VAPID_PUBLIC_KEY is set/,
    );
    expect(() =>
      loadGatewayConfig(
        {},
        { ASK_USER_VAPID_PUBLIC_KEY: "short", ASK_USER_VAPID_PRIVATE_KEY: PRIVATE },
      ),
    ).toThrow(/^ASK_USER_VAPID_PUBLIC_KEY: expected a P-256 public key as 65 bytes/);
    expect(() =>
      loadGatewayConfig({}, { ASK_USER_VAPID_PUBLIC_KEY: PUBLIC, ASK_USER_VAPID_PRIVATE_KEY: "x" }),
    ).toThrow(/^ASK_USER_VAPID_PRIVATE_KEY: expected a P-256 private key as 32 bytes/);
    expect(() => loadGatewayConfig({}, { ASK_USER_VAPID_SUBJECT: "http://ops" })).toThrow(
      'ASK_USER_VAPID_SUBJECT: expected a mailto: address or an https: URL, got "http://ops"',
    );
  });
});

describe("ASK_USER_PLAN", () => {
  const planOf = (text: string) => loadGatewayConfig({}, { ASK_USER_PLAN: text }).plan;

  it("reads the default plan, with chat ids as strings, and none when unset or blank", () => {
    expect(
      planOf(
        '{"steps":[{"afterSeconds":0,"routes":[{"channel":"slack","chatId":"C1"}]},{"afterSeconds":600,"routes":[{"channel":"telegram","chatId":42}]},{"afterSeconds":1200,"routes":[{"channel":"push"}]}]}',
      ),
    ).toEqual({
      steps: [
        { afterSeconds: 0, routes: [{ channel: "slack", chatId: "C1" }] },
        { afterSeconds: 600, routes: [{ channel: "telegram", chatId: "42" }] },
        { afterSeconds: 1200, routes: [{ channel: "push" }] },
      ],
    });
    expect(loadGatewayConfig({}, {}).plan).toBeUndefined();
    expect(planOf("  ")).toBeUndefined();
  });

  it("refuses a text that is no JSON, and a plan breaking a rule, in one line with the field path", () => {
    expect(() => planOf("{steps:")).toThrow(/^ASK_USER_PLAN: not JSON \(.+\)$/);
    expect(() => planOf("[]")).toThrow(/^ASK_USER_PLAN: \(root\): expected an object \{ steps \}$/);
    expect(() =>
      planOf('{"steps":[{"afterSeconds":0,"routes":[]},{"afterSeconds":-5,"routes":[]}]}'),
    ).toThrow(/^ASK_USER_PLAN: steps\[1\]\.afterSeconds: expected a whole number from 0 to 86400$/);
    expect(() =>
      planOf(
        '{"steps":[{"afterSeconds":0,"routes":[{"channel":"slack","chatId":" "}]},{"afterSeconds":0,"routes":[{"channel":"slack","chatId":"C1"}]}],"quiet":true}',
      ),
    ).toThrow(
      "ASK_USER_PLAN: quiet: unknown property; steps[0].routes[0].chatId: expected a non-blank string of at most 256 characters; steps[1].afterSeconds: expected more than 0, the delay of steps[0]",
    );
    expect(() =>
      planOf(
        '{"steps":[{"afterSeconds":0,"routes":[{"channel":"push"}]},{"afterSeconds":60,"routes":[{"channel":"push"}]}]}',
      ),
    ).toThrow("ASK_USER_PLAN: steps[1].routes[0]: repeats a route of steps[0]");
  });
});

describe("ASK_USER_PUBLIC_URL", () => {
  const load = (value: string) =>
    loadGatewayConfig({ db: "memory" }, { ASK_USER_PUBLIC_URL: value });

  it("takes an http(s) URL as the base of links, without a trailing slash", () => {
    expect(load("https://gw.example.com/ask-user/").publicUrl).toBe(
      "https://gw.example.com/ask-user",
    );
    expect(load("http://10.0.0.5:7420").publicUrl).toBe("http://10.0.0.5:7420");
    expect(load("  ").publicUrl).toBeUndefined();
  });

  it("refuses what cannot be a link's base, naming the variable", () => {
    expect(() => load("gw.example.com")).toThrow(
      'ASK_USER_PUBLIC_URL: expected an absolute http or https URL, got "gw.example.com"',
    );
    for (const bad of [
      "ftp://gw.example.com",
      "https://gw.example.com/?a=1",
      "https://u:p@gw.example.com",
    ])
      expect(() => load(bad)).toThrow(
        /^ASK_USER_PUBLIC_URL: expected an http or https URL without/,
      );
  });
});

describe("the locale setting", () => {
  it("takes every supported language from ASK_USER_LOCALE, and names them when refusing another", () => {
    for (const locale of ["en", "de", "th", "es"])
      expect(loadGatewayConfig({}, { ASK_USER_LOCALE: locale }).locale).toBe(locale);
    expect(loadGatewayConfig({}, {}).locale).toBe("en");
    expect(() => loadGatewayConfig({}, { ASK_USER_LOCALE: "fr" })).toThrow(
      'ASK_USER_LOCALE: expected one of en, de, th, es, got "fr"',
    );
  });
});
