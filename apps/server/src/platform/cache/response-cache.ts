interface Entry<T> {
  value?: T;
  /** The load in flight for this key; concurrent misses wait for it instead of loading again. */
  pending?: Promise<T>;
  freshUntil: number;
}

/**
 * A small in-process cache for public, identical-for-everyone answers (the marketplace list): fresh
 * for `ttlMs`, then served once more while one background load refreshes it, bounded to
 * `maxEntries` (least recently used go first). clear() drops everything at once, for invalidation
 * when the data changes. A ttl of 0 turns it off.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (!entry) return this.load(key, this.insert(key), load);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.value === undefined) return entry.pending ?? this.load(key, entry, load);
    if (entry.freshUntil <= Date.now() && !entry.pending) {
      // Stale: this caller still gets the last answer; the refresh fails quietly and is retried later.
      this.load(key, entry, load).catch(() => {});
    }
    return Promise.resolve(entry.value);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private insert(key: string): Entry<T> {
    const entry: Entry<T> = { freshUntil: 0 };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private load(key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const pending = load().then(
      (value) => {
        entry.pending = undefined;
        // A clear() while loading means the data changed: this answer may be from before the change.
        if (generation === this.generation) {
          entry.value = value;
          entry.freshUntil = Date.now() + this.ttlMs;
        }
        return value;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (entry.value === undefined && this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }
}
