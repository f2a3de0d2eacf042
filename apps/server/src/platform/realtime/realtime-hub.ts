import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';

type Listener = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY for this process: one listening connection, fanned out in memory, so any
 * web process can serve any live stream whichever process changed the data (DESIGN §3).
 */
export interface RealtimeHub {
  /** Calls `listener` with each payload NOTIFYed on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  /** Called after the listening connection was re-established: notifications may have been missed. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** NOTIFY inside the caller's transaction: delivered when (and only if) it commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

class Fanout {
  constructor(private readonly log: Logger) {}

  readonly listeners = new Map<string, Set<Listener>>();
  readonly reconnectListeners = new Set<() => void>();

  add(channel: string, listener: Listener): { first: boolean; remove: () => boolean } {
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return {
      first,
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.listeners.delete(channel);
        return true;
      },
    };
  }

  emit(channel: string, payload: string) {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.log.error({ err: error, channel }, 'realtime listener failed');
      }
    }
  }
}

const quoteChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return `"${channel}"`;
};

function pgliteHub(handle: DatabaseHandle, log: Logger): RealtimeHub {
  const fanout = new Fanout(log);
  const unlisten = new Map<string, () => Promise<void>>();
  return {
    async subscribe(channel, listener) {
      const { first, remove } = fanout.add(channel, listener);
      if (first) unlisten.set(channel, await handle.pglite!.listen(channel, (p) => fanout.emit(channel, p)));
      return () => {
        // After the database closed (an outage, a shutdown) the rejection would crash the process.
        if (remove())
          void unlisten
            .get(channel)?.()
            .catch(() => {});
      };
    },
    onReconnect: (listener) => fanout.reconnectListeners.add(listener),
    async close() {
      await Promise.all([...unlisten.values()].map((stop) => stop().catch(() => {})));
    },
  };
}

function postgresHub(connectionString: string, log: Logger): RealtimeHub {
  const fanout = new Fanout(log);
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => fanout.emit(message.channel, message.payload ?? ''));
      next.on('error', () => {});
      next.on('end', () => {
        if (client === next) client = undefined;
        connecting = undefined;
        if (!closed) setTimeout(reconnect, retryMs).unref();
      });
      await next.connect();
      for (const channel of fanout.listeners.keys()) await next.query(`LISTEN ${quoteChannel(channel)}`);
      client = next;
      retryMs = 250;
      return next;
    })();
    return connecting;
  };
  const reconnect = () => {
    if (closed) return;
    connect().then(
      () => fanout.reconnectListeners.forEach((listener) => listener()),
      () => {
        connecting = undefined;
        retryMs = Math.min(retryMs * 2, 10_000);
        setTimeout(reconnect, retryMs).unref();
      },
    );
  };

  return {
    async subscribe(channel, listener) {
      const { first, remove } = fanout.add(channel, listener);
      const connection = await connect();
      if (first) await connection.query(`LISTEN ${quoteChannel(channel)}`);
      return () => {
        if (remove()) void client?.query(`UNLISTEN ${quoteChannel(channel)}`).catch(() => {});
      };
    },
    onReconnect: (listener) => fanout.reconnectListeners.add(listener),
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

export function createRealtimeHub(handle: DatabaseHandle, log: Logger): RealtimeHub {
  return handle.kind === 'pglite' ? pgliteHub(handle, log) : postgresHub(handle.connectionString!, log);
}
