import { toOneLine } from "#contracts/text";
import { composeMail, type MailContent } from "#server/platform/mail-layout";
import type { OutgoingMail } from "#server/platform/mailer";

/** The account e-mails, in the product's plain-spoken voice, as HTML and plain text. */

/** Every account e-mail greets the member by first name, then says one thing and offers one link. */
function accountMail(
  to: string,
  firstName: string,
  { body, ...mail }: Omit<MailContent, "to" | "paragraphs"> & { body: string },
): OutgoingMail {
  return composeMail({ ...mail, to, paragraphs: [`Hi ${toOneLine(firstName)},`, body] });
}

export function verificationMail(
  to: string,
  firstName: string,
  url: string,
  isEmailChange: boolean,
): OutgoingMail {
  return accountMail(to, firstName, {
    title: isEmailChange ? "Confirm your new e-mail address" : "Confirm your e-mail address",
    body: isEmailChange
      ? "You asked to sign in to Zero Fluff, All Astrology with this address from now on. Click below to confirm it. Until you do, your old address keeps working."
      : "One click and your account is live. After that, your birth chart is computed from where the planets actually were when you were born. No fluff, as promised.",
    action: { label: "Confirm my e-mail", url, textLead: "Confirm here" },
    footnote:
      "This link works once and expires in 7 days. If you did not sign up, ignore this e-mail: nothing happens without the click.",
  });
}

export function passwordResetMail(to: string, firstName: string, url: string): OutgoingMail {
  return accountMail(to, firstName, {
    title: "Reset your password",
    body: "Someone (hopefully you) asked to reset the password of your Zero Fluff, All Astrology account. Choose a new one with the link below. Every device signed in to your account will be signed out.",
    action: { label: "Choose a new password", url, textLead: "Reset it here" },
    footnote:
      "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
}
