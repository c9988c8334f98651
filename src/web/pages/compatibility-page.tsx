import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type CompatibilityResult,
  compatibilityRequestSchema,
  type LastCompatibility,
  type SavedPeopleResponse,
  type SavedPerson,
} from "#contracts/compatibility";
import { endpoints } from "#contracts/endpoints";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { errorCodeOf, messageOr } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import {
  type CompatibilityFormValues,
  type CompatibilityPayload,
  calculateCompatibility,
  calculationFailureToast,
  compatibilityKeys,
  deletePerson,
  editPerson,
  emptyForm,
  fetchLastCompatibility,
  fetchSavedPeople,
  fieldOfError,
  formValuesOf,
  savePerson,
} from "./compatibility/api.ts";
import { CompatibilityFormCard } from "./compatibility/compatibility-form.tsx";
import { CompatibilityResultView } from "./compatibility/compatibility-result.tsx";
import { CompatibilityBirthChartPrompt, CompatibilityUpgradeCard } from "./compatibility/prompts.tsx";
import { SavedPeopleCard } from "./compatibility/saved-people.tsx";

/**
 * /compatibility (docs/product.md §11.1, §11.2, §11.4): the partner's birth data in, a
 * synastry reading out. Free users see the form, locked, under an upgrade notice.
 */
export function CompatibilityPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  const premium = isPremiumUser(user);

  return (
    <PageFrame
      title="Compatibility"
      width="max-w-4xl"
      subtitle="How your chart meets theirs: love, lust, friendship and work, read from real synastry."
    >
      <div className="mt-8 space-y-8">
        {premium ? null : <CompatibilityUpgradeCard />}
        <Compatibility premium={premium} />
      </div>
    </PageFrame>
  );
}

function Compatibility({ premium }: { premium: boolean }) {
  const last = useQuery({ queryKey: compatibilityKeys.last, queryFn: fetchLastCompatibility });
  const people = useQuery({ queryKey: compatibilityKeys.people, queryFn: fetchSavedPeople });
  // Wait for the last result before drawing: the form first, then the result over it, would jump.
  if (last.isPending) return <PageSpinner />;
  return <CompatibilityWorkspace premium={premium} last={last.data?.last ?? null} saved={people.data} />;
}

function CompatibilityWorkspace({
  premium,
  last,
  saved,
}: {
  premium: boolean;
  last: LastCompatibility["last"];
  saved: SavedPeopleResponse | undefined;
}) {
  const form = useForm<CompatibilityFormValues, unknown, CompatibilityPayload>({
    resolver: zodResolver(compatibilityRequestSchema),
    // The last result's partner is in the form, so "Try Another Match" starts from them.
    defaultValues: last ? formValuesOf(last.request) : emptyForm(),
    // The shared helper below reveals the first error in the page's order (the place search too).
    shouldFocusError: false,
  });
  const errorsInView = useFirstErrorInView();
  const [placeText, setPlaceText] = useState(last?.request.birthPlace ?? "");
  // Set when the form comes back after a result, so focus returns to its first field.
  const [refocus, setRefocus] = useState(false);
  // The stored last result shows until the user leaves it (issue 29: a revisit shows it again).
  const [lastShown, setLastShown] = useState(last !== null);
  const [editing, setEditing] = useState<SavedPerson | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);

  const showServerError = (error: unknown) => {
    const field = fieldOfError(error);
    const message = messageOr(error, "");
    if (!field || !message) return false;
    form.setError(field, { message });
    errorsInView.reveal();
    return true;
  };

  const calculate = useMutation<CompatibilityResult, Error, CompatibilityPayload>({
    mutationKey: [endpoints.compatibility.calculate.path],
    mutationFn: calculateCompatibility,
    onSuccess: (result, request) => {
      queryClient.setQueryData<LastCompatibility>(compatibilityKeys.last, { last: { request, result } });
    },
    onError: (error) => {
      toast(calculationFailureToast(error));
      const code = errorCodeOf(error);
      if (code === "invalid_input") {
        showServerError(error);
      } else if (code === "premium_required") {
        // Premium ended since the page loaded: show the locked form.
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
    },
  });

  const refreshPeople = () => queryClient.invalidateQueries({ queryKey: compatibilityKeys.people });
  const keep = useMutation<SavedPerson, Error, CompatibilityPayload>({
    mutationFn: ({ roastMode: _voice, ...values }) =>
      editing ? editPerson({ ...values, id: editing.id }) : savePerson(values),
    onSuccess: (person) => {
      toast({ title: editing ? "Changes Saved" : "Person Saved", description: person.partnerName });
      setEditing(null);
      setActiveId(person.id);
      void refreshPeople();
    },
    onError: (error) => {
      if (errorCodeOf(error) === "invalid_input" && showServerError(error)) return;
      toast({
        title: "Saving Failed",
        description: messageOr(error, "Failed to save this person. Please try again."),
        variant: "destructive",
      });
      void refreshPeople();
    },
  });
  const forget = useMutation<unknown, Error, { person: SavedPerson; done: () => void }>({
    mutationFn: ({ person }) => deletePerson(person.id),
    onSuccess: (_answer, { person, done }) => {
      done();
      toast({ title: "Person Deleted", description: person.partnerName });
      if (editing?.id === person.id) setEditing(null);
      if (activeId === person.id) setActiveId(null);
      void refreshPeople();
    },
    onError: (error, { done }) => {
      done();
      toast({
        title: "Delete Failed",
        description: messageOr(error, "Failed to delete this person. Please try again."),
        variant: "destructive",
      });
      void refreshPeople();
    },
  });

  const result = calculate.data ?? (lastShown ? last?.result : undefined);

  useEffect(() => {
    if (!result && refocus) {
      form.setFocus("partnerName");
      setRefocus(false);
    }
  }, [result, refocus, form]);

  // The result replaces the taller form, whose button was at the bottom of the screen: bring the
  // score to the top, where the page's scroll padding keeps it below the sticky header (issue 29).
  // Only for a result just computed: a revisit opens the page at its top as every page does.
  const fresh = calculate.data !== undefined;
  const showResult = useCallback(
    (element: HTMLDivElement | null) => {
      if (fresh) element?.scrollIntoView({ block: "start" });
    },
    [fresh],
  );

  const fill = (person: SavedPerson) => {
    form.reset(formValuesOf(person));
    setPlaceText(person.birthPlace);
  };

  const tryAnother = () => {
    calculate.reset();
    setLastShown(false);
    setRefocus(true);
  };

  const startOver = () => {
    calculate.reset();
    setLastShown(false);
    form.reset(emptyForm());
    setPlaceText("");
    setEditing(null);
    setActiveId(null);
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
  const count = saved?.people.length ?? 0;
  const canSave = saved === undefined || saved.limit === null || count < saved.limit;

  return (
    <>
      {noBirthData ? (
        <CompatibilityBirthChartPrompt message={messageOr(calculate.error, "") || null} />
      ) : null}
      {saved ? (
        <SavedPeopleCard
          saved={saved}
          activeId={activeId}
          onUse={(person) => {
            fill(person);
            setEditing(null);
            setActiveId(person.id);
          }}
          onEdit={(person) => {
            fill(person);
            setEditing(person);
            setActiveId(person.id);
            form.setFocus("partnerName");
          }}
          onDelete={(person, done) => forget.mutate({ person, done })}
          deletePending={forget.isPending}
        />
      ) : null}
      <CompatibilityFormCard
        form={form}
        formRef={errorsInView.ref}
        onInvalid={errorsInView.reveal}
        placeText={placeText}
        onPlaceTextChange={setPlaceText}
        premium={premium}
        pending={calculate.isPending}
        onCalculate={(values) => calculate.mutate(values)}
        editing={editing}
        canSave={canSave}
        savePending={keep.isPending}
        onSave={(values) => keep.mutate(values)}
        onCancelEdit={() => setEditing(null)}
      />
    </>
  );
}
