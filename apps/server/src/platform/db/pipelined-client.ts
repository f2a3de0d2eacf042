import { StatementCachingClient } from './statement-cache';

type QueryConfig = { text?: unknown; submit?: unknown };

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : config && typeof config === 'object' ? (config as QueryConfig).text : undefined;

/** What pg answers for a statement that returns no rows, for the statements this client does not send. */
const answered = (command: string) => Promise.resolve({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/**
 * The app's PostgreSQL client, for a pool in pg's pipeline mode (`pipeline: true`): a query is written
 * as soon as it is asked for, not when the one before it has answered, so statements a caller starts
 * together share one round trip (issue 16: the machine's CPU went to round trips, a write and a
 * wake-up on both sides each).
 *
 * A transaction's `begin` (drizzle's, exactly that text) is answered at once and written with the
 * transaction's first statement, in the same write: one round trip less for every transaction. BEGIN
 * on an idle connection fails only when the connection does, and then the statement behind it fails
 * too; its error still reaches the caller, through that statement. A transaction that sends nothing
 * sends no `begin` and no `commit` either.
 */
export class PipelinedClient extends StatementCachingClient {
  private beginHeld = false;
  private corked = false;

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const send = (...args: unknown[]) => (super.query as (...args: unknown[]) => never).apply(this, args);
    const promised = typeof values !== 'function' && callback === undefined;
    const submittable = config && typeof config === 'object' && typeof (config as QueryConfig).submit === 'function';
    if (!this.pipeline || !promised || submittable) {
      if (this.beginHeld) this.writeHeldBegin(send);
      return send(config, values, callback);
    }
    const text = textOf(config);
    const noValues = values === undefined || (Array.isArray(values) && values.length === 0);
    if (text === 'begin' && noValues && !this.beginHeld) {
      this.beginHeld = true;
      return answered('BEGIN') as never;
    }
    if (!this.beginHeld) return send(config, values);
    this.beginHeld = false;
    // Nothing was written since the begin, so there is no transaction to end.
    if ((text === 'commit' || text === 'rollback') && noValues) return answered(text.toUpperCase()) as never;
    this.holdWritesUntilNextTurn();
    const begun = send('begin') as Promise<unknown>;
    const answer = send(config, values) as Promise<unknown>;
    return Promise.all([begun, answer]).then(([, result]) => result) as never;
  }

  /**
   * A callback-style query or a cursor behind a held begin: the begin is written first. Its error is
   * not theirs to answer, and cannot come alone (see the class), so the query's own error reports it.
   */
  private writeHeldBegin(send: (...args: unknown[]) => never) {
    this.beginHeld = false;
    (send('begin') as Promise<unknown>).catch(() => undefined);
  }

  /**
   * Statements asked for in the same turn of the event loop leave in one write: pg writes each query
   * as it comes, and the socket sends what was held when uncorked.
   */
  holdWritesUntilNextTurn() {
    const stream = this.connection.stream as { cork?: () => void; uncork?: () => void };
    if (this.corked || !stream.cork || !stream.uncork) return;
    this.corked = true;
    stream.cork();
    setImmediate(() => {
      this.corked = false;
      stream.uncork!();
    });
  }
}
