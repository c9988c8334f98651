import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "#server/app-context";
import { listOutbox, type OutboxEntry } from "#server/platform/mailer";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#0b0a1f;color:#ece9ff;margin:0;padding:24px;max-width:960px}
a{color:#f5c451}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2e2a57;padding:8px;text-align:left}
pre{white-space:pre-wrap;background:#15132e;padding:16px;border-radius:8px}
</style></head><body>${body}</body></html>`;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The outbox holds every verification and password-reset link, so reading it is as good as being
 * any user. Only a request made on this machine itself counts: the socket's own address, never a
 * forwarded one, and no request that came through a proxy (which would make a remote visitor look
 * local). The session hook has already required an admin session (the routes declare `admin`).
 */
async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  const forwarded = request.headers["x-forwarded-for"] ?? request.headers.forwarded;
  if (forwarded || !LOOPBACK.test(request.socket.remoteAddress ?? "")) {
    return reply.code(403).type("text/plain").send("The mail viewer only answers on this machine.");
  }
}

/**
 * The development mail viewer: lists what the file outbox holds. It exists only when
 * DEV_MAIL_VIEWER=true (refused in production by the configuration) and mail goes to the outbox;
 * it is not an /api route, but it declares `admin` access, which the session hook enforces.
 */
export function devMailRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.devMailViewer || ctx.mailer.kind !== "outbox" || ctx.config.nodeEnv === "production")
    return;
  const guarded = { config: { access: "admin" as const }, onRequest: onlyFromThisMachine };
  const find = (id: string): OutboxEntry | undefined =>
    listOutbox(ctx.config).find((entry) => entry.id === id);

  app.get("/dev/mail", guarded, async (_request, reply) => {
    const rows = listOutbox(ctx.config)
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join("");
    const body = rows
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : "<p>The outbox is empty.</p>";
    return reply.type("text/html").send(page("Outbox", `<h1>Outbox (development only)</h1>${body}`));
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id", guarded, async (request, reply) => {
    const mail = find(request.params.id);
    if (!mail) return reply.code(404).type("text/plain").send("No such message");
    const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map(
      (m) => `<li><a href="${escapeHtml(m[0])}">${escapeHtml(m[0])}</a></li>`,
    );
    return reply.type("text/html").send(
      page(
        mail.subject,
        `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to)}, ${escapeHtml(mail.date)}</p>
<h2>Links</h2><ul>${links.join("")}</ul><h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`,
      ),
    );
  });
}
