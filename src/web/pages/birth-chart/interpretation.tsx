import { useQuery } from "@tanstack/react-query";
import { Flame, Gem, type LucideIcon, RotateCw, Sparkles, Sprout, Sun, Target } from "lucide-react";
import type { BirthChartResponse } from "#contracts/birth-chart";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorCodeOf, messageOf } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { cn } from "#web/lib/utils.ts";
import { type FullReading, fetchFullInterpretation } from "./api.ts";

/** 'Chart Interpretation': the Big Three, Elements and Aspects blurbs and 'Get Full Interpretation'. */
export function ChartInterpretationCard({
  chart,
  onGetFull,
  fullShown,
}: {
  chart: BirthChartResponse;
  onGetFull: () => void;
  fullShown: boolean;
}) {
  const blurbs = [
    { title: "Big Three", text: chart.blurbs.bigThree, icon: Sun },
    { title: "Elements", text: chart.blurbs.elements, icon: Gem },
    { title: "Aspects", text: chart.blurbs.aspects, icon: Sparkles },
  ];
  return (
    <Card aria-labelledby="chart-interpretation-title" data-testid="chart-interpretation">
      <CardHeader>
        <CardTitle id="chart-interpretation-title" className="font-display text-2xl">
          Chart Interpretation
        </CardTitle>
        <CardDescription>The short version. The full reading goes deeper.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4 md:grid-cols-3">
          {blurbs.map(({ title, text, icon: Icon }) => (
            <section
              key={title}
              aria-labelledby={`blurb-${title.replace(/\s/g, "-").toLowerCase()}`}
              className="rounded-xl border border-border bg-muted/30 p-4"
            >
              <h3
                id={`blurb-${title.replace(/\s/g, "-").toLowerCase()}`}
                className="flex items-center gap-2 font-semibold text-primary"
              >
                <Icon className="size-4" aria-hidden="true" />
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-foreground/85">{text || "—"}</p>
            </section>
          ))}
        </div>
        <div>
          <Button size="lg" onClick={onGetFull} aria-expanded={fullShown} aria-controls="full-interpretation">
            <Sparkles className="size-4" aria-hidden="true" />
            Get Full Interpretation
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Your Complete Birth Chart Interpretation' (docs/product.md §6.1.4, §6.2); results cached per mode. */
export function FullInterpretationSection({
  premium,
  roastMode,
  onModeChange,
}: {
  premium: boolean;
  roastMode: boolean;
  onModeChange: (roastMode: boolean) => void;
}) {
  const mode = premium && roastMode;
  const query = useQuery<FullReading, Error>({
    queryKey: queryKeys.fullInterpretation(mode),
    queryFn: () => fetchFullInterpretation(mode),
    retry: false,
  });

  return (
    <section
      id="full-interpretation"
      aria-labelledby="full-interpretation-title"
      aria-busy={query.isFetching}
      data-testid="full-interpretation"
      className="grid gap-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="full-interpretation-title" className="font-display text-2xl font-semibold md:text-3xl">
            Your Complete Birth Chart Interpretation
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {mode ? "Roast mode: brutally honest, lovingly cheeky." : "Written from your exact positions."}
          </p>
        </div>
        {premium ? <ModeSwitch roastMode={mode} onChange={onModeChange} disabled={query.isFetching} /> : null}
      </div>
      <FullBody query={query} roastMode={mode} />
    </section>
  );
}

function FullBody({
  query,
  roastMode,
}: {
  query: ReturnType<typeof useQuery<FullReading, Error>>;
  roastMode: boolean;
}) {
  if (query.isPending) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <Spinner className="size-10" label="Generating the interpretation" />
          <p className="font-medium">
            {roastMode
              ? "Generating roast mode interpretation..."
              : "Generating birth chart interpretation..."}
          </p>
          <p className="text-sm text-muted-foreground">This may take up to 30 seconds</p>
        </CardContent>
      </Card>
    );
  }
  if (query.isError) {
    const premiumNeeded = errorCodeOf(query.error) === "premium_required";
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 p-6 text-sm">
          <p className="text-red-300">{messageOf(query.error)}</p>
          {premiumNeeded ? (
            <CheckoutButton size="sm">Upgrade to Premium</CheckoutButton>
          ) : (
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }
  const reading = query.data;
  if (reading.kind === "empty") {
    return (
      <Card>
        <CardContent className="p-6 text-muted-foreground">No interpretation available</CardContent>
      </Card>
    );
  }
  const text = reading.kind === "parsed" ? reading.interpretation : reading.text;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-6">
      {paragraphs.length ? (
        <Card className={cn(roastMode && "border-orange-400/40")}>
          <CardContent className="grid gap-4 p-6 text-[0.98rem] leading-relaxed text-foreground/90 md:p-8">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 64)}>{paragraph}</p>
            ))}
          </CardContent>
        </Card>
      ) : null}
      {reading.kind === "parsed" ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <ListCard title="Your Strengths" icon={Target} tone="text-success" items={reading.strengths} />
          <ListCard
            title="Areas for Growth"
            icon={Sprout}
            tone="text-orange-300"
            items={reading.challenges}
          />
          <ListCard
            title="Major Life Themes"
            icon={Sparkles}
            tone="text-primary"
            items={reading.lifeThemes}
          />
        </div>
      ) : null}
    </div>
  );
}

function ListCard({
  title,
  icon: Icon,
  tone,
  items,
}: {
  title: string;
  icon: LucideIcon;
  tone: string;
  items: string[];
}) {
  if (!items.length) return null;
  const id = `list-${title.replace(/\s/g, "-").toLowerCase()}`;
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="pb-3">
        <CardTitle id={id} className="flex items-center gap-2 text-lg">
          <Icon className={cn("size-5", tone)} aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm leading-relaxed text-foreground/90">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span
                aria-hidden="true"
                className={cn("mt-2 size-1.5 shrink-0 rounded-full bg-current", tone)}
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Normal / Roast switch for premium and pro users. */
function ModeSwitch({
  roastMode,
  onChange,
  disabled,
}: {
  roastMode: boolean;
  onChange: (roastMode: boolean) => void;
  disabled: boolean;
}) {
  const options: { label: string; roast: boolean; icon: LucideIcon }[] = [
    { label: "Normal", roast: false, icon: Sun },
    { label: "Roast", roast: true, icon: Flame },
  ];
  return (
    <fieldset
      aria-label="Interpretation voice"
      className="flex shrink-0 items-center gap-1 self-start rounded-xl border border-border bg-muted/60 p-1 sm:self-auto"
    >
      {options.map(({ label, roast, icon: Icon }) => {
        const active = roast === roastMode;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            disabled={disabled && !active}
            onClick={() => onChange(roast)}
            className={cn(
              "flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:opacity-50",
              active
                ? roast
                  ? "bg-orange-500/20 text-orange-300 ring-1 ring-orange-400/60"
                  : "bg-primary/20 text-primary ring-1 ring-primary/60"
                : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label} Mode
          </button>
        );
      })}
    </fieldset>
  );
}
