import { CloudSun, Flame, type LucideIcon, Orbit, Sun } from "lucide-react";

const POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Orbit,
    title: "Your birth chart, decoded plainly",
    text: "Planets, houses and aspects explained in sentences a normal person would say out loud.",
  },
  {
    icon: Flame,
    title: "Brutally honest horoscopes",
    text: "Readings that say the thing instead of hinting at it.",
  },
  {
    icon: CloudSun,
    title: "Cosmic weather reports",
    text: "Which planets are leaning on your chart, how hard, and when.",
  },
  {
    icon: Sun,
    title: "Daily horoscopes tailored to your chart",
    text: "Computed from today's transits to your own placements, not one text for every Leo.",
  },
];

/** Decorative panel beside the forms, on large screens only (docs/product.md §1.1, §3.1.1). */
export function AuthSidePanel() {
  return (
    <aside
      aria-label="Why Zero Fluff"
      className="relative hidden overflow-hidden rounded-card border border-primary/30 bg-card p-10 lg:flex lg:flex-col lg:justify-center"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-secondary)_0%,transparent_60%)] opacity-25"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -bottom-16 size-64 rounded-full border border-primary/20"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-4 -bottom-4 size-40 rounded-full border border-secondary/30"
      />
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">
          ✦ Astrology without the fog
        </p>
        <p className="mt-4 font-display text-4xl font-semibold leading-tight text-balance text-foreground">
          Zero Fluff, All Astrology
        </p>
        <p className="mt-4 text-muted-foreground">
          Horoscopes based on actual planetary positions, computed with ephemeris-grade precision.
        </p>
        <ul className="mt-8 grid gap-5">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-foreground">{title}</p>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
