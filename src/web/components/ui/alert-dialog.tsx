import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes } from "react";
import { cn } from "#web/lib/utils.ts";
import { styled } from "./styled.tsx";

/**
 * A confirmation dialog built on Radix Dialog: role alertdialog, no dismissal by clicking outside
 * (Escape and the Cancel button still close it), focus trapped inside while open.
 */
export const AlertDialog = DialogPrimitive.Root;

export const AlertDialogContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>
>(function AlertDialogContent({ className, children, ...props }, ref) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        ref={ref}
        role="alertdialog"
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
          "rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-2xl outline-none",
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export function AlertDialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("grid gap-2 text-left", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end sm:gap-3", className)}
      {...props}
    />
  );
}

export const AlertDialogTitle = styled(
  DialogPrimitive.Title,
  "font-display text-xl font-semibold leading-tight",
);

export const AlertDialogDescription = styled(
  DialogPrimitive.Description,
  "text-sm leading-relaxed text-muted-foreground",
);

/** Closes the dialog; wrap a Button with `asChild`. */
export const AlertDialogCancel = DialogPrimitive.Close;
