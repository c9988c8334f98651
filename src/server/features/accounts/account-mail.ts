import { toOneLine } from "#contracts/text";
import type { OutgoingMail } from "#server/platform/mailer";

/** The account e-mails, in the product's plain-spoken voice, as HTML and plain text. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footnote: string,
) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#0b0a1f;color:#ece9ff;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
  <div style="max-width:560px;margin:0 auto;padding:32px 24px">
    <p style="margin:0 0 24px;font-family:Georgia,serif;font-size:18px;color:#f5c451">&#10022; Zero Fluff, All Astrology</p>
    <h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:24px">${escapeHtml(title)}</h1>
    ${body}
    <p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f5c451;color:#1a1400;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
    <p style="margin:0 0 16px;font-size:13px;color:#a9a3d1;line-height:1.6">If the button does not work, paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
    <p style="margin:24px 0 0;font-size:13px;color:#a9a3d1;line-height:1.6">${escapeHtml(footnote)}</p>
  </div>
</body></html>`;
}

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
  const text = [
    ...paragraphs,
    "",
    `Confirm here: ${url}`,
    "",
    footnote,
    "",
    "— Zero Fluff, All Astrology",
  ].join("\n");
  return {
    to,
    subject: title,
    text,
    html: layout(title, paragraphs, { label: "Confirm my e-mail", url }, footnote),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): OutgoingMail {
  const title = "Reset your password";
  const paragraphs = [
    `Hi ${toOneLine(firstName)},`,
    "Someone (hopefully you) asked to reset the password of your Zero Fluff, All Astrology account. Choose a new one with the link below. Every device signed in to your account will be signed out.",
  ];
  const footnote =
    "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.";
  const text = [
    ...paragraphs,
    "",
    `Reset it here: ${url}`,
    "",
    footnote,
    "",
    "— Zero Fluff, All Astrology",
  ].join("\n");
  return {
    to,
    subject: title,
    text,
    html: layout(title, paragraphs, { label: "Choose a new password", url }, footnote),
  };
}
