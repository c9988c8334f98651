import { Download, Flame, Layers } from "lucide-react";
import { useState } from "react";
import {
  ROASTY_QUOTE_COUNT,
  roastyQuotesBodySchema,
  USP_OPTIONS,
  type UspId,
  uspCarouselBodySchema,
  type VisualTheme,
} from "#contracts/visuals";
import { Button } from "#web/components/ui/button.tsx";
import { downloadRoastyZip, downloadSlides, useVisualTool } from "./api.ts";
import { ToolCard } from "./tool-card.tsx";

/** The two tools of the Visual Generator that make a set of slides, each downloadable as one zip. */

export function RoastyQuotesTool({ theme }: { theme: VisualTheme }) {
  const tool = useVisualTool("roastyQuotes", roastyQuotesBodySchema);
  const [zipping, setZipping] = useState(false);
  return (
    <ToolCard
      wide
      title="Roasty Daily Quote Generator"
      description={`${ROASTY_QUOTE_COUNT} visuals, one per zodiac sign, Aries to Pisces. Each quote comes from today's real sky for that sign.`}
      icon={Flame}
      submitLabel="Generate 12 Quotes"
      onSubmit={() => tool.generate({ theme })}
      tool={tool}
      extraActions={
        <Button
          type="button"
          variant="outline"
          disabled={zipping || tool.pending}
          aria-busy={zipping}
          onClick={async () => {
            setZipping(true);
            await downloadRoastyZip(theme);
            setZipping(false);
          }}
        >
          <Download className="size-4" aria-hidden="true" />{" "}
          {zipping ? "Preparing zip..." : "Download all (.zip)"}
        </Button>
      }
    />
  );
}

export function UspCarouselTool({ theme }: { theme: VisualTheme }) {
  const [selections, setSelections] = useState<UspId[]>([]);
  const tool = useVisualTool("uspCarousel", uspCarouselBodySchema);
  const toggle = (id: UspId) =>
    setSelections((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));
  return (
    <ToolCard
      wide
      title="USP Carousel Builder"
      description="Pick the selling points; the carousel gets a cover, one slide per point in the order you picked, and a closing slide."
      icon={Layers}
      submitLabel="Build Carousel"
      onSubmit={() => tool.generate({ selections, theme })}
      tool={tool}
      extraActions={
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadSlides(tool.previews, "usp-carousel.zip")}
        >
          <Download className="size-4" aria-hidden="true" /> Download slides (.zip)
        </Button>
      }
    >
      <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Selling points</legend>
        {USP_OPTIONS.map((usp) => {
          const position = selections.indexOf(usp.id);
          return (
            <label
              key={usp.id}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-border p-3 text-sm transition-colors hover:bg-accent/50 has-[:checked]:border-primary/60 has-[:checked]:bg-primary/5"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-[var(--color-primary)]"
                checked={position !== -1}
                onChange={() => toggle(usp.id)}
              />
              <span className="flex-1">
                <span className="font-medium">{usp.title}</span>
                {position !== -1 ? <span className="ml-1 text-xs text-primary">#{position + 1}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </ToolCard>
  );
}
