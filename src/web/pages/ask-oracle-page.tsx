import { useMutation, useQuery } from "@tanstack/react-query";
import { MessageCircleQuestion, RotateCw } from "lucide-react";
import { useState } from "react";
import { endpoints } from "#contracts/endpoints";
import type { AskOracleInput, OracleEntry } from "#contracts/insights";
import type { PublicUser } from "#contracts/user";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorCodeOf, fieldOf, messageOf, messageOr } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { knownTimeZone, resolveTimeZone, useZonedToday } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";
import { askFailureToast, askOracle, fetchOracleToday } from "./ask-oracle/api.ts";
import { OracleForm } from "./ask-oracle/oracle-form.tsx";
import { OracleBirthChartPrompt, OracleUpgradeCard } from "./ask-oracle/prompts.tsx";
import { QuestionHistory } from "./ask-oracle/question-history.tsx";
import { SafetyReplyCard } from "./ask-oracle/safety-reply-card.tsx";
import { SessionCard } from "./ask-oracle/session-card.tsx";

/** /ask-oracle (docs/product.md §13.1, §13.2, §13.4): one question a day, answered from the chart and today's sky. */
export function AskOraclePage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;

  return (
    <PageFrame
      title="Ask the Oracle"
      width="max-w-3xl"
      subtitle="One question a day, answered straight from your birth chart and today's transits."
    >
      <div className="mt-8 space-y-8">
        {isPremiumUser(user) ? <Oracle user={user} /> : <OracleUpgradeCard />}
      </div>
    </PageFrame>
  );
}

function Oracle({ user }: { user: PublicUser }) {
  const zone = knownTimeZone(user.timezone);
  const day = useZonedToday(resolveTimeZone(user.timezone));
  const [justAsked, setJustAsked] = useState(false);
  // A reply that was not a reading (help in a crisis, no reading, a question back, or "the stars
  // don't do that"): not stored,
  // so it lives here and the form stays open below it.
  const [safetyReply, setSafetyReply] = useState<OracleEntry | null>(null);

  const today = useQuery<OracleEntry | null, Error>({
    queryKey: queryKeys.oracleToday(day),
    queryFn: fetchOracleToday,
  });

  const ask = useMutation<OracleEntry, Error, Required<AskOracleInput>>({
    mutationKey: [endpoints.insights.askOracle.path],
    mutationFn: askOracle,
    onSuccess: (entry) => {
      if (entry.safety) {
        setSafetyReply(entry);
        return;
      }
      setSafetyReply(null);
      setJustAsked(true);
      // No "Oracle has spoken" toast: the answer appears right there (docs/product.md §19.3).
      // Show the answer at once, then refetch today's session and the history from the server.
      queryClient.setQueryData(queryKeys.oracleToday(day), entry);
      void queryClient.invalidateQueries({ queryKey: queryKeys.oracleTodays });
      void queryClient.invalidateQueries({ queryKey: queryKeys.oracleHistory });
    },
    onError: (error) => {
      toast(askFailureToast(error));
      const code = errorCodeOf(error);
      // Already asked today (maybe in another tab), no birth data or no premium any more:
      // today's session then shows what the server has instead of the form.
      if (code === "daily_limit" || code === "no_birth_chart" || code === "premium_required") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.oracleTodays });
      }
    },
  });

  const fieldError = ask.error && fieldOf(ask.error) === "question" ? messageOr(ask.error, "") || null : null;

  const code = today.isError ? errorCodeOf(today.error) : null;
  if (code === "premium_required") return <OracleUpgradeCard />;

  return (
    <>
      {today.isPending ? (
        <Card className="flex min-h-60 items-center justify-center">
          <Spinner className="h-8 w-8" label="Loading today's Oracle session" />
        </Card>
      ) : code === "no_birth_chart" ? (
        <OracleBirthChartPrompt />
      ) : today.isError ? (
        <Alert variant="destructive">
          <div className="min-w-0 flex-1">
            <AlertTitle>Today's Oracle session could not be loaded</AlertTitle>
            <AlertDescription>{messageOf(today.error)}</AlertDescription>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => today.refetch()}
              disabled={today.isFetching}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        </Alert>
      ) : today.data ? (
        <SessionCard entry={today.data} zone={zone} focusOnMount={justAsked} />
      ) : (
        <>
          {safetyReply ? <SafetyReplyCard key={safetyReply.createdAt} entry={safetyReply} /> : null}
          <Card data-testid="oracle-ask" aria-labelledby="oracle-ask-title">
            <CardHeader className="px-4 sm:px-6">
              <CardTitle id="oracle-ask-title" className="flex items-center gap-2 font-display text-2xl">
                <MessageCircleQuestion className="size-6 shrink-0 text-primary" aria-hidden="true" />
                Your question for today
              </CardTitle>
              <CardDescription>
                You have not asked the Oracle anything today. Ask about love, work, money, a decision or
                timing: the answer is read from your placements and the transits hitting your chart right now.
              </CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              <OracleForm
                pending={ask.isPending}
                serverError={fieldError}
                onAsk={(input) => ask.mutate(input)}
                onEdit={() => {
                  if (ask.isError) ask.reset();
                }}
              />
            </CardContent>
          </Card>
        </>
      )}
      <QuestionHistory zone={zone} />
    </>
  );
}
