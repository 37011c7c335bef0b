const MAX_LABEL_LENGTH = 100;

interface UserAgentData {
  brands: Array<{ brand: string }>;
  platform: string;
}

/**
 * A short name for this device in the gateway's list of subscriptions, e.g. "Chrome on Android"
 * or "Safari on iPhone": from User-Agent Client Hints where the browser has them, else from the
 * user agent string.
 */
export function deviceLabel(): string {
  const hints = (navigator as { userAgentData?: UserAgentData }).userAgentData;
  const brand = hints?.brands
    .map(({ brand }) => brand)
    .find((name) => !/Not.?A.?Brand|Chromium/i.test(name));
  const browser = brand ?? browserFromUserAgent(navigator.userAgent);
  const platform = hints?.platform || platformFromUserAgent(navigator.userAgent);
  const label = platform ? `${browser} on ${platform}` : browser;
  return label.slice(0, MAX_LABEL_LENGTH);
}

function browserFromUserAgent(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "Edge";
  if (/Firefox\/|FxiOS\//.test(userAgent)) return "Firefox";
  if (/Chrome\/|CriOS\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "Browser";
}

function platformFromUserAgent(userAgent: string): string {
  for (const platform of ["iPhone", "iPad", "Android", "Windows", "Linux"])
    if (userAgent.includes(platform)) return platform;
  return /Mac OS X/.test(userAgent) ? "macOS" : "";
}
