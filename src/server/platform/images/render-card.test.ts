import { Resvg } from "@resvg/resvg-js";
import satori, { type SatoriNode } from "satori";
import { describe, expect, it } from "vitest";
import { decodePng, distinctColours } from "#server/test-support/png";
import { composeDailyDose } from "#writing/index";
import { consecutiveDates, skyFor } from "#writing/testing/index";
import { brandBackground, type CardTheme, framePadding } from "./brand.tsx";
import { CardInputError, checkCard } from "./card-input.ts";
import { brandFonts } from "./fonts.ts";
import { cardSvg, renderCardPng } from "./render-card.ts";
import { CARD_GLYPHS, glyphsFor } from "./templates/glyphs.ts";
import { fitText, lineCount, textWidth, unsupportedCharacters } from "./text-fit.ts";

const STORY = { width: 1080, height: 1920 } as const;
const SHORT = {
  astroFact: "Mars squares Saturn at 14:03 your time: drive runs into reality.",
  callToAction: "Do the boring task. Yes, that one.",
  dateLabel: "Sunday, November 22, 2026",
};
// The longest texts the API accepts (280 and 140 characters), with long words and no mercy.
const LONGEST = {
  astroFact:
    "Venus in Sagittarius opposes Uranus in Gemini, exact at 23:47 your time, while the waning crescent Moon drifts through Scorpio and Mercury stations retrograde in Capricorn at 04:12 your time. Three planets pulling three ways: expect plans to wobble and people to surprise you, a lot.".slice(
      0,
      280,
    ),
  callToAction:
    "WWWWWWW MMMMMMMM: do not sign, buy or text anything you cannot undo by Friday. Write it down, sleep on it, decide with a clear head tomorrow.".slice(
      0,
      140,
    ),
  dateLabel: "Wednesday, September 30, 2026",
};

function backgroundRgba(theme: CardTheme, width: number, height: number): Uint8Array {
  return new Resvg(brandBackground(theme, width, height), { font: { loadSystemFonts: false } }).render()
    .pixels;
}

/** Pixels whose colour differs from the background by more than a faint anti-aliasing edge. */
function inkedPixels(
  image: { rgba: Uint8Array; width: number },
  background: Uint8Array,
  region: { x0: number; y0: number; x1: number; y1: number },
): number {
  let count = 0;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const o = (y * image.width + x) * 4;
      const diff =
        Math.abs((image.rgba[o] as number) - (background[o] as number)) +
        Math.abs((image.rgba[o + 1] as number) - (background[o + 1] as number)) +
        Math.abs((image.rgba[o + 2] as number) - (background[o + 2] as number));
      if (diff > 24) count++;
    }
  }
  return count;
}

async function glyphPixels(char: string): Promise<Buffer> {
  const svg = await satori(
    {
      type: "div",
      key: null,
      props: {
        style: { display: "flex", width: 64, height: 64, fontSize: 48, color: "#000", fontFamily: "Inter" },
        children: char,
      },
    },
    { width: 64, height: 64, fonts: brandFonts().satori },
  );
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

describe("card renderer", () => {
  it("renders a 1080×1920 story card in both themes, text drawn on a night or a daylight sky", async () => {
    const luminance: number[] = [];
    for (const theme of ["dark", "light"] as const) {
      const image = decodePng(await renderCardPng("classic", SHORT, { ...STORY, theme }));
      expect([image.width, image.height]).toEqual([1080, 1920]);
      expect(distinctColours(image)).toBeGreaterThan(500);
      const all = { x0: 0, y0: 0, x1: 1080, y1: 1920 };
      expect(inkedPixels(image, backgroundRgba(theme, 1080, 1920), all)).toBeGreaterThan(40_000);
      let sum = 0;
      for (let i = 0; i < image.rgba.length; i += 4 * 97) sum += image.rgba[i + 1] as number;
      luminance.push(sum / (image.rgba.length / (4 * 97)));
    }
    expect(luminance[0]).toBeLessThan(70);
    expect(luminance[1]).toBeGreaterThan(190);
  });

  it("draws every glyph a card can show with a real glyph, never the empty box", async () => {
    const tofu = await glyphPixels("\uE000");
    for (const glyph of [...CARD_GLYPHS, "☉"]) {
      expect(unsupportedCharacters(glyph), glyph).toEqual([]);
      const pixels = await glyphPixels(glyph);
      expect(
        pixels.some((v, i) => i % 4 === 3 && v > 0),
        `${glyph} has ink`,
      ).toBe(true);
      expect(pixels.equals(tofu), `${glyph} is not the empty box`).toBe(false);
    }
    // The test would notice a box: a character no font has is drawn exactly as the box.
    expect((await glyphPixels("\uE001")).equals(tofu)).toBe(true);
  });

  it("has a font for every character the Daily Dose writer produces", () => {
    for (const date of consecutiveDates("2026-01-01", 60)) {
      for (let press = 0; press < 5; press++) {
        const dose = composeDailyDose({ ...skyFor(date), timeZone: "Europe/Brussels" }, "roast", `${press}`);
        expect(unsupportedCharacters(`${dose.astroFact} ${dose.callToAction}`)).toEqual([]);
      }
    }
  });

  it("refuses emoji and scripts without a font, naming the field and the characters", () => {
    const options = { ...STORY, theme: "dark" } as const;
    const refuse = (props: object) => {
      try {
        checkCard("classic", props, options);
      } catch (error) {
        return error as CardInputError;
      }
      throw new Error("not refused");
    };
    const emoji = refuse({ ...SHORT, astroFact: "Mars squares Saturn 😬🔥" });
    expect(emoji).toBeInstanceOf(CardInputError);
    expect(emoji.field).toBe("astroFact");
    expect(emoji.characters).toEqual(["😬", "🔥"]);
    expect(emoji.message).toContain('"😬", "🔥"');
    expect(refuse({ ...SHORT, callToAction: "加油" }).field).toBe("callToAction");
    // A sign written with the emoji selector is drawn as the plain glyph, not refused.
    expect(() =>
      checkCard("classic", { ...SHORT, astroFact: "The Moon enters ♌️ today" }, options),
    ).not.toThrow();
  });

  it("refuses an unknown template, theme or size", () => {
    expect(() => checkCard("fancy", SHORT, { ...STORY, theme: "dark" })).toThrow(/Unknown template/);
    expect(() => checkCard("classic", SHORT, { ...STORY, theme: "sepia" as CardTheme })).toThrow(
      /Unknown theme/,
    );
    expect(() => checkCard("classic", SHORT, { width: 1080, height: 99_999, theme: "dark" })).toThrow(
      /sizes/,
    );
  });

  it("fits the longest texts inside the card: nothing crosses the margins or the product name", async () => {
    for (const theme of ["light", "dark"] as const) {
      const nodes: SatoriNode[] = [];
      await cardSvg("classic", LONGEST, { ...STORY, theme }, (node) => nodes.push(node));
      const pad = framePadding(STORY);
      const footer = nodes.find((n) => n.textContent === "Zero Fluff, All Astrology");
      const cta = nodes.find((n) => n.props["data-box"] === "cta");
      expect(footer && cta).toBeTruthy();
      for (const node of nodes.filter((n) => n.textContent)) {
        expect(node.left).toBeGreaterThanOrEqual(pad.side - 1);
        expect(node.left + node.width).toBeLessThanOrEqual(STORY.width - pad.side + 1);
        expect(node.top + node.height).toBeLessThanOrEqual(STORY.height - pad.bottom + 1);
      }
      expect((cta?.top ?? 0) + (cta?.height ?? 0)).toBeLessThan(footer?.top ?? 0);

      // And in the pixels: the right margin and the band under the product name are untouched sky.
      const image = decodePng(await renderCardPng("classic", LONGEST, { ...STORY, theme }));
      const background = backgroundRgba(theme, 1080, 1920);
      const margin = { x0: STORY.width - pad.side + 6, y0: 0, x1: STORY.width, y1: STORY.height };
      expect(inkedPixels(image, background, margin)).toBe(0);
      const below = { x0: 0, y0: STORY.height - pad.bottom + 6, x1: STORY.width, y1: STORY.height };
      expect(inkedPixels(image, background, below)).toBe(0);
    }
  });

  it("wraps a 200-character unbroken token inside the safe area: no ink in the margins", async () => {
    // Hostile input: one "word" far wider than the card, in the widest letters, in every text a
    // caller controls (the Daily Dose fact and call to action; an Oracle question and answer).
    const token = (length: number) => "W".repeat(10) + "Mx".repeat(length).slice(0, length - 10);
    const cards = [
      {
        name: "classic",
        props: { astroFact: token(200), callToAction: token(140), dateLabel: SHORT.dateLabel },
        size: STORY,
      },
      {
        name: "oracle-card",
        props: { question: token(200), answer: token(200), dateLabel: SHORT.dateLabel },
        size: { width: 1080, height: 1350 },
      },
    ];
    for (const card of cards) {
      for (const theme of ["dark", "light"] as const) {
        const { width, height } = card.size;
        const image = decodePng(await renderCardPng(card.name, card.props, { width, height, theme }));
        const background = backgroundRgba(theme, width, height);
        const pad = framePadding(card.size);
        const edge = 6; // anti-aliased edges of glyphs set flush with the padding
        const outside = {
          left: { x0: 0, y0: 0, x1: pad.side - edge, y1: height },
          right: { x0: width - pad.side + edge, y0: 0, x1: width, y1: height },
          top: { x0: 0, y0: 0, x1: width, y1: pad.top - edge },
          bottom: { x0: 0, y0: height - pad.bottom + edge, x1: width, y1: height },
        };
        for (const [side, region] of Object.entries(outside)) {
          expect(inkedPixels(image, background, region), `${card.name} ${theme} ${side}`).toBe(0);
        }
        // The token is drawn, not dropped: the safe area has plenty of ink.
        const inside = { x0: pad.side, y0: pad.top, x1: width - pad.side, y1: height - pad.bottom };
        expect(inkedPixels(image, background, inside)).toBeGreaterThan(40_000);
      }
    }
    // Four full renders, each decoded and compared pixel by pixel: room for a busy machine.
  }, 180_000);

  it("counts the lines of a word wider than its box as satori breaks it, a whole letter at a time", () => {
    const style = { family: "Inter", weight: 600, lineHeight: 1.3 } as const;
    const letter = textWidth("W", style, 40);
    // Ten letters fit a line 10.9 letters wide, so 43 letters take five lines (not 43 / 10.9 → 4).
    expect(lineCount("W".repeat(43), style, 40, letter * 10.9)).toBe(5);
    // A word that fits stays whole: it moves to the next line.
    expect(lineCount("WW WWWWWWWWWW", style, 40, letter * 10.9)).toBe(2);
  });

  it("shrinks text to fit and never below the floor for the allowed lengths", () => {
    const style = { family: "Fraunces", weight: 600, lineHeight: 1.14 } as const;
    const short = fitText("New Moon in Aries.", style, { maxWidth: 888, maxHeight: 600, maxSize: 88 });
    const long = fitText(LONGEST.astroFact, style, { maxWidth: 888, maxHeight: 600, maxSize: 88 });
    expect(short.fontSize).toBe(88);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.height).toBeLessThanOrEqual(600);
  });

  it("headlines an aspect as planet, aspect, planet", () => {
    expect(glyphsFor("Mars squares Saturn at 14:03 your time.")).toEqual(["♂", "□", "♄"]);
    expect(glyphsFor("The Moon in Libra opposes Venus in Aries at 18:23.")).toEqual(["☽", "☍", "♀"]);
    expect(glyphsFor("New Moon in Aries at 14:20 your time.")).toEqual(["●", "♈"]);
    expect(glyphsFor("Less horoscope, more doing.")).toEqual(["✦"]);
  });
});
