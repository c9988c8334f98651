import { forwardRef } from "react";
import { BIRTH_DATE_MIN } from "#contracts/birth-chart";
import { TextField, type TextFieldProps } from "#web/components/ui/form-field.tsx";
import { localTodayKey } from "#web/lib/dates.ts";

type FieldProps = Omit<TextFieldProps, "type" | "label" | "min" | "max"> & {
  label?: TextFieldProps["label"];
};

/**
 * A birth date: the picker offers nothing before the ephemeris starts or after today in the
 * visitor's own zone, the same bounds the server checks (the contract's birth-date rule).
 */
export const BirthDateField = forwardRef<HTMLInputElement, FieldProps>(function BirthDateField(
  { label = "Birth Date", ...props },
  ref,
) {
  return (
    <TextField ref={ref} label={label} type="date" min={BIRTH_DATE_MIN} max={localTodayKey()} {...props} />
  );
});

/** A birth time, as the 24-hour "HH:MM" the contracts accept. */
export const BirthTimeField = forwardRef<HTMLInputElement, FieldProps>(function BirthTimeField(
  { label = "Birth Time", ...props },
  ref,
) {
  return <TextField ref={ref} label={label} type="time" {...props} />;
});
