import { useMutation, useQuery } from "@tanstack/react-query";
import { History, Loader2, Rewind } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { THROWBACK_EARLIEST_DATE } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { mayUseThrowback } from "#contracts/policy";
import { throwbackCountSchema, throwbackHistorySchema } from "#contracts/today";
import type { PublicUser } from "#contracts/user";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { api } from "#web/lib/api.ts";
import { useAuth } from "#web/lib/auth.tsx";
import { formatLongDate, parseDateKey } from "#web/lib/dates.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { resolveTimeZone, useZonedToday } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";
import {
  generateThrowback,
  type ThrowbackCount,
  type ThrowbackEntry,
  type ThrowbackHistory,
  type ThrowbackRequest,
  throwbackFailureToast,
} from "./throwback/api.ts";
import { DatePicker, type MonthView } from "./throwback/date-picker.tsx";
import { ThrowbackHistoryList } from "./throwback/throwback-history-list.tsx";
import { EmptyResult, UpgradeCard } from "./throwback/throwback-placeholders.tsx";
import { type ShownThrowback, ThrowbackResultCard } from "./throwback/throwback-result-card.tsx";
import { UsageLine } from "./throwback/usage-line.tsx";

/** /throwback (docs/product.md §14.1, §14.4, §14.5): what the stars said on a past date. */
export function ThrowbackPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <Throwback user={user} />;
}

/** The picker opens on the user's birthday month: the first date most people want to look up. */
function birthdayMonth(user: PublicUser): MonthView {
  const parts = user.birthDate ? parseDateKey(user.birthDate) : null;
  return parts && parts.year >= 1900 ? { year: parts.year, month: parts.month } : { year: 2000, month: 1 };
}

/** On a phone the result sits under the picker: bring it into view when it is not already. */
function revealResult(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top < 72 || top > window.innerHeight * 0.5)
    element.scrollIntoView({ behavior: "smooth", block: "start" });
}

function Throwback({ user }: { user: PublicUser }) {
  const allowed = mayUseThrowback(user, new Date());
  const timeZone = resolveTimeZone(user.timezone);
  const today = useZonedToday(timeZone);
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<ShownThrowback | null>(null);
  const [reveal, setReveal] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const usage = useQuery<ThrowbackCount, Error>({
    queryKey: queryKeys.throwbackCount,
    queryFn: () => api.call(endpoints.today.throwbackCount, throwbackCountSchema),
    enabled: allowed,
  });
  const history = useQuery<ThrowbackHistory, Error>({
    queryKey: queryKeys.throwbackHistory,
    queryFn: () => api.call(endpoints.today.throwbackHistory, throwbackHistorySchema),
    enabled: allowed,
  });
  const entries = history.data?.entries ?? [];
  // The date opened today: reading it again (in either voice) is free, any other waits for midnight.
  const claimed = history.data?.todayDate ?? null;
  const limitReached = claimed !== null || usage.data?.remaining === 0;
  const waitForMidnight = limitReached && selected !== (claimed ?? selected);

  // After a reload, today's reading is still there.
  const todays = claimed ? entries.find((entry) => entry.date === claimed) : undefined;
  useEffect(() => {
    if (todays) setResult((current) => current ?? todays);
  }, [todays]);

  useEffect(() => {
    if (reveal) revealResult(resultRef.current);
  }, [reveal]);

  function show(entry: ShownThrowback) {
    setResult(entry);
    setReveal((n) => n + 1);
  }

  const generation = useMutation<ShownThrowback, Error, ThrowbackRequest>({
    mutationFn: async (request) => ({ ...(await generateThrowback(request)), roastMode: request.roastMode }),
    onSuccess: (generated) => {
      show(generated);
      toast({ title: "Throwback horoscope generated!", variant: "success" });
    },
    onError: (error) => toast(throwbackFailureToast(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.throwbackCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.throwbackHistory }),
      ]),
  });

  function generate() {
    if (!selected) {
      toast({ title: "Please select a date", variant: "destructive" });
      return;
    }
    generation.mutate({ date: selected, roastMode: result?.roastMode ?? false });
  }

  /** The other voice of the shown date: from the kept throwbacks when read before, else generated. */
  const storedVoice = (roastMode: boolean) =>
    result ? entries.find((entry) => entry.date === result.date && entry.roastMode === roastMode) : undefined;
  const canToggle =
    allowed && !!result && (!!storedVoice(!result.roastMode) || claimed === null || claimed === result.date);
  function toggleVoice(roastMode: boolean) {
    if (!result) return;
    const stored = storedVoice(roastMode);
    if (stored) setResult(stored);
    else generation.mutate({ date: result.date, roastMode });
  }

  return (
    <PageFrame title="Throwback" subtitle="What the stars said on any date since 1900">
      {allowed ? null : <UpgradeCard pro={user.subscriptionTier === "pro"} />}

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Card aria-labelledby="throwback-pick-title">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle id="throwback-pick-title" className="flex items-center gap-2 text-lg">
              <Rewind className="size-5 text-primary" aria-hidden="true" />
              Pick a date
            </CardTitle>
            <CardDescription>Any day from January 1, 1900 to today.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4 px-4 sm:px-6">
            <DatePicker
              value={selected}
              onChange={setSelected}
              min={THROWBACK_EARLIEST_DATE}
              max={today}
              today={today}
              defaultMonth={birthdayMonth(user)}
              disabled={!allowed}
            />
            <p className="min-h-5 text-sm" aria-live="polite">
              {selected ? (
                <>
                  <span className="text-muted-foreground">Selected: </span>
                  <span className="font-medium">{formatLongDate(selected)}</span>
                </>
              ) : (
                <span className="text-muted-foreground">No date selected yet.</span>
              )}
            </p>
            <Button
              className="w-full"
              size="lg"
              onClick={generate}
              disabled={!allowed || generation.isPending || waitForMidnight}
              aria-busy={generation.isPending}
            >
              {generation.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <History className="size-4" aria-hidden="true" />
              )}
              Generate Throwback
            </Button>
            {allowed ? <UsageLine usage={usage} timeZone={timeZone} claimed={claimed} /> : null}
          </CardContent>
        </Card>

        <div ref={resultRef} className="grid min-w-0 scroll-mt-20 gap-6">
          {result ? (
            <ThrowbackResultCard
              result={result}
              pending={generation.isPending}
              canToggle={canToggle}
              onToggle={toggleVoice}
            />
          ) : (
            <EmptyResult pending={generation.isPending} date={generation.variables?.date ?? null} />
          )}
          <ThrowbackHistoryList
            entries={entries}
            shown={result}
            timeZone={timeZone}
            onShow={(entry: ThrowbackEntry) => show(entry)}
          />
        </div>
      </div>
    </PageFrame>
  );
}
