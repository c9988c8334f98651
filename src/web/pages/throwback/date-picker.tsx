import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { MONTH_NAMES, WEEKDAY_NAMES } from "#contracts/calendar";
import { addDays, formatLongDate, parseDateKey, utcDateOf } from "#web/lib/dates.ts";
import { cn } from "#web/lib/utils.ts";
import { ViewSelect } from "./view-select.tsx";

/**
 * A small accessible calendar for "YYYY-MM-DD" dates: month and year dropdowns, previous/next
 * month buttons and a grid of day buttons (roving focus: arrows move a day or a week, Home/End to
 * the week's ends, PageUp/PageDown a month). Days outside [min, max] are disabled.
 */

/** Column headings: a two-letter label, and the full name for screen readers. */
const WEEKDAYS = WEEKDAY_NAMES.map((name) => [name.slice(0, 2), name] as const);

export interface MonthView {
  year: number;
  /** 1–12 */
  month: number;
}

function keyOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth({ year, month }: MonthView): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthOf(key: string): MonthView {
  const parts = parseDateKey(key);
  return parts ? { year: parts.year, month: parts.month } : { year: 2000, month: 1 };
}

function monthIndex({ year, month }: MonthView): number {
  return year * 12 + (month - 1);
}

function fromIndex(index: number): MonthView {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function clampKey(key: string, min: string, max: string): string {
  return key < min ? min : key > max ? max : key;
}

/** The same day of another month, clamped to that month's length. */
function shiftMonth(key: string, months: number): string {
  const parts = parseDateKey(key);
  if (!parts) return key;
  const target = fromIndex(monthIndex(parts) + months);
  return keyOf(target.year, target.month, Math.min(parts.day, daysInMonth(target)));
}

/** Where a key press moves the focus from `key`, or null when the key does not move it. */
function keyboardTarget(key: string, pressed: string, shift: boolean): string | null {
  const weekday = utcDateOf(key)?.getUTCDay() ?? 0;
  switch (pressed) {
    case "ArrowLeft":
      return addDays(key, -1);
    case "ArrowRight":
      return addDays(key, 1);
    case "ArrowUp":
      return addDays(key, -7);
    case "ArrowDown":
      return addDays(key, 7);
    case "Home":
      return addDays(key, -weekday);
    case "End":
      return addDays(key, 6 - weekday);
    case "PageUp":
      return shiftMonth(key, shift ? -12 : -1);
    case "PageDown":
      return shiftMonth(key, shift ? 12 : 1);
    default:
      return null;
  }
}

export interface DatePickerProps {
  value: string | null;
  onChange: (date: string) => void;
  /** Earliest selectable date, "YYYY-MM-DD". */
  min: string;
  /** Latest selectable date, "YYYY-MM-DD". */
  max: string;
  /** The month shown first when there is no value. */
  defaultMonth: MonthView;
  disabled?: boolean;
  /** Marks this date as today in the grid. */
  today?: string;
}

export function DatePicker({ value, onChange, min, max, defaultMonth, disabled, today }: DatePickerProps) {
  const id = useId();
  const [view, setView] = useState<MonthView>(() => (value ? monthOf(value) : defaultMonth));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focusRequested = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const minView = monthOf(min);
  const maxView = monthOf(max);
  const canGoBack = monthIndex(view) > monthIndex(minView);
  const canGoForward = monthIndex(view) < monthIndex(maxView);

  useEffect(() => {
    if (!focusRequested.current || !focusKey) return;
    focusRequested.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusKey}"]`)?.focus();
  }, [focusKey]);

  function showMonth(next: MonthView) {
    const index = Math.min(Math.max(monthIndex(next), monthIndex(minView)), monthIndex(maxView));
    setView(fromIndex(index));
  }

  function moveFocus(target: string) {
    const key = clampKey(target, min, max);
    focusRequested.current = true;
    setFocusKey(key);
    setView(monthOf(key));
    // Same key again (at a bound): focus it directly, the effect will not run.
    if (key === focusKey) {
      focusRequested.current = false;
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${key}"]`)?.focus();
    }
  }

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    const target = keyboardTarget(key, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    moveFocus(target);
  }

  const total = daysInMonth(view);
  const firstKey = keyOf(view.year, view.month, 1);
  const lastKey = keyOf(view.year, view.month, total);
  const leading = utcDateOf(firstKey)?.getUTCDay() ?? 0;
  const inView = (key: string | null): key is string => !!key && key >= firstKey && key <= lastKey;
  const tabStop = inView(focusKey)
    ? focusKey
    : inView(value)
      ? value
      : inView(today ?? null)
        ? (today as string)
        : clampKey(firstKey, min, max);

  const cells: { id: string; date: string | null }[] = [
    ...Array.from({ length: leading }, (_, position) => ({ id: `lead-${position}`, date: null })),
    ...Array.from({ length: total }, (_, index) => {
      const date = keyOf(view.year, view.month, index + 1);
      return { id: date, date };
    }),
  ];
  while (cells.length % 7 !== 0) cells.push({ id: `trail-${cells.length}`, date: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));

  const years: number[] = [];
  for (let year = maxView.year; year >= minView.year; year--) years.push(year);
  const captionId = `${id}-caption`;

  return (
    <div className="w-full">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={disabled || !canGoBack}
          onClick={() => showMonth(fromIndex(monthIndex(view) - 1))}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground disabled:pointer-events-none disabled:opacity-40"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <ViewSelect id={id} part="month" view={view} disabled={disabled} onShow={showMonth}>
          {MONTH_NAMES.map((name, index) => {
            const option = { year: view.year, month: index + 1 };
            const outside =
              monthIndex(option) > monthIndex(maxView) || monthIndex(option) < monthIndex(minView);
            return (
              <option key={name} value={index + 1} disabled={outside}>
                {name}
              </option>
            );
          })}
        </ViewSelect>
        <ViewSelect id={id} part="year" view={view} disabled={disabled} onShow={showMonth}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </ViewSelect>
        <button
          type="button"
          aria-label="Next month"
          disabled={disabled || !canGoForward}
          onClick={() => showMonth(fromIndex(monthIndex(view) + 1))}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground disabled:pointer-events-none disabled:opacity-40"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>

      <p id={captionId} className="sr-only" aria-live="polite">
        {MONTH_NAMES[view.month - 1]} {view.year}
      </p>
      <table ref={gridRef} aria-labelledby={captionId} className="mt-3 w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="pb-1 text-center text-xs font-medium text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.id}>
              {week.map(({ id: cellId, date: key }) => {
                if (!key) return <td key={cellId} />;
                const outside = key < min || key > max;
                const selected = key === value;
                const isToday = key === today;
                return (
                  <td key={key} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={key}
                      aria-label={formatLongDate(key)}
                      aria-pressed={selected}
                      aria-current={isToday ? "date" : undefined}
                      disabled={disabled || outside}
                      tabIndex={key === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusKey(key);
                        onChange(key);
                      }}
                      onKeyDown={(event) => onDayKeyDown(event, key)}
                      className={cn(
                        "mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors",
                        "disabled:cursor-not-allowed disabled:opacity-30",
                        selected
                          ? "bg-primary font-semibold text-primary-foreground shadow-lg shadow-primary/20"
                          : "text-foreground hover:bg-accent",
                        isToday && !selected && "ring-1 ring-secondary",
                      )}
                    >
                      {Number(key.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
