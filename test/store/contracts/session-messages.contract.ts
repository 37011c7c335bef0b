import { expect, it } from "vitest";
import { pendingRecord } from "../../support/question-records.js";
import { describeStore, type StoreContractOptions } from "./describe-store.js";

/** The contract of `SessionMessages`: session messages. */
export function sessionMessagesContract(options: StoreContractOptions): void {
  describeStore(options, "session messages", ({ store }) => {
    it("keeps messages per session in order, and lists sessions by latest activity", async () => {
      const message = (sessionId: string, text: string, createdAt: string) => ({
        id: `m-${sessionId}-${text}`,
        sessionId,
        text,
        author: { kind: "human" as const, surface: "web", userId: "ada" },
        createdAt,
      });
      const asked = pendingRecord({ sessionId: "quiet" });
      await store().insert(asked);
      await store().appendMessage(message("chatty", "first", "2026-01-01T00:00:01.000Z"));
      await store().appendMessage(message("chatty", "second <b>", "2026-01-01T00:00:02.000Z"));
      await store().appendMessage({
        id: "m-agent",
        sessionId: "chatty",
        text: "agent says",
        author: { kind: "agent" },
        createdAt: "2026-01-01T00:00:03.000Z",
      });
      expect((await store().listMessages("chatty")).map((m) => m.text)).toEqual([
        "first",
        "second <b>",
        "agent says",
      ]);
      expect((await store().listMessages("chatty"))[0]).toEqual(
        message("chatty", "first", "2026-01-01T00:00:01.000Z"),
      );
      expect(await store().listMessages("nobody")).toEqual([]);

      expect(await store().listSessions()).toEqual([
        {
          sessionId: "chatty",
          lastActivityAt: "2026-01-01T00:00:03.000Z",
          questionCount: 0,
          messageCount: 3,
        },
        {
          sessionId: "quiet",
          lastActivityAt: asked.createdAt,
          pendingQuestionId: asked.id,
          questionCount: 1,
          messageCount: 0,
        },
      ]);
      const ending = {
        status: "skipped" as const,
        endedAt: "2026-01-01T00:00:09.000Z",
        endedBy: { kind: "human" as const, surface: "web" },
      };
      await store().end(asked.id, ending);
      const [first] = await store().listSessions();
      expect(first).toEqual({
        sessionId: "quiet",
        lastActivityAt: ending.endedAt,
        questionCount: 1,
        messageCount: 0,
      });
    });
  });
}
