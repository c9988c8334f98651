import { UserRoundPen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { IconMessage } from "#web/components/ui/icon-message.tsx";

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
      <IconMessage icon={UserRoundPen} title="Your birth chart comes first" small>
        {children}
      </IconMessage>
      <Button asChild>
        <Link href="/birth-chart">Complete your birth chart</Link>
      </Button>
    </Card>
  );
}
