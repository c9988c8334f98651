import { SlidersHorizontal, X } from "lucide-react";
import { TRANSIT_CATEGORIES, TRANSIT_IMPACTS, type Transit } from "#contracts/transits";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/utils.ts";

/** The client-side filters of the list (docs/product.md §7.1): one category and one impact level at a time. */

type CategoryFilter = "all" | (typeof TRANSIT_CATEGORIES)[number];
type ImpactFilter = "all" | (typeof TRANSIT_IMPACTS)[number];

export interface Filters {
  category: CategoryFilter;
  impact: ImpactFilter;
}

export const NO_FILTERS: Filters = { category: "all", impact: "all" };

export const CATEGORY_LABELS: Record<(typeof TRANSIT_CATEGORIES)[number], string> = {
  love: "Love",
  career: "Career",
  general: "General",
  wellness: "Wellness",
};

export const IMPACT_LABELS: Record<(typeof TRANSIT_IMPACTS)[number], string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

const CATEGORY_OPTIONS: { value: CategoryFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...TRANSIT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

const IMPACT_OPTIONS: { value: ImpactFilter; label: string }[] = [
  { value: "all", label: "All Levels" },
  ...TRANSIT_IMPACTS.map((value) => ({ value, label: IMPACT_LABELS[value] })),
];

export function applyFilters(transits: readonly Transit[], filters: Filters): Transit[] {
  return transits.filter(
    (transit) =>
      (filters.category === "all" || transit.category === filters.category) &&
      (filters.impact === "all" || transit.impact === filters.impact),
  );
}

export function hasFilters(filters: Filters): boolean {
  return filters.category !== "all" || filters.impact !== "all";
}

/** The 'Filters' panel: two radio groups drawn as pills (arrow keys move within a group). */
export function FiltersPanel({
  filters,
  onChange,
  className,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  className?: string;
}) {
  return (
    <Card aria-labelledby="transit-filters-title" className={className} data-testid="transit-filters">
      {/* On phones the two rows of chips speak for themselves; the title stays for screen readers. */}
      <CardHeader className="max-sm:sr-only sm:px-6 sm:pt-6 sm:pb-4">
        <CardTitle id="transit-filters-title" className="flex items-center gap-2 text-lg">
          <SlidersHorizontal className="size-5 text-secondary" aria-hidden="true" />
          Filters
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 px-4 py-3 sm:space-y-5 sm:px-6 sm:pt-0 sm:pb-6">
        <PillGroup
          name="transit-category"
          legend="Category"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
        />
        <PillGroup
          name="transit-impact"
          legend="Impact Level"
          options={IMPACT_OPTIONS}
          value={filters.impact}
          onChange={(impact) => onChange({ ...filters, impact })}
        />
      </CardContent>
    </Card>
  );
}

function PillGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="max-sm:sr-only mb-2 text-sm font-medium">{legend}</legend>
      {/* One swipeable row on phones, led by its name; wrapped in the side panel on wide screens. */}
      <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <span
          aria-hidden="true"
          className="w-16 shrink-0 text-xs font-medium text-muted-foreground sm:hidden"
        >
          {legend === "Impact Level" ? "Impact" : legend}
        </span>
        {options.map((option) => (
          <label key={option.value} className="relative shrink-0">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              className={cn(
                "pointer-events-none flex min-h-10 items-center whitespace-nowrap rounded-full border px-3.5 text-sm transition-colors sm:min-h-9",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                "border-border text-muted-foreground peer-hover:border-primary/40 peer-hover:text-foreground",
                "peer-checked:border-primary/60 peer-checked:bg-primary/15 peer-checked:font-medium peer-checked:text-primary",
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The active filters as removable badges, with 'Clear all'; nothing when no filter is set. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  if (!hasFilters(filters)) return null;
  const chips: { label: string; clear: Filters }[] = [];
  if (filters.category !== "all") {
    chips.push({ label: CATEGORY_LABELS[filters.category], clear: { ...filters, category: "all" } });
  }
  if (filters.impact !== "all") {
    chips.push({ label: `${IMPACT_LABELS[filters.impact]} impact`, clear: { ...filters, impact: "all" } });
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Active filters
      </span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.label}
            className="inline-flex items-center gap-1 rounded-full border border-secondary/50 bg-secondary/15 py-0.5 pl-3 pr-1 text-xs font-semibold text-violet-200"
          >
            {chip.label}
            <button
              type="button"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange(chip.clear)}
              className="flex size-6 items-center justify-center rounded-full hover:bg-secondary/30"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(NO_FILTERS)}
        className="rounded-md px-2 py-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
