import { Maximize2 } from "lucide-react";
import { useMemo, useState } from "react";
import { CHART_POINT_KEYS, type ChartData, type PlanetKey } from "#contracts/birth-chart";
import { Dialog, DialogContent, DialogHeading } from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/utils.ts";
import {
  ELEMENT_COLORS,
  GLYPH_FONT,
  PLANET_INFO,
  SIGN_INFO,
  type WheelKey,
  wheelInfo,
} from "./chart-lore.ts";
import { GLYPH_R, GlyphWheel, glyphLayout } from "./glyph-wheel.tsx";
import { formatDegree, type SignLabel, WHEEL_SIZE } from "./wheel-geometry.ts";

/** A tap target centred on a point of the wheel: at least 44 × 44 px, larger on a larger wheel. */
function targetStyle(at: { x: number; y: number }, diameter: number) {
  const size = `max(44px, ${((diameter / WHEEL_SIZE) * 100).toFixed(2)}%)`;
  return {
    left: `${(at.x / WHEEL_SIZE) * 100}%`,
    top: `${(at.y / WHEEL_SIZE) * 100}%`,
    width: size,
    aspectRatio: "1",
  };
}

/**
 * The chart wheel on a phone: a glyph-only wheel that fills the card and opens full screen on
 * tap. There every planet and sign is a 44 px button over its glyph: a planet opens its
 * interpretation, a sign says what it stands for and which of the user's planets sit in it.
 */
export function PhoneWheel({
  chartData,
  onSelectPlanet,
  showPoints = true,
}: {
  chartData: ChartData;
  onSelectPlanet?: (planet: WheelKey) => void;
  /** The chart points on the wheel (the legend's switch). */
  showPoints?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [sign, setSign] = useState<SignLabel | null>(null);
  const layout = useMemo(() => glyphLayout(chartData), [chartData]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open the chart wheel full screen"
        data-testid="wheel-open"
        className="relative block w-full rounded-[1.75rem] outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GlyphWheel chartData={chartData} showPoints={showPoints} />
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 flex items-center gap-1.5 rounded-full border border-border bg-background/85 px-3 py-1.5 text-xs font-medium text-foreground"
        >
          <Maximize2 className="size-3.5" />
          Full screen
        </span>
      </button>

      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSign(null);
        }}
      >
        <DialogContent
          data-testid="wheel-fullscreen"
          closeLabel="Close the wheel"
          className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-3 overflow-y-auto rounded-none border-0 px-3 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          <DialogHeading
            className="px-1"
            titleClassName="text-xl"
            title="Your Birth Chart"
            description="Tap a planet for its interpretation, or a sign for what it means."
          />
          <div className="relative mx-auto w-full max-w-[calc(100dvh-15rem)] shrink-0">
            <GlyphWheel chartData={chartData} highlightSign={sign} showPoints={showPoints} />
            {layout.signs.map(({ sign: name, at }) => (
              <button
                key={name}
                type="button"
                data-testid="wheel-sign-target"
                aria-label={`${name}: what it means`}
                aria-pressed={sign === name}
                onClick={() => setSign(name)}
                style={targetStyle(at, 88)}
                className="absolute -translate-x-1/2 -translate-y-1/2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            ))}
            {layout.planets.map(({ key, at }) => {
              const planet = chartData.planets[key];
              const info = PLANET_INFO[key];
              return (
                <button
                  key={key}
                  type="button"
                  data-testid="wheel-planet-target"
                  data-planet={key}
                  aria-label={`${info.label} in ${planet?.sign ?? ""} ${formatDegree(planet?.longitude ?? 0)}${
                    planet?.house ? `, house ${planet.house}` : ""
                  }${planet?.retrograde ? ", retrograde" : ""}. Open the interpretation.`}
                  onClick={() => onSelectPlanet?.(key)}
                  style={targetStyle(at, GLYPH_R.planetCircle * 2 + 8)}
                  className="absolute -translate-x-1/2 -translate-y-1/2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
              );
            })}
          </div>
          <SignNote sign={sign} chartData={chartData} />
          {/* The sign sits on its own line and wraps rather than being cut: "Mercury Sagittarius"
              does not fit half of a 375 px screen on one line. */}
          <ul aria-label="Planets and points" className="grid grid-cols-2 gap-2">
            {[
              ...layout.planets.map(({ key }) => ({ key: key as WheelKey, item: chartData.planets[key] })),
              ...CHART_POINT_KEYS.map((key) => ({ key: key as WheelKey, item: chartData.points[key] })),
            ].map(({ key, item }) => {
              if (!item) return null;
              const info = wheelInfo(key);
              return (
                <li key={key} data-testid="phone-position" data-planet={key}>
                  <button
                    type="button"
                    onClick={() => onSelectPlanet?.(key)}
                    className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-border bg-card/60 px-3 py-1.5 text-left text-sm hover:bg-accent"
                  >
                    <span
                      aria-hidden="true"
                      className="shrink-0"
                      style={{ color: info.color, fontFamily: GLYPH_FONT }}
                    >
                      {info.glyph}
                    </span>
                    <span className="min-w-0 break-words">
                      <span className="block leading-tight">{info.label}</span>
                      <span data-testid="position-sign" className="block leading-tight text-muted-foreground">
                        {item.sign}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}

function SignNote({ sign, chartData }: { sign: SignLabel | null; chartData: ChartData }) {
  if (!sign) {
    return (
      <p className="px-1 text-center text-sm text-muted-foreground" aria-live="polite">
        Your planets sit where they were at the moment you were born; the ticks on the inner ring mark their
        exact degree.
      </p>
    );
  }
  const info = SIGN_INFO[sign];
  const here = Object.entries(chartData.planets)
    .filter(([, planet]) => planet.sign === sign)
    .map(([key]) => PLANET_INFO[key as PlanetKey].label);
  return (
    <section
      aria-live="polite"
      data-testid="wheel-sign-note"
      className="rounded-xl border border-border bg-card/80 px-4 py-3 text-sm"
    >
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <span aria-hidden="true" style={{ fontFamily: GLYPH_FONT, color: ELEMENT_COLORS[info.element] }}>
          {info.glyph}
        </span>
        {sign}
      </h3>
      <p className="mt-1 text-foreground/90">{info.quip}</p>
      <p className={cn("mt-1 text-muted-foreground", here.length > 0 && "text-foreground/90")}>
        {here.length > 0
          ? `Your ${joinNames(here)} ${here.length === 1 ? "is" : "are"} here.`
          : "None of your planets are here."}
      </p>
    </section>
  );
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
