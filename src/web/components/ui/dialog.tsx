import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";
import { cn } from "#web/lib/utils.ts";
import { styled } from "./styled.tsx";

/**
 * A modal panel built on Radix Dialog: focus trapped inside, Escape or the close button (or a
 * click outside) closes it, and focus returns to what opened it. Always give it a DialogTitle.
 */
export const Dialog = DialogPrimitive.Root;

export const DialogContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { closeLabel?: string }
>(function DialogContent({ className, children, closeLabel = "Close", ...props }, ref) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
          "rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

/**
 * A dialog's title and the line under it, which Radix names and describes the dialog by, after an
 * optional mark (a planet's glyph). The right padding keeps them clear of the close button.
 */
export function DialogHeading({
  title,
  description,
  mark,
  className,
  titleClassName,
}: {
  title: ReactNode;
  description: ReactNode;
  mark?: ReactNode;
  className?: string;
  titleClassName?: string;
}) {
  const text = (
    <>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </>
  );
  return (
    <div className={cn("grid gap-1.5 pr-8 text-left", className)}>
      {mark ? (
        <div className="flex items-center gap-3">
          {mark}
          <div className="min-w-0">{text}</div>
        </div>
      ) : (
        text
      )}
    </div>
  );
}

const DialogTitle = styled(DialogPrimitive.Title, "font-display text-2xl font-semibold leading-tight");

const DialogDescription = styled(
  DialogPrimitive.Description,
  "text-sm leading-relaxed text-muted-foreground",
);
