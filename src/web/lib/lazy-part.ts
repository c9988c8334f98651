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
    if (!data) return { default: (await load())[name] as ComponentType<P> };
    const [module, provider] = await Promise.all([load(), import("./query-provider.tsx")]);
    return { default: provider.withQueryClient(module[name] as ComponentType<P>) };
  });
}
