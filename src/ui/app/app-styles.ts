import { css } from "lit";
import { shared, theme } from "../styles/theme.js";

/** `<ask-user-app>`'s layout: the top bar, the sessions list beside the session, the dock. */
export const appStyles = [
  theme,
  shared,
  css`
    :host {
      display: block;
      height: 100%;
      background: var(--ask-user-canvas);
      color: var(--ask-user-text);
      font-family: var(--ask-user-font);
      font-size: 15px;
      line-height: 1.45;
    }
    .layout {
      display: grid;
      grid-template-columns: 280px minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: 100%;
    }
    .topbar {
      grid-column: 1 / -1;
      display: flex;
      align-items: center;
      gap: 12px;
      min-height: 52px;
      padding: 0 16px;
      border-bottom: 1px solid var(--ask-user-border);
      background: var(--ask-user-surface);
    }
    .brand {
      font-weight: 700;
      letter-spacing: -0.01em;
    }
    .brand span {
      color: var(--ask-user-muted);
      font-weight: 500;
    }
    .spacer {
      flex: 1;
    }
    .connection {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      color: var(--ask-user-muted);
      font-size: 13px;
    }
    .connection::before {
      content: "";
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: var(--ask-user-warning);
    }
    .connection.live::before {
      background: var(--ask-user-recommended);
    }
    aside {
      display: flex;
      flex-direction: column;
      overflow-y: auto;
      border-right: 1px solid var(--ask-user-border);
      background: var(--ask-user-subtle);
    }
    /* "This device" sits at the foot of the sessions list, or below it when the list is long. */
    ask-user-device-panel {
      margin-top: auto;
    }
    main {
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    .session-head {
      display: flex;
      align-items: center;
      gap: 8px;
      min-height: 48px;
      padding: 8px 20px;
      border-bottom: 1px solid var(--ask-user-border);
    }
    .session-head h1 {
      margin: 0;
      font-size: 16px;
      font-weight: 600;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .back {
      display: none;
      align-items: center;
      min-height: 44px;
      padding: 0 10px 0 0;
      color: var(--ask-user-accent);
      font-weight: 600;
      text-decoration: none;
    }
    ask-user-timeline {
      flex: 1;
      min-height: 0;
    }
    .dock {
      display: grid;
      /* minmax(0, …): a long question line must shrink, not widen the dock. */
      grid-template-columns: minmax(0, 1fr);
      gap: 8px;
      width: 100%;
      max-width: 800px;
      margin: 0 auto;
      padding: 8px 20px 16px;
    }
    .placeholder {
      margin: auto;
      padding: 24px;
      text-align: center;
    }
    .notice {
      margin: 8px 20px 0;
      padding: 8px 12px;
      border-radius: 8px;
      background: color-mix(in srgb, var(--ask-user-danger) 9%, var(--ask-user-surface));
      color: var(--ask-user-danger);
      font-size: 14px;
    }

    /* Phones: one column; the list, or a session with a way back to the list. */
    @media (max-width: 720px) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .layout.has-session aside,
      .layout:not(.has-session) main {
        display: none;
      }
      aside {
        border-right: 0;
      }
      .back {
        display: inline-flex;
      }
      .session-head {
        padding: 4px 12px;
      }
      .dock {
        padding: 8px 8px 10px;
      }
    }
  `,
];
