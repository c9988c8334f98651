import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A round icon badge over a title and a short explanation, as a column fills it when it has
 * nothing to show yet. `small` is the quieter form of the "add your birth chart first" prompts.
 * The caller's box lays the pieces out (centred column) and may add a button under them.
 */
export function IconMessage({
  icon: Icon,
  title,
  heading: Heading = "h2",
  small = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The title's level in the page's outline. */
  heading?: "h2" | "h3";
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <span
        className={`flex ${small ? "size-12" : "size-14"} items-center justify-center rounded-full bg-secondary/20 text-violet-300`}
      >
        <Icon className={small ? "size-6" : "size-7"} aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <Heading className={small ? "text-lg font-semibold" : "font-display text-xl font-semibold"}>
          {title}
        </Heading>
        <p className={`mx-auto ${small ? "max-w-md" : "max-w-sm"} text-sm text-muted-foreground`}>
          {children}
        </p>
      </div>
    </>
  );
}
