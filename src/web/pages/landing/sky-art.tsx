import { SIGNS as SIGN_ORDER } from "#contracts/constants";
import { SIGN_GLYPHS as BARE_SIGN_GLYPHS } from "#web/lib/zodiac.ts";

/* The hero's decoration: a starfield behind it and a zodiac wheel beside it (aria-hidden, nobody's real chart). */

interface Star {
  x: number;
  y: number;
  r: number;
  opacity: number;
  twinkle: boolean;
}

/** A fixed, seeded scatter so the sky looks the same on every render and on the server. */
const STARS: Star[] = (() => {
  let seed = 20_240_321;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: 90 }, () => ({
    x: next() * 100,
    y: next() * 100,
    r: 0.5 + next() * 1.2,
    opacity: 0.25 + next() * 0.6,
    twinkle: next() > 0.85,
  }));
})();

/*
 * The decoration is written as markup once, at module load, and set as the SVGs' inner HTML: React
 * then keeps the prerendered nodes as they are instead of hydrating some 200 elements nobody
 * interacts with (a good part of the landing page's hydration on a phone).
 */
const starsMarkup = (stars: Star[]) =>
  stars
    .map(
      (star) =>
        `<circle cx="${star.x.toFixed(2)}%" cy="${star.y.toFixed(2)}%" r="${star.r.toFixed(2)}" fill="currentColor" opacity="${star.opacity.toFixed(2)}"></circle>`,
    )
    .join("");
const STILL_MARKUP = starsMarkup(STARS.filter((star) => !star.twinkle));
const TWINKLE_MARKUP = starsMarkup(STARS.filter((star) => star.twinkle));

const SKY = "pointer-events-none absolute inset-0 -z-20 size-full text-foreground";

/*
 * The twinkling stars are a layer of their own whose opacity pulses. Pulsing each star inside the
 * one SVG repainted the whole sky on the main thread at every frame, and, with no GPU, made the
 * compositor redraw it too: most of the landing page's main-thread time on a phone after it had
 * loaded (Lighthouse's "Other" and its blocking time). An element's opacity animates on the
 * compositor alone.
 */
export function Starfield() {
  return (
    <>
      <svg
        aria-hidden="true"
        className={SKY}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup (see starsMarkup).
        dangerouslySetInnerHTML={{ __html: STILL_MARKUP }}
      />
      <svg
        aria-hidden="true"
        className={`${SKY} motion-safe:animate-pulse`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup (see starsMarkup).
        dangerouslySetInnerHTML={{ __html: TWINKLE_MARKUP }}
      />
    </>
  );
}

/* Text presentation selector (U+FE0E) keeps the glyphs from turning into colour emoji. */
const SIGN_GLYPHS = SIGN_ORDER.map((sign) => `${BARE_SIGN_GLYPHS[sign]}\uFE0E`);
const CENTER = 200;

/** Hundredths of a unit: far below a pixel, and the same digits in the prerender and the browser. */
const round = (value: number) => Math.round(value * 100) / 100;

function polar(radius: number, angleDeg: number): { x: number; y: number } {
  // Zodiac order runs counter-clockwise, starting at the left (the Ascendant side of a chart wheel).
  // Rounded: Node's and the browser's sine can differ in the last digit; the markup is the same in
  // the prerender and in the browser.
  const rad = ((180 + angleDeg) * Math.PI) / 180;
  return { x: round(CENTER + radius * Math.cos(rad)), y: round(CENTER - radius * Math.sin(rad)) };
}

const TICKS = Array.from({ length: 72 }, (_, i) => {
  const angle = i * 5;
  const major = angle % 30 === 0;
  const from = polar(major ? 150 : 184, angle);
  const to = polar(190, angle);
  return { major, from, to };
});

const SIGNS = SIGN_GLYPHS.map((glyph, i) => ({ glyph, at: polar(167, i * 30 + 15) }));

/* A few "planets" and the aspect lines between them: decoration, not anybody's real chart. */
const PLANETS = [12, 74, 131, 193, 252, 318].map((angle) => ({ at: polar(128, angle) }));
const ASPECTS = [
  [0, 2],
  [2, 4],
  [4, 0],
  [1, 3],
  [3, 5],
].map(([a = 0, b = 0]) => ({ from: PLANETS[a]?.at, to: PLANETS[b]?.at }));

const line = (from: { x: number; y: number }, to: { x: number; y: number }, extra = "") =>
  `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"${extra}></line>`;

const RING_MARKUP = [
  '<defs><radialGradient id="landing-ring-glow">',
  '<stop offset="0%" stop-color="var(--color-secondary)" stop-opacity="0.35"></stop>',
  '<stop offset="70%" stop-color="var(--color-secondary)" stop-opacity="0.05"></stop>',
  '<stop offset="100%" stop-color="var(--color-secondary)" stop-opacity="0"></stop>',
  "</radialGradient></defs>",
  `<circle cx="${CENTER}" cy="${CENTER}" r="196" fill="url(#landing-ring-glow)"></circle>`,
  '<g class="text-border" stroke="currentColor" fill="none">',
  ...[
    [190, 1.5],
    [150, 1],
    [110, 1],
  ].map(([r, width]) => `<circle cx="${CENTER}" cy="${CENTER}" r="${r}" stroke-width="${width}"></circle>`),
  "</g>",
  '<g class="text-muted-foreground" stroke="currentColor">',
  ...TICKS.map((tick) =>
    line(
      tick.from,
      tick.to,
      ` stroke-width="${tick.major ? 1 : 0.6}" stroke-opacity="${tick.major ? 0.5 : 0.35}"`,
    ),
  ),
  "</g>",
  `<g class="text-primary" fill="currentColor" font-size="20" font-family='"Noto Sans Symbols 2", "Segoe UI Symbol", "Apple Symbols", "DejaVu Sans", sans-serif' text-anchor="middle" dominant-baseline="central">`,
  ...SIGNS.map((sign) => `<text x="${sign.at.x}" y="${sign.at.y}" fill-opacity="0.85">${sign.glyph}</text>`),
  "</g>",
  '<g class="text-secondary" stroke="currentColor" stroke-opacity="0.6" stroke-width="1">',
  ...ASPECTS.map((aspect) => (aspect.from && aspect.to ? line(aspect.from, aspect.to) : "")),
  "</g>",
  '<g class="text-foreground" fill="currentColor">',
  ...PLANETS.map((planet) => `<circle cx="${planet.at.x}" cy="${planet.at.y}" r="4"></circle>`),
  "</g>",
  `<circle cx="${CENTER}" cy="${CENTER}" r="5" class="fill-primary"></circle>`,
].join("");

export function ZodiacRing({ className }: { className?: string }) {
  return (
    <div className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="size-full motion-safe:animate-[spin_240s_linear_infinite]"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup (see starsMarkup).
        dangerouslySetInnerHTML={{ __html: RING_MARKUP }}
      />
    </div>
  );
}
