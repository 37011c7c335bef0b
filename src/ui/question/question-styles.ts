import { css } from "lit";

/*
 * Styles of <ask-user-question>. Every colour and size reads an `--ask-user-*` custom property
 * with a default, so an embedding app themes it without reaching into the shadow root.
 */
export const questionStyles = css`
  :host {
    --_accent: var(--ask-user-accent, #2f5bd3);
    --_accent-text: var(--ask-user-accent-text, #ffffff);
    --_text: var(--ask-user-text, #1c2024);
    --_muted: var(--ask-user-muted, #5e6872);
    --_surface: var(--ask-user-surface, #ffffff);
    --_subtle: var(--ask-user-subtle, #f5f7fa);
    --_border: var(--ask-user-border, #d9dee5);
    --_recommended: var(--ask-user-recommended, #1d7a46);
    --_warning: var(--ask-user-warning, #b4540a);
    --_danger: var(--ask-user-danger, #c42b2b);
    --_radius: var(--ask-user-radius, 14px);
    --_shadow: var(--ask-user-shadow, 0 10px 30px rgb(16 24 40 / 0.08), 0 1px 3px rgb(16 24 40 / 0.06));
    display: block;
    color: var(--_text);
    font-family: var(--ask-user-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
    font-size: 15px;
    line-height: 1.45;
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  .panel {
    display: flex;
    flex-direction: column;
    max-height: var(--ask-user-max-height, min(64vh, 620px));
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    overflow: hidden;
  }
  .head {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px 10px 16px;
    border-bottom: 1px solid var(--_border);
  }
  .title {
    font-weight: 600;
  }
  .spacer {
    flex: 1;
  }
  .chip {
    display: inline-block;
    max-width: 100%;
    padding: 2px 10px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_accent) 11%, transparent);
    color: var(--_accent);
    font-size: 13px;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .stepper {
    color: var(--_muted);
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
  .timer {
    color: var(--_muted);
    font-size: 13px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .timer.soon {
    color: var(--_warning);
  }

  form {
    display: flex;
    flex-direction: column;
    min-height: 0;
    margin: 0;
  }
  .scroll {
    overflow: auto;
    padding: 16px;
  }
  .stack {
    display: grid;
    gap: 14px;
  }

  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    font-size: 17px;
    font-weight: 600;
    line-height: 1.35;
  }
  .details {
    margin: 6px 0 0;
    font-size: 13px;
  }
  .details summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    color: var(--_muted);
    cursor: pointer;
  }
  .details pre {
    max-height: 40vh;
    margin: 0 0 6px;
    padding: 8px 10px;
    overflow: auto;
    border-radius: 8px;
    background: color-mix(in srgb, currentColor 6%, transparent);
    font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .hint {
    margin: 2px 0 12px;
    color: var(--_muted);
    font-size: 13px;
  }
  .options {
    display: grid;
    gap: 8px;
  }
  .option {
    -webkit-tap-highlight-color: transparent;
    display: flex;
    align-items: flex-start;
    gap: 12px;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid var(--_border);
    border-radius: 10px;
    background: var(--_surface);
    cursor: pointer;
    transition: border-color 120ms, background-color 120ms;
  }
  .option:hover {
    border-color: color-mix(in srgb, var(--_accent) 45%, var(--_border));
  }
  .option.chosen {
    border-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 6%, var(--_surface));
  }
  .option:has(.control:focus-visible) {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
  }
  .control {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: var(--_accent);
    cursor: pointer;
  }
  .control:focus-visible {
    outline: none;
  }
  .key {
    flex: none;
    display: inline-grid;
    place-items: center;
    min-width: 20px;
    height: 20px;
    margin-top: 1px;
    border: 1px solid var(--_border);
    border-radius: 5px;
    color: var(--_muted);
    font: 600 11px/1 ui-monospace, SFMono-Regular, Menlo, monospace;
  }
  .option-text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .option-label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  .badge {
    padding: 1px 8px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_recommended) 12%, transparent);
    color: var(--_recommended);
    font-size: 12px;
    font-weight: 600;
  }
  .description {
    color: var(--_muted);
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .option.other {
    align-items: center;
    flex-wrap: wrap;
    cursor: default;
  }
  .other-choice {
    display: flex;
    align-items: center;
    gap: 12px;
    cursor: pointer;
  }
  .other-choice .control {
    margin: 0;
  }
  .other-text {
    flex: 1 1 180px;
    min-width: 0;
    min-height: 36px;
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-radius: 8px;
    background: var(--_surface);
    color: inherit;
    font: inherit;
  }
  .other-text:focus-visible {
    outline-offset: 0;
    border-color: var(--_accent);
  }

  .error {
    margin: 12px 0 0;
    padding: 8px 12px;
    border-radius: 8px;
    background: color-mix(in srgb, var(--_danger) 9%, var(--_surface));
    color: var(--_danger);
    font-size: 14px;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 12px 16px;
    border-top: 1px solid var(--_border);
    background: var(--_subtle);
  }
  button {
    min-height: 36px;
    padding: 0 16px;
    border: 1px solid transparent;
    border-radius: 8px;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  .primary {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .primary:not(:disabled):hover {
    background: color-mix(in srgb, var(--_accent) 88%, black);
  }
  .secondary {
    border-color: var(--_border);
    background: var(--_surface);
  }
  .quiet {
    color: var(--_muted);
  }
  .quiet:not(:disabled):hover,
  .secondary:not(:disabled):hover {
    background: color-mix(in srgb, var(--_text) 6%, transparent);
  }
  [aria-busy="true"] .primary {
    cursor: progress;
  }

  /* The stacked touch layout: every question a card, large targets, one Submit. */
  .panel.cards {
    max-height: var(--ask-user-max-height, 78vh);
  }
  .cards .scroll {
    padding: 12px;
  }
  .cards .card {
    padding: 14px;
    border: 1px solid var(--_border);
    border-radius: 12px;
    background: var(--_subtle);
  }
  .cards .card > .chip {
    margin-bottom: 8px;
  }
  .cards .option {
    min-height: 52px;
    align-items: center;
  }
  .cards .control {
    width: 22px;
    height: 22px;
    margin: 0;
  }
  .cards .other-text {
    min-height: 44px;
  }
  .cards button {
    min-height: 48px;
  }
  .cards .actions .primary {
    flex: 1;
  }

  /* Collapsed: a slim bar above the composer; a click anywhere on it expands. */
  .bar {
    -webkit-tap-highlight-color: transparent;
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 6px 8px 6px 14px;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    cursor: pointer;
  }
  .bar .question-line {
    flex: 1;
    min-width: 0;
    color: var(--_muted);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .dot {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--_accent);
    animation: pulse 2s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.35;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .dot {
      animation: none;
    }
  }

  .ended {
    padding: 14px 16px;
  }
  .ended-summary {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .ended-status {
    margin: 0;
    font-weight: 600;
  }
  .ended-line {
    margin: 0;
    color: var(--_muted);
  }
`;
