import { composeMail } from "#server/platform/mail-layout";
import type { OutgoingMail } from "#server/platform/mailer";

/** "March 5, 2026", the way member-facing messages and mails write a date. */
export const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A renewal payment failed: what happens now, until when premium lasts, and where to fix the card. */
export function paymentFailedMail(
  to: string,
  firstName: string,
  paidUntil: Date | null,
  settingsUrl: string,
): OutgoingMail {
  const paragraphs = [
    `Hi ${firstName},`,
    "Your card did not go through for this month's Premium renewal. Nothing is lost: your card provider will try again over the next days.",
    paidUntil
      ? `Your Premium features stay on until ${longDate(paidUntil)}. If no payment succeeds by then, your account goes back to the free plan — your birth chart and everything you saved stay.`
      : "If no payment succeeds, your account goes back to the free plan — your birth chart and everything you saved stay.",
    "To update your card, open Settings and choose Manage billing.",
  ];
  return composeMail({
    to,
    title: "Your Premium payment did not go through",
    paragraphs,
    action: { label: "Update my card", url: settingsUrl, textLead: "Update it here" },
    footnote: "If you meant to stop Premium, you do not need to do anything: it ends on its own.",
  });
}
