import type { ReactNode } from "react";
import type { PersonalitySection } from "#contracts/insights";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/utils.ts";
import { paragraphsOf, type SectionLook } from "./sections.ts";
import { themeAnchor } from "./theme-jump-list.tsx";

/** One of the fourteen themes: a card with its icon, title and text. */
export function SectionCard({
  section,
  children,
}: {
  section: { key: PersonalitySection } & SectionLook;
  children: ReactNode;
}) {
  const Icon = section.icon;
  return (
    <Card
      id={themeAnchor(section.key)}
      tabIndex={-1}
      data-testid="personality-section"
      data-section={section.key}
      className="min-w-0 scroll-mt-20 outline-none"
    >
      <CardHeader className="flex-row items-center gap-3 px-5 pb-3 sm:px-6">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl", section.tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle className="min-w-0 break-words font-display text-xl">{section.title}</CardTitle>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** A section's text; blank lines separate its paragraphs. */
export function SectionText({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing was written for this theme.</p>;
  }
  return (
    <div className="space-y-3 break-words leading-relaxed text-foreground/90">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
