import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Clock, Download, Pencil } from "lucide-react";
import { useRef } from "react";
import type { BirthChartResponse, PlanetKey } from "#contracts/birth-chart";
import { ASPECTS } from "#contracts/constants";
import type { PublicUser } from "#contracts/user";
import { ASPECT_STYLE } from "#web/components/chart/chart-lore.ts";
import { downloadText, serializeChartSvg } from "#web/components/chart/export-svg.ts";
import { PhoneWheel } from "#web/components/chart/phone-wheel.tsx";
import { ChartPositionsTable, ChartWheel } from "#web/components/chart/wheel/index.tsx";
import { formatOffset, formatUtInstant } from "#web/components/chart/wheel-geometry.ts";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";
import { CAN_HOVER, useMediaQuery, WIDE_SCREEN } from "#web/lib/use-media-query.ts";

/** Notes for the house-system line (docs/product.md §6.1.2). */
export const HOUSE_SYSTEM_NOTES: Record<string, string> = {
  Equal: "The Placidus system is unavailable for your birth location, so equal houses are used.",
  "Equal (extreme latitude)":
    "Placidus gives extreme house divisions at your birth latitude, so equal houses are used.",
};

/** 'Your Birth Chart': the wheel, Edit and Export, and the notes around it. */
export function ChartCard({
  chart,
  user,
  onEdit,
  onSelectPlanet,
}: {
  chart: BirthChartResponse;
  user: PublicUser;
  onEdit: () => void;
  onSelectPlanet: (planet: PlanetKey) => void;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const { chartData } = chart;
  const wide = useMediaQuery(WIDE_SCREEN);
  const canHover = useMediaQuery(CAN_HOVER);

  const exportSvg = () => {
    if (!svgRef.current) return;
    downloadText(serializeChartSvg(svgRef.current), "birth-chart.svg", "image/svg+xml;charset=utf-8");
  };

  const bigThree = [
    `Sun in ${chart.sunSign}`,
    `Moon in ${chart.moonSign}`,
    chart.risingSign ? `${chart.risingSign} rising` : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <Card aria-labelledby="chart-card-title" data-testid="chart-card" className="min-w-0">
      <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <CardTitle id="chart-card-title" className="font-display text-2xl">
            Your Birth Chart
          </CardTitle>
          <CardDescription className="mt-1.5">{bigThree}</CardDescription>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button variant="secondary" size="sm" onClick={exportSvg}>
            <Download className="size-4" aria-hidden="true" />
            Export
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5 p-3 pt-0 sm:p-6 sm:pt-0">
        <figure className="mx-auto w-full max-w-[800px]">
          {wide ? (
            <ChartWheel
              chartData={chartData}
              birthDate={user.birthDate}
              onSelectPlanet={onSelectPlanet}
              svgRef={svgRef}
              className="h-auto w-full"
            />
          ) : (
            <>
              <PhoneWheel chartData={chartData} onSelectPlanet={onSelectPlanet} />
              {/* Export writes the full wheel, with its degrees, whatever the screen. */}
              <div hidden>
                <ChartWheel
                  chartData={chartData}
                  birthDate={user.birthDate}
                  svgRef={svgRef}
                  testId="chart-wheel-export"
                />
              </div>
            </>
          )}
          <figcaption className="mt-3 text-center text-xs text-muted-foreground sm:text-sm">
            Planetary positions are calculated with ephemeris precision for the exact moment and place of your
            birth.{" "}
            {!wide
              ? "Tap the wheel to open it full screen, then tap a planet or a sign."
              : canHover
                ? "Hover a symbol to learn what it means; click a planet for its interpretation."
                : "Tap a planet for its interpretation."}
          </figcaption>
        </figure>
        <ChartPositionsTable chartData={chartData} />

        {chartData.houseSystem ? (
          <p className="text-sm text-muted-foreground" data-testid="house-system">
            <span className="font-medium text-foreground">House system:</span> {chartData.houseSystem}
            {HOUSE_SYSTEM_NOTES[chartData.houseSystem] ? (
              <span className="block text-xs">
                '{chartData.houseSystem}' means: {HOUSE_SYSTEM_NOTES[chartData.houseSystem]}
              </span>
            ) : null}
          </p>
        ) : null}

        {chartData.timeKnown ? null : (
          <Alert variant="info" data-testid="time-unknown-note">
            <Clock aria-hidden="true" />
            <div>
              <AlertTitle>Birth time unknown</AlertTitle>
              <AlertDescription>
                Houses, the Ascendant and the other angles need an exact birth time, so they are not shown.
                The chart is cast for local noon.
                {chartData.moonSignRange && chartData.moonSignRange.length > 1
                  ? ` The Moon changed signs that day: it was in ${chartData.moonSignRange.join(" or ")}, depending on the hour.`
                  : ` The Moon stayed in ${chart.moonSign} all day.`}
              </AlertDescription>
            </div>
          </Alert>
        )}

        <AspectLegend counts={countAspects(chart)} />
        <HowComputed chart={chart} user={user} />
      </CardContent>
    </Card>
  );
}

function countAspects(chart: BirthChartResponse): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const aspect of chart.chartData.aspects) counts[aspect.type] = (counts[aspect.type] ?? 0) + 1;
  return counts;
}

function AspectLegend({ counts }: { counts: Record<string, number> }) {
  return (
    <section
      aria-labelledby="aspect-legend-title"
      className="rounded-xl border border-border bg-muted/30 p-4"
    >
      <h3 id="aspect-legend-title" className="text-sm font-semibold">
        Aspect lines
      </h3>
      <ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2 md:grid-cols-3">
        {ASPECTS.map((aspect) => {
          const style = ASPECT_STYLE[aspect.name];
          return (
            <li
              key={aspect.name}
              className="flex min-w-0 items-center gap-2"
              data-testid="aspect-legend-item"
            >
              <svg width="28" height="10" aria-hidden="true" className="shrink-0">
                <line
                  x1="1"
                  y1="5"
                  x2="27"
                  y2="5"
                  stroke={style.color}
                  strokeWidth="2"
                  strokeDasharray={style.dash}
                  strokeLinecap="round"
                />
              </svg>
              <span className="min-w-0">
                <span className="font-medium">{style.label}</span>{" "}
                <span className="text-muted-foreground">
                  {aspect.angleDeg}° ±{aspect.orbDeg}°{counts[aspect.name] ? ` · ${counts[aspect.name]}` : ""}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Beyond the spec: how the typed local time became the instant the chart was cast for. */
function HowComputed({ chart, user }: { chart: BirthChartResponse; user: PublicUser }) {
  const report = chart.chartData.timeReport;
  return (
    <Collapsible.Root className="rounded-xl border border-border">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-medium hover:bg-accent/50">
        How this was computed
        <ChevronDown
          className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-4 pb-4 text-sm" data-testid="time-report">
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Local birth time</dt>
          <dd>
            {formatBirthDate(user.birthDate)}
            {chart.chartData.timeKnown
              ? `, ${formatBirthTime(user.birthTime)}`
              : ", time unknown (noon used)"}
          </dd>
          <dt className="text-muted-foreground">Time zone</dt>
          <dd className="break-words">{report.zone}</dd>
          <dt className="text-muted-foreground">Offset used</dt>
          <dd>{formatOffset(report.offsetMinutes)}</dd>
          <dt className="text-muted-foreground">Universal Time</dt>
          <dd>{formatUtInstant(report.utc)}</dd>
          {user.birthLatitude != null && user.birthLongitude != null ? (
            <>
              <dt className="text-muted-foreground">Coordinates</dt>
              <dd>
                {user.birthLatitude.toFixed(4)}, {user.birthLongitude.toFixed(4)}
              </dd>
            </>
          ) : null}
        </dl>
        {report.kind !== "normal" || report.note ? (
          <p className="mt-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-foreground/90">
            {report.kind === "gap" ? (
              <strong className="text-primary">Clock change (skipped hour): </strong>
            ) : null}
            {report.kind === "overlap" ? (
              <strong className="text-primary">Clock change (repeated hour): </strong>
            ) : null}
            {report.note}
          </p>
        ) : null}
        <p className="mt-3 text-xs text-muted-foreground">
          Positions come from an astronomical ephemeris for that instant; the date and time are used exactly
          as you entered them, in the birth place's historical time zone.
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
