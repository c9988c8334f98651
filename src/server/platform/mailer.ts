import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#server/config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields, e.g. the digest's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 2369, RFC 8058). The outbox's JSON copy keeps them too, so tests can read them.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}

/** What the dev viewer lists: one JSON file beside each .eml in the outbox. */
export interface OutboxEntry extends OutgoingMail {
  id: string;
  from: string;
  date: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise RFC 822 `.eml` files in DATA_DIR/outbox (docs/architecture.md#configuration-and-modes),
 * built by nodemailer's own stream transport so they are the exact bytes SMTP would carry.
 */
export function createMailer(config: Config): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from: config.mail.from, ...mail });
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transport.sendMail({ from: config.mail.from, ...mail });
      mkdirSync(dir, { recursive: true });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
      writeFileSync(path.join(dir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = { id, from: config.mail.from, date: date.toISOString(), ...mail };
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

export function outboxDir(config: Config): string {
  return path.join(path.resolve(config.dataDir), "outbox");
}

/** Outbox messages, newest first. */
export function listOutbox(config: Config): OutboxEntry[] {
  const dir = outboxDir(config);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxEntry);
}
