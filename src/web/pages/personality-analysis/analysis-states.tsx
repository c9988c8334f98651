import { CircleAlert, RotateCw } from "lucide-react";
import { BirthChartPrompt } from "#web/components/prompts/birth-chart-prompt.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

/** The waiting, failing and missing-chart states of the Personality Analysis page. */

export function AnalysisLoading({ roastMode }: { roastMode: boolean }) {
  return (
    <Card
      className="flex min-h-72 flex-col items-center justify-center gap-4 p-8 text-center"
      aria-busy="true"
    >
      <Spinner
        className="h-10 w-10"
        label={roastMode ? "Loading your roast analysis" : "Loading your personality analysis"}
      />
      <div className="space-y-1">
        <p className="font-medium">
          {roastMode ? "Sharpening your roast..." : "Reading your birth chart..."}
        </p>
        <p className="mx-auto max-w-md text-sm text-muted-foreground">
          The first time, your analysis takes 20-30 seconds to write. After that it opens instantly.
        </p>
      </div>
    </Card>
  );
}

export function AnalysisError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" data-testid="personality-error">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>Unable to load your personality analysis</AlertTitle>
        <AlertDescription className="break-words">{message}</AlertDescription>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
          {retrying ? "Trying again..." : "Try again"}
        </Button>
      </div>
    </Alert>
  );
}

/** 409: without a birth chart there is nothing to read a personality from. */
export function PersonalityBirthChartPrompt() {
  return (
    <BirthChartPrompt testId="personality-needs-chart">
      Your personality analysis reads your birth chart: the signs, houses and aspects of the moment you were
      born. Add your birth date, time and place and it will be written for you here.
    </BirthChartPrompt>
  );
}
