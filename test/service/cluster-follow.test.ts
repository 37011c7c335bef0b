import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type GatewayEvent,
  parseAnswerSubmission,
  type QuestionRecord,
} from "../../src/core/index.js";
import { QuestionService } from "../../src/service/question-service.js";
import { deployPrompt } from "../support/prompts.js";
import { SharedMemoryCluster } from "../support/shared-memory-cluster.js";

const human = { surface: "web" };
const approve = (record: QuestionRecord) =>
  parseAnswerSubmission(record.questions, { answers: { deploy_target: ["Production"] } });

interface Node {
  service: QuestionService;
  events: GatewayEvent[];
  /** The changes this node committed itself, as its metrics and logs count them. */
  own: GatewayEvent[];
  nodeId: string;
}

describe("question service on a store shared by several processes", () => {
  let cluster: SharedMemoryCluster;
  let nodes: Node[];

  const startNode = async (): Promise<Node> => {
    const store = cluster.node();
    const service = new QuestionService({ store });
    const events: GatewayEvent[] = [];
    const own: GatewayEvent[] = [];
    service.events.subscribe((event) => events.push(event));
    service.ownEvents.subscribe((event) => own.push(event));
    await service.start();
    return { service, events, own, nodeId: store.cluster.nodeId };
  };
  const typesOf = (node: Node, id: string) =>
    node.events
      .filter((event) => "question" in event && event.question.id === id)
      .map((event) => event.type);

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-01T12:00:00.000Z") });
    cluster = new SharedMemoryCluster();
    nodes = [await startNode(), await startNode(), await startNode()];
  });
  afterEach(() => {
    for (const node of nodes) node.service.stop();
    vi.useRealTimers();
  });

  it("an answer on one process wakes the waiter on another, and every process sends each event once", async () => {
    const [a, b, c] = nodes as [Node, Node, Node];
    const { record } = await a.service.ask({ sessionId: "s", input: deployPrompt(60) });
    const waiting = a.service.waitForEnd(record.id, { timeoutMs: 50_000 });
    await vi.advanceTimersByTimeAsync(0);
    await b.service.answer(record.id, approve, human);
    const woken = await waiting;
    expect(woken.status).toBe("answered");
    expect(woken.answers).toEqual({ deploy_target: ["Production"] });
    await vi.advanceTimersByTimeAsync(0);
    for (const node of [a, b, c])
      expect(typesOf(node, record.id)).toEqual(["question-asked", "question-answered"]);
    // Counted once across the cluster: the ask where it was asked, the answer where it landed.
    expect(a.own.map((event) => event.type)).toEqual(["question-asked"]);
    expect(b.own.map((event) => event.type)).toEqual(["question-answered"]);
    expect(c.own).toEqual([]);
  });

  it("a deadline fires exactly once across processes, also when the asking process is gone", async () => {
    const [a, b, c] = nodes as [Node, Node, Node];
    const { record } = await a.service.ask({ sessionId: "s", input: deployPrompt(30) });
    await vi.advanceTimersByTimeAsync(0);
    a.service.stop(); // as dead as a process gets here: no timers, no feed
    const waiting = c.service.waitForEnd(record.id, { timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect((await b.service.get(record.id)).status).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect((await waiting).status).toBe("expired");
    await vi.advanceTimersByTimeAsync(0);
    for (const node of [b, c])
      expect(typesOf(node, record.id)).toEqual(["question-asked", "question-expired"]);
  });

  it("all processes racing one deadline: one ending in the store, one event per process", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const node = nodes[index % 3] as Node;
      ids.push(
        (await node.service.ask({ sessionId: `s${index}`, input: deployPrompt(30) })).record.id,
      );
    }
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(0);
    const expiries = nodes.flatMap((node) =>
      node.own.filter((event) => event.type === "question-expired"),
    );
    expect(expiries).toHaveLength(ids.length);
    for (const id of ids) {
      const record = await cluster.data.get(id);
      expect(record?.status).toBe("expired");
      for (const node of nodes)
        expect(typesOf(node, id)).toEqual(["question-asked", "question-expired"]);
    }
  });

  it("a dropped feed is recovered by re-reading, not by waiting out the timeout", async () => {
    const [a, b] = nodes as [Node, Node];
    const { record } = await a.service.ask({ sessionId: "s", input: deployPrompt(600) });
    await vi.advanceTimersByTimeAsync(0);
    cluster.cut(a.nodeId);
    const waiting = a.service.waitForEnd(record.id, { timeoutMs: 500_000 });
    let woken: QuestionRecord | undefined;
    void waiting.then((value) => {
      woken = value;
    });
    await b.service.answer(record.id, approve, human);
    const { record: missed } = await b.service.ask({ sessionId: "t", input: deployPrompt(600) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(woken).toBeUndefined(); // the notification was lost
    cluster.restore(a.nodeId);
    await vi.advanceTimersByTimeAsync(0);
    expect(woken?.status).toBe("answered");
    expect(typesOf(a, record.id)).toEqual(["question-asked", "question-answered"]);
    // A question asked while the feed was down is picked up too, deadline timer and all.
    expect(typesOf(a, missed.id)).toEqual(["question-asked"]);
  });

  it("the asking process, deaf to an answer given elsewhere, refuses a second answer as already ended and still wakes its waiter", async () => {
    const [a, b] = nodes as [Node, Node];
    const { record } = await a.service.ask({ sessionId: "s", input: deployPrompt(600) });
    await vi.advanceTimersByTimeAsync(0);
    cluster.cut(a.nodeId);
    await b.service.answer(record.id, approve, human);
    // Process a still holds its copy of the question as pending; the store decides.
    await expect(a.service.answer(record.id, approve, human)).rejects.toMatchObject({
      code: "already_ended",
      details: { status: "answered" },
    });
    // An answer that does not even fit the question hears the same: it has ended.
    const unfit = (question: QuestionRecord) =>
      parseAnswerSubmission(question.questions, { answers: { deploy_target: ["Mars"] } });
    await expect(a.service.answer(record.id, unfit, human)).rejects.toMatchObject({
      code: "already_ended",
    });
    // That refusal taught process a the ending: a wait returns it at once.
    expect((await a.service.waitForEnd(record.id, { timeoutMs: 50_000 })).status).toBe("answered");
    const { record: next } = await a.service.ask({ sessionId: "t", input: deployPrompt(600) });
    await vi.advanceTimersByTimeAsync(0);
    await b.service.answer(next.id, approve, human);
    // Its copy says pending and the feed is cut: the waiter listens, and wakes on the resync.
    let woken: QuestionRecord | undefined;
    void a.service.waitForEnd(next.id, { timeoutMs: 50_000 }).then((ended) => (woken = ended));
    await vi.advanceTimersByTimeAsync(1000);
    expect(woken).toBeUndefined();
    cluster.restore(a.nodeId);
    await vi.advanceTimersByTimeAsync(0);
    expect(woken?.status).toBe("answered");
  });

  it("messages posted on one process reach the others' event streams", async () => {
    const [a, b] = nodes as [Node, Node];
    const message = await a.service.postMessage("s", "status: deploying", { kind: "agent" });
    await vi.advanceTimersByTimeAsync(0);
    const posted = b.events.filter((event) => event.type === "message-posted");
    expect(posted).toEqual([{ type: "message-posted", message, at: message.createdAt }]);
    expect(a.events.filter((event) => event.type === "message-posted")).toHaveLength(1);
  });
});
