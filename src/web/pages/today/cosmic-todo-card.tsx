import { useQuery } from "@tanstack/react-query";
import { Check, ListChecks, Loader2, PartyPopper } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { TODO_CELEBRATION_MS, TODO_TASKS_PER_DAY } from "#contracts/constants";
import type { TodoItem } from "#contracts/today";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorCodeOf } from "#web/lib/api.ts";
import { formatLongDate } from "#web/lib/dates.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { useReservedHeight } from "#web/lib/reserved-height.ts";
import { zoneLabel } from "#web/lib/time-zone.ts";
import { cn } from "#web/lib/utils.ts";
import { fetchTodos } from "./api.ts";
import { useTodoCompletion } from "./use-todo-completion.ts";

/** About the loaded list's height, for a first visit (it is remembered after that). */
const TODO_LIST_HEIGHT = "30rem";

/** Progress percent of docs/product.md §4.4, §5.4, §6.4: completed / 5, rounded. */
function progressPercent(completed: number): number {
  return Math.round((completed / TODO_TASKS_PER_DAY) * 100);
}

/**
 * The 'Cosmic To-Do List' card (docs/product.md §2, §3.1, §4.1–4, §9) for the user's day, in the voice the horoscope
 * card is set to. A task keeps its id in both voices, so ticks carry over.
 */
export function CosmicTodoCard({
  userId,
  date,
  timeZone,
  roastMode = false,
}: {
  userId: number;
  date: string;
  /** The zone whose midnight starts a new list. */
  timeZone: string;
  roastMode?: boolean;
}) {
  const query = useQuery<TodoItem[], Error>({
    queryKey: queryKeys.todos(date, roastMode),
    queryFn: () => fetchTodos(date, roastMode),
    retry: 1,
  });
  const { done, toggle } = useTodoCompletion(userId, date);
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), TODO_CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const items = query.data ?? [];
  const completed = items.filter((item) => done.has(item.id)).length;

  function onToggle(id: string) {
    const next = toggle(id);
    const nextCompleted = items.filter((item) => next.has(item.id)).length;
    setCelebrating(nextCompleted === TODO_TASKS_PER_DAY);
  }

  // Five tasks and the progress panel: loading, the card is already about their height.
  const body = useReservedHeight("today-todos", !query.isPending, TODO_LIST_HEIGHT);
  return (
    <Card data-testid="todo-card" aria-labelledby="todo-title">
      <CardHeader>
        <CardTitle id="todo-title" className="flex items-center gap-2 font-display text-2xl">
          <ListChecks className="size-6 text-primary" aria-hidden="true" />
          Cosmic To-Do List
        </CardTitle>
        <CardDescription>
          5 daily tasks aligned with your astrological energy
          <span className="block text-foreground/70">
            <time dateTime={date}>{formatLongDate(date)}</time>
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent ref={body.ref} style={body.style}>
        {query.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted-foreground">
            <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />
            <span>Aligning with the stars...</span>
          </div>
        ) : query.isError || items.length === 0 ? (
          <div role={query.isError ? "alert" : undefined} className="space-y-2 py-8 text-center">
            <p className="text-muted-foreground">
              Unable to load your cosmic tasks. The planets are being difficult today.
            </p>
            {errorCodeOf(query.error) === "no_birth_chart" ? (
              <p className="text-sm">
                Your tasks are read from your chart:{" "}
                <Link href="/birth-chart" className="text-primary underline underline-offset-2">
                  complete your birth chart
                </Link>{" "}
                first.
              </p>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
            <ul className="space-y-3" aria-label="Today's tasks">
              {items.map((item) => (
                <TodoRow
                  key={item.id}
                  item={item}
                  checked={done.has(item.id)}
                  onToggle={() => onToggle(item.id)}
                />
              ))}
            </ul>
            <div className="space-y-4">
              {celebrating ? <Celebration /> : null}
              <ProgressPanel completed={completed} timeZone={timeZone} />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TodoRow({ item, checked, onToggle }: { item: TodoItem; checked: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <li
      data-testid="todo-item"
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4 transition-colors",
        checked ? "border-primary/30 bg-primary/5" : "border-border bg-muted/30 hover:border-primary/30",
      )}
    >
      <span className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center">
        <input
          id={`${id}-check`}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-describedby={`${id}-why`}
          className="peer absolute inset-0 size-6 cursor-pointer appearance-none rounded-md border-2 border-muted-foreground/60 bg-background/60 transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Check
          className="pointer-events-none relative size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
          strokeWidth={3}
          aria-hidden="true"
        />
      </span>
      <div className="min-w-0 flex-1">
        <label
          htmlFor={`${id}-check`}
          className={cn(
            "block cursor-pointer font-medium leading-snug",
            checked && "text-muted-foreground line-through decoration-primary/70",
          )}
        >
          {item.title}
        </label>
        <p
          id={`${id}-why`}
          className={cn(
            "mt-1 text-sm leading-relaxed text-muted-foreground",
            checked && "line-through decoration-muted-foreground/60",
          )}
        >
          {item.explanation}
        </p>
      </div>
    </li>
  );
}

function ProgressPanel({ completed, timeZone }: { completed: number; timeZone: string }) {
  const percent = progressPercent(completed);
  return (
    <section
      data-testid="todo-progress"
      aria-labelledby="todo-progress-title"
      className="rounded-xl border border-border bg-background/40 p-4"
    >
      <h3 id="todo-progress-title" className="text-sm font-semibold">
        Cosmic Progress
      </h3>
      <div className="mt-3 flex items-baseline justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {completed} of {TODO_TASKS_PER_DAY} completed
        </p>
        <p className="font-display text-2xl font-semibold text-primary">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Cosmic progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-secondary to-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        Tasks refresh daily at midnight{" "}
        <span className="whitespace-nowrap">({zoneLabel(timeZone)} time)</span>
      </p>
    </section>
  );
}

function Celebration() {
  return (
    <div
      data-testid="celebration"
      role="status"
      className="flex items-start gap-3 rounded-xl border border-primary/50 bg-gradient-to-br from-primary/20 via-secondary/15 to-transparent p-4 shadow-lg shadow-primary/10"
    >
      <PartyPopper className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-display text-lg font-semibold text-primary">You survived the cosmos today!</p>
        <p className="mt-1 text-sm text-foreground/85">
          All tasks completed. The universe applauds your cosmic discipline.
        </p>
      </div>
    </div>
  );
}
