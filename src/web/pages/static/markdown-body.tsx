import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import { LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";

/**
 * The body of a static page written in Markdown (its HTML comes from the build, see
 * scripts/vite-markdown.mjs). A click on a link to one of our own pages navigates in the app, as a
 * `<Link>` would, instead of reloading the page.
 */
function MarkdownBody({ html }: { html: string }) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//") || link?.target) return;
    event.preventDefault();
    navigate(href);
  };
  // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are real links; this only routes their clicks.
  // biome-ignore lint/a11y/noStaticElementInteractions: as above.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own text, made at build time from a Markdown file in this repository, never from input.
  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A legal text kept in Markdown (privacy, terms), under its heading and the legal texts' date. */
export function LegalMarkdownPage({
  title,
  subtitle,
  html,
}: {
  title: string;
  subtitle: string;
  html: string;
}) {
  return (
    <StaticPage title={title} subtitle={subtitle} updated={LEGAL_TEXTS_UPDATED}>
      <MarkdownBody html={html} />
    </StaticPage>
  );
}
