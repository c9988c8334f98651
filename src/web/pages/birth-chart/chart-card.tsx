import { Clock, Download, Pencil } from "lucide-react";
import { useRef, useState } from "react";
import type { BirthChartResponse } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import type { WheelKey } from "#web/components/chart/chart-lore.ts";
import { downloadText, serializeChartSvg } from "#web/components/chart/export-svg.ts";
import { PhoneWheel } from "#web/components/chart/phone-wheel.tsx";
import { ChartPositionsTable, ChartWheel } from "#web/components/chart/wheel/index.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { CAN_HOVER, useMediaQuery, WIDE_SCREEN } from "#web/lib/use-media-query.ts";
import { AspectLegend, PointLegend } from "./chart-legends.tsx";
import { HouseSystemPicker } from "./house-system-picker.tsx";
import { HowComputed } from "./how-computed.tsx";

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

        <AspectLegend chart={chart} />
        <PointLegend chart={chart} shown={pointsShown} onToggle={setPointsShown} />
        <HowComputed chart={chart} user={user} />
      </CardContent>
    </Card>
  );
}
