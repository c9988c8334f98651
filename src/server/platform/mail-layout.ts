import type { OutgoingMail } from "./mailer.ts";

/**
 * The look of every e-mail the product sends: one HTML layout in the app's colours and the same
 * words as plain text, so no mail is HTML-only.
 */

export const escapeHtml = (value: string) =>
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

export interface MailContent {
  to: string;
  title: string;
  paragraphs: string[];
  action: { label: string; url: string; textLead: string };
  footnote: string;
}

/** A mail with its HTML and plain-text bodies from the same paragraphs, action and footnote. */
export function composeMail({ to, title, paragraphs, action, footnote }: MailContent): OutgoingMail {
  const text = [
    ...paragraphs,
    "",
    `${action.textLead}: ${action.url}`,
    "",
    footnote,
    "",
    "— Zero Fluff, All Astrology",
  ].join("\n");
  return { to, subject: title, text, html: layout(title, paragraphs, action, footnote) };
}
