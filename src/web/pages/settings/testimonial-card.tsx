import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { MessageSquareQuote, Star } from "lucide-react";
import { useForm } from "react-hook-form";
import { TESTIMONIAL_MAX_CHARS } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import {
  type MyTestimonial,
  myTestimonialSchema,
  type TestimonialBody,
  testimonialBodySchema,
} from "#contracts/landing";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { api, sendForMessage } from "#web/lib/api.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { cn } from "#web/lib/utils.ts";
import { failureToast } from "./failure-toast.ts";
import { SettingsCard } from "./settings-card.tsx";

const STATUS_TEXT = {
  pending: { badge: "Waiting for review", variant: "default" },
  approved: { badge: "Published", variant: "success" },
  rejected: { badge: "Not published", variant: "destructive" },
} as const;

/**
 * A member's review for the home page: stars, a quote and their consent to publish it under their
 * first name and last initial. It appears only after an admin has read it.
 */
export function TestimonialCard() {
  const mine = useQuery<MyTestimonial, Error>({
    queryKey: queryKeys.myTestimonial,
    queryFn: () => api.call(endpoints.testimonials.mine, myTestimonialSchema),
  });
  const current = mine.data?.testimonial ?? null;
  return (
    <SettingsCard
      id="testimonial"
      icon={MessageSquareQuote}
      title="Share Your Experience"
      description="A short review for our home page, shown once we have read it."
    >
      {mine.isLoading ? (
        <Spinner />
      ) : (
        // A new version starts from the saved one; the key resets the form when that changes.
        <ReviewForm key={current?.createdAt ?? "new"} current={current} />
      )}
    </SettingsCard>
  );
}

function ReviewForm({ current }: { current: MyTestimonial["testimonial"] }) {
  const form = useForm<TestimonialBody>({
    resolver: zodResolver(testimonialBodySchema),
    // Consent is asked again for every version of the text.
    defaultValues: { rating: current?.rating ?? 0, quote: current?.quote ?? "", consent: false },
  });
  const { errors } = form.formState;
  const rating = form.watch("rating");
  const quoteLength = form.watch("quote")?.length ?? 0;

  const submit = useMutation<string, Error, TestimonialBody>({
    mutationFn: async (body) =>
      sendForMessage(endpoints.testimonials.submit, { body }, "Thank you for your review!"),
    onSuccess: async (message) => {
      toast({ title: "Review Sent", description: message, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myTestimonial });
    },
    onError: (failure) => {
      failureToast("Review Not Sent", failure, "Your review could not be sent. Please try again.");
    },
  });

  return (
    <>
      {current ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Your review as {current.author}:
          <Badge variant={STATUS_TEXT[current.status].variant}>{STATUS_TEXT[current.status].badge}</Badge>
        </p>
      ) : null}
      <form
        noValidate
        aria-label="Your review"
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) => submit.mutate(body))}
      >
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                {/* Set by hand: react-hook-form would keep a radio's value as the string "4". */}
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  className="sr-only"
                  onChange={() =>
                    form.setValue("rating", value, { shouldValidate: form.formState.isSubmitted })
                  }
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-7",
                    value <= rating ? "fill-primary text-primary" : "text-muted-foreground",
                  )}
                />
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
              </label>
            ))}
          </div>
          {errors.rating ? <p className="text-sm text-red-400">{errors.rating.message}</p> : null}
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor="testimonial-quote" className="text-sm font-medium">
            Your review
          </label>
          <textarea
            id="testimonial-quote"
            rows={4}
            maxLength={TESTIMONIAL_MAX_CHARS}
            aria-invalid={errors.quote ? true : undefined}
            placeholder="What did the stars get right (or hilariously wrong)?"
            className={cn(
              "w-full resize-y rounded-lg border border-input bg-background/60 px-3 py-2 text-base leading-relaxed text-foreground sm:text-sm",
              "placeholder:text-muted-foreground/70 hover:border-primary/40 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
              "aria-[invalid=true]:border-destructive",
            )}
            {...form.register("quote")}
          />
          <div className="flex justify-between gap-3 text-xs">
            <span className="text-sm text-red-400">{errors.quote?.message}</span>
            <span className="tabular-nums text-muted-foreground">
              {quoteLength}/{TESTIMONIAL_MAX_CHARS}
            </span>
          </div>
        </div>
        <div className="grid gap-1">
          <label className="flex items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              {...form.register("consent")}
            />
            <span>
              I agree that Zero Fluff, All Astrology may publish this review on its home page, signed with my
              given name and the initial of my surname. I can ask for it to be removed at any time.
            </span>
          </label>
          {errors.consent ? <p className="text-sm text-red-400">{errors.consent.message}</p> : null}
        </div>
        <div>
          <Button type="submit" disabled={submit.isPending}>
            <PendingLabel pending={submit.isPending}>
              {current ? "Update Review" : "Submit Review"}
            </PendingLabel>
          </Button>
        </div>
      </form>
    </>
  );
}
