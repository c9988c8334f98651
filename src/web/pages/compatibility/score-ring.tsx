import { compatibilityWording } from "#contracts/compatibility";
import { cn } from "#web/lib/utils.ts";
import { clampScore } from "./api.ts";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The ring and bar colour of each wording (docs/product.md §11.4); all pass 3:1 on the card. */
const WORDING_TONE = {
  Exceptional: { stroke: "stroke-success", bg: "bg-success", text: "text-success" },
  Strong: { stroke: "stroke-primary", bg: "bg-primary", text: "text-primary" },
  Moderate: { stroke: "stroke-violet-400", bg: "bg-violet-400", text: "text-violet-300" },
  Challenging: { stroke: "stroke-red-400", bg: "bg-red-400", text: "text-red-300" },
} as const;

export function toneOf(score: number) {
  return WORDING_TONE[compatibilityWording(clampScore(score))];
}

/** The overall score: an SVG ring filled to the percent, the number in its middle. */
export function ScoreRing({ score, className }: { score: number; className?: string }) {
  const percent = clampScore(score);
  const tone = toneOf(percent);
  return (
    <div
      data-testid="overall-score"
      className={cn("relative size-40 shrink-0 sm:size-44", className)}
      role="img"
      aria-label={`Overall compatibility ${percent}%`}
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          data-testid="overall-score-arc"
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className={cn("transition-[stroke-dashoffset] duration-700", tone.stroke)}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center font-display text-4xl font-semibold tabular-nums"
      >
        {percent}%
      </span>
    </div>
  );
}

/** A category score: the percent and a bar. */
export function ScoreBar({ label, score }: { label: string; score: number }) {
  const percent = clampScore(score);
  const tone = toneOf(percent);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span data-testid="category-score" className={cn("font-display text-3xl font-semibold", tone.text)}>
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full transition-[width] duration-700", tone.bg)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
