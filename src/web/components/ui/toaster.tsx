import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "#contracts/constants";
import { dismissToast, useToasts } from "#web/lib/use-toast.ts";
import { cn } from "#web/lib/utils.ts";

const VARIANT_CLASSES = {
  default: "border-border bg-popover text-popover-foreground",
  success: "border-success/50 bg-popover text-popover-foreground",
  destructive: "border-destructive bg-destructive-solid text-destructive-foreground",
} as const;

/**
 * One toast at a time, 5 s, swipe right 50 px to dismiss, F8 to focus (Radix's hotkey default).
 * Centred horizontally, but out of the way of what the person is doing: under the header on wide
 * screens, just above the bottom bar on phones (the `toast-viewport` rules in styles.css). The
 * viewport itself lets every tap through; only the small toast catches pointer events, so a toast
 * never swallows a tap on a field, a button or a filter beside it.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border px-4 py-3 pr-11 shadow-2xl",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
            "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0",
            "transition-opacity",
            VARIANT_CLASSES[item.variant ?? "default"],
          )}
        >
          <div className="grid min-w-0 gap-0.5">
            {item.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm leading-snug opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="shrink-0 self-center rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground hover:opacity-90"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-1 top-1 flex size-9 items-center justify-center rounded-lg opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-testid="toast-viewport"
        className="toast-viewport pointer-events-none fixed left-1/2 z-[100] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
