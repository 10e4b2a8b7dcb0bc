// `node scripts/make-icons.mjs`: draws the app's icon set into shell/public/, which the shell's
// build copies beside index.html. The drawing is the SVG below; the PNGs and favicon.ico are
// Chromium's renderings of it, committed so a build needs no browser. Run it again after changing
// the drawing.
//   icon.svg               the favicon of browsers that take SVG (sharp at any size)
//   favicon.ico            16, 32 and 48 px, for /favicon.ico (asked for even when not linked)
//   icon-192.png, icon-512.png   the manifest's icons (rounded, transparent corners)
//   icon-maskable-512.png  full bleed, the glyph inside the central 80 % an Android mask keeps
//   apple-touch-icon.png   180 px, full bleed (iOS rounds the corners itself)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../tooling/apps.cjs';
import { chromiumLaunchOptions } from '../tooling/chromium.cjs';

const requireFromE2e = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = requireFromE2e('playwright-core');

const accent = '#0f766e';
const publicDir = path.join(repoRoot, 'shell', 'public');

/** A lower-case "e" in white on the brand's teal; `corner` rounds the tile (0: full bleed). */
function drawing(corner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${corner}" fill="${accent}"/>
  <path d="M140 256h232M372 256a116 116 0 1 0-34 82" fill="none" stroke="#fff" stroke-width="56" stroke-linecap="round"/>
</svg>
`;
}

/** An ICO whose images are PNGs (read by every browser since IE 11). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  async function render(svg, size) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  }
  const rounded = drawing(112);
  const fullBleed = drawing(0);
  writeFileSync(path.join(publicDir, 'icon.svg'), rounded);
  writeFileSync(path.join(publicDir, 'icon-192.png'), await render(rounded, 192));
  writeFileSync(path.join(publicDir, 'icon-512.png'), await render(rounded, 512));
  writeFileSync(path.join(publicDir, 'icon-maskable-512.png'), await render(fullBleed, 512));
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(fullBleed, 180));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await render(rounded, size) });
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico(small));
} finally {
  await browser.close();
}
