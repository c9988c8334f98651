import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { LANDING_CACHE_MS, LANDING_ITEMS_COUNT } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { type Testimonial, testimonialSchema } from "#contracts/landing";
import { Badge } from "#web/components/ui/badge.tsx";
import { api } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { cn } from "#web/lib/utils.ts";
import { SECTION, SECTION_TITLE } from "./styles.ts";

/** Reviews members wrote and an admin approved. No reviews, no section: we never fill it in ourselves. */
export function LandingTestimonials() {
  const query = useQuery<Testimonial[], Error>({
    queryKey: queryKeys.landingTestimonials(LANDING_ITEMS_COUNT),
    queryFn: () =>
      api.call(endpoints.testimonials.list, testimonialSchema.array(), {
        query: { count: LANDING_ITEMS_COUNT },
      }),
    staleTime: LANDING_CACHE_MS,
  });
  const testimonials = query.data ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="landing-testimonials" className={`${SECTION} py-16 sm:py-20`}>
      <h2 id="landing-testimonials" className={cn(SECTION_TITLE, "text-center")}>
        What members say
      </h2>
      {/* Centred rows, so one or two reviews do not hang to the left of an empty grid. */}
      <ul className="mt-10 flex flex-wrap justify-center gap-4" data-testid="landing-testimonials">
        {testimonials.map((testimonial) => (
          <li
            key={`${testimonial.author}-${testimonial.quote}`}
            className="w-full rounded-card border border-border bg-card p-6 md:w-[calc((100%-2rem)/3)]"
          >
            <figure className="flex h-full flex-col" data-testid="testimonial">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-5 flex flex-wrap items-center gap-2 text-sm font-semibold">
                {testimonial.author}
                {testimonial.sample ? <Badge>Sample (development data)</Badge> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn("size-5", value <= rating ? "fill-primary text-primary" : "text-muted-foreground/50")}
        />
      ))}
    </p>
  );
}
