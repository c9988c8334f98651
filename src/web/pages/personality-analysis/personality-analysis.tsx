import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { PersonalityAnalysis } from "#contracts/insights";
import type { PublicUser } from "#contracts/user";
import { ModeToggle, useVoiceChoice } from "#web/components/insight/mode-toggle.tsx";
import { WhyThis } from "#web/components/insight/why-this.tsx";
import { PageFrame, PageHeading } from "#web/components/layout/page-frame.tsx";
import { errorCodeOf, messageOf } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { resolveTimeZone } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";
import { AnalysisError, AnalysisLoading, PersonalityBirthChartPrompt } from "./analysis-states.tsx";
import { fetchPersonality } from "./api.ts";
import { formatGeneratedAt } from "./format.ts";
import { LockedPreview } from "./locked-preview.tsx";
import { SectionCard, SectionText } from "./section-card.tsx";
import { SECTIONS } from "./sections.ts";
import { ThemeJumpList } from "./theme-jump-list.tsx";

const ERROR_TOAST_TITLE = "Error loading personality analysis";

/** The page body for a signed-in user (docs/product.md §15.1, §15.2, §15.4). */
export function PersonalityAnalysisView({ user }: { user: PublicUser }) {
  const { premium, roastMode: mode, setRoastMode } = useVoiceChoice(user);

  // One query per voice: switching back to a voice already read is served from the cache.
  const query = useQuery<PersonalityAnalysis, Error>({
    queryKey: queryKeys.personality(mode),
    queryFn: () => fetchPersonality(mode),
    enabled: premium,
    retry: false,
  });

  useErrorToast(query.isError ? query.error : null, `${mode}:${query.errorUpdatedAt}`);

  let body: ReactNode;
  if (!premium) body = <LockedPreview />;
  else if (query.isPending) body = <AnalysisLoading roastMode={mode} />;
  else if (query.isError) {
    body =
      errorCodeOf(query.error) === "no_birth_chart" ? (
        <PersonalityBirthChartPrompt />
      ) : (
        <AnalysisError
          message={messageOf(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
  } else body = <AnalysisContent analysis={query.data} timeZone={resolveTimeZone(user.timezone)} />;

  return (
    <PageFrame title="Personality Analysis" width="max-w-6xl">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageHeading
            title="Personality Analysis"
            subtitle="Fourteen themes of who you are, read from the sky at the moment you were born"
          />
        </div>
        {premium ? <ModeToggle roastMode={mode} onChange={setRoastMode} /> : null}
      </header>
      <div className="mt-8" aria-busy={premium && query.isFetching}>
        {body}
      </div>
    </PageFrame>
  );
}

/** A destructive toast once per failed load (not for 409, which the page explains inline). */
function useErrorToast(error: Error | null, failureKey: string) {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (!error || errorCodeOf(error) === "no_birth_chart" || shown.current.has(failureKey)) return;
    shown.current.add(failureKey);
    toast({ title: ERROR_TOAST_TITLE, description: messageOf(error), variant: "destructive" });
  }, [error, failureKey]);
}

function AnalysisContent({ analysis, timeZone }: { analysis: PersonalityAnalysis; timeZone: string }) {
  return (
    <div className="space-y-6">
      <ThemeJumpList />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {SECTIONS.map((section) => (
          <SectionCard key={section.key} section={section}>
            <SectionText text={analysis[section.key]} />
          </SectionCard>
        ))}
      </div>
      <footer className="space-y-4 border-t border-border pt-6">
        <WhyThis basis={analysis.basis} />
        <p data-testid="generated-note" className="flex items-start gap-2 text-sm text-muted-foreground">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
          <span>
            Generated on{" "}
            <time dateTime={analysis.generatedAt}>{formatGeneratedAt(analysis.generatedAt, timeZone)}</time>.
            Your analysis is generated once per mode (Normal and Roast) and saved, so it reads the same every
            time you come back.
          </span>
        </p>
      </footer>
    </div>
  );
}
