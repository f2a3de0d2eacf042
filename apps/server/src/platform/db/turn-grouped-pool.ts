import pg from 'pg';
import type { PipelinedClient } from './pipelined-client';

/**
 * At most this many queries share a connection: a slow one holds up those behind it, so a turn with
 * more starts another group.
 */
const MAX_QUERIES_PER_GROUP = 8;

interface Group {
  client: Promise<pg.PoolClient>;
  asked: number;
  answered: number;
  /** Past its turn of the event loop: no query joins it any more. */
  closed: boolean;
  released: boolean;
  /** The connection failed: the pool must not hand it out again. */
  broken?: Error;
}

type QueryConfig = { submit?: unknown };

/**
 * The app's PostgreSQL pool. Queries asked for outside a transaction in one turn of the event loop
 * (the session reads of requests that arrived together, say) go on one connection in one write,
 * pipelined (PipelinedClient), instead of one connection and one write each. Issue 16: on this
 * machine each write to PostgreSQL cost the web process about 70 µs (28% of its CPU in the runs
 * bench), and each woke a server process of its own. Transactions (`connect()`) are not grouped.
 */
export class TurnGroupedPool extends pg.Pool {
  private group?: Group;

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const submittable = config && typeof config === 'object' && typeof (config as QueryConfig).submit === 'function';
    if (typeof values === 'function' || callback !== undefined || submittable) {
      return (super.query as (...args: unknown[]) => never).call(this, config, values, callback);
    }
    const group = this.openGroup();
    group.asked++;
    return group.client.then(async (client) => {
      try {
        return await client.query(config as pg.QueryConfig, values as unknown[]);
      } catch (error) {
        // An error PostgreSQL answered leaves the connection usable; any other may not.
        if (!(error instanceof pg.DatabaseError)) group.broken ??= error as Error;
        throw error;
      } finally {
        group.answered++;
        this.releaseIfDone(group);
      }
    }) as never;
  }

  private openGroup(): Group {
    const open = this.group;
    if (open && open.asked < MAX_QUERIES_PER_GROUP) return open;
    const group: Group = {
      client: this.connect().then((client) => {
        (client as unknown as PipelinedClient).holdWritesUntilNextTurn?.();
        return client;
      }),
      asked: 0,
      answered: 0,
      closed: false,
      released: false,
    };
    this.group = group;
    setImmediate(() => {
      group.closed = true;
      if (this.group === group) this.group = undefined;
      this.releaseIfDone(group);
    });
    // A failed connect rejects each query of the group; nothing to release.
    group.client.catch(() => undefined);
    return group;
  }

  private releaseIfDone(group: Group) {
    if (!group.closed || group.answered < group.asked || group.released) return;
    group.released = true;
    void group.client.then(
      (client) => client.release(group.broken),
      () => undefined,
    );
  }
}
