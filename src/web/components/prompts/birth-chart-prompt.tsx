import { UserRoundPen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";

/**
 * A feature that reads the birth chart answered 409 (no birth data): say why and lead to the
 * Birth Chart page. `children` is the feature's own explanation.
 */
export function BirthChartPrompt({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Card
      data-testid={testId}
      className="flex flex-col items-center gap-4 border-secondary/40 bg-secondary/10 px-4 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary/20 text-violet-300">
        <UserRoundPen className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Your birth chart comes first</h2>
        <p className="mx-auto max-w-md text-sm text-muted-foreground">{children}</p>
      </div>
      <Button asChild>
        <Link href="/birth-chart">Complete your birth chart</Link>
      </Button>
    </Card>
  );
}
