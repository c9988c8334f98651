/**
 * Draws the installable app's icons (src/web/public/icons/*.png) from one SVG, the favicon's
 * design: a gold orbit around a gold sun and a violet planet on the night-sky background of
 * src/web/styles.css. Run `npx tsx scripts/build-icons.ts` after changing the design; the PNGs are
 * committed, so neither the build nor the server needs resvg for them.
 *
 * "any" icons fill a rounded square; the maskable one fills the whole square and keeps the drawing
 * inside the central 80 % circle every platform mask leaves visible; the Apple touch icon is a full
 * opaque square (iOS rounds the corners itself and shows transparency as black).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const BACKGROUND = "#0b0a1f";
const GOLD = "#f5c451";
const VIOLET = "#7c5cff";

const outDir = fileURLToPath(new URL("../src/web/public/icons", import.meta.url));

/** The emblem on a 512-unit canvas, scaled by `scale` around the centre. */
function emblem(scale: number): string {
  const stars = [
    [118, 132, 5],
    [396, 404, 4],
    [120, 380, 3],
    [300, 96, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ece9ff" opacity="0.7"/>`)
    .join("");
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    ${stars}
    <circle cx="256" cy="256" r="160" fill="none" stroke="${GOLD}" stroke-width="24"/>
    <circle cx="256" cy="256" r="50" fill="${GOLD}"/>
    <circle cx="384" cy="144" r="30" fill="${VIOLET}" stroke="${BACKGROUND}" stroke-width="12"/>
  </g>`;
}

function svg({ corner, scale }: { corner: number; scale: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <radialGradient id="glow" cx="0.3" cy="0.15" r="0.9">
      <stop offset="0" stop-color="#2a1f6b"/>
      <stop offset="1" stop-color="${BACKGROUND}"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#glow)"/>
  ${emblem(scale)}
</svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, corner: 96, scale: 1 },
  { file: "icon-512.png", size: 512, corner: 96, scale: 1 },
  // The safe zone is a circle of radius 0.4 × size; the planet's far edge sits right on it at
  // scale 1 (206 of 512 units from the centre), so 0.8 leaves it a clear margin inside.
  { file: "maskable-512.png", size: 512, corner: 0, scale: 0.8 },
  { file: "apple-touch-icon.png", size: 180, corner: 0, scale: 0.9 },
] as const;

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const png = new Resvg(svg(icon), { fitTo: { mode: "width", value: icon.size } }).render().asPng();
  writeFileSync(path.join(outDir, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
