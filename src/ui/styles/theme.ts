import { css } from "lit";

/**
 * The Control UI's palette as `--ask-user-*` custom properties. They inherit through shadow
 * roots, so <ask-user-question> (which has its own defaults) picks them up too.
 */
export const theme = css`
  :host {
    --ask-user-accent: #2f5bd3;
    --ask-user-accent-text: #ffffff;
    --ask-user-text: #1c2024;
    --ask-user-muted: #5e6872;
    --ask-user-surface: #ffffff;
    --ask-user-subtle: #f5f7fa;
    --ask-user-canvas: #eef1f5;
    --ask-user-border: #d9dee5;
    --ask-user-recommended: #1d7a46;
    --ask-user-warning: #b4540a;
    --ask-user-danger: #c42b2b;
    --ask-user-font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai",
      sans-serif;
    color-scheme: light dark;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --ask-user-accent: #7f9cf5;
      --ask-user-accent-text: #0d1117;
      --ask-user-text: #e6e9ee;
      --ask-user-muted: #9aa4b0;
      --ask-user-surface: #1a1f27;
      --ask-user-subtle: #151a21;
      --ask-user-canvas: #0f1318;
      --ask-user-border: #323a46;
      --ask-user-recommended: #5cc98a;
      --ask-user-warning: #f0a45c;
      --ask-user-danger: #ff7b72;
      --ask-user-shadow: 0 10px 30px rgb(0 0 0 / 0.35);
    }
  }
`;

/** Shared bits of the app's own components: focus rings, buttons, hidden text. */
export const shared = css`
  * {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid var(--ask-user-accent);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .button {
    min-height: 36px;
    padding: 0 16px;
    border: 1px solid transparent;
    border-radius: 8px;
    background: var(--ask-user-accent);
    color: var(--ask-user-accent-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  .muted {
    color: var(--ask-user-muted);
  }
`;
