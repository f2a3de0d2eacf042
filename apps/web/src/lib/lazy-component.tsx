import { lazy, Suspense, useState, type ComponentType } from 'react';

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of a server-rendered page in its own chunk, for what most visitors never see (the run
 * panel is for signed-in people): a page's first load does not carry it. The server loads every part
 * first (preloadLazyComponents) and renders it in a wrapper naming it; before hydrating, the browser
 * loads the parts that wrapper names in the server's markup (preloadLazyComponentsIn), so both
 * trees agree and the part answers as soon as the page does. Rendered later in the browser only (a
 * visit within the app), it appears when its chunk arrives.
 */
export function lazyComponent<Module, Props extends object>(
  name: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let Loaded: ComponentType<Props> | undefined;
  const loadPart = async () => (Loaded = pick(await load()));
  loaders.set(name, loadPart);
  const Lazy = lazy(async () => ({ default: await loadPart() }));
  return function LazyComponent(props: Props) {
    // Chosen once per mount: switching from the Suspense branch to the loaded one on a later render
    // would remount the part and lose its state (a form being filled, a dialog being opened).
    const [Ready] = useState(() => Loaded);
    return (
      <div data-lazy-part={name}>
        {Ready ? (
          <Ready {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}

/** Loads every lazy part declared so far: the server renders pages in one synchronous pass. */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all([...loaders.values()].map((load) => load()));
}

/** Loads the parts the server rendered inside `root`, so that hydration meets the same tree. */
export async function preloadLazyComponentsIn(root: Element): Promise<void> {
  const names = [...root.querySelectorAll<HTMLElement>('[data-lazy-part]')].map((part) => part.dataset.lazyPart);
  await Promise.all(names.map((name) => (name ? loaders.get(name)?.() : undefined)));
}
