import { useEffect } from "react";

/** A <meta> tag by `name` (description, twitter:…) or `property` (og:…). */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/**
 * The origin the prerendered pages are written with (scripts/prerender.mjs); the server puts its
 * APP_URL in its place when it loads them, so links and structured data name the real address.
 */
export const PRERENDER_ORIGIN = "https://prerender-origin.invalid";

/** This page's origin: the browser's, or the placeholder while prerendering at build time. */
export function pageOrigin(): string {
  return typeof window === "undefined" ? PRERENDER_ORIGIN : window.location.origin;
}

/** While prerendering, the tags the page asked for (effects do not run there); the build reads them. */
export const prerenderedMeta: MetaTag[] = [];

/**
 * Sets head <meta> tags while a page is shown and puts the previous ones back when it goes,
 * updating the tag index.html already has instead of adding a second one (search engines and link
 * previews read the first).
 */
export function useDocumentMeta(tags: readonly MetaTag[]) {
  const signature = JSON.stringify(tags);
  if (typeof document === "undefined") prerenderedMeta.push(...tags);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tags are compared by value through `signature`.
  useEffect(() => {
    const restore: (() => void)[] = [];
    for (const tag of tags) {
      const attribute = tag.property ? "property" : "name";
      const key = tag.property ?? tag.name ?? "";
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (element) {
        const previous = element.content;
        const existing = element;
        restore.push(() => {
          existing.content = previous;
        });
      } else {
        element = document.createElement("meta");
        element.setAttribute(attribute, key);
        document.head.append(element);
        const added = element;
        restore.push(() => added.remove());
      }
      element.content = tag.content;
    }
    return () => {
      for (const undo of restore.reverse()) undo();
    };
  }, [signature]);
}
