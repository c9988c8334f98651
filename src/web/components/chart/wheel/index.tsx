import { type Ref, useId, useMemo } from "react";
import {
  CHART_POINT_KEYS,
  type ChartData,
  type ChartPointKey,
  HOUSE_SYSTEM_NAMES,
  PLANET_KEYS,
  type PlanetKey,
} from "#contracts/birth-chart";
import { formatBirthDate } from "#web/lib/dates.ts";
import { HOUSE_FALLBACK_LINE, LABEL_FONT, POINT_INFO, type WheelKey } from "../chart-lore.ts";
import { spreadPlanets, WHEEL_CENTER, WHEEL_SIZE } from "../wheel-geometry.ts";
import { AspectLines, WHEEL_COLORS as COLORS, Ring } from "../wheel-parts.tsx";
import { Angles, Houses } from "./houses.tsx";
import { PlanetMark } from "./planets.tsx";
import { R } from "./radii.ts";
import { ZodiacRing } from "./zodiac-ring.tsx";

export { ChartPositionsTable } from "./positions-table.tsx";

export interface ChartWheelProps {
  chartData: ChartData;
  /** The stored birth date (YYYY-MM-DD), shown in the centre. */
  birthDate: string | null;
  /** Called when a planet or point is clicked or activated with Enter / Space. */
  onSelectPlanet?: (planet: WheelKey) => void;
  /** Draw the nodes, Chiron, Lilith and the Part of Fortune with their aspects (default true). */
  showPoints?: boolean;
  svgRef?: Ref<SVGSVGElement>;
  className?: string;
  /** Defaults to "chart-wheel". */
  testId?: string;
}

/**
 * The natal chart wheel: zodiac ring, house cusps and numbers, the four angles, planets (spread
 * apart when crowded, with leader lines to their true positions) and aspect lines. Drawn with
 * presentation attributes only, so the exported SVG renders on its own.
 */
export function ChartWheel({
  chartData,
  birthDate,
  onSelectPlanet,
  svgRef,
  className,
  testId = "chart-wheel",
  showPoints = true,
}: ChartWheelProps) {
  const titleId = useId();
  const descId = useId();
  const asc = chartData.ascendant?.longitude ?? null;
  const hasHouses = chartData.timeKnown && chartData.houses.length === 12 && asc !== null;
  const aspectRadius = hasHouses ? R.houseInner : R.houseOuter - 8;

  // The points share the planets' ring (spread with them), so a clean chart without them keeps
  // the planets exactly where they always were.
  const placements = useMemo(() => {
    const points = showPoints
      ? CHART_POINT_KEYS.flatMap((key) => {
          const p = chartData.points[key];
          return p ? [{ id: key as string, longitude: p.longitude }] : [];
        })
      : [];
    return spreadPlanets([
      ...PLANET_KEYS.map((key) => ({ id: key as string, longitude: chartData.planets[key]?.longitude ?? 0 })),
      ...points,
    ]);
  }, [chartData, showPoints]);
  const fallback = chartData.houseSystemFallback && chartData.requestedHouseSystem;

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; role group names the wheel.
    <svg
      ref={svgRef}
      data-testid={testId}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      width={WHEEL_SIZE}
      height={WHEEL_SIZE}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className={className}
      style={{ maxWidth: "100%", height: "auto", display: "block" }}
    >
      <title id={titleId}>Natal chart wheel</title>
      <desc id={descId}>
        {chartData.timeKnown
          ? "Zodiac signs, houses, the four angles, planets and the aspects between them."
          : "Zodiac signs, planets and aspects; houses and angles need a birth time."}
      </desc>
      <defs>
        <radialGradient id="wheel-face" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#1d1a47" />
          <stop offset="100%" stopColor={COLORS.face} />
        </radialGradient>
      </defs>

      <rect x={0} y={0} width={WHEEL_SIZE} height={WHEEL_SIZE} rx={28} fill={COLORS.background} />
      <circle cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={R.outer} fill="url(#wheel-face)" />

      <ZodiacRing asc={asc} />

      {hasHouses ? <Houses chartData={chartData} asc={asc} /> : null}

      {/* The inner circles. */}
      <Ring r={aspectRadius} fill="#0f0d28" stroke={COLORS.gold} strokeOpacity={0.45} strokeWidth={1} />

      <AspectLines chartData={chartData} radius={aspectRadius} asc={asc} detailed withPoints={showPoints} />

      {hasHouses && chartData.midheaven ? (
        <Angles asc={asc as number} mc={chartData.midheaven.longitude} innerRadius={aspectRadius} />
      ) : null}

      {placements.map((placement) => {
        const point = placement.id in POINT_INFO;
        const planet = point
          ? chartData.points[placement.id as ChartPointKey]
          : chartData.planets[placement.id as PlanetKey];
        if (!planet) return null;
        return (
          <PlanetMark
            key={placement.id}
            planetKey={placement.id as WheelKey}
            planet={planet}
            displayLongitude={placement.displayLongitude}
            asc={asc}
            onSelect={onSelectPlanet}
            point={point}
          />
        );
      })}

      {/* Centre medallion. */}
      <Ring
        r={R.center}
        fill={COLORS.background}
        fillOpacity={0.88}
        stroke={COLORS.gold}
        strokeOpacity={0.5}
        strokeWidth={1}
      />
      <Ring r={R.center - 5} fill="none" stroke={COLORS.violet} strokeOpacity={0.45} strokeWidth={0.75} />
      <text
        x={WHEEL_CENTER}
        y={WHEEL_CENTER - 10}
        textAnchor="middle"
        fontFamily={LABEL_FONT}
        fontSize={12}
        fontWeight={600}
        letterSpacing={2.5}
        fill={COLORS.gold}
      >
        NATAL CHART
      </text>
      <text
        x={WHEEL_CENTER}
        y={WHEEL_CENTER + 14}
        textAnchor="middle"
        fontFamily={LABEL_FONT}
        fontSize={13}
        fill={COLORS.text}
      >
        {formatBirthDate(birthDate)}
      </text>
      {/* The house system in the bottom-left corner (outside the rings and the angle labels), so the
          exported SVG says which system it shows, and when the chosen one failed. */}
      {hasHouses && chartData.houseSystem ? (
        <text
          data-testid="wheel-house-system"
          x={16}
          y={fallback ? WHEEL_SIZE - 30 : WHEEL_SIZE - 14}
          fontFamily={LABEL_FONT}
          fontSize={12}
          fill={COLORS.muted}
        >
          Houses: {chartData.houseSystem}
        </text>
      ) : null}
      {hasHouses && fallback ? (
        <text
          data-testid="wheel-house-fallback"
          x={16}
          y={WHEEL_SIZE - 14}
          fontFamily={LABEL_FONT}
          fontSize={12}
          fill={COLORS.gold}
        >
          {HOUSE_FALLBACK_LINE(HOUSE_SYSTEM_NAMES[fallback])}
        </text>
      ) : null}
    </svg>
  );
}
