import {
  type AnswerSubmissionBody,
  type AskUserClient,
  AskUserError,
  type AskUserResult,
  followEvents,
  type GatewayEventView,
  isUnavailable,
  type QuestionView,
  type ReplyOutcomeView,
  type Responder,
} from "../../client/index.js";
import { type Locale, messages, type QuestionRecord, ServerClock } from "../../core/index.js";
import type { Style } from "./ansi-style.js";
import { escapeControls } from "./control-text.js";
import { truncate } from "./display-width.js";
import type { Key } from "./key-input.js";
import { renderListScreen } from "./list-screen.js";
import { type Notice, noticeFor } from "./notice.js";
import {
  EMPTY_LIST,
  moveCursor,
  type PendingList,
  removeItem,
  replaceItems,
  selectedItem,
  upsertItem,
} from "./pending-list.js";
import { type PromptModel, renderPromptScreen } from "./prompt-screen.js";
import { applyPromptKey, startPrompt } from "./prompt-state.js";
import type { RawTerminal } from "./raw-terminal.js";
import { applyReplyKey, openReply, type ReplyInput } from "./reply-input.js";
import { composeFrame, type ViewContext } from "./screen-frame.js";
import { terminalMessages } from "./terminal-messages.js";

/** How often the screen is recomputed; it is redrawn only when it changed (the countdown). */
const TICK_MS = 200;

const EXIT_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

export interface AnswerAppOptions {
  client: Pick<AskUserClient, "events" | "list" | "get" | "answer" | "replyTo">;
  terminal: RawTerminal;
  locale: Locale;
  style: Style;
  /** Watch one session; every session when undefined. */
  sessionId: string | undefined;
  /** Who answers: surface `terminal`, and the login name when known. */
  responder: Responder & { surface: string };
}

export interface AnswerAppOutcome {
  /** 0 for `q`, 130 for Ctrl-C, 128 + n for a signal. */
  code: number;
  /** The summary lines of what was answered or skipped here, for the shell once it is back. */
  history: string[];
}

type Connection = "connecting" | "online" | "reconnecting";

/**
 * The `ask-user answer` terminal: the list of pending questions, the question being answered,
 * and the live link to the gateway (events, reconnects, the server's clock). All state lives
 * here; the screens are drawn from it by pure functions.
 */
export class AnswerApp {
  readonly #options: AnswerAppOptions;
  readonly #clock = new ServerClock();
  readonly #stop = new AbortController();
  #connection: Connection = "connecting";
  #connectionError: string | undefined;
  #list: PendingList = EMPTY_LIST;
  #notice: Notice | undefined;
  #prompt: PromptModel | undefined;
  readonly #history: string[] = [];
  #finish: { resolve: (code: number) => void; reject: (error: unknown) => void } | undefined;

  constructor(options: AnswerAppOptions) {
    this.#options = options;
  }

  /** Runs until `q`, Ctrl-C or a signal; the terminal is restored before it settles. */
  async run(): Promise<AnswerAppOutcome> {
    const finished = new Promise<number>((resolve, reject) => {
      this.#finish = { resolve, reject };
    });
    const { terminal } = this.#options;
    const onSignal = (signal: keyof typeof EXIT_SIGNALS) => this.#quit(EXIT_SIGNALS[signal]);
    for (const signal of Object.keys(EXIT_SIGNALS) as (keyof typeof EXIT_SIGNALS)[])
      process.on(signal, onSignal);
    const ticker = setInterval(() => this.#render(), TICK_MS);
    try {
      terminal.open({
        onKey: (key) => this.#guard(() => this.#onKey(key)),
        onResize: () => this.#render(),
      });
      this.#render();
      followEvents(
        this.#options.client,
        {
          onConnected: (now, receivedAt) => this.#onConnected(now, receivedAt),
          onEvent: (event) => this.#guard(() => this.#onEvent(event)),
          onDisconnected: (error) => this.#guard(() => this.#onDisconnected(error)),
        },
        { signal: this.#stop.signal },
      ).catch((error: unknown) => this.#fail(error));
      const code = await finished;
      return { code, history: [...this.#history] };
    } finally {
      clearInterval(ticker);
      this.#stop.abort();
      for (const signal of Object.keys(EXIT_SIGNALS)) process.off(signal, onSignal);
      terminal.close();
    }
  }

  #quit(code: number): void {
    this.#finish?.resolve(code);
  }

  #fail(error: unknown): void {
    this.#finish?.reject(error);
  }

  /** A handler that throws ends the app with that error instead of leaving the TTY raw. */
  #guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.#fail(error);
    }
  }

  // Keys.

  #onKey(key: Key): void {
    if (key.name === "interrupt") {
      this.#quit(EXIT_SIGNALS.SIGINT);
      return;
    }
    if (this.#prompt) this.#onPromptKey(this.#prompt, key);
    else this.#onListKey(key);
    this.#render();
  }

  #onListKey(key: Key): void {
    switch (key.name) {
      case "up":
        this.#list = moveCursor(this.#list, -1);
        return;
      case "down":
        this.#list = moveCursor(this.#list, 1);
        return;
      case "home":
        this.#list = { ...this.#list, cursor: 0 };
        return;
      case "end":
        this.#list = { ...this.#list, cursor: Math.max(0, this.#list.items.length - 1) };
        return;
      case "enter": {
        const item = selectedItem(this.#list);
        if (item) this.#open(item);
        return;
      }
      case "text":
        // The q key, in either case or on a Thai Kedmanee layout (ๆ).
        if (key.text === "q" || key.text === "Q" || key.text === "ๆ") this.#quit(0);
        return;
      default:
        return;
    }
  }

  #onPromptKey(prompt: PromptModel, key: Key): void {
    if (prompt.sending) return;
    if (prompt.reply) {
      this.#onReplyKey(prompt, prompt.reply, key);
      return;
    }
    const { state, action } = applyPromptKey(prompt.state, key);
    this.#prompt = { ...prompt, state, error: undefined };
    switch (action.kind) {
      case "submit":
        this.#send(prompt.question, { answers: action.answers });
        return;
      case "skip":
        this.#send(prompt.question, { skip: true });
        return;
      case "reply":
        this.#prompt = { ...this.#prompt, reply: openReply() };
        return;
      case "leave":
        this.#prompt = undefined;
        return;
      case "none":
        return;
    }
  }

  #onReplyKey(prompt: PromptModel, reply: ReplyInput, key: Key): void {
    const { input, action } = applyReplyKey(reply, key);
    switch (action.kind) {
      case "close":
        this.#prompt = { ...prompt, reply: undefined, error: undefined };
        return;
      case "send":
        this.#prompt = { ...prompt, reply: input, error: undefined };
        this.#sendReply(prompt.question, action.text);
        return;
      case "none":
        this.#prompt = { ...prompt, reply: input, error: undefined };
        return;
    }
  }

  #open(question: QuestionView): void {
    this.#notice = undefined;
    this.#prompt = {
      question,
      state: startPrompt(question.questions),
      sending: false,
      error: undefined,
      reply: undefined,
    };
  }

  /** Sends the answers (or the skip) as surface `terminal`, then shows the summary. */
  #send(question: QuestionView, submission: AnswerSubmissionBody): void {
    if (!this.#prompt) return;
    this.#prompt = { ...this.#prompt, sending: true };
    const { client, responder } = this.#options;
    client
      .answer(question.id, submission, responder)
      .then(
        (result) => this.#end(this.#recordEndedHere(question, result), true),
        async (error: unknown) => {
          if (error instanceof AskUserError && error.code === "already_ended") {
            // Another surface (or the deadline) came first: show how it really ended.
            const record = await client.get(question.id).catch(() => undefined);
            if (record) return this.#end(record, false);
          }
          if (this.#prompt?.question.id !== question.id) return;
          this.#prompt = { ...this.#prompt, sending: false, error: describe(error) };
        },
      )
      .catch((error: unknown) => this.#fail(error))
      .finally(() => this.#render());
  }

  /**
   * Sends the reply typed in words to the question on screen, and only to it, read by the
   * gateway's parser as on every other surface. An answer or a skip ends the prompt as the keys
   * would; a clarification is shown under the line, which stays open for another try. If the
   * question ended meanwhile, the words go nowhere and the prompt shows how it ended.
   */
  #sendReply(question: QuestionView, text: string): void {
    if (!this.#prompt) return;
    this.#prompt = { ...this.#prompt, sending: true };
    const { client, responder } = this.#options;
    client
      .replyTo(question.id, text, responder)
      .then(
        (outcome) => this.#replied(question, outcome),
        async (error: unknown) => {
          if (error instanceof AskUserError && error.code === "already_ended") {
            const record = await client.get(question.id).catch(() => undefined);
            if (record) return this.#end(record, this.#endedByThisUser(record));
          }
          if (this.#prompt?.question.id !== question.id) return;
          this.#prompt = { ...this.#prompt, sending: false, error: describe(error) };
        },
      )
      .catch((error: unknown) => this.#fail(error))
      .finally(() => this.#render());
  }

  #replied(question: QuestionView, outcome: ReplyOutcomeView): void {
    if (outcome.result) {
      this.#end(this.#recordEndedHere(question, outcome.result), true);
      return;
    }
    const shown = this.#prompt;
    if (shown?.question.id !== question.id) return;
    const reply = shown.reply && { ...shown.reply, clarification: outcome.message };
    this.#prompt = { ...shown, sending: false, ...(reply ? { reply } : {}) };
  }

  /** The record of a question this surface just answered or skipped, without asking for it. */
  #recordEndedHere(question: QuestionView, result: AskUserResult): QuestionRecord {
    const { responder } = this.#options;
    return {
      ...question,
      status: result.status === "answered" ? "answered" : "skipped",
      endedAt: new Date(this.#clock.now()).toISOString(),
      endedBy: { kind: "human", ...responder },
      ...(result.status === "answered" ? { answers: result.answers.answers } : {}),
    };
  }

  /** The question ended: leave its summary on the list and go back there. */
  #end(record: QuestionRecord, endedHere: boolean): void {
    this.#list = removeItem(this.#list, record.id);
    if (this.#prompt?.question.id !== record.id) return;
    this.#prompt = undefined;
    this.#notice = noticeFor(record, this.#options.locale, endedHere);
    if (endedHere) this.#history.push(...this.#notice.lines);
    this.#render();
  }

  // The gateway.

  async #onConnected(now: string, receivedAt: number): Promise<void> {
    this.#clock.samplePushed(now, receivedAt);
    const { client, sessionId } = this.#options;
    // Catch up on whatever happened while the stream was down; events queue meanwhile.
    const pending = await client.list({
      status: "pending",
      ...(sessionId === undefined ? {} : { sessionId }),
    });
    this.#connection = "online";
    this.#connectionError = undefined;
    const before = this.#listedIds();
    this.#list = replaceItems(this.#list, pending);
    const shown = this.#prompt;
    if (shown && !shown.sending && !pending.some((item) => item.id === shown.question.id)) {
      const record = await client.get(shown.question.id).catch((error: unknown) => {
        if (isUnavailable(error)) throw error;
        return undefined; // Gone from the store: nothing left to show.
      });
      if (record === undefined) this.#prompt = undefined;
      else if (record.status !== "pending") this.#end(record, this.#endedByThisUser(record));
    }
    this.#openOnlyNew(before);
    this.#render();
  }

  #onEvent(event: GatewayEventView): void {
    if (!("question" in event)) return;
    const { question } = event;
    const { sessionId } = this.#options;
    if (sessionId !== undefined && question.sessionId !== sessionId) return;
    if (question.status === "pending") {
      const before = this.#listedIds();
      this.#list = upsertItem(this.#list, question);
      this.#openOnlyNew(before);
    } else if (this.#prompt?.question.id === question.id && this.#prompt.sending) {
      // Our own answer racing its event: the answer's response tells how it ended.
      this.#list = removeItem(this.#list, question.id);
    } else {
      this.#end(question, false);
    }
    this.#render();
  }

  #onDisconnected(error: Error): void {
    if (this.#connection === "online") this.#connection = "reconnecting";
    this.#connectionError = error.message;
    this.#render();
  }

  /** An answer or skip from this surface and this user (e.g. one sent just before a drop). */
  #endedByThisUser(record: QuestionRecord): boolean {
    const by = record.endedBy;
    const { responder } = this.#options;
    return (
      by?.kind === "human" && by.surface === responder.surface && by.userId === responder.userId
    );
  }

  #listedIds(): Set<string> {
    return new Set(this.#list.items.map((item) => item.id));
  }

  /** A question that just appeared and is the only one waiting opens right away. */
  #openOnlyNew(before: Set<string>): void {
    const [only, ...others] = this.#list.items;
    if (this.#prompt || !only || others.length > 0 || before.has(only.id)) return;
    this.#open(only);
  }

  // Drawing.

  #render(): void {
    const { terminal, style, locale, sessionId } = this.#options;
    const size = terminal.size;
    const strings = messages(locale);
    const texts = terminalMessages(locale);
    const context: ViewContext = {
      strings,
      terminal: texts,
      style,
      clock: this.#clock,
      width: Math.max(20, size.columns - 1),
    };
    const session = this.#prompt?.question.sessionId ?? sessionId;
    const title = session === undefined ? "ask-user" : `ask-user · ${escapeControls(session)}`;
    const status =
      this.#connection === "online"
        ? undefined
        : this.#connection === "connecting"
          ? texts.connecting
          : texts.reconnecting;
    const content = this.#prompt
      ? renderPromptScreen(this.#prompt, context)
      : renderListScreen(
          {
            list: this.#list,
            notice: this.#notice,
            showSessions: sessionId === undefined,
            maxLines: size.rows - 6,
          },
          context,
        );
    if (this.#connectionError !== undefined && this.#connection !== "online")
      content.footer.unshift(
        style.dim(truncate(escapeControls(this.#connectionError), context.width)),
      );
    terminal.draw(composeFrame({ title, status }, content, size, context));
  }
}

function describe(error: unknown): string {
  if (error instanceof AskUserError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
