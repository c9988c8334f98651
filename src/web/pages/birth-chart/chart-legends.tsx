import { type BirthChartResponse, CHART_POINT_KEYS } from "#contracts/birth-chart";
import { ASPECTS } from "#contracts/constants";
import { ASPECT_STYLE, POINT_INFO } from "#web/components/chart/chart-lore.ts";

/** The chart points on the wheel: what each glyph is, and a switch for a clean chart. */
export function PointLegend({
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

/** The aspect lines on the wheel: each kind's stroke, angle and orb, and how many the chart has. */
export function AspectLegend({ chart }: { chart: BirthChartResponse }) {
  const counts = countAspects(chart);
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
