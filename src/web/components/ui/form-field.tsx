import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "#web/lib/utils.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

export interface FormFieldProps {
  /** The id of the control inside; the label points at it. */
  id: string;
  label: ReactNode;
  /** Validation message shown under the control. */
  error?: string;
  /** A quiet hint under the control. */
  hint?: ReactNode;
  /** Something to show at the right of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error message, stacked. Ids: `${id}-hint`, `${id}-error`. */
export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  fieldClassName?: string;
}

/**
 * A labelled input with its error under it. Works with react-hook-form's `register(...)`, whose
 * ref it forwards to the input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, aside, fieldClassName, ...inputProps },
  ref,
) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside} className={fieldClassName}>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
    </FormField>
  );
});
