import * as Collapsible from "@radix-ui/react-collapsible";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Clock, Download, Pencil } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  type BirthChartResponse,
  CHART_POINT_KEYS,
  HOUSE_SYSTEM_NAMES,
  type HouseSystem,
} from "#contracts/birth-chart";
import { ASPECTS } from "#contracts/constants";
import type { PublicUser } from "#contracts/user";
import { ASPECT_STYLE, POINT_INFO, type WheelKey } from "#web/components/chart/chart-lore.ts";
import { downloadText, serializeChartSvg } from "#web/components/chart/export-svg.ts";
import { PhoneWheel } from "#web/components/chart/phone-wheel.tsx";
import { ChartPositionsTable, ChartWheel } from "#web/components/chart/wheel/index.tsx";
import { formatOffset, formatUtInstant } from "#web/components/chart/wheel-geometry.ts";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { messageOf } from "#web/lib/api.ts";
import { HOUSE_SYSTEM_HINTS, HOUSE_SYSTEM_OPTIONS, saveChartSettings } from "#web/lib/chart-settings.ts";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";
import { CAN_HOVER, useMediaQuery, WIDE_SCREEN } from "#web/lib/use-media-query.ts";

/**
 * Notes for the house-system line when the chosen system failed (docs/product.md §6.1.2 words them
 * for Placidus; Koch fails the same way).
 */
export function houseSystemNote(label: string, requested: string): string | null {
  if (label === "Equal")
    return `The ${requested} system is unavailable for your birth location, so equal houses are used.`;
  if (label === "Equal (extreme latitude)")
    return `${requested} gives extreme house divisions at your birth latitude, so equal houses are used.`;
  return null;
}

/** The points on the wheel, on or off; remembered in this browser (a clean chart is a taste). */
const POINTS_STORAGE_KEY = "zf-chart-points";

function readPointsShown(): boolean {
  try {
    return typeof window === "undefined" || window.localStorage.getItem(POINTS_STORAGE_KEY) !== "hidden";
  } catch {
    return true;
  }
}

function usePointsShown(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(readPointsShown);
  const update = (next: boolean) => {
    setShown(next);
    try {
      window.localStorage.setItem(POINTS_STORAGE_KEY, next ? "shown" : "hidden");
    } catch {
      // Private mode or storage full: the choice holds for this visit only.
    }
  };
  return [shown, update];
}

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
  onSelectPlanet: (planet: WheelKey) => void;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [pointsShown, setPointsShown] = usePointsShown();
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
              showPoints={pointsShown}
            />
          ) : (
            <>
              <PhoneWheel chartData={chartData} onSelectPlanet={onSelectPlanet} showPoints={pointsShown} />
              {/* Export writes the full wheel, with its degrees, whatever the screen. */}
              <div hidden>
                <ChartWheel
                  chartData={chartData}
                  birthDate={user.birthDate}
                  svgRef={svgRef}
                  testId="chart-wheel-export"
                  showPoints={pointsShown}
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

        {chartData.timeKnown ? <HouseSystemPicker chart={chart} user={user} /> : null}

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
        <PointLegend chart={chart} shown={pointsShown} onToggle={setPointsShown} />
        <HowComputed chart={chart} user={user} />
      </CardContent>
    </Card>
  );
}

/**
 * The house system of the chart, switchable here as in Settings (issue 31): a change recasts the
 * chart on the server and every reading that mentions houses is written again.
 */
function HouseSystemPicker({ chart, user }: { chart: BirthChartResponse; user: PublicUser }) {
  const { chartData } = chart;
  const id = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (houseSystem: HouseSystem) =>
      saveChartSettings(queryClient, { houseSystem, nodeType: user.nodeType }),
  });
  const requested = chartData.requestedHouseSystem ?? user.houseSystem;
  const label = chartData.houseSystem ?? HOUSE_SYSTEM_NAMES[requested];
  const note = chartData.houseSystemFallback ? houseSystemNote(label, HOUSE_SYSTEM_NAMES[requested]) : null;
  return (
    <div className="grid gap-1.5 text-sm" data-testid="house-system">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={id} className="font-medium text-foreground">
          House system:
        </label>
        <select
          id={id}
          value={save.isPending ? (save.variables ?? requested) : requested}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.value as HouseSystem)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground disabled:opacity-60"
        >
          {HOUSE_SYSTEM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {chartData.houseSystemFallback ? (
          <span className="text-muted-foreground" data-testid="house-system-shown">
            Shown: {label}
          </span>
        ) : null}
      </div>
      {note ? (
        <p className="text-xs text-muted-foreground" data-testid="house-system-fallback">
          '{label}' means: {note}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{HOUSE_SYSTEM_HINTS[requested]}</p>
      )}
      {save.isError ? (
        <p role="alert" className="text-xs text-red-300">
          {messageOf(save.error) || "The house system could not be changed. Please try again."}
        </p>
      ) : null}
    </div>
  );
}

/** The chart points on the wheel: what each glyph is, and a switch for a clean chart. */
function PointLegend({
  chart,
  shown,
  onToggle,
}: {
  chart: BirthChartResponse;
  shown: boolean;
  onToggle: (shown: boolean) => void;
}) {
  const node = chart.chartData.nodeType === "mean" ? "mean node" : "true node";
  return (
    <section aria-labelledby="point-legend-title" className="rounded-xl border border-border bg-muted/30 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="point-legend-title" className="text-sm font-semibold">
          Chart points
        </h3>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={shown}
            onChange={(event) => onToggle(event.target.checked)}
            className="size-4 accent-primary"
            data-testid="points-toggle"
          />
          Show on the wheel
        </label>
      </div>
      <ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2 md:grid-cols-3">
        {CHART_POINT_KEYS.map((key) => {
          const info = POINT_INFO[key];
          return (
            <li key={key} className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden="true"
                className="w-5 shrink-0 text-center text-base"
                style={{ color: info.color }}
              >
                {info.glyph}
              </span>
              <span className="min-w-0">
                <span className="font-medium">{info.label}</span>
                {key === "northNode" ? <span className="text-muted-foreground"> · {node}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        Points take smaller orbs than planets (3°, Chiron 4°); the nodes and the Part of Fortune count only
        conjunctions and oppositions.
      </p>
    </section>
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
