import type { KeyboardEvent } from "react";
import type { ChartData, PlanetKey } from "#contracts/birth-chart";
import { GLYPH_FONT, LABEL_FONT, type WheelKey, wheelInfo } from "../chart-lore.ts";
import { formatDegree, inwardTextAnchor, longitudeToPoint } from "../wheel-geometry.ts";
import { CentredText, WHEEL_COLORS as COLORS, PositionMarker } from "../wheel-parts.tsx";
import { R } from "./radii.ts";
import { WheelTooltip } from "./tooltip.tsx";

/**
 * One planet or chart point: glyph, degree label and leader line, clickable and keyboard-operable.
 * A point (node, Chiron, Lilith, Part of Fortune) is drawn smaller than a planet.
 */
export function PlanetMark({
  planetKey,
  planet,
  displayLongitude,
  asc,
  onSelect,
  point = false,
}: {
  planetKey: WheelKey;
  planet: Pick<ChartData["planets"][PlanetKey], "longitude" | "sign" | "house" | "retrograde">;
  displayLongitude: number;
  asc: number | null;
  onSelect: ((planet: WheelKey) => void) | undefined;
  point?: boolean;
}) {
  const info = wheelInfo(planetKey);
  const radius = point ? 15 : 19;
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
        data-testid={point ? "wheel-point" : "wheel-planet"}
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
          leaderRadius={R.planetGlyph + radius}
        />
        <circle
          cx={glyph.x}
          cy={glyph.y}
          r={radius}
          fill={COLORS.background}
          fillOpacity={0.75}
          stroke={info.color}
          strokeOpacity={0.35}
          strokeWidth={1}
          className="transition-[stroke-opacity,stroke-width] group-hover:[stroke-opacity:1] group-focus-visible:[stroke-opacity:1] group-focus-visible:[stroke-width:2.5]"
        />
        <CentredText at={glyph} fontFamily={GLYPH_FONT} fontSize={point ? 18 : 24} fill={info.color}>
          {info.glyph}
        </CentredText>
        <text
          x={degree.x}
          y={degree.y}
          textAnchor={inwardTextAnchor(degree, R.planetDegree)}
          dominantBaseline="central"
          fontFamily={LABEL_FONT}
          fontSize={point ? 10.5 : 12}
          fill={COLORS.text}
          fillOpacity={point ? 0.7 : 0.85}
        >
          {formatDegree(planet.longitude)}
          {/* Part of the label, so it can never collide with it. */}
          {planet.retrograde ? <tspan fill="#ff8f8f"> ℞</tspan> : null}
        </text>
      </g>
    </WheelTooltip>
  );
}
