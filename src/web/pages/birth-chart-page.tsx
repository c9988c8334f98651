import { useQuery } from "@tanstack/react-query";
import { RotateCw, Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { BirthChartResponse } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import type { WheelKey } from "#web/components/chart/chart-lore.ts";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { errorCodeOf } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { queryKeys } from "#web/lib/query-keys.ts";
import { fetchBirthChart, needsBirthInfo } from "./birth-chart/api.ts";
import { BirthForm } from "./birth-chart/birth-form.tsx";
import { ChartCard } from "./birth-chart/chart-card.tsx";
import { ChartInterpretationCard, FullInterpretationSection } from "./birth-chart/interpretation.tsx";
import { PlanetDialog, type PlanetTarget } from "./birth-chart/planet-dialog.tsx";
import { BirthDetailsCard, PlanetPositionsCard, positionTarget } from "./birth-chart/side-cards.tsx";

/** /birth-chart (docs/product.md §6.1, §6.2): loading, the birth form, the empty prompt, or the chart view. */
export function BirthChartPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <BirthChartScreen user={user} />;
}

function BirthChartScreen({ user }: { user: PublicUser }) {
  const missing = needsBirthInfo(user);
  const [editing, setEditing] = useState(false);
  const chartQuery = useQuery<BirthChartResponse, Error>({
    queryKey: queryKeys.birthChart,
    queryFn: fetchBirthChart,
    retry: false,
    enabled: !missing,
  });

  let body: ReactNode;
  if (missing || editing) {
    body = <BirthForm user={user} onClose={editing && !missing ? () => setEditing(false) : undefined} />;
  } else if (chartQuery.isPending) {
    body = <PageSpinner />;
  } else if (chartQuery.data) {
    body = <ChartView chart={chartQuery.data} user={user} onEdit={() => setEditing(true)} />;
  } else {
    body = (
      <EmptyPrompt
        failed={chartQuery.isError && errorCodeOf(chartQuery.error) !== "not_found"}
        onStart={() => setEditing(true)}
        onRetry={() => chartQuery.refetch()}
      />
    );
  }

  return (
    <PageFrame
      title="Birth Chart"
      width="w-full max-w-7xl"
      subtitle="Your cosmic blueprint based on the exact moment and location of your birth"
    >
      <div className="mt-8">{body}</div>
    </PageFrame>
  );
}

function EmptyPrompt({
  failed,
  onStart,
  onRetry,
}: {
  failed: boolean;
  onStart: () => void;
  onRetry: () => void;
}) {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="birth-chart-empty">
      <CardContent className="flex flex-col items-center gap-4 p-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Sparkles className="size-8" aria-hidden="true" />
        </span>
        <h2 className="font-display text-2xl font-semibold">Create Your Birth Chart</h2>
        <p className="text-muted-foreground">
          {failed
            ? "Your chart could not be loaded just now. Try again, or re-enter your birth details."
            : "Enter your birth date, time and place to see your natal chart: every planet, sign, house and aspect."}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={onStart}>
            Get Started
          </Button>
          {failed ? (
            <Button size="lg" variant="outline" onClick={onRetry}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function ChartView({
  chart,
  user,
  onEdit,
}: {
  chart: BirthChartResponse;
  user: PublicUser;
  onEdit: () => void;
}) {
  const premium = isPremiumUser(user);
  const [selected, setSelected] = useState<PlanetTarget | null>(null);
  const [fullShown, setFullShown] = useState(false);
  // Opens in the user's default voice (Settings); the toggle still switches it for this read.
  const [roastMode, setRoastMode] = useState(premium && user.defaultRoast);
  const fullRef = useRef<HTMLDivElement>(null);
  const [scrollToFull, setScrollToFull] = useState(0);

  useEffect(() => {
    if (scrollToFull) fullRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [scrollToFull]);

  const selectPlanet = (key: WheelKey) => setSelected(positionTarget(chart, key));

  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ChartCard chart={chart} user={user} onEdit={onEdit} onSelectPlanet={selectPlanet} />
        <div className="grid gap-6">
          <BirthDetailsCard user={user} />
          <PlanetPositionsCard chart={chart} onSelect={setSelected} />
        </div>
      </div>
      <ChartInterpretationCard
        chart={chart}
        fullShown={fullShown}
        onGetFull={() => {
          setRoastMode(premium && user.defaultRoast);
          setFullShown(true);
          setScrollToFull((n) => n + 1);
        }}
      />
      <div ref={fullRef} className="scroll-mt-24">
        {fullShown ? (
          <FullInterpretationSection premium={premium} roastMode={roastMode} onModeChange={setRoastMode} />
        ) : null}
      </div>
      <PlanetDialog target={selected} roastMode={roastMode} onClose={() => setSelected(null)} />
    </div>
  );
}
