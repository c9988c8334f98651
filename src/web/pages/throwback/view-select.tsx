import type { ReactNode } from "react";

/** The month shown by the date picker (its MonthView). */
interface Shown {
  year: number;
  month: number;
}

/** The month's dropdown takes the room left; the year's is narrow. */
const VIEW_SELECT_WIDTH = { month: "min-w-0 flex-1", year: "w-24 shrink-0" } as const;

/** The dropdown of the month or of the year shown, named for screen readers: a choice moves the view. */
export function ViewSelect({
  id,
  part,
  view,
  disabled,
  onShow,
  children,
}: {
  id: string;
  part: keyof Shown;
  view: Shown;
  disabled?: boolean;
  onShow: (view: Shown) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={`${id}-${part}`} className="sr-only">
        {part === "month" ? "Month" : "Year"}
      </label>
      <select
        id={`${id}-${part}`}
        value={view[part]}
        disabled={disabled}
        onChange={(event) => onShow({ ...view, [part]: Number(event.target.value) })}
        className={`h-10 ${VIEW_SELECT_WIDTH[part]} rounded-lg border border-input bg-background/60 px-2 text-base text-foreground sm:text-sm`}
      >
        {children}
      </select>
    </>
  );
}
