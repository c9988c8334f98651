import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type CompatibilityResult, compatibilityRequestSchema } from "#contracts/compatibility";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { errorCodeOf, messageOr } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import {
  CALCULATE_PATH,
  type CompatibilityFormValues,
  type CompatibilityPayload,
  calculateCompatibility,
  calculationFailureToast,
  emptyForm,
  fieldOfError,
} from "./compatibility/api.ts";
import { CompatibilityFormCard } from "./compatibility/compatibility-form.tsx";
import { CompatibilityResultView } from "./compatibility/compatibility-result.tsx";
import { CompatibilityBirthChartPrompt, CompatibilityUpgradeCard } from "./compatibility/prompts.tsx";

/**
 * /compatibility (docs/product.md §11.1, §11.2, §11.4): the partner's birth data in, a
 * synastry reading out. Free users see the form, locked, under an upgrade notice.
 */
export function CompatibilityPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  const premium = isPremiumUser(user);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <title>Compatibility · Zero Fluff, All Astrology</title>
      <header>
        <h1 className="font-display text-3xl font-semibold md:text-4xl">Compatibility</h1>
        <p className="mt-2 text-muted-foreground">
          How your chart meets theirs: love, lust, friendship and work, read from real synastry.
        </p>
      </header>
      <div className="mt-8 space-y-8">
        {premium ? null : <CompatibilityUpgradeCard />}
        <Compatibility premium={premium} />
      </div>
    </div>
  );
}

function Compatibility({ premium }: { premium: boolean }) {
  const form = useForm<CompatibilityFormValues, unknown, CompatibilityPayload>({
    resolver: zodResolver(compatibilityRequestSchema),
    defaultValues: emptyForm(),
  });
  const [placeText, setPlaceText] = useState("");
  // Set when the form comes back after a result, so focus returns to its first field.
  const [refocus, setRefocus] = useState(false);

  const calculate = useMutation<CompatibilityResult, Error, CompatibilityPayload>({
    mutationKey: [CALCULATE_PATH],
    mutationFn: calculateCompatibility,
    onError: (error) => {
      toast(calculationFailureToast(error));
      const code = errorCodeOf(error);
      if (code === "invalid_input") {
        const field = fieldOfError(error);
        const message = messageOr(error, "");
        if (field && message) form.setError(field, { message }, { shouldFocus: true });
      } else if (code === "premium_required") {
        // Premium ended since the page loaded: show the locked form.
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
    },
  });

  const result = calculate.data;

  useEffect(() => {
    if (!result && refocus) {
      form.setFocus("partnerName");
      setRefocus(false);
    }
  }, [result, refocus, form]);

  // The result replaces the taller form, whose button was at the bottom of the screen: bring the
  // score to the top, where the page's scroll padding keeps it below the sticky header (issue 29).
  const showResult = useCallback((element: HTMLDivElement | null) => {
    element?.scrollIntoView({ block: "start" });
  }, []);

  const tryAnother = () => {
    calculate.reset();
    setRefocus(true);
  };

  const startOver = () => {
    calculate.reset();
    form.reset(emptyForm());
    setPlaceText("");
    setRefocus(true);
  };

  if (result) {
    return (
      <div ref={showResult}>
        <CompatibilityResultView result={result} onTryAnother={tryAnother} onStartOver={startOver} />
      </div>
    );
  }

  const noBirthData = calculate.isError && errorCodeOf(calculate.error) === "no_birth_chart";

  return (
    <>
      {noBirthData ? (
        <CompatibilityBirthChartPrompt message={messageOr(calculate.error, "") || null} />
      ) : null}
      <CompatibilityFormCard
        form={form}
        placeText={placeText}
        onPlaceTextChange={setPlaceText}
        premium={premium}
        pending={calculate.isPending}
        onCalculate={(values) => calculate.mutate(values)}
      />
    </>
  );
}
