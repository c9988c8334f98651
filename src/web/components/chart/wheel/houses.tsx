import type { ChartData } from "#contracts/birth-chart";
import { ANGLE_INFO, type AngleKey, HOUSE_INFO, LABEL_FONT } from "../chart-lore.ts";
import { formatPosition, houseLayout, longitudeToPoint, ringSegmentPath } from "../wheel-geometry.ts";
import { CentredText, WHEEL_COLORS as COLORS, LineBetween, Ring } from "../wheel-parts.tsx";
import { R } from "./radii.ts";
import { WheelTooltip } from "./tooltip.tsx";

/** The house band: numbered segments with tooltips, and the twelve cusp lines. */
export function Houses({ chartData, asc }: { chartData: ChartData; asc: number | null }) {
  const houses = houseLayout(
    chartData.houses,
    { inner: R.houseInner, number: R.houseNumber, zodiacInner: R.zodiacInner },
    asc,
  );
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
      {houses.map(({ number, cusp, next, label }) => {
        return (
          <WheelTooltip
            key={`house-${number}`}
            content={
              <>
                <span className="font-semibold text-primary">House {number}</span>
                <span className="block">{HOUSE_INFO[number - 1]}</span>
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
      {houses.map(({ number, from, to, angular }) => {
        return (
          <LineBetween
            key={number}
            data-testid="wheel-cusp"
            data-house={number}
            from={from}
            to={to}
            stroke={angular ? COLORS.violet : COLORS.line}
            strokeOpacity={angular ? 0.9 : 0.75}
            strokeWidth={angular ? 1.25 : 0.9}
          />
        );
      })}
    </g>
  );
}

/** The four angles (AC, DC, MC, IC) as lines through the wheel with labelled ends. */
export function Angles({ asc, mc, innerRadius }: { asc: number; mc: number; innerRadius: number }) {
  const angles: { key: AngleKey; longitude: number }[] = [
    { key: "AC", longitude: asc },
    { key: "DC", longitude: asc + 180 },
    { key: "MC", longitude: mc },
    { key: "IC", longitude: mc + 180 },
  ];
  return (
    <g>
      {angles.map(({ key, longitude }) => {
        const label = longitudeToPoint(longitude, R.angleLabel, asc);
        const info = ANGLE_INFO[key];
        return (
          <g key={key} data-angle={key}>
            <LineBetween
              from={longitudeToPoint(longitude, innerRadius, asc)}
              to={longitudeToPoint(longitude, R.outer + 10, asc)}
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
