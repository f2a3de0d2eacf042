import { isValidElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

const loaders: Array<() => Promise<unknown>> = [];
const loaderOf = new WeakMap<ComponentType, () => Promise<unknown>>();
const sourceOf = new WeakMap<ComponentType, string>();

/**
 * A page in its own chunk, fetched when first visited, so that the public pages' first load carries
 * no admin, account or run code (issue 9: initial JavaScript of home and marketplace < 180 kB gzip).
 * Once loaded, the page renders at once, without a Suspense round: the server renders it that way,
 * and the browser loads the page's chunk before hydrating (preloadPagesFor), so both trees agree.
 */
export function lazyRoute<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  /**
   * The module `load` imports, as Vite's build manifest names it (from apps/web, e.g.
   * `src/features/pages/index.ts`), for a page the server renders: the server then has the browser
   * preload the page's chunk with the page (moduleSourcesOf). Vite needs the import as a literal,
   * so the name cannot be derived from it; a journey checks the preloads exist.
   */
  source?: string,
) {
  let Loaded: ComponentType | undefined;
  const loadPage = async () => (Loaded = pick(await load()));
  loaders.push(loadPage);
  const Page = lazy(async () => ({ default: await loadPage() }));
  function LazyRoute() {
    // Chosen once per mount, or the page would remount (and lose its state) once its chunk arrives.
    const [Ready] = useState(() => Loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<Spinner label="Loading page" className="min-h-[40vh]" />}>
        <Page />
      </Suspense>
    );
  }
  loaderOf.set(LazyRoute, loadPage);
  if (source) sourceOf.set(LazyRoute, source);
  return LazyRoute;
}

/** Loads every lazy page declared so far: tests and the server render routes synchronously. */
export async function preloadLazyRoutes(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/** Loads the lazy pages that render at this path, so hydration meets the same tree the server sent. */
export async function preloadPagesFor(routes: RouteObject[], path: string): Promise<void> {
  const pages = (matchRoutes(routes, path) ?? []).map(({ route }) =>
    isValidElement(route.element) ? loaderOf.get(route.element.type as ComponentType) : undefined,
  );
  await Promise.all(pages.map((load) => load?.()));
}

/** The source modules of the lazy pages among these matched routes (see lazyRoute's `source`). */
export function lazyRouteSources(routes: Array<{ element?: unknown }>): string[] {
  return routes.flatMap(({ element }) =>
    isValidElement(element) ? (sourceOf.get(element.type as ComponentType) ?? []) : [],
  );
}
