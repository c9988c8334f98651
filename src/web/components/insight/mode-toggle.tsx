import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { Flame, type LucideIcon, Sun } from "lucide-react";
import { useRef, useState } from "react";
import type { PublicUser } from "#contracts/user";
import { TooltipProvider } from "#web/components/ui/tooltip.tsx";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";

/**
 * The voice a page reads in, for the toggle above: it opens in the user's default voice
 * (Settings), and roast only ever counts for a premium member.
 */
export function useVoiceChoice(user: PublicUser) {
  const premium = isPremiumUser(user);
  const [roastMode, setRoastMode] = useState(premium && user.defaultRoast);
  return { premium, roastMode: premium && roastMode, setRoastMode };
}

/**
 * The Normal Mode / Roast Mode icon buttons (docs/product.md §5.1): the active one is highlighted and its
 * tooltip says 'Normal Mode Active' or 'Roast Mode Active'; the other says 'Switch to …'. On
 * phones each icon also shows its word, "Normal" or "Roast".
 */
export function ModeToggle({
  roastMode,
  onChange,
  disabled = false,
  className,
}: {
  roastMode: boolean;
  onChange: (roastMode: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      aria-label="Text voice"
      className={cn(
        "flex shrink-0 items-center gap-1 rounded-xl border border-border bg-muted/60 p-1",
        className,
      )}
    >
      <TooltipProvider>
        <ModeButton
          label="Normal Mode"
          icon={Sun}
          active={!roastMode}
          disabled={disabled}
          onSelect={() => onChange(false)}
        />
        <ModeButton
          label="Roast Mode"
          icon={Flame}
          active={roastMode}
          disabled={disabled}
          onSelect={() => onChange(true)}
        />
      </TooltipProvider>
    </fieldset>
  );
}

function ModeButton({
  label,
  icon: Icon,
  active,
  disabled,
  onSelect,
}: {
  label: "Normal Mode" | "Roast Mode";
  icon: LucideIcon;
  active: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  // Controlled, so that switching keeps the tooltip open and it confirms the new mode at once
  // (Radix closes a tooltip on pointer-down and would not reopen it until the pointer leaves).
  const [open, setOpen] = useState(false);
  // A touch screen has no pointer to move away: a tooltip opened by a tap would stay over the
  // page (issue 29), so a tap switches the voice and leaves the tooltip closed.
  const touched = useRef(false);
  return (
    <TooltipPrimitive.Root open={open && !disabled} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onPointerDown={(event) => {
            touched.current = event.pointerType === "touch";
          }}
          onClick={() => {
            setOpen(!touched.current);
            if (!active) onSelect();
          }}
          className={cn(
            "flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2.5 transition-colors md:px-0",
            "disabled:cursor-not-allowed disabled:opacity-50",
            active
              ? label === "Roast Mode"
                ? "bg-orange-500/20 text-orange-300 shadow-inner ring-1 ring-orange-400/60"
                : "bg-primary/20 text-primary shadow-inner ring-1 ring-primary/60"
              : "text-muted-foreground hover:bg-accent hover:text-foreground",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
          {/* Phones have no hover to reveal the tooltip: the word stands beside the icon there. */}
          <span className="text-sm font-medium md:hidden">{label === "Roast Mode" ? "Roast" : "Normal"}</span>
        </button>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-md border border-border bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-md"
        >
          {active ? `${label} Active` : `Switch to ${label}`}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
