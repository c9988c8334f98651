import { type KeyboardEvent, type ReactNode, type Ref, useId, useMemo } from "react";
import { type ChartData, PLANET_KEYS, type PlanetKey } from "#contracts/birth-chart";
import { Tooltip } from "#web/components/ui/tooltip.tsx";
import {
  ANGLE_INFO,
  type AngleKey,
  ELEMENT_COLORS,
  GLYPH_FONT,
  HOUSE_INFO,
  LABEL_FONT,
  PLANET_INFO,
  SIGN_INFO,
} from "./chart-lore.ts";
import {
  degreeParts,
  formatBirthDate,
  formatDegree,
  formatPosition,
  inwardTextAnchor,
  longitudeToPoint,
  midpointLongitude,
  ringSegmentPath,
  SIGN_NAMES,
  spreadPlanets,
  WHEEL_CENTER,
  WHEEL_SIZE,
} from "./wheel-geometry.ts";
import { AspectLines, CentredText, PositionMarker, Ring, WHEEL_COLORS } from "./wheel-parts.tsx";

/** Radii of the wheel's rings, in viewBox px (800 × 800). */
const R = {
  outer: 356,
  zodiacInner: 300,
  signGlyph: 331,
  planetGlyph: 264,
  planetDegree: 232,
  houseOuter: 196,
  houseInner: 166,
  houseNumber: 181,
  center: 74,
  angleLabel: 380,
} as const;

const COLORS = WHEEL_COLORS;

export interface ChartWheelProps {
  chartData: ChartData;
  /** The stored birth date (YYYY-MM-DD), shown in the centre. */
  birthDate: string | null;
  /** Called when a planet is clicked or activated with Enter / Space. */
  onSelectPlanet?: (planet: PlanetKey) => void;
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
}: ChartWheelProps) {
  const titleId = useId();
  const descId = useId();
  const asc = chartData.ascendant?.longitude ?? null;
  const hasHouses = chartData.timeKnown && chartData.houses.length === 12 && asc !== null;
  const aspectRadius = hasHouses ? R.houseInner : R.houseOuter - 8;

  const placements = useMemo(
    () =>
      spreadPlanets(
        PLANET_KEYS.map((key) => ({ id: key, longitude: chartData.planets[key]?.longitude ?? 0 })),
      ),
    [chartData],
  );

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

      <AspectLines chartData={chartData} radius={aspectRadius} asc={asc} detailed />

      {hasHouses && chartData.midheaven ? (
        <Angles asc={asc as number} mc={chartData.midheaven.longitude} innerRadius={aspectRadius} />
      ) : null}

      {placements.map((placement) => {
        const key = placement.id as PlanetKey;
        const planet = chartData.planets[key];
        if (!planet) return null;
        return (
          <PlanetMark
            key={key}
            planetKey={key}
            planet={planet}
            displayLongitude={placement.displayLongitude}
            asc={asc}
            onSelect={onSelectPlanet}
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
    </svg>
  );
}

/** A multi-line tooltip whose trigger is an SVG element. */
function WheelTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip
      content={content}
      className="z-50 max-w-72 rounded-lg border border-border bg-popover px-3 py-2 text-xs leading-relaxed text-popover-foreground shadow-xl"
    >
      {children}
    </Tooltip>
  );
}

function ZodiacRing({ asc }: { asc: number | null }) {
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
          const p1 = longitudeToPoint(deg, R.zodiacInner, asc);
          const p2 = longitudeToPoint(deg, R.zodiacInner + len, asc);
          return (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: the 360 ruler ticks are fixed.
              key={deg}
              x1={p1.x}
              y1={p1.y}
              x2={p2.x}
              y2={p2.y}
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

function Houses({ chartData, asc }: { chartData: ChartData; asc: number | null }) {
  const cusps = chartData.houses;
  return (
    <g>
      <Ring
        r={R.houseOuter}
        fill={COLORS.band}
        fillOpacity={0.6}
        stroke={COLORS.violet}
        strokeOpacity={0.55}
        strokeWidth={1}
      />
      {cusps.map((cusp, index) => {
        const next = cusps[(index + 1) % 12] as number;
        const number = index + 1;
        const mid = midpointLongitude(cusp, next);
        const label = longitudeToPoint(mid, R.houseNumber, asc);
        return (
          <WheelTooltip
            key={`house-${number}`}
            content={
              <>
                <span className="font-semibold text-primary">House {number}</span>
                <span className="block">{HOUSE_INFO[index]}</span>
                <span className="block text-muted-foreground">Cusp at {formatPosition(cusp)}</span>
              </>
            }
          >
            <g data-house={number} style={{ cursor: "help" }}>
              <path
                d={ringSegmentPath(cusp, next, R.houseInner, R.houseOuter, asc)}
                fill={COLORS.violet}
                fillOpacity={number % 2 === 0 ? 0.08 : 0.03}
              />
              <CentredText
                at={label}
                fontFamily={LABEL_FONT}
                fontSize={13}
                fontWeight={500}
                fill={COLORS.muted}
              >
                {number}
              </CentredText>
            </g>
          </WheelTooltip>
        );
      })}
      {cusps.map((cusp, index) => {
        const p1 = longitudeToPoint(cusp, R.houseInner, asc);
        const p2 = longitudeToPoint(cusp, R.zodiacInner, asc);
        const angular = index % 3 === 0;
        return (
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: the 12 cusps are ordered by house.
            key={index}
            data-testid="wheel-cusp"
            data-house={index + 1}
            x1={p1.x}
            y1={p1.y}
            x2={p2.x}
            y2={p2.y}
            stroke={angular ? COLORS.violet : COLORS.line}
            strokeOpacity={angular ? 0.9 : 0.75}
            strokeWidth={angular ? 1.25 : 0.9}
          />
        );
      })}
    </g>
  );
}

function Angles({ asc, mc, innerRadius }: { asc: number; mc: number; innerRadius: number }) {
  const angles: { key: AngleKey; longitude: number }[] = [
    { key: "AC", longitude: asc },
    { key: "DC", longitude: asc + 180 },
    { key: "MC", longitude: mc },
    { key: "IC", longitude: mc + 180 },
  ];
  return (
    <g>
      {angles.map(({ key, longitude }) => {
        const p1 = longitudeToPoint(longitude, innerRadius, asc);
        const p2 = longitudeToPoint(longitude, R.outer + 10, asc);
        const label = longitudeToPoint(longitude, R.angleLabel, asc);
        const info = ANGLE_INFO[key];
        return (
          <g key={key} data-angle={key}>
            <line
              x1={p1.x}
              y1={p1.y}
              x2={p2.x}
              y2={p2.y}
              stroke={COLORS.gold}
              strokeWidth={key === "AC" || key === "MC" ? 2 : 1.25}
              strokeOpacity={0.9}
              strokeLinecap="round"
            />
            <WheelTooltip
              content={
                <>
                  <span className="font-semibold text-primary">{info.name}</span>
                  <span className="block text-muted-foreground">{formatPosition(longitude)}</span>
                  <span className="block">{info.blurb}</span>
                </>
              }
            >
              <g style={{ cursor: "help" }}>
                <circle cx={label.x} cy={label.y} r={17} fill={COLORS.background} fillOpacity={0.01} />
                <CentredText
                  at={label}
                  fontFamily={LABEL_FONT}
                  fontSize={15}
                  fontWeight={700}
                  fill={COLORS.gold}
                >
                  {key}
                </CentredText>
              </g>
            </WheelTooltip>
          </g>
        );
      })}
    </g>
  );
}

function PlanetMark({
  planetKey,
  planet,
  displayLongitude,
  asc,
  onSelect,
}: {
  planetKey: PlanetKey;
  planet: ChartData["planets"][PlanetKey];
  displayLongitude: number;
  asc: number | null;
  onSelect: ((planet: PlanetKey) => void) | undefined;
}) {
  const info = PLANET_INFO[planetKey];
  const glyph = longitudeToPoint(displayLongitude, R.planetGlyph, asc);
  const degree = longitudeToPoint(displayLongitude, R.planetDegree, asc);
  const position = `${formatDegree(planet.longitude)} ${planet.sign}`;
  const houseText = planet.house ? `, house ${planet.house}` : "";
  const label = `${info.label} in ${planet.sign} ${formatDegree(planet.longitude)}${houseText}${
    planet.retrograde ? ", retrograde" : ""
  }. Open the interpretation.`;

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect?.(planetKey);
    }
  };

  return (
    <WheelTooltip
      content={
        <>
          <span className="font-semibold" style={{ color: info.color }}>
            {info.glyph} {info.label}
          </span>
          <span className="block text-muted-foreground">
            {position}
            {planet.house ? ` · House ${planet.house}` : ""}
            {planet.retrograde ? " · Retrograde ℞" : ""}
          </span>
          <span className="block">{info.blurb}</span>
          <span className="mt-1 block text-primary">Click for the interpretation</span>
        </>
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is focusable and keyboard-operable. */}
      <g
        data-testid="wheel-planet"
        data-planet={planetKey}
        role="button"
        tabIndex={0}
        aria-label={label}
        onClick={() => onSelect?.(planetKey)}
        onKeyDown={onKeyDown}
        className="group cursor-pointer outline-none"
      >
        <PositionMarker
          color={info.color}
          longitude={planet.longitude}
          displayLongitude={displayLongitude}
          asc={asc}
          ringRadius={R.zodiacInner}
          tickLength={9}
          leaderRadius={R.planetGlyph + 19}
        />
        <circle
          cx={glyph.x}
          cy={glyph.y}
          r={19}
          fill={COLORS.background}
          fillOpacity={0.75}
          stroke={info.color}
          strokeOpacity={0.35}
          strokeWidth={1}
          className="transition-[stroke-opacity,stroke-width] group-hover:[stroke-opacity:1] group-focus-visible:[stroke-opacity:1] group-focus-visible:[stroke-width:2.5]"
        />
        <CentredText at={glyph} fontFamily={GLYPH_FONT} fontSize={24} fill={info.color}>
          {info.glyph}
        </CentredText>
        <text
          x={degree.x}
          y={degree.y}
          textAnchor={inwardTextAnchor(degree, R.planetDegree)}
          dominantBaseline="central"
          fontFamily={LABEL_FONT}
          fontSize={12}
          fill={COLORS.text}
          fillOpacity={0.85}
        >
          {formatDegree(planet.longitude)}
          {/* Part of the label, so it can never collide with it. */}
          {planet.retrograde ? <tspan fill="#ff8f8f"> ℞</tspan> : null}
        </text>
      </g>
    </WheelTooltip>
  );
}

/**
 * A visually hidden table of the chart for screen readers. The wrapper carries
 * `sr-only` because a table box ignores the 1 px width and would widen the page.
 */
export function ChartPositionsTable({ chartData }: { chartData: ChartData }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Planet and angle positions in the natal chart</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Sign</th>
            <th scope="col">Degree</th>
            <th scope="col">House</th>
            <th scope="col">Motion</th>
          </tr>
        </thead>
        <tbody>
          {PLANET_KEYS.map((key) => {
            const planet = chartData.planets[key];
            if (!planet) return null;
            return (
              <tr key={key}>
                <th scope="row">{PLANET_INFO[key].label}</th>
                <td>{planet.sign}</td>
                <td>{formatDegree(planet.longitude)}</td>
                <td>{planet.house ?? "unknown"}</td>
                <td>{planet.retrograde ? "retrograde" : "direct"}</td>
              </tr>
            );
          })}
          {chartData.ascendant ? (
            <tr>
              <th scope="row">Ascendant</th>
              <td>{degreeParts(chartData.ascendant.longitude).sign}</td>
              <td>{formatDegree(chartData.ascendant.longitude)}</td>
              <td>—</td>
              <td>—</td>
            </tr>
          ) : null}
          {chartData.midheaven ? (
            <tr>
              <th scope="row">Midheaven</th>
              <td>{degreeParts(chartData.midheaven.longitude).sign}</td>
              <td>{formatDegree(chartData.midheaven.longitude)}</td>
              <td>—</td>
              <td>—</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
