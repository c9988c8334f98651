import { Resvg } from "@resvg/resvg-js";
import type { SatoriNode } from "satori";
import { describe, expect, it } from "vitest";
import { USP_OPTIONS, VISUAL_FORMATS } from "#contracts/visuals";
import { framePadding, PRODUCT_NAME } from "../brand.tsx";
import { cardSvg, rasterizeLayer } from "../render-card.ts";
import { unsupportedCharacters } from "../text-fit.ts";
import { VISUAL_GLYPHS } from "./visual-parts.tsx";

/** The longest texts each visual template accepts, with long words, at both sizes and themes. */
const W = "Overcommitted";
const long = (max: number) =>
  `${`${W} planets rearranging your plans again, `.repeat(20)}`.slice(0, max).trim();

const LONGEST: Record<string, Record<string, unknown>> = {
  "sign-quote": {
    sign: "sagittarius",
    flavour: long(80),
    quote: long(240),
    skyLine: long(120),
    dateLabel: "Wednesday, September 30, 2026",
  },
  "sign-pair": { sign1: "sagittarius", sign2: "capricorn", label: long(40), line: long(240) },
  "usp-slide": { glyph: "♃", title: long(80), body: long(260), position: "10 / 11" },
  "voice-comparison": { topic: long(140), normal: long(320), roast: long(320), dateLabel: "Monday" },
  "sky-throwback": {
    date: "30 September 2026",
    weekday: "Wednesday",
    facts: [
      { glyph: "sun", text: long(80) },
      { glyph: "moon", text: long(80) },
      { glyph: "spark", text: long(80) },
    ],
    line: long(300),
  },
  "oracle-card": { question: long(300), answer: long(600), dateLabel: "Monday" },
  "big-three": {
    rows: [
      { point: "Sun", sign: "sagittarius", text: long(200) },
      { point: "Moon", sign: "capricorn", text: long(200) },
      { point: "Rising", sign: "aquarius", text: long(200) },
    ],
    summary: long(300),
  },
  "page-card": { title: long(90), description: long(240) },
};
/** The link-preview card is drawn at Open Graph's size only (scripts/prerender.mjs). */
const formatsOf = (name: string) =>
  name === "page-card"
    ? [{ width: 1200, height: 630, label: "link preview" }]
    : Object.values(VISUAL_FORMATS);

describe("the social-visual templates", () => {
  it("draw only glyphs the card fonts have, and so do the USP slides", () => {
    expect(unsupportedCharacters(VISUAL_GLYPHS.join(""))).toEqual([]);
    for (const usp of USP_OPTIONS) {
      expect(unsupportedCharacters(`${usp.glyph} ${usp.title} ${usp.body}`), usp.id).toEqual([]);
    }
  });

  for (const [name, props] of Object.entries(LONGEST)) {
    it(`keep the longest "${name}" inside the margins and above the product name, in each of its sizes`, async () => {
      for (const format of formatsOf(name)) {
        const size = { width: format.width, height: format.height };
        for (const theme of ["dark", "light"] as const) {
          const nodes: SatoriNode[] = [];
          await cardSvg(name, props, { ...size, theme }, (node) => nodes.push(node));
          const pad = framePadding(size);
          const footer = nodes.find((n) => n.textContent === PRODUCT_NAME);
          expect(footer, name).toBeTruthy();
          // Text that did not fit would push the product name down past the bottom margin.
          expect((footer?.top ?? 0) + (footer?.height ?? 0), name).toBeLessThanOrEqual(
            size.height - pad.bottom + 1,
          );
          // The footer row: the product name and its ☉ mark.
          const inFooter = (n: SatoriNode) =>
            n === footer || (n.textContent === "☉" && Math.abs(n.top - (footer?.top ?? 0)) < 40);
          const texts = nodes.filter((n) => n.textContent && !inFooter(n));
          expect(texts.length).toBeGreaterThan(2);
          for (const node of texts) {
            const label = `${name} ${format.label} ${theme}: "${node.textContent?.slice(0, 30)}"`;
            expect(node.left, label).toBeGreaterThanOrEqual(pad.side - 1);
            expect(node.left + node.width, label).toBeLessThanOrEqual(size.width - pad.side + 1);
            expect(node.top + node.height, label).toBeLessThanOrEqual((footer?.top ?? 0) + 1);
          }
        }
      }
    });
  }
});

describe("rasterising a text layer band by band", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["classic", { astroFact: long(280), callToAction: long(140), dateLabel: "Monday, 30 November 2026" }],
    ...Object.entries(LONGEST),
  ];
  for (const [name, props] of cases) {
    it(`draws "${name}" as a full-canvas render would`, async () => {
      const { width, height } = VISUAL_FORMATS.story;
      const options = { width, height, theme: "dark" as const };
      const svg = await cardSvg(name, props, options);
      const full = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
      const banded = new Uint8Array(full.length);
      for (const region of rasterizeLayer(svg, width, height)) {
        for (let row = 0; row < region.height; row++) {
          const from = row * region.width * 4;
          banded.set(
            region.pixels.subarray(from, from + region.width * 4),
            ((region.y + row) * width + region.x) * 4,
          );
        }
      }
      // No ink is lost: every visible pixel (alpha ≥ 32) of the full render is drawn by some band.
      // Bands are rasterised at other offsets, so a few anti-aliased edge pixels differ slightly.
      let lost = 0;
      let differing = 0;
      let inked = 0;
      let worst = 0;
      for (let i = 0; i < full.length; i += 4) {
        if ((full[i + 3] as number) > 0) inked++;
        if ((full[i + 3] as number) >= 32 && banded[i + 3] === 0) lost++;
        let diff = 0;
        for (let k = 0; k < 4; k++)
          diff = Math.max(diff, Math.abs((full[i + k] as number) - (banded[i + k] as number)));
        if (diff > 0) differing++;
        worst = Math.max(worst, diff);
      }
      expect(inked, name).toBeGreaterThan(10_000);
      expect(lost, name).toBe(0);
      expect(differing, name).toBeLessThanOrEqual(inked / 500);
      expect(worst, name).toBeLessThanOrEqual(64);
    });
  }
});
