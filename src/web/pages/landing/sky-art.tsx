import { SIGNS as SIGN_ORDER } from "#contracts/constants";
import { SIGN_GLYPHS as BARE_SIGN_GLYPHS } from "#web/lib/zodiac.ts";

/* The hero's decoration: a starfield behind it and a zodiac wheel beside it (aria-hidden, nobody's real chart). */

interface Star {
  id: string;
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
  return Array.from({ length: 90 }, (_, i) => ({
    id: `star-${i}`,
    x: next() * 100,
    y: next() * 100,
    r: 0.5 + next() * 1.2,
    opacity: 0.25 + next() * 0.6,
    twinkle: next() > 0.85,
  }));
})();

export function Starfield() {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 -z-20 size-full text-foreground">
      {STARS.map((star) => (
        <circle
          key={star.id}
          cx={`${star.x.toFixed(2)}%`}
          cy={`${star.y.toFixed(2)}%`}
          r={star.r.toFixed(2)}
          fill="currentColor"
          opacity={star.opacity.toFixed(2)}
          className={star.twinkle ? "motion-safe:animate-pulse" : undefined}
        />
      ))}
    </svg>
  );
}

/* Text presentation selector (U+FE0E) keeps the glyphs from turning into colour emoji. */
const SIGN_GLYPHS = SIGN_ORDER.map((sign) => `${BARE_SIGN_GLYPHS[sign]}\uFE0E`);
const CENTER = 200;

/** Hundredths of a unit: far below a pixel, and the same digits in the prerender and the browser. */
const round = (value: number) => Math.round(value * 100) / 100;

function polar(radius: number, angleDeg: number): { x: number; y: number } {
  // Zodiac order runs counter-clockwise, starting at the left (the Ascendant side of a chart wheel).
  // Rounded: Node's and the browser's sine can differ in the last digit, and an attribute that differs
  // from the prerendered one is a hydration mismatch.
  const rad = ((180 + angleDeg) * Math.PI) / 180;
  return { x: round(CENTER + radius * Math.cos(rad)), y: round(CENTER - radius * Math.sin(rad)) };
}

const TICKS = Array.from({ length: 72 }, (_, i) => {
  const angle = i * 5;
  const major = angle % 30 === 0;
  const from = polar(major ? 150 : 184, angle);
  const to = polar(190, angle);
  return { id: `tick-${angle}`, major, from, to };
});

const SIGNS = SIGN_GLYPHS.map((glyph, i) => ({ id: `sign-${i}`, glyph, at: polar(167, i * 30 + 15) }));

/* A few "planets" and the aspect lines between them: decoration, not anybody's real chart. */
const PLANETS = [12, 74, 131, 193, 252, 318].map((angle) => ({
  id: `planet-${angle}`,
  at: polar(128, angle),
}));
const ASPECTS = [
  [0, 2],
  [2, 4],
  [4, 0],
  [1, 3],
  [3, 5],
].map(([a = 0, b = 0]) => ({ id: `aspect-${a}-${b}`, from: PLANETS[a]?.at, to: PLANETS[b]?.at }));

export function ZodiacRing({ className }: { className?: string }) {
  return (
    <div className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="size-full motion-safe:animate-[spin_240s_linear_infinite]"
      >
        <defs>
          <radialGradient id="landing-ring-glow">
            <stop offset="0%" stopColor="var(--color-secondary)" stopOpacity="0.35" />
            <stop offset="70%" stopColor="var(--color-secondary)" stopOpacity="0.05" />
            <stop offset="100%" stopColor="var(--color-secondary)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx={CENTER} cy={CENTER} r={196} fill="url(#landing-ring-glow)" />
        <g className="text-border" stroke="currentColor" fill="none">
          <circle cx={CENTER} cy={CENTER} r={190} strokeWidth={1.5} />
          <circle cx={CENTER} cy={CENTER} r={150} strokeWidth={1} />
          <circle cx={CENTER} cy={CENTER} r={110} strokeWidth={1} />
        </g>
        <g className="text-muted-foreground" stroke="currentColor">
          {TICKS.map((tick) => (
            <line
              key={tick.id}
              x1={tick.from.x}
              y1={tick.from.y}
              x2={tick.to.x}
              y2={tick.to.y}
              strokeWidth={tick.major ? 1 : 0.6}
              strokeOpacity={tick.major ? 0.5 : 0.35}
            />
          ))}
        </g>
        <g
          className="text-primary"
          fill="currentColor"
          fontSize={20}
          fontFamily='"Noto Sans Symbols 2", "Segoe UI Symbol", "Apple Symbols", "DejaVu Sans", sans-serif'
          textAnchor="middle"
          dominantBaseline="central"
        >
          {SIGNS.map((sign) => (
            <text key={sign.id} x={sign.at.x} y={sign.at.y} fillOpacity={0.85}>
              {sign.glyph}
            </text>
          ))}
        </g>
        <g className="text-secondary" stroke="currentColor" strokeOpacity={0.6} strokeWidth={1}>
          {ASPECTS.map((aspect) =>
            aspect.from && aspect.to ? (
              <line key={aspect.id} x1={aspect.from.x} y1={aspect.from.y} x2={aspect.to.x} y2={aspect.to.y} />
            ) : null,
          )}
        </g>
        <g className="text-foreground" fill="currentColor">
          {PLANETS.map((planet) => (
            <circle key={planet.id} cx={planet.at.x} cy={planet.at.y} r={4} />
          ))}
        </g>
        <circle cx={CENTER} cy={CENTER} r={5} className="fill-primary" />
      </svg>
    </div>
  );
}
