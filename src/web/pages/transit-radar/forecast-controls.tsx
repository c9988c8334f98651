import { CalendarDays, CalendarRange, ChevronDown, Loader2, Radar, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { FREE_TRANSIT_DAYS, TRANSIT_RANGE_OPTIONS_DAYS } from "#contracts/constants";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { formatLongDate } from "#web/lib/dates.ts";
import { useMediaQuery, WIDE_SCREEN } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";
import type { RangeDays } from "./api.ts";

export type ViewMode = "range" | "day";

/**
 * The 'Forecast Controls' card (docs/product.md §7.1): view mode, range or day, Generate Forecast. On a
 * phone it folds into one line saying what is shown, so the transits themselves come first.
 */
export function ForecastControls({
  mode,
  onModeChange,
  days,
  onDaysChange,
  date,
  onDateChange,
  minDate,
  maxDate,
  restricted,
  timeZoneLabel,
  onGenerate,
  generating,
  canClearCache,
  onClearCache,
  clearing,
}: {
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
  days: RangeDays;
  /** Called with whatever was picked; the page refuses extended ranges on the free plan. */
  onDaysChange: (days: number) => void;
  date: string;
  onDateChange: (date: string) => void;
  minDate: string;
  maxDate: string;
  restricted: boolean;
  timeZoneLabel: string;
  onGenerate: () => void;
  generating: boolean;
  canClearCache: boolean;
  onClearCache: () => void;
  clearing: boolean;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [unfolded, setUnfolded] = useState(false);
  const open = wide || unfolded;
  const contentId = useId();
  const showing = mode === "range" ? `${days} days` : formatLongDate(date);

  return (
    <Card aria-labelledby="forecast-controls-title" data-testid="forecast-controls">
      <CardHeader className={cn("px-4 sm:px-6", !wide && "py-2")}>
        {wide ? (
          <>
            <CardTitle id="forecast-controls-title" className="flex items-center gap-2 text-lg">
              <Radar className="size-5 text-primary" aria-hidden="true" />
              Forecast Controls
            </CardTitle>
            <CardDescription>
              Pick a window or a single day, then generate. Times are shown in {timeZoneLabel}.
            </CardDescription>
          </>
        ) : (
          <CardTitle id="forecast-controls-title" className="text-base">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setUnfolded((value) => !value)}
              className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center gap-2 rounded-lg px-2 text-left"
            >
              <Radar className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">Forecast Controls</span>
              <span className="text-sm font-normal text-muted-foreground">{showing}</span>
              <ChevronDown
                className={cn(
                  "size-4 shrink-0 text-muted-foreground transition-transform",
                  open && "rotate-180",
                )}
                aria-hidden="true"
              />
            </button>
          </CardTitle>
        )}
      </CardHeader>
      <CardContent id={contentId} hidden={!open} className="px-4 sm:px-6">
        {wide ? null : (
          <p className="mb-4 text-sm text-muted-foreground">
            Pick a window or a single day, then generate. Times are shown in {timeZoneLabel}.
          </p>
        )}
        <Tabs value={mode} onValueChange={(value) => onModeChange(value === "day" ? "day" : "range")}>
          <div className="grid gap-4 md:grid-cols-[auto_minmax(0,1fr)] md:items-end lg:grid-cols-[auto_16rem_minmax(0,1fr)]">
            <div className="grid gap-2">
              <p id="view-mode-label" className="text-sm font-medium">
                View Mode
              </p>
              <TabsList aria-labelledby="view-mode-label" className="w-full md:w-auto">
                <TabsTrigger value="range" className="gap-2 whitespace-nowrap">
                  <CalendarRange className="size-4" aria-hidden="true" />
                  Time Range
                </TabsTrigger>
                <TabsTrigger value="day" className="gap-2 whitespace-nowrap">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  Single Day
                </TabsTrigger>
              </TabsList>
            </div>

            <div className="min-w-0">
              <TabsContent value="range" className="mt-0 grid gap-2">
                <Label htmlFor="transit-range">Forecast range</Label>
                <select
                  id="transit-range"
                  value={days}
                  onChange={(event) => onDaysChange(Number(event.target.value))}
                  className="h-12 w-full rounded-lg border border-input bg-background/60 px-3 text-base text-foreground transition-colors hover:border-primary/40 focus-visible:border-primary sm:text-sm"
                >
                  {TRANSIT_RANGE_OPTIONS_DAYS.map((option) => (
                    <option key={option} value={option} disabled={restricted && option > FREE_TRANSIT_DAYS}>
                      {restricted && option > FREE_TRANSIT_DAYS
                        ? `${option} days (Premium)`
                        : `${option} days`}
                    </option>
                  ))}
                </select>
              </TabsContent>
              <TabsContent value="day" className="mt-0 grid gap-2">
                <Label htmlFor="transit-date">Date</Label>
                <Input
                  id="transit-date"
                  type="date"
                  className="h-12"
                  value={date}
                  min={minDate}
                  max={maxDate}
                  required
                  onChange={(event) => onDateChange(event.target.value)}
                />
              </TabsContent>
            </div>

            <div className="flex flex-col gap-2 sm:flex-row sm:items-center md:col-span-2 lg:col-span-1 lg:justify-self-end">
              <Button
                size="lg"
                onClick={onGenerate}
                disabled={generating || (mode === "day" && !date)}
                aria-busy={generating}
                className="w-full sm:w-auto"
              >
                {generating ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Radar className="size-4" aria-hidden="true" />
                )}
                Generate Forecast
              </Button>
              {canClearCache ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={onClearCache}
                  disabled={clearing}
                  aria-busy={clearing}
                  className="self-start text-muted-foreground hover:text-foreground sm:self-auto"
                >
                  {clearing ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <Trash2 className="size-4" aria-hidden="true" />
                  )}
                  Clear Transit Cache
                </Button>
              ) : null}
            </div>
          </div>
        </Tabs>
      </CardContent>
    </Card>
  );
}
