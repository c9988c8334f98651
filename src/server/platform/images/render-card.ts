import { Resvg } from "@resvg/resvg-js";
import satori, { type SatoriNode } from "satori";
import { brandBackground, type CardContext, type CardTheme, PALETTES } from "./brand.tsx";
import { checkCard, type RenderOptions } from "./card-input.ts";
import { brandFonts } from "./fonts.ts";
import { compositeOver, encodePng, type LayerRegion, pngRows } from "./raster.ts";
import { CARD_TEMPLATES } from "./templates/index.ts";

/**
 * One card, start to finish: template → satori (layout, text as paths) → SVG → resvg (pixels) →
 * laid over the cached background → PNG. Runs inside the render workers only: satori and resvg
 * never load on the server's main thread, which checks input with card-input.ts.
 */

const backgrounds = new Map<string, Uint8Array>();

/** The theme's static layer as PNG rows (see `pngRows`), rasterised once per theme and size. */
export function backgroundRows(theme: CardTheme, width: number, height: number): Uint8Array {
  const key = `${theme}:${width}x${height}`;
  let rows = backgrounds.get(key);
  if (!rows) {
    const image = new Resvg(brandBackground(theme, width, height), RESVG_OPTIONS).render();
    rows = pngRows(image.pixels, width, height);
    backgrounds.set(key, rows);
  }
  return rows;
}

/** No system fonts (satori already turned the text into paths); loading them costs more than drawing. */
const RESVG_OPTIONS = { font: { loadSystemFonts: false }, logLevel: "off" } as const;

/** The satori SVG of a card's text layer (also what the tests inspect). */
export async function cardSvg(
  name: string,
  props: unknown,
  options: RenderOptions,
  onNode?: (node: SatoriNode) => void,
): Promise<string> {
  const checked = checkCard(name, props, options);
  const ctx: CardContext = { ...options, palette: PALETTES[options.theme] };
  const element = CARD_TEMPLATES[checked.template].render(checked.props, ctx);
  return satori(element, {
    width: options.width,
    height: options.height,
    fonts: brandFonts().satori,
    ...(onNode ? { onNodeDetected: onNode } : {}),
  });
}

/** Scale of the ink probe: one probe pixel stands for PROBE_SCALE × PROBE_SCALE card pixels. */
const PROBE_SCALE = 8;
/** Ink rows closer than this (probe rows) share one band: each band costs a render call. */
const PROBE_GAP = 3;

/**
 * Where a layer has ink, as rectangles of whole card pixels: the layer drawn at 1/8 scale (cheap),
 * its rows with any non-transparent pixel merged into horizontal bands, each widened by a probe
 * pixel on every side so that anti-aliased edges stay inside.
 */
function inkBands(svg: string, width: number, height: number) {
  const probe = new Resvg(svg, {
    ...RESVG_OPTIONS,
    fitTo: { mode: "width", value: Math.ceil(width / PROBE_SCALE) },
  }).render();
  const pw = probe.width;
  const pixels = probe.pixels;
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pw * probe.height);
  const bands: { top: number; bottom: number; left: number; right: number }[] = [];
  let current: (typeof bands)[number] | undefined;
  for (let row = 0; row < probe.height; row++) {
    let left = -1;
    let right = -1;
    for (let col = 0; col < pw; col++) {
      if (words[row * pw + col] === 0) continue;
      if (left < 0) left = col;
      right = col;
    }
    if (left < 0) continue;
    if (current && row - current.bottom <= PROBE_GAP) {
      current.bottom = row;
      current.left = Math.min(current.left, left);
      current.right = Math.max(current.right, right);
    } else {
      current = { top: row, bottom: row, left, right };
      bands.push(current);
    }
  }
  return bands.map((band) => ({
    x: Math.max(0, (band.left - 1) * PROBE_SCALE),
    y: Math.max(0, (band.top - 1) * PROBE_SCALE),
    right: Math.min(width, (band.right + 2) * PROBE_SCALE),
    bottom: Math.min(height, (band.bottom + 2) * PROBE_SCALE),
  }));
}

/**
 * Layers that clip, mask or filter are drawn on the whole canvas: cropping those can make resvg
 * panic (an unwrap in its geometry code, which aborts the process), seen with satori's rounded
 * boxes. The Daily Dose card and most visuals are plain paths and rectangles.
 */
const UNSAFE_TO_CROP = /\s(?:clip-path|mask|filter)="/;

/**
 * Rasterises a text layer only where it has ink. resvg's cost grows with the canvas (a blank
 * 1080×1920 canvas alone took most of a card's time) and a card's text covers about half of it,
 * so the layer is parsed once and drawn band by band (`cropByBBox` moves the view box). The tests
 * check every template against a full-canvas render: no ink is lost, and only a few anti-aliased
 * edge pixels differ slightly.
 */
export function rasterizeLayer(svg: string, width: number, height: number): LayerRegion[] {
  const layer = new Resvg(svg, RESVG_OPTIONS);
  if (UNSAFE_TO_CROP.test(svg)) {
    const image = layer.render();
    return [{ pixels: image.pixels, x: 0, y: 0, width: image.width, height: image.height }];
  }
  const bands = inkBands(svg, width, height);
  const box = layer.getBBox();
  if (bands.length === 0 || !box) return [];
  return bands.map((band) => {
    box.x = band.x;
    box.y = band.y;
    box.width = band.right - band.x;
    box.height = band.bottom - band.y;
    layer.cropByBBox(box);
    const image = layer.render();
    return { pixels: image.pixels, x: band.x, y: band.y, width: image.width, height: image.height };
  });
}

/** Renders a card to PNG bytes. */
export async function renderCardPng(name: string, props: unknown, options: RenderOptions): Promise<Buffer> {
  const svg = await cardSvg(name, props, options);
  const rows = compositeOver(
    rasterizeLayer(svg, options.width, options.height),
    backgroundRows(options.theme, options.width, options.height),
    options.width,
  );
  return encodePng(rows, options.width, options.height);
}
