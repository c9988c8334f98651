import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { type BirthChartResponse, HOUSE_SYSTEM_NAMES, type HouseSystem } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { messageOf } from "#web/lib/api.ts";
import { HOUSE_SYSTEM_HINTS, HOUSE_SYSTEM_OPTIONS, saveChartSettings } from "#web/lib/chart-settings.ts";

/**
 * Notes for the house-system line when the chosen system failed (docs/product.md §6.1.2 words them
 * for Placidus; Koch fails the same way).
 */
function houseSystemNote(label: string, requested: string): string | null {
  if (label === "Equal")
    return `The ${requested} system is unavailable for your birth location, so equal houses are used.`;
  if (label === "Equal (extreme latitude)")
    return `${requested} gives extreme house divisions at your birth latitude, so equal houses are used.`;
  return null;
}

/**
 * The house system of the chart, switchable here as in Settings (issue 31): a change recasts the
 * chart on the server and every reading that mentions houses is written again.
 */
export function HouseSystemPicker({ chart, user }: { chart: BirthChartResponse; user: PublicUser }) {
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
