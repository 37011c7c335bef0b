/**
 * The headers every Control UI file is served with. The UI has no inline script or style, so
 * its policy allows only its own files (plus `data:` images, the page's icon). Framing is
 * limited to the gateway's own origin, so that a page elsewhere cannot lay the UI under a decoy
 * and make the human click an answer; `frameAncestors` lists the origins of hosts that embed it
 * on purpose (`ASK_USER_FRAME_ANCESTORS`).
 */
export function uiSecurityHeaders(frameAncestors: readonly string[] = []): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`,
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    // The older header can name no list; browsers that know frame-ancestors ignore it anyway.
    ...(frameAncestors.length === 0 ? { "X-Frame-Options": "SAMEORIGIN" } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
