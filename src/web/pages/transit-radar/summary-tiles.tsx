import type { Transit } from "#contracts/transits";
import { cn } from "#web/lib/utils.ts";

/** The four counters over the loaded list (docs/product.md §7.1), before any filter. */
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
    <dl aria-label="Transit summary" className="grid grid-cols-4 gap-2 sm:gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          data-testid="summary-tile"
          className="flex flex-col-reverse gap-0.5 rounded-xl border border-border bg-card/80 px-2 py-2 text-center shadow-xl backdrop-blur sm:gap-1 sm:rounded-2xl sm:p-4 sm:text-left"
        >
          <dt className="text-[11px] font-medium leading-tight text-muted-foreground sm:text-xs sm:uppercase sm:tracking-wide">
            {tile.label}
          </dt>
          <dd className={cn("font-display text-xl font-semibold tabular-nums sm:text-3xl", tile.tone)}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
