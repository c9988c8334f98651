import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import {
  type BirthChartResponse,
  CHART_POINT_KEYS,
  type ChartPointKey,
  type PlanetKey,
} from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { POINT_INFO, type WheelKey, wheelInfo } from "#web/components/chart/chart-lore.ts";
import { formatDegree } from "#web/components/chart/wheel-geometry.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";
import type { PlanetTarget } from "./planet-dialog.tsx";

/** 'Birth Details': Date, Time, Location, each '—' when missing (docs/product.md §6.1.3). */
export function BirthDetailsCard({ user }: { user: PublicUser }) {
  const rows = [
    { label: "Date", value: formatBirthDate(user.birthDate) },
    {
      label: "Time",
      value: user.birthTimeKnown ? formatBirthTime(user.birthTime) : "—",
      note: user.birthTimeKnown ? undefined : "Unknown",
    },
    { label: "Location", value: user.birthPlace || "—" },
  ];
  return (
    <SideCard titleId="birth-details-title" testId="birth-details" title="Birth Details">
      <dl className="grid gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[5.5rem_1fr] gap-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0 break-words font-medium">
              {row.value}
              {row.note ? <span className="ml-2 text-xs text-muted-foreground">({row.note})</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

const PERSONAL: (PlanetKey | "rising")[] = ["sun", "moon", "rising", "mercury", "venus", "mars"];
const OUTER: PlanetKey[] = ["jupiter", "saturn", "uranus", "neptune", "pluto"];

type RowKey = WheelKey | "rising";

const isPoint = (key: RowKey): key is ChartPointKey => key in POINT_INFO;

/** The row data of one planet, chart point (or the Rising sign); null when unknown. */
export function positionTarget(chart: BirthChartResponse, key: RowKey): PlanetTarget | null {
  if (key === "rising") {
    const asc = chart.chartData.ascendant;
    if (!asc || !chart.risingSign) return null;
    return {
      name: "Rising",
      sign: chart.risingSign,
      house: 1,
      longitude: asc.longitude,
      glyph: "AC",
      color: "#f5c451",
      retrograde: false,
    };
  }
  const planet = isPoint(key) ? chart.chartData.points[key] : chart.chartData.planets[key];
  if (!planet) return null;
  const info = wheelInfo(key);
  return {
    name: info.label,
    sign: planet.sign,
    house: planet.house,
    longitude: planet.longitude,
    glyph: info.glyph,
    color: info.color,
    retrograde: planet.retrograde,
  };
}

/** 'Planetary Positions' with the Personal and Outer tabs; a row opens its interpretation. */
export function PlanetPositionsCard({
  chart,
  onSelect,
}: {
  chart: BirthChartResponse;
  onSelect: (target: PlanetTarget) => void;
}) {
  return (
    <SideCard titleId="positions-title" testId="planet-positions" title="Planetary Positions">
      <Tabs defaultValue="personal">
        <TabsList className="w-full">
          <TabsTrigger value="personal">Personal</TabsTrigger>
          <TabsTrigger value="outer">Outer</TabsTrigger>
          <TabsTrigger value="points">Points</TabsTrigger>
        </TabsList>
        <TabsContent value="personal" className="mt-4">
          <PositionRows chart={chart} keys={PERSONAL} onSelect={onSelect} />
        </TabsContent>
        <TabsContent value="outer" className="mt-4">
          <PositionRows chart={chart} keys={OUTER} onSelect={onSelect} />
        </TabsContent>
        <TabsContent value="points" className="mt-4">
          <PositionRows chart={chart} keys={CHART_POINT_KEYS} onSelect={onSelect} />
        </TabsContent>
      </Tabs>
    </SideCard>
  );
}

function PositionRows({
  chart,
  keys,
  onSelect,
}: {
  chart: BirthChartResponse;
  keys: readonly RowKey[];
  onSelect: (target: PlanetTarget) => void;
}) {
  return (
    <ul className="grid gap-1.5">
      {keys.map((key) => {
        const target = positionTarget(chart, key);
        const name = key === "rising" ? "Rising" : wheelInfo(key).label;
        const glyph = key === "rising" ? "AC" : wheelInfo(key).glyph;
        const color = key === "rising" ? "#f5c451" : wheelInfo(key).color;
        const body = (
          <>
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-border bg-background/60 text-lg"
              style={{
                color,
                fontSize: key === "rising" ? "0.7rem" : undefined,
                fontWeight: key === "rising" ? 700 : undefined,
              }}
            >
              {glyph}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{name}</span>
              <span className="block text-xs text-muted-foreground">
                {target
                  ? [
                      formatDegree(target.longitude),
                      target.house && key !== "rising" ? `House ${target.house}` : null,
                      target.retrograde ? "Retrograde ℞" : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")
                  : key === "rising" || key === "fortune"
                    ? "Needs a birth time"
                    : ""}
              </span>
            </span>
            <span data-testid="position-sign" className="shrink-0 text-right font-medium text-primary">
              {target?.sign ?? "—"}
            </span>
          </>
        );
        return (
          <li key={key} data-testid="position-row" data-planet={key}>
            {target ? (
              <button
                type="button"
                onClick={() => onSelect(target)}
                aria-label={`${name}: ${target.sign}. Open the ${name} interpretation`}
                className="group flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left text-sm transition-colors hover:bg-accent/60"
              >
                {body}
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </button>
            ) : (
              <div className="flex items-center gap-3 px-2 py-2 pr-9 text-sm">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A card beside the wheel, named by its title. */
function SideCard({
  titleId,
  testId,
  title,
  children,
}: {
  titleId: string;
  testId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId} data-testid={testId}>
      <CardHeader className="pb-4">
        <CardTitle id={titleId} className="font-display text-xl">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
