import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * The centred column an app page sits in, with its tab title (React 19 hoists the <title> into
 * <head>). Its classes never conflict, so they are joined by hand rather than by the class merger.
 * With a subtitle, the plain page header comes first, its h1 the tab title's words, so a page whose
 * heading is its tab title names itself once.
 */
export function PageFrame({
  title,
  subtitle,
  subtitleClassName,
  width = "max-w-5xl",
  padding = "py-8",
  children,
}: {
  /** The first part of the tab title: "Dashboard" gives "Dashboard · Zero Fluff, All Astrology". */
  title: string;
  /** The line under the page's h1; without it the page draws its own header. */
  subtitle?: PageHeadingProps["subtitle"];
  subtitleClassName?: PageHeadingProps["subtitleClassName"];
  /** The column's width classes. */
  width?: string;
  /** The column's vertical padding classes. */
  padding?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 ${padding}`}>
      <title>{`${title} · Zero Fluff, All Astrology`}</title>
      {subtitle === undefined ? null : (
        <PageHeader title={title} subtitle={subtitle} subtitleClassName={subtitleClassName} />
      )}
      {children}
    </div>
  );
}

export interface PageHeadingProps {
  /** The page's h1 (the only one on the page). */
  title: string;
  /** The line under the heading. */
  subtitle: ReactNode;
  /** The subtitle paragraph's classes, for pages that narrow, hide or lay it out differently. */
  subtitleClassName?: string;
}

/** The page's h1 and the line under it, for headers that share their row with controls. */
export function PageHeading({
  title,
  subtitle,
  subtitleClassName = "mt-2 text-muted-foreground",
}: PageHeadingProps) {
  return (
    <>
      <h1 className="font-display text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className={subtitleClassName}>{subtitle}</p>
    </>
  );
}

/** The plain page header: the heading and its line, nothing beside them. */
export function PageHeader({ className, ...heading }: PageHeadingProps & { className?: string }) {
  return (
    <header className={className}>
      <PageHeading {...heading} />
    </header>
  );
}

/** A quiet arrow link back to where the reader came from (the dashboard, the page that sent them to pay). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
