import type { Config } from "#server/config";
import { listOutbox } from "#server/platform/mailer";

/** The newest outbox link for an address whose URL contains `marker` (e.g. "verify-email"). */
export function latestLink(config: Config, to: string, marker: string): string {
  for (const mail of listOutbox(config)) {
    if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
    if (link) return link;
  }
  throw new Error(`no ${marker} mail for ${to}`);
}

/** The path and query of a link, for app.inject. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
