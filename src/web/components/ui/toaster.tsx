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
 * Toasts centred on screen, one at a time, 5 s, swipe right 50 px to dismiss, F8 to focus
 * (Radix's hotkey default) — spec 01 §2 and §9.
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
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
            "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0",
            "transition-opacity",
            VARIANT_CLASSES[item.variant ?? "default"],
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed left-1/2 top-1/2 z-[100] flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
