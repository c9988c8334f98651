import { toOneLine } from "#contracts/text";
import { escapeHtml } from "#server/platform/mail-layout";
import type { OutgoingMail } from "#server/platform/mailer";

/**
 * The morning digest as a mail: the day's headline, three short lines, one to-do and a link to
 * Today; Premium adds the day's exact transits at local times. A plain-text part with the same
 * words, and an HTML part in one narrow column (readable at 320 px) in the app's dark colours,
 * which declares itself dark so that mail apps in dark mode leave it as it is instead of inverting it.
 * Unsubscribing: List-Unsubscribe with an https URL (and a mailto when configured) and
 * List-Unsubscribe-Post for one-click (RFC 8058).
 */

export interface DigestContent {
  headline: string;
  lines: [string, string, string];
  todo: string;
  /** Premium only; empty otherwise. */
  exactTransits: { label: string; localTime: string }[];
}

export interface DigestMailInput extends DigestContent {
  to: string;
  firstName: string;
  /** The local date the digest is for, as people read it ("Saturday 28 November"). */
  dateLabel: string;
  /** The zone the times are in, named under the transit list. */
  zone: string;
  todayUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  /** An address that also unsubscribes (mailto), when the operator has one. */
  unsubscribeMailto?: string;
  /** A preview sent from Settings says so, so it is not taken for the scheduled one. */
  preview?: boolean;
}

const MAX_SUBJECT = 90;

function subjectOf(headline: string): string {
  const line = toOneLine(headline);
  const subject = `Today: ${line}`;
  return subject.length <= MAX_SUBJECT ? subject : `${subject.slice(0, MAX_SUBJECT - 1).trimEnd()}…`;
}

export function composeDigestMail(input: DigestMailInput): OutgoingMail {
  const { headline, lines, todo, exactTransits } = input;
  const greeting = `Good morning, ${toOneLine(input.firstName)}.`;
  const transitsTitle = "Exact today";
  const previewNote = input.preview
    ? "This is a preview you asked for in Settings; the scheduled digest still comes at your hour."
    : null;

  const text = [
    `${input.dateLabel}`,
    "",
    greeting,
    "",
    headline,
    "",
    ...lines.map((line) => `- ${line}`),
    "",
    `To do: ${todo}`,
    ...(exactTransits.length > 0
      ? ["", `${transitsTitle} (${input.zone}):`, ...exactTransits.map((t) => `- ${t.localTime}  ${t.label}`)]
      : []),
    "",
    `Read today in full: ${input.todayUrl}`,
    "",
    ...(previewNote ? [previewNote, ""] : []),
    "You get this because you turned on the morning digest.",
    `Change the hour: ${input.settingsUrl}`,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    "",
    "— Zero Fluff, All Astrology",
  ].join("\n");

  const muted = "color:#a9a3d1";
  const transitsHtml =
    exactTransits.length > 0
      ? `<h2 style="margin:24px 0 8px;font-size:15px;font-weight:600;color:#f5c451">${transitsTitle} <span style="font-weight:400;${muted}">(${escapeHtml(input.zone)})</span></h2>
    <table role="presentation" style="border-collapse:collapse;width:100%">${exactTransits
      .map(
        (t) =>
          `<tr><td style="padding:4px 12px 4px 0;white-space:nowrap;vertical-align:top;font-variant-numeric:tabular-nums;color:#f5c451">${escapeHtml(t.localTime)}</td><td style="padding:4px 0;vertical-align:top">${escapeHtml(t.label)}</td></tr>`,
      )
      .join("")}</table>`
      : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(subjectOf(headline))}</title>
<style>:root{color-scheme:dark}@media (max-width:480px){.wrap{padding:20px 16px!important}h1{font-size:21px!important}}</style>
</head>
<body style="margin:0;background:#0b0a1f;color:#ece9ff;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;-webkit-text-size-adjust:100%">
  <div class="wrap" style="max-width:560px;margin:0 auto;padding:28px 24px;background:#0b0a1f">
    <p style="margin:0 0 4px;font-family:Georgia,serif;font-size:16px;color:#f5c451">&#10022; Zero Fluff, All Astrology</p>
    <p style="margin:0 0 20px;font-size:13px;${muted}">${escapeHtml(input.dateLabel)}</p>
    <p style="margin:0 0 8px">${escapeHtml(greeting)}</p>
    <h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:23px;line-height:1.3;color:#ffffff">${escapeHtml(headline)}</h1>
    <ul style="margin:0 0 20px;padding-left:20px">${lines
      .map((line) => `<li style="margin:0 0 8px">${escapeHtml(line)}</li>`)
      .join("")}</ul>
    <div style="margin:0 0 8px;padding:12px 14px;border:1px solid #2e2a57;border-radius:10px;background:#15132e">
      <p style="margin:0 0 4px;font-size:13px;font-weight:600;color:#f5c451">To do</p>
      <p style="margin:0">${escapeHtml(todo)}</p>
    </div>
    ${transitsHtml}
    <p style="margin:24px 0"><a href="${escapeHtml(input.todayUrl)}" style="display:inline-block;background:#f5c451;color:#1a1400;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">Read today in full</a></p>
    ${previewNote ? `<p style="margin:0 0 16px;font-size:13px;${muted}">${escapeHtml(previewNote)}</p>` : ""}
    <p style="margin:24px 0 0;font-size:13px;${muted}">You get this because you turned on the morning digest.
    <a href="${escapeHtml(input.settingsUrl)}" style="color:#f5c451">Change the hour</a> ·
    <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#f5c451">Unsubscribe</a></p>
  </div>
</body></html>`;

  const listUnsubscribe = [`<${input.unsubscribeUrl}>`];
  if (input.unsubscribeMailto) listUnsubscribe.push(`<${input.unsubscribeMailto}>`);
  return {
    to: input.to,
    subject: subjectOf(headline),
    text,
    html,
    headers: {
      "List-Unsubscribe": listUnsubscribe.join(", "),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
