import type { ReactNode } from "react";

/**
 * A setting picked from a few choices shown side by side (the North Node, the default voice): its
 * legend, the radio buttons, an optional note under them and the setting's message.
 */
export function RadioChoices<Value extends string | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  children,
}: {
  legend: string;
  name: string;
  options: { value: Value; label: string; disabled?: boolean }[];
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
  /** A note under the choices. */
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {options.map((option) => (
          <label key={option.label} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
      {error ? <p className="text-sm text-red-400">{error}</p> : null}
    </fieldset>
  );
}
