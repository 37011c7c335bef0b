import { emitKeypressEvents } from "node:readline";
import { type Key, type ReadlineKey, toKey } from "./key-input.js";

const ALTERNATE_SCREEN_ON = "\u001b[?1049h";
const ALTERNATE_SCREEN_OFF = "\u001b[?1049l";
const CURSOR_HIDE = "\u001b[?25l";
const CURSOR_SHOW = "\u001b[?25h";
const HOME = "\u001b[H";
const CLEAR_LINE_END = "\u001b[K";
const CLEAR_SCREEN_END = "\u001b[J";

export interface TerminalStreams {
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

export interface ScreenSize {
  columns: number;
  rows: number;
}

/**
 * The TTY in raw mode on the alternate screen: key presses in, whole frames out. `close`
 * restores everything (cooked mode, the cursor, the screen the shell had) and is safe to call
 * more than once; it also runs on process exit, so even a crash leaves a usable terminal.
 */
export class RawTerminal {
  readonly #streams: TerminalStreams;
  #lastFrame = "";
  #isOpen = false;
  #onKeypress: ((text: string | undefined, key: ReadlineKey | undefined) => void) | undefined;
  #onResize: (() => void) | undefined;
  readonly #closeOnExit = () => this.close();

  constructor(streams: TerminalStreams) {
    this.#streams = streams;
  }

  get size(): ScreenSize {
    const { columns, rows } = this.#streams.output;
    return { columns: columns > 0 ? columns : 80, rows: rows > 0 ? rows : 24 };
  }

  open(handlers: { onKey: (key: Key) => void; onResize: () => void }): void {
    const { input, output } = this.#streams;
    emitKeypressEvents(input);
    input.setRawMode(true);
    this.#onKeypress = (text, key) => {
      const mapped = toKey(text, key);
      if (mapped) handlers.onKey(mapped);
    };
    this.#onResize = () => {
      // The old frame no longer lines up: draw the next one from scratch.
      this.#lastFrame = "";
      handlers.onResize();
    };
    input.on("keypress", this.#onKeypress);
    output.on("resize", this.#onResize);
    input.resume();
    process.once("exit", this.#closeOnExit);
    this.#isOpen = true;
    output.write(ALTERNATE_SCREEN_ON + CURSOR_HIDE);
  }

  /** Redraws the whole screen, unless it would look exactly as it does. */
  draw(lines: readonly string[]): void {
    if (!this.#isOpen) return;
    const frame = HOME + lines.map((line) => line + CLEAR_LINE_END).join("\r\n") + CLEAR_SCREEN_END;
    if (frame === this.#lastFrame) return;
    this.#lastFrame = frame;
    this.#streams.output.write(frame);
  }

  close(): void {
    if (!this.#isOpen) return;
    this.#isOpen = false;
    const { input, output } = this.#streams;
    process.off("exit", this.#closeOnExit);
    if (this.#onKeypress) input.off("keypress", this.#onKeypress);
    if (this.#onResize) output.off("resize", this.#onResize);
    input.setRawMode(false);
    input.pause();
    output.write(CURSOR_SHOW + ALTERNATE_SCREEN_OFF);
  }
}
