import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CreditCard, Lock } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import {
  CARD_MESSAGES,
  type CardPaymentBody,
  type CheckoutSummary,
  cardExpired,
  cardPaymentBodySchema,
  cardPaymentResponseSchema,
  parseExpiry,
} from "#contracts/payments";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { bindField } from "#web/components/forms/form-binding.ts";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { useRevealError } from "#web/components/forms/reveal-error.ts";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/form-field.tsx";
import { api, errorCodeOf, fieldOf, messageOr } from "#web/lib/api.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { formatMoney } from "#web/lib/subscription.ts";

/** The server's rules plus the one only a clock can tell: an expiry date already past. */
const formSchema = cardPaymentBodySchema.refine(
  (card) => {
    const expiry = parseExpiry(card.expiry);
    return !expiry || !cardExpired(expiry, new Date());
  },
  { path: ["expiry"], message: CARD_MESSAGES.expiryPast },
);
type CardValues = z.output<typeof formSchema>;
const FIELDS = ["cardNumber", "expiry", "cvc", "name"] as const;

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" → "12 / 30" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const cardNumberInput = () => document.getElementById("card-number");

/** The card form of the built-in checkout. A refused card shows its reason and changes nothing. */
export function CardForm({ checkout, onExpired }: { checkout: CheckoutSummary; onExpired: () => void }) {
  const [, navigate] = useLocation();
  const [declined, setDeclined] = useState<string | null>(null);
  const errorsInView = useFirstErrorInView();
  const form = useForm<CardPaymentBody, unknown, CardValues>({
    resolver: zodResolver(formSchema),
    shouldFocusError: false,
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: "" },
  });
  const { errors } = form.formState;
  const declinedRef = useRef<HTMLDivElement>(null);
  useRevealError(declined, declinedRef, cardNumberInput);

  const pay = useMutation<{ redirectUrl: string }, Error, CardValues>({
    mutationFn: async (card) =>
      api.call(endpoints.subscription.pay, cardPaymentResponseSchema, {
        params: { sessionId: checkout.id },
        body: card,
      }),
    onSuccess: async ({ redirectUrl }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
      navigate(redirectUrl);
    },
    onError: (error) => {
      if (errorCodeOf(error) === "checkout_expired") return onExpired();
      const field = fieldOf(error);
      const message = messageOr(error, "The payment did not go through. Please try again.");
      if (field && (FIELDS as readonly string[]).includes(field)) {
        form.setError(field as (typeof FIELDS)[number], { message });
        errorsInView.reveal();
        return;
      }
      setDeclined(message);
    },
  });

  const price = formatMoney(checkout.amountCents, checkout.currency);
  // The number and the expiry are put into shape as they are typed.
  const formatted = (name: "cardNumber" | "expiry", format: (value: string) => string) =>
    form.register(name, {
      onChange: (event) => {
        event.target.value = format(event.target.value);
      },
    });

  return (
    <form
      ref={errorsInView.ref}
      noValidate
      aria-labelledby="card-form-title"
      className="grid gap-5"
      onSubmit={form.handleSubmit((card) => {
        setDeclined(null);
        pay.mutate(card);
      }, errorsInView.reveal)}
    >
      <h2 id="card-form-title" className="flex items-center gap-2 text-lg font-semibold">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        Pay with card
      </h2>
      <TextField
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        aria-describedby={declined && !errors.cardNumber ? "card-declined" : undefined}
        {...formatted("cardNumber", formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...formatted("expiry", formatExpiry)}
        />
        <TextField
          id="card-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...bindField(form, "cvc")}
        />
      </div>
      <TextField id="card-name" label="Name on card" autoComplete="cc-name" {...bindField(form, "name")} />
      {/* Next to the button the person just pressed, announced, with the card number focused. */}
      {declined ? (
        <div ref={declinedRef}>
          <Alert variant="destructive" data-testid="card-declined" id="card-declined">
            <div>
              <AlertTitle>Payment not completed</AlertTitle>
              <AlertDescription>{declined}</AlertDescription>
            </div>
          </Alert>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={pay.isPending}>
        <PendingLabel pending={pay.isPending}>
          {pay.isPending ? "Processing payment..." : `Pay ${price}`}
        </PendingLabel>
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Your card number is checked and never stored.
      </p>
    </form>
  );
}
