/** Whether the app runs from the Home Screen / as an installed app rather than in a browser tab. */
export function isStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * iPhone, iPad or iPod, in any browser (all of them are Safari underneath there): apps install
 * through Share → Add to Home Screen, and only such apps may notify. iPadOS reports a Mac, but
 * a Mac has no touch screen.
 */
export function isIosDevice(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}
