import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A part of the app in a chunk of its own, loaded when it is first rendered. With `data`, the part
 * reads or changes server data and comes wrapped in the app's query client (./query-provider.tsx),
 * which is fetched alongside it: the query library and the contract schemas then never sit in the
 * first script of a page that does not need them (a visitor's landing page, the static pages).
 */
export function lazyPart<M, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
  { data }: { data: boolean },
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (!data) return { default: (await withOneRetry(load))[name] as ComponentType<P> };
    const [module, provider] = await Promise.all([
      withOneRetry(load),
      withOneRetry(() => import("./query-provider.tsx")),
    ]);
    return { default: provider.withQueryClient(module[name] as ComponentType<P>) };
  });
}

/** The pause before a failed chunk is asked for again. */
const RETRY_AFTER_MS = 1_000;

/**
 * Loads a chunk, and once more after a pause if that fails: a tap made as the network comes back
 * (the page hears "online" a moment before requests get through) would otherwise end the page. A
 * second failure reaches the page's error boundary (components/layout/page-error-boundary.tsx).
 */
async function withOneRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return load();
  }
}
