import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { DailyDoseResult } from "#contracts/daily-dose";
import { endpoints } from "#contracts/endpoints";
import { PageFrame, PageHeader } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { errorCodeOf } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { canShareFiles, GENERATED_TOAST, generateDose, generationFailureToast } from "./cosmic-quotes/api.ts";
import { DoseCard } from "./cosmic-quotes/dose-card.tsx";
import { DoseImages, EmptyFrames } from "./cosmic-quotes/dose-images.tsx";
import { DoseUpgradeCard } from "./cosmic-quotes/prompts.tsx";
import { ShareBar } from "./cosmic-quotes/share-bar.tsx";

/**
 * /cosmic-quotes, Daily Dose of Zero (docs/product.md §2, §7.2, §3.3): today's real sky as one blunt fact
 * and a call to action, and the two 9:16 cards of it to download or share. Visitors are sent to
 * /auth by the route; free members see the upgrade card and make no premium call.
 */
export function CosmicQuotesPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;

  return (
    <PageFrame title="Daily Dose of Zero">
      <PageHeader
        title="Daily Dose of Zero"
        subtitle="Today's real sky in one blunt sentence, what to do about it, and two cards made for your story."
        subtitleClassName="mt-2 max-w-2xl text-muted-foreground"
      />
      <div className="mt-8">{isPremiumUser(user) ? <DailyDose /> : <DoseUpgradeCard />}</div>
    </PageFrame>
  );
}

function DailyDose() {
  const [dose, setDose] = useState<DailyDoseResult | null>(null);
  const [fileSharing] = useState(canShareFiles);

  const generate = useMutation<DailyDoseResult, Error>({
    mutationKey: [endpoints.dailyDose.quote.path],
    mutationFn: generateDose,
    onSuccess: (next) => {
      setDose(next);
      toast(GENERATED_TOAST);
    },
    onError: (error) => {
      toast(generationFailureToast(error));
      // Premium ended since the page loaded: the user refetch swaps in the upgrade card.
      if (errorCodeOf(error) === "premium_required")
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });

  // Phones read top to bottom: the dose, its cards, then sharing. Wide screens put the cards on the
  // right, beside the dose and the share bar.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
      <DoseCard dose={dose} pending={generate.isPending} onGenerate={() => generate.mutate()} />
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {dose ? <DoseImages dose={dose} /> : <EmptyFrames />}
      </div>
      {dose ? <ShareBar dose={dose} fileSharing={fileSharing} /> : null}
    </div>
  );
}
