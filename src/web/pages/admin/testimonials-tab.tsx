import { Check, Star, Trash2, X } from "lucide-react";
import { useState } from "react";
import { type AdminTestimonial, TESTIMONIAL_STATUSES } from "#contracts/landing";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { openWhile } from "#web/components/ui/open-while.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { messageOf } from "#web/lib/api.ts";
import { formatDate, type TestimonialFilter, useAdminTestimonials, useReviewTestimonial } from "./api.ts";

/** The verdicts on a review, each offered unless the review has it already. */
const VERDICTS = [
  { action: "approve", status: "approved", label: "Approve", icon: Check, variant: "primary" },
  { action: "reject", status: "rejected", label: "Reject", icon: X, variant: "outline" },
] as const;

const FILTER_LABELS: Record<TestimonialFilter, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};

/** Testimonials: members' reviews wait here; approved ones appear on the landing page. */
export function TestimonialsTab() {
  const [filter, setFilter] = useState<TestimonialFilter>("pending");
  const list = useAdminTestimonials(filter);
  const review = useReviewTestimonial();
  const [doomed, setDoomed] = useState<AdminTestimonial | null>(null);

  return (
    <div className="space-y-4">
      <Tabs value={filter} onValueChange={(value) => setFilter(value as TestimonialFilter)}>
        <TabsList aria-label="Which testimonials">
          {[...TESTIMONIAL_STATUSES, "all" as const].map((status) => (
            <TabsTrigger key={status} value={status}>
              {FILTER_LABELS[status]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {list.isPending ? (
        <Spinner className="mx-auto my-8 size-8" label="Loading testimonials" />
      ) : list.isError ? (
        <p className="text-sm text-destructive">Could not load the testimonials: {messageOf(list.error)}</p>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {filter === "pending"
            ? "Nothing waits for review."
            : `No ${FILTER_LABELS[filter].toLowerCase()} testimonials.`}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col gap-3 p-5" data-testid="admin-testimonial">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex text-primary" role="img" aria-label={`${item.rating} of 5 stars`}>
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star
                        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
                        key={i}
                        className="size-4"
                        fill={i < item.rating ? "currentColor" : "none"}
                        aria-hidden="true"
                      />
                    ))}
                  </span>
                  <span className="flex gap-1.5">
                    {item.sample ? <Badge>Sample</Badge> : null}
                    <Badge
                      variant={
                        item.status === "approved"
                          ? "success"
                          : item.status === "rejected"
                            ? "destructive"
                            : "premium"
                      }
                    >
                      {FILTER_LABELS[item.status]}
                    </Badge>
                  </span>
                </div>
                <blockquote className="flex-1 text-sm leading-relaxed">“{item.quote}”</blockquote>
                <p className="text-xs text-muted-foreground">
                  {item.author}
                  {item.email ? ` · ${item.email}` : ""} · {formatDate(item.createdAt)}
                </p>
                <div className="flex flex-wrap gap-2">
                  {VERDICTS.filter((verdict) => item.status !== verdict.status).map(
                    ({ action, label, icon: Icon, variant }) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={variant}
                        disabled={review.isPending}
                        onClick={() => review.mutate({ id: item.id, action })}
                        aria-label={`${label} the review by ${item.author}`}
                      >
                        <Icon className="size-4" aria-hidden="true" /> {label}
                      </Button>
                    ),
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={review.isPending}
                    onClick={() => setDoomed(item)}
                    aria-label={`Delete the review by ${item.author}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...openWhile(doomed, () => setDoomed(null))}
        title="Delete this review?"
        description={doomed ? `The review by ${doomed.author} is removed for good.` : ""}
        confirmLabel="Delete review"
        destructive
        pending={review.isPending}
        onConfirm={() =>
          doomed
            ? review.mutate({ id: doomed.id, action: "delete" }, { onSuccess: () => setDoomed(null) })
            : undefined
        }
      />
    </div>
  );
}
