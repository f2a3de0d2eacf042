import { lazy, Suspense, useState, type ComponentType } from 'react';

const loaders = new Map<string, () => Promise<unknown>>();
const sources = new Map<string, string>();

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
  /**
   * The module `load` imports, as Vite's build manifest names it (from apps/web): a page the server
   * renders with this part has the browser preload its chunk with the page (lazyPartSources), not
   * after the page's own chunk has run (issue 37). Vite needs the import as a literal, so the name
   * cannot be derived from it; a journey checks the preloads exist. A module the build merges into
   * a shared chunk is found through the build's module-chunks.json (apps/web/start-with-page.ts).
   */
  source?: string,
) {
  let Loaded: ComponentType<Props> | undefined;
  const loadPart = async () => (Loaded = pick(await load()));
  loaders.set(name, loadPart);
  if (source) sources.set(name, source);
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

/**
 * Loads every lazy part. A part's chunk may declare parts of its own (the result viewer's Markdown
 * renderer): the server renders pages in one synchronous pass, so those load too.
 */
export async function preloadLazyComponents(): Promise<void> {
  await loadUntilSettled(() => [...loaders.keys()]);
}

/** Loads the parts the server rendered inside `root`, parts within parts included, so that hydration meets the same tree. */
export async function preloadLazyComponentsIn(root: Element): Promise<void> {
  const names = [...root.querySelectorAll<HTMLElement>('[data-lazy-part]')].flatMap(
    (part) => part.dataset.lazyPart ?? [],
  );
  await loadUntilSettled(() => names);
}

/** Loads the named parts whose loaders are known, again while loading one declares another. */
async function loadUntilSettled(wanted: () => string[]): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const ready = wanted().filter((name) => !loaded.has(name) && loaders.has(name));
    if (ready.length === 0) return;
    for (const name of ready) loaded.add(name);
    await Promise.all(ready.map((name) => loaders.get(name)!()));
  }
}

/** The source modules of the parts rendered in this server markup, parts within parts included. */
export function lazyPartSources(html: string): string[] {
  const names = new Set([...html.matchAll(/data-lazy-part="([^"]+)"/g)].map((match) => match[1]!));
  return [...names].flatMap((name) => sources.get(name) ?? []);
}
