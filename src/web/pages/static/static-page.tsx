import type { ReactNode } from "react";
import { Link } from "wouter";
import { useDocumentMeta } from "#web/lib/document-meta.ts";

/** Date shown as "Last updated" on the legal pages; change it whenever their wording changes. */
export const LEGAL_TEXTS_UPDATED = "22 November 2026";

export interface StaticPageProps {
  /** The page heading (the only h1 on the page) and the first part of the document title. */
  title: string;
  /** One plain sentence under the heading; also the page's description for search results and link previews. */
  subtitle?: string;
  /** Human-readable date of the last change, e.g. "22 November 2026". */
  updated?: string;
  children: ReactNode;
}

/**
 * Shared layout for the long-form public pages (about, features, legal texts). It renders only the
 * content column; the app shell puts the header and footer around it.
 */
export function StaticPage({ title, subtitle, updated, children }: StaticPageProps) {
  useDocumentMeta(subtitle ? [{ name: "description", content: subtitle }] : []);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:py-20">
      {/* React 19 hoists this into <head>, so every static route gets its own tab title. */}
      <title>{title.includes("Zero Fluff") ? title : `${title} · Zero Fluff, All Astrology`}</title>
      <header className="border-b border-border pb-6 sm:pb-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">
          Zero Fluff, All Astrology
        </p>
        <h1 className="mt-3 font-display text-3xl leading-tight font-semibold text-balance text-foreground sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-3 text-base text-pretty text-muted-foreground sm:text-lg">{subtitle}</p>
        ) : null}
        {updated ? <p className="mt-4 text-sm text-muted-foreground">Last updated: {updated}</p> : null}
      </header>
      <div className="prose-cosmic mt-2 break-words">{children}</div>
    </article>
  );
}

/** A highlighted aside for the one thing on a page that readers must not miss. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="my-6 rounded-card border border-primary/40 bg-card p-4 sm:p-5">
      <p className="my-0! font-semibold text-primary">{title}</p>
      <div className="mt-2 text-foreground/90 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0">{children}</div>
    </aside>
  );
}

/** A table of the prose column, scrolling sideways on a narrow screen, with its column headings. */
export function StaticTable({
  caption,
  columns,
  children,
}: {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: string[];
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A button-styled internal link for use inside the prose column. The `!` modifiers win over the
 * `prose-cosmic a` rule, which would otherwise paint the label gold-on-gold and underline it.
 */
export function StaticCtaLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground! no-underline! shadow-lg shadow-primary/10 transition-colors hover:bg-primary/90"
    >
      {children}
    </Link>
  );
}
