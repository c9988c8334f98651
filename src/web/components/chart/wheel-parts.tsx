import type { ReactNode, SVGProps } from "react";
import type { ChartData, ChartPointKey, PlanetKey } from "#contracts/birth-chart";
import { ASPECT_STYLE, POINT_INFO, wheelInfo } from "./chart-lore.ts";
import { longitudeToPoint, type Point, WHEEL_CENTER } from "./wheel-geometry.ts";

/** SVG pieces both wheels draw the same way (the desktop wheel and the phone's glyph wheel). */

export const WHEEL_COLORS = {
  background: "#0b0a1f",
  face: "#131130",
  band: "#1a1740",
  gold: "#f5c451",
  violet: "#7c5cff",
  line: "#5a538f",
  faint: "#3a3570",
  text: "#ece9ff",
  muted: "#a9a3d1",
} as const;

/** A circle around the wheel's centre, unfilled unless told; its stroke and fill opacity as given. */
export function Ring({
  r,
  fill = "none",
  ...paint
}: {
  r: number;
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeOpacity?: number;
  strokeWidth?: number;
}) {
  return <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={r} fill={fill} {...paint} />;
}

/** A straight line between two points of the wheel (a cusp, a tick, an aspect), stroked as given. */
export function LineBetween({
  from,
  to,
  ...stroke
}: { from: Point; to: Point } & Omit<SVGProps<SVGLineElement>, "x1" | "y1" | "x2" | "y2" | "from" | "to">) {
  return <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} {...stroke} />;
}

/** Text centred on a point of the wheel (a glyph, a house number). */
export function CentredText({
  at,
  fontFamily,
  fontSize,
  fill,
  fontWeight,
  children,
}: {
  at: Point;
  fontFamily: string;
  fontSize: number;
  fill: string;
  fontWeight?: number;
  children: ReactNode;
}) {
  return (
    <text
      x={at.x}
      y={at.y}
      textAnchor="middle"
      dominantBaseline="central"
      fontFamily={fontFamily}
      fontSize={fontSize}
      fontWeight={fontWeight}
      fill={fill}
    >
      {children}
    </text>
  );
}

/** The longitude of a planet or angle named in an aspect, if the chart has it. */
function pointLongitude(chartData: ChartData, name: string): number | undefined {
  const key = name.toLowerCase();
  if (key === "ascendant") return chartData.ascendant?.longitude;
  if (key === "midheaven") return chartData.midheaven?.longitude;
  if (name in POINT_INFO) return chartData.points[name as ChartPointKey]?.longitude;
  return chartData.planets[key as PlanetKey]?.longitude;
}

function labelOf(point: string): string {
  const key = point.toLowerCase();
  if (key === "ascendant") return "Ascendant";
  if (key === "midheaven") return "Midheaven";
  return point in POINT_INFO
    ? POINT_INFO[point as ChartPointKey].label
    : (wheelInfo(key as PlanetKey)?.label ?? point);
}

/**
 * The aspect lines across the inner circle, brighter the tighter the orb. `detailed` adds each
 * line's title and test id (the desktop wheel, which is hovered); `scale` thickens them for a
 * small screen.
 */
export function AspectLines({
  chartData,
  radius,
  asc,
  detailed = false,
  scale = 1,
  withPoints = false,
}: {
  chartData: ChartData;
  radius: number;
  asc: number | null;
  detailed?: boolean;
  scale?: number;
  /** Also the aspects of the chart points (drawn thinner: their orbs are smaller). */
  withPoints?: boolean;
}) {
  const aspects = [
    ...chartData.aspects.map((aspect) => ({ ...aspect, point: false })),
    ...(withPoints ? chartData.pointAspects.map((aspect) => ({ ...aspect, point: true })) : []),
  ];
  return (
    <g data-layer="aspects">
      {aspects.map((aspect) => {
        const a = pointLongitude(chartData, aspect.planet1);
        const b = pointLongitude(chartData, aspect.planet2);
        if (a === undefined || b === undefined) return null;
        const style = ASPECT_STYLE[aspect.type];
        const tightness = Math.max(0, Math.min(1, 1 - Math.abs(aspect.orb) / 8));
        return (
          <LineBetween
            key={`${aspect.planet1}-${aspect.planet2}-${aspect.type}`}
            data-testid={detailed ? "aspect-line" : undefined}
            data-aspect={aspect.type}
            data-point-aspect={aspect.point ? "true" : undefined}
            from={longitudeToPoint(a, radius, asc)}
            to={longitudeToPoint(b, radius, asc)}
            stroke={style.color}
            strokeWidth={(aspect.type === "conjunction" ? 2 : 1.25) * (aspect.point ? 0.6 : 1) * scale}
            strokeOpacity={0.35 + 0.55 * tightness}
            strokeDasharray={style.dash}
            strokeLinecap="round"
          >
            {detailed ? (
              <title>
                {`${labelOf(aspect.planet1)} ${style.label.toLowerCase()} ${labelOf(aspect.planet2)}, orb ${Math.abs(aspect.orb).toFixed(1)}°`}
              </title>
            ) : null}
          </LineBetween>
        );
      })}
    </g>
  );
}

/**
 * A planet's true position: a tick on the inner edge of the zodiac ring, and a leader line to its
 * glyph when the glyph was nudged away from a crowd.
 */
export function PositionMarker({
  color,
  longitude,
  displayLongitude,
  asc,
  ringRadius,
  tickLength,
  leaderRadius,
  scale = 1,
}: {
  color: string;
  longitude: number;
  displayLongitude: number;
  asc: number | null;
  /** The inner edge of the zodiac ring. */
  ringRadius: number;
  tickLength: number;
  /** Where the leader line ends, at the glyph's outer edge. */
  leaderRadius: number;
  scale?: number;
}) {
  const outer = longitudeToPoint(longitude, ringRadius, asc);
  const inner = longitudeToPoint(longitude, ringRadius - tickLength, asc);
  const leaderEnd = longitudeToPoint(displayLongitude, leaderRadius, asc);
  const nudged = Math.abs(displayLongitude - longitude) > 0.25;
  return (
    <>
      <LineBetween from={outer} to={inner} stroke={color} strokeWidth={2 * scale} strokeLinecap="round" />
      {nudged ? (
        <LineBetween
          from={inner}
          to={leaderEnd}
          stroke={color}
          strokeOpacity={0.55}
          strokeWidth={0.75 * scale}
        />
      ) : null}
    </>
  );
}
