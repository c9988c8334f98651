/**
 * The built-in checkout's card "network": Stripe's published test card numbers, with the outcome
 * Stripe gives each, so a person can try every path without real money and the same numbers work
 * later against Stripe's test mode. No other number is accepted — this checkout never charges a
 * real card.
 */

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; declineCode: string; message: string };

interface TestCard {
  brand: string;
  outcome: "succeeds" | { declineCode: string; message: string };
}

/** A Visa test number Stripe declines, with its decline code and message. */
const declinedVisa = (declineCode: string, message: string): TestCard => ({
  brand: "Visa",
  outcome: { declineCode, message },
});

const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  "4242424242424242": { brand: "Visa", outcome: "succeeds" },
  "4000056655665556": { brand: "Visa (debit)", outcome: "succeeds" },
  "5555555555554444": { brand: "Mastercard", outcome: "succeeds" },
  "2223003122003222": { brand: "Mastercard", outcome: "succeeds" },
  "378282246310005": { brand: "American Express", outcome: "succeeds" },
  "4000000000000002": declinedVisa("generic_decline", "Your card was declined."),
  "4000000000009995": declinedVisa("insufficient_funds", "Your card has insufficient funds."),
  "4000000000009987": declinedVisa("lost_card", "Your card was declined."),
  "4000000000000069": declinedVisa("expired_card", "Your card has expired."),
  "4000000000000127": declinedVisa("incorrect_cvc", "Your card's security code is incorrect."),
  "4000000000000119": declinedVisa(
    "processing_error",
    "An error occurred while processing your card. Try again in a little bit.",
  ),
};

const NOT_A_TEST_CARD =
  "This checkout takes test cards only and never charges a real card. Use 4242 4242 4242 4242 with any future expiry date and any CVC.";

/** What happens when this (already validated) card number is charged. */
export function chargeTestCard(digits: string): CardOutcome {
  const card = TEST_CARDS[digits];
  if (!card) return { ok: false, declineCode: "test_mode_live_card", message: NOT_A_TEST_CARD };
  if (card.outcome !== "succeeds") return { ok: false, ...card.outcome };
  return { ok: true, brand: card.brand, last4: digits.slice(-4) };
}
