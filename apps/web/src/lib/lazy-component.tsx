import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * A part of a server-rendered page in its own chunk, for what most visitors never see (the run
 * panel is for signed-in people): the page's first load does not carry it. The server loads every
 * such part first (preloadLazyComponents) and renders it inside a Suspense boundary; the browser
 * hydrates the rest of the page at once and this boundary when its chunk arrives, keeping the
 * server's markup meanwhile, so there is no mismatch and no shift.
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  fallback: ReactNode = null,
) {
  let Loaded: ComponentType<Props> | undefined;
  const loadPart = async () => (Loaded = pick(await load()));
  loaders.push(loadPart);
  const Lazy = lazy(async () => ({ default: await loadPart() }));
  return function LazyComponent(props: Props) {
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  };
}

/** Loads every lazy part declared so far: the server renders pages in one synchronous pass. */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
