import { randomUUID } from 'node:crypto';

interface StoredResult {
  name: string;
  mime: string;
  bytes: Buffer;
  expiresAt: number;
}

/**
 * Files the workflows produce, kept in memory for a while and served by URL: Basalt copies them
 * into its own storage when the run ends (DESIGN §2.3), so a short life here is enough.
 */
export class ResultFileStore {
  private readonly files = new Map<string, StoredResult>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxFiles = 500,
  ) {}

  add(name: string, mime: string, bytes: Buffer, now = Date.now()): string {
    this.sweep(now);
    // Oldest first out when full, so a busy demo never grows without bound.
    while (this.files.size >= this.maxFiles) this.files.delete(this.files.keys().next().value!);
    const id = randomUUID();
    this.files.set(id, { name, mime, bytes, expiresAt: now + this.ttlMs });
    return id;
  }

  get(id: string, now = Date.now()): StoredResult | undefined {
    const file = this.files.get(id);
    return file && file.expiresAt > now ? file : undefined;
  }

  private sweep(now: number) {
    for (const [id, file] of this.files) if (file.expiresAt <= now) this.files.delete(id);
  }
}
