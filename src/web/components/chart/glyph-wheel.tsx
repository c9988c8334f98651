import { useId, useMemo } from "react";
import { CHART_POINT_KEYS, type ChartData, PLANET_KEYS, type PlanetKey } from "#contracts/birth-chart";
import { ELEMENT_COLORS, GLYPH_FONT, LABEL_FONT, PLANET_INFO, POINT_INFO, SIGN_INFO } from "./chart-lore.ts";
import {
  houseLayout,
  longitudeToPoint,
  type Point,
  ringSegmentPath,
  SIGN_NAMES,
  type SignLabel,
  spreadPlanets,
  WHEEL_CENTER,
  WHEEL_SIZE,
} from "./wheel-geometry.ts";
import { AspectLines, CentredText, LineBetween, PositionMarker, Ring, WHEEL_COLORS } from "./wheel-parts.tsx";

/**
 * The wheel for a phone: signs, houses, planets and aspect lines drawn large enough to read at
 * 320–400 px (every label at least 11 px), without the degree ruler and degree labels that would
 * shrink to 5 px there. Planets are spread far enough apart that a 44 px tap target fits on each.
 * The SVG itself is not interactive: the full-screen view lays buttons over it at `glyphLayout`.
 */

/** Radii in viewBox units (800 × 800). */
export const GLYPH_R = {
  outer: 398,
  zodiacInner: 318,
  signGlyph: 360,
  planetGlyph: 248,
  planetCircle: 32,
  houseOuter: 212,
  houseInner: 170,
  houseNumber: 191,
  center: 56,
  /** The chart points: small glyphs (no tap target) between the planets and the zodiac ring. */
  pointGlyph: 298,
} as const;

/** Neighbouring point glyphs at least this far apart (degrees): 30-unit glyphs at radius 298. */
const POINT_MIN_SEPARATION_DEG = 8;

/**
 * Neighbouring planet glyphs at least this far apart (degrees): at the planet ring that is 111
 * units, 44 px once the wheel is 317 px wide or more.
 */
const GLYPH_MIN_SEPARATION_DEG = 26;

const COLORS = WHEEL_COLORS;

export interface GlyphLayout {
  planets: { key: PlanetKey; at: Point; longitude: number; displayLongitude: number }[];
  signs: { sign: SignLabel; at: Point }[];
}

/** Where each planet glyph and sign glyph sits, in viewBox units. */
export function glyphLayout(chartData: ChartData): GlyphLayout {
  const asc = chartData.ascendant?.longitude ?? null;
  const placements = spreadPlanets(
    PLANET_KEYS.filter((key) => chartData.planets[key]).map((key) => ({
      id: key,
      longitude: chartData.planets[key]?.longitude ?? 0,
    })),
    GLYPH_MIN_SEPARATION_DEG,
  );
  return {
    planets: placements.map((placement) => ({
      key: placement.id as PlanetKey,
      at: longitudeToPoint(placement.displayLongitude, GLYPH_R.planetGlyph, asc),
      longitude: placement.longitude,
      displayLongitude: placement.displayLongitude,
    })),
    signs: SIGN_NAMES.map((sign, index) => ({
      sign,
      at: longitudeToPoint(index * 30 + 15, GLYPH_R.signGlyph, asc),
    })),
  };
}

export function GlyphWheel({
  chartData,
  highlightSign,
  className,
  showPoints = true,
}: {
  chartData: ChartData;
  /** A sign to draw brighter (the one whose meaning is shown). */
  highlightSign?: SignLabel | null;
  className?: string;
  /** Draw the nodes, Chiron, Lilith and the Part of Fortune (default true). */
  showPoints?: boolean;
}) {
  const titleId = useId();
  const asc = chartData.ascendant?.longitude ?? null;
  const hasHouses = chartData.timeKnown && chartData.houses.length === 12 && asc !== null;
  const aspectRadius = hasHouses ? GLYPH_R.houseInner : GLYPH_R.houseOuter;
  const layout = useMemo(() => glyphLayout(chartData), [chartData]);
  const points = useMemo(
    () =>
      spreadPlanets(
        CHART_POINT_KEYS.flatMap((key) => {
          const point = chartData.points[key];
          return point ? [{ id: key, longitude: point.longitude }] : [];
        }),
        POINT_MIN_SEPARATION_DEG,
        POINT_MIN_SEPARATION_DEG / 2,
      ),
    [chartData],
  );

  return (
    <svg
      data-testid="chart-wheel"
      data-variant="glyph"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      role="img"
      aria-labelledby={titleId}
      className={className}
      style={{ display: "block", width: "100%", height: "auto" }}
    >
      <title id={titleId}>Natal chart wheel</title>
      <rect x={0} y={0} width={WHEEL_SIZE} height={WHEEL_SIZE} rx={28} fill={COLORS.background} />
      <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={GLYPH_R.outer} fill={COLORS.face} />

      {layout.signs.map(({ sign, at }, index) => {
        const info = SIGN_INFO[sign];
        const color = ELEMENT_COLORS[info.element];
        const lit = highlightSign === sign;
        return (
          <g key={sign} data-sign={sign.toLowerCase()}>
            <path
              d={ringSegmentPath(index * 30, index * 30 + 30, GLYPH_R.zodiacInner, GLYPH_R.outer, asc)}
              fill={color}
              fillOpacity={lit ? 0.32 : index % 2 === 0 ? 0.12 : 0.07}
              stroke={COLORS.gold}
              strokeOpacity={0.4}
              strokeWidth={1.5}
            />
            <CentredText at={at} fontFamily={GLYPH_FONT} fontSize={40} fill={color}>
              {info.glyph}
            </CentredText>
          </g>
        );
      })}
      <Ring r={GLYPH_R.zodiacInner} fill="none" stroke={COLORS.gold} strokeOpacity={0.6} strokeWidth={1.5} />

      {hasHouses ? (
        <g data-layer="houses">
          <Ring
            r={GLYPH_R.houseOuter}
            fill={COLORS.band}
            fillOpacity={0.7}
            stroke={COLORS.violet}
            strokeOpacity={0.55}
            strokeWidth={1.5}
          />
          {houseLayout(
            chartData.houses,
            { inner: GLYPH_R.houseInner, number: GLYPH_R.houseNumber, zodiacInner: GLYPH_R.zodiacInner },
            asc,
          ).map(({ number, label, from, to, angular }) => {
            return (
              <g key={number}>
                <LineBetween
                  data-testid="wheel-cusp"
                  from={from}
                  to={to}
                  stroke={angular ? COLORS.gold : COLORS.line}
                  strokeOpacity={angular ? 0.85 : 0.7}
                  strokeWidth={angular ? 2.5 : 1.25}
                />
                <CentredText
                  at={label}
                  fontFamily={LABEL_FONT}
                  fontSize={30}
                  fontWeight={600}
                  fill={COLORS.muted}
                >
                  {number}
                </CentredText>
              </g>
            );
          })}
        </g>
      ) : null}

      <Ring r={aspectRadius} fill="#0f0d28" stroke={COLORS.gold} strokeOpacity={0.45} strokeWidth={1.5} />
      <AspectLines chartData={chartData} radius={aspectRadius} asc={asc} scale={2} />

      {layout.planets.map(({ key, at, longitude, displayLongitude }) => {
        const info = PLANET_INFO[key];
        return (
          <g key={key} data-testid="wheel-planet" data-planet={key}>
            <PositionMarker
              color={info.color}
              longitude={longitude}
              displayLongitude={displayLongitude}
              asc={asc}
              ringRadius={GLYPH_R.zodiacInner}
              tickLength={14}
              leaderRadius={GLYPH_R.planetGlyph + GLYPH_R.planetCircle}
              scale={2}
            />
            <circle
              cx={at.x}
              cy={at.y}
              r={GLYPH_R.planetCircle}
              fill={COLORS.background}
              fillOpacity={0.85}
              stroke={info.color}
              strokeOpacity={0.55}
              strokeWidth={2}
            />
            <CentredText at={at} fontFamily={GLYPH_FONT} fontSize={42} fill={info.color}>
              {info.glyph}
            </CentredText>
          </g>
        );
      })}

      {showPoints
        ? points.map(({ id, longitude, displayLongitude }) => {
            const info = POINT_INFO[id as keyof typeof POINT_INFO];
            return (
              <g key={id} data-testid="wheel-point" data-planet={id}>
                <LineBetween
                  from={longitudeToPoint(longitude, GLYPH_R.zodiacInner, asc)}
                  to={longitudeToPoint(longitude, GLYPH_R.zodiacInner - 8, asc)}
                  stroke={info.color}
                  strokeWidth={3}
                />
                <CentredText
                  at={longitudeToPoint(displayLongitude, GLYPH_R.pointGlyph, asc)}
                  fontFamily={GLYPH_FONT}
                  fontSize={30}
                  fill={info.color}
                >
                  {info.glyph}
                </CentredText>
              </g>
            );
          })
        : null}

      <Ring
        r={GLYPH_R.center}
        fill={COLORS.background}
        stroke={COLORS.gold}
        strokeOpacity={0.5}
        strokeWidth={1.5}
      />
      <CentredText
        at={{ x: WHEEL_CENTER, y: WHEEL_CENTER }}
        fontFamily={GLYPH_FONT}
        fontSize={40}
        fill={COLORS.gold}
      >
        ✦
      </CentredText>
    </svg>
  );
}
