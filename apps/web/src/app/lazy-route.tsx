import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * A page in its own chunk, fetched when first visited, so that the public pages' first load carries
 * no admin, account or run code (issue 9: initial JavaScript of home and marketplace < 180 kB gzip).
 * Once loaded, the page renders at once, without a Suspense round.
 */
export function lazyRoute<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  let Loaded: ComponentType | undefined;
  const loadPage = async () => (Loaded = pick(await load()));
  loaders.push(loadPage);
  const Page = lazy(async () => ({ default: await loadPage() }));
  return function LazyRoute() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<Spinner label="Loading page" className="min-h-[40vh]" />}>
        <Page />
      </Suspense>
    );
  };
}

/** Loads every lazy page declared so far: tests render routes synchronously, as before the split. */
export async function preloadLazyRoutes(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
