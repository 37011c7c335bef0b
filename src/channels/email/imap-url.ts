/** Where replies are read: `imaps://user:password@host:993/Mailbox` (INBOX unless named). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the start (imaps); else STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

/** The settings in an `imap://` or `imaps://` URL, else the rule it breaks. */
export function readImapUrl(text: string): ImapSettings | string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== "imap:" && url.protocol !== "imaps:") || !url.hostname)
    return "expected an imap:// or imaps:// URL such as imaps://user:app-password@imap.example.com:993";
  if (!url.username || !url.password) return "expected the user and password in the URL";
  const secure = url.protocol === "imaps:";
  const mailbox = decodeURIComponent(url.pathname.replace(/^\//u, ""));
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox: mailbox || "INBOX",
  };
}
