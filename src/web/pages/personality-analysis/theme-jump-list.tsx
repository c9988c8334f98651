import type { MouseEvent } from "react";
import { cn } from "#web/lib/utils.ts";
import { SECTIONS } from "./sections.ts";

/** The id of a theme's card, the target of its jump link. */
export function themeAnchor(key: string): string {
  return `theme-${key}`;
}

function jump(event: MouseEvent<HTMLAnchorElement>, key: string) {
  const target = document.getElementById(themeAnchor(key));
  if (!target) return;
  // Scroll and move focus without touching the address or the history.
  event.preventDefault();
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * Fourteen themes make a long page on a phone: a row of links to each one, swiped sideways on
 * phones and wrapped on wider screens.
 */
export function ThemeJumpList({ className }: { className?: string }) {
  return (
    <nav aria-label="Jump to a theme" data-testid="theme-jump-list" className={cn("min-w-0", className)}>
      <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {SECTIONS.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.key} className="shrink-0 snap-start">
              <a
                href={`#${themeAnchor(section.key)}`}
                onClick={(event) => jump(event, section.key)}
                className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-border bg-card/70 px-3.5 text-sm text-foreground/90 transition-colors hover:border-primary/50 hover:text-foreground"
              >
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {section.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
