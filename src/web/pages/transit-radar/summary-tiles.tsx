import type { Transit } from "#contracts/transits";
import { cn } from "#web/lib/utils.ts";

/** The four counters over the loaded list (spec 02 §2), before any filter. */
export function SummaryTiles({ transits }: { transits: readonly Transit[] | null }) {
  const count = (impact?: Transit["impact"]) =>
    transits === null
      ? "–"
      : String(impact ? transits.filter((transit) => transit.impact === impact).length : transits.length);
  const tiles = [
    { label: "Total Transits", value: count(), tone: "text-foreground" },
    { label: "High Impact", value: count("high"), tone: "text-red-300" },
    { label: "Medium Impact", value: count("medium"), tone: "text-primary" },
    { label: "Low Impact", value: count("low"), tone: "text-success" },
  ];
  return (
    <dl aria-label="Transit summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          data-testid="summary-tile"
          className="flex flex-col-reverse gap-1 rounded-2xl border border-border bg-card/80 p-4 shadow-xl backdrop-blur"
        >
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{tile.label}</dt>
          <dd className={cn("font-display text-3xl font-semibold tabular-nums", tile.tone)}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
