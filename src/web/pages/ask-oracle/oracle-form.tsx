import { Flame, Loader2, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ORACLE_MAX_QUESTION_CHARS } from "#contracts/constants";
import { type AskOracleInput, askOracleSchema } from "#contracts/insights";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/utils.ts";

const PENDING_TEXT = "The Oracle is consulting your chart… this takes 20-30 seconds";
const ROAST_ON_TEXT = "Prepare for maximum brutality";
const ROAST_OFF_TEXT = "Get honest but kind insights";

/** From this many characters on, the counter turns to the warning colour. */
const NEAR_LIMIT_CHARS = Math.floor(ORACLE_MAX_QUESTION_CHARS * 0.9);

/**
 * The question form (docs/product.md §13.1, §13.4): a text area of at most 500 characters with a live counter,
 * the roast switch and 'Ask'. Validated with the server's own schema before anything is sent.
 */
export function OracleForm({
  pending,
  serverError,
  onAsk,
  onEdit,
}: {
  pending: boolean;
  /** A message the server gave for the question field (400). */
  serverError: string | null;
  onAsk: (input: Required<AskOracleInput>) => void;
  /** Called on typing, so a stale server message can be cleared. */
  onEdit?: () => void;
}) {
  const id = useId();
  const [question, setQuestion] = useState("");
  const [roastMode, setRoastMode] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const errorsInView = useFirstErrorInView();
  const { reveal } = errorsInView;
  // A refusal from the server (a 400 about the question) is put in view like the form's own.
  useEffect(() => {
    if (serverError) reveal();
  }, [serverError, reveal]);
  const error = clientError ?? serverError;

  const questionId = `${id}-question`;
  const errorId = `${id}-question-error`;
  const counterId = `${id}-question-count`;
  const roastId = `${id}-roast`;
  const roastDescriptionId = `${id}-roast-description`;

  const length = question.length;
  const nearLimit = length >= NEAR_LIMIT_CHARS;
  const atLimit = length >= ORACLE_MAX_QUESTION_CHARS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = askOracleSchema.safeParse({ question, roastMode });
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message ?? null);
      errorsInView.reveal();
      return;
    }
    setClientError(null);
    onAsk({ question: parsed.data.question, roastMode: parsed.data.roastMode });
  }

  return (
    <form
      ref={errorsInView.ref}
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      className="space-y-5"
      aria-label="Ask the Oracle"
    >
      <div className="grid gap-2">
        <Label htmlFor={questionId}>Your question</Label>
        <textarea
          id={questionId}
          name="question"
          rows={5}
          value={question}
          maxLength={ORACLE_MAX_QUESTION_CHARS}
          disabled={pending}
          placeholder="Should I take the new job offer?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${counterId}` : counterId}
          onChange={(event) => {
            setQuestion(event.target.value.slice(0, ORACLE_MAX_QUESTION_CHARS));
            if (clientError) setClientError(null);
            onEdit?.();
          }}
          className={cn(
            "min-h-32 w-full resize-y rounded-lg border border-input bg-background/60 px-3 py-2 text-base leading-relaxed text-foreground sm:text-sm",
            "placeholder:text-muted-foreground/70 transition-colors",
            "hover:border-primary/40 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            "aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
          )}
        />
        <div className="flex items-start justify-between gap-3">
          <p id={errorId} className="min-h-5 text-sm text-red-400" role={error ? "alert" : undefined}>
            {error}
          </p>
          <p
            id={counterId}
            data-testid="question-counter"
            data-near-limit={nearLimit ? "true" : undefined}
            className={cn(
              "shrink-0 text-xs tabular-nums",
              atLimit
                ? "font-semibold text-red-300"
                : nearLimit
                  ? "font-medium text-amber-300"
                  : "text-muted-foreground",
            )}
          >
            <span aria-hidden="true">
              {length}/{ORACLE_MAX_QUESTION_CHARS}
            </span>
            <span className="sr-only">
              {length} of {ORACLE_MAX_QUESTION_CHARS} characters used
            </span>
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <button
            id={roastId}
            type="button"
            role="switch"
            aria-checked={roastMode}
            aria-describedby={roastDescriptionId}
            disabled={pending}
            onClick={() => setRoastMode((on) => !on)}
            className={cn(
              "relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "disabled:cursor-not-allowed disabled:opacity-50",
              roastMode ? "border-orange-400 bg-orange-500" : "border-border bg-muted",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "block size-4 rounded-full bg-foreground shadow transition-transform",
                roastMode ? "translate-x-[1.375rem]" : "translate-x-0.5",
              )}
            />
          </button>
          <div className="min-w-0">
            <Label htmlFor={roastId} className="flex cursor-pointer items-center gap-1.5">
              <Flame
                className={cn("size-4", roastMode ? "text-orange-300" : "text-muted-foreground")}
                aria-hidden="true"
              />
              Roast Mode
            </Label>
            <p id={roastDescriptionId} className="mt-1 text-sm text-muted-foreground">
              {roastMode ? ROAST_ON_TEXT : ROAST_OFF_TEXT}
            </p>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:min-w-32">
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          Ask
        </Button>
      </div>

      {pending ? (
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl border border-secondary/40 bg-secondary/10 px-4 py-3 text-sm"
        >
          <Loader2 className="size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
          {PENDING_TEXT}
        </p>
      ) : null}
    </form>
  );
}
