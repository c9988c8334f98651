import { toOneLine } from "#contracts/text";
import { composeMail } from "#server/platform/mail-layout";
import type { OutgoingMail } from "#server/platform/mailer";

/** The account e-mails, in the product's plain-spoken voice, as HTML and plain text. */

export function verificationMail(
  to: string,
  firstName: string,
  url: string,
  isEmailChange: boolean,
): OutgoingMail {
  const title = isEmailChange ? "Confirm your new e-mail address" : "Confirm your e-mail address";
  const paragraphs = isEmailChange
    ? [
        `Hi ${toOneLine(firstName)},`,
        "You asked to sign in to Zero Fluff, All Astrology with this address from now on. Click below to confirm it. Until you do, your old address keeps working.",
      ]
    : [
        `Hi ${toOneLine(firstName)},`,
        "One click and your account is live. After that, your birth chart is computed from where the planets actually were when you were born. No fluff, as promised.",
      ];
  const footnote =
    "This link works once and expires in 7 days. If you did not sign up, ignore this e-mail: nothing happens without the click.";
  return composeMail({
    to,
    title,
    paragraphs,
    action: { label: "Confirm my e-mail", url, textLead: "Confirm here" },
    footnote,
  });
}

export function passwordResetMail(to: string, firstName: string, url: string): OutgoingMail {
  const title = "Reset your password";
  const paragraphs = [
    `Hi ${toOneLine(firstName)},`,
    "Someone (hopefully you) asked to reset the password of your Zero Fluff, All Astrology account. Choose a new one with the link below. Every device signed in to your account will be signed out.",
  ];
  const footnote =
    "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.";
  return composeMail({
    to,
    title,
    paragraphs,
    action: { label: "Choose a new password", url, textLead: "Reset it here" },
    footnote,
  });
}
