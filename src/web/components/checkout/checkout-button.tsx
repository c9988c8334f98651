import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { Button, type ButtonProps } from "#web/components/ui/button.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { useCheckout } from "#web/lib/checkout.ts";

/** The label every upgrade button shows while its checkout starts. */
const STARTING_CHECKOUT = "Starting checkout...";

/**
 * An upgrade button: starts the Premium checkout. A visitor who is not signed in is sent to
 * /auth first, since a checkout belongs to an account.
 */
export function CheckoutButton({
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild" | "children"> & { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const { start, starting } = useCheckout();
  return (
    <Button
      type="button"
      {...props}
      // Until we know who is asking, we cannot tell a checkout from a trip to sign in.
      disabled={props.disabled || starting || isLoading}
      aria-busy={starting || undefined}
      onClick={() => (user ? start() : navigate("/auth"))}
    >
      {starting ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {STARTING_CHECKOUT}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
