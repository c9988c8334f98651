import { ELEMENT_COLORS, GLYPH_FONT, SIGN_INFO } from "../chart-lore.ts";
import { longitudeToPoint, ringSegmentPath, SIGN_NAMES } from "../wheel-geometry.ts";
import { CentredText, WHEEL_COLORS as COLORS, LineBetween, Ring } from "../wheel-parts.tsx";
import { R } from "./radii.ts";
import { WheelTooltip } from "./tooltip.tsx";

/** The twelve signs with their tooltips, and the degree ruler on the ring's inner edge. */
export function ZodiacRing({ asc }: { asc: number | null }) {
  return (
    <g>
      {SIGN_NAMES.map((sign, index) => {
        const info = SIGN_INFO[sign];
        const color = ELEMENT_COLORS[info.element];
        const start = index * 30;
        const glyphAt = longitudeToPoint(start + 15, R.signGlyph, asc);
        return (
          <WheelTooltip
            key={sign}
            content={
              <>
                <span className="font-semibold text-primary">
                  {info.glyph} {sign}
                </span>
                <span className="block text-muted-foreground">{info.quip}</span>
              </>
            }
          >
            <g data-sign={sign.toLowerCase()} style={{ cursor: "help" }}>
              <path
                d={ringSegmentPath(start, start + 30, R.zodiacInner, R.outer, asc)}
                fill={color}
                fillOpacity={index % 2 === 0 ? 0.1 : 0.06}
                stroke={COLORS.gold}
                strokeOpacity={0.35}
                strokeWidth={1}
              />
              <CentredText at={glyphAt} fontFamily={GLYPH_FONT} fontSize={26} fill={color}>
                {info.glyph}
              </CentredText>
            </g>
          </WheelTooltip>
        );
      })}
      {/* The degree ruler on the inner edge of the zodiac ring. */}
      <g data-layer="ruler" stroke={COLORS.gold} strokeLinecap="round">
        {Array.from({ length: 360 }, (_, deg) => {
          const len = deg % 10 === 0 ? 10 : deg % 5 === 0 ? 6.5 : 3.5;
          return (
            <LineBetween
              // biome-ignore lint/suspicious/noArrayIndexKey: the 360 ruler ticks are fixed.
              key={deg}
              from={longitudeToPoint(deg, R.zodiacInner, asc)}
              to={longitudeToPoint(deg, R.zodiacInner + len, asc)}
              strokeOpacity={deg % 10 === 0 ? 0.7 : 0.4}
              strokeWidth={deg % 5 === 0 ? 1 : 0.6}
            />
          );
        })}
      </g>
      <Ring r={R.outer} fill="none" stroke={COLORS.gold} strokeOpacity={0.75} strokeWidth={1.5} />
      <Ring r={R.zodiacInner} fill="none" stroke={COLORS.gold} strokeOpacity={0.6} strokeWidth={1} />
    </g>
  );
}
