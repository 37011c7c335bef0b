/**
 * Draws the Control UI's icon (the favicon's blue rounded square with a white "?") and renders
 * the PNGs the web app manifest and iOS need, into src/ui/public/icons/:
 *
 *   node --import tsx scripts/render-icons.ts
 *
 * Run it again only when the icon changes; its output is committed. Chromium renders the SVG, so
 * the PNGs look exactly like the SVG does in a browser.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../test/support/browser.js";

const OUT = fileURLToPath(new URL("../src/ui/public/icons/", import.meta.url));

/** The accent colour of the light theme (src/ui/styles/theme.ts). */
const ACCENT = "#2f5bd3";

interface IconShape {
  /** Corner radius as a share of the side; 0 for full-bleed icons the platform masks itself. */
  corner: number;
  /** Font size of the "?" as a share of the side. */
  glyph: number;
  background: string | undefined;
  foreground: string;
}

/** The favicon's proportions: a 32-unit square with 8-unit corners and a 20-unit "?". */
const ROUNDED: IconShape = { corner: 0.25, glyph: 0.625, background: ACCENT, foreground: "#fff" };
/** Maskable and Apple icons are cropped by the platform: square, with the "?" in the safe zone. */
const FULL_BLEED: IconShape = { corner: 0, glyph: 0.5, background: ACCENT, foreground: "#fff" };
/** Android's status bar badge uses only the alpha channel. */
const BADGE: IconShape = { corner: 0, glyph: 0.8, background: undefined, foreground: "#fff" };

function iconSvg(shape: IconShape): string {
  const size = 512;
  const radius = size * shape.corner;
  const fontSize = size * shape.glyph;
  // The baseline sits a third of the glyph below the centre, which centres a "?" optically.
  const baseline = size / 2 + fontSize * 0.36;
  const background = shape.background
    ? `<rect width="${size}" height="${size}" rx="${radius}" fill="${shape.background}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><title>ask-user</title>${background}<text x="${size / 2}" y="${baseline}" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="${shape.foreground}" text-anchor="middle">?</text></svg>\n`;
}

const RENDERS: Array<{ file: string; size: number; shape: IconShape }> = [
  { file: "icon-192.png", size: 192, shape: ROUNDED },
  { file: "icon-512.png", size: 512, shape: ROUNDED },
  { file: "icon-maskable-512.png", size: 512, shape: FULL_BLEED },
  { file: "apple-touch-icon.png", size: 180, shape: FULL_BLEED },
  { file: "badge-96.png", size: 96, shape: BADGE },
];

async function main(): Promise<void> {
  writeFileSync(join(OUT, "icon.svg"), iconSvg(ROUNDED));
  const browser = await launchBrowser();
  try {
    for (const { file, size, shape } of RENDERS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = iconSvg(shape).replace("<svg ", `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      await page.screenshot({ path: join(OUT, file), omitBackground: true });
      await page.close();
      process.stdout.write(`wrote ${join(OUT, file)}\n`);
    }
  } finally {
    await browser.close();
  }
}

await main();
