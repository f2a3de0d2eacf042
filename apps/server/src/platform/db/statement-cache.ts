import pg from 'pg';

/** Per connection; past it, new statements go unnamed (planned each time) as before. */
const MAX_STATEMENTS_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const isBegin = (config: unknown) =>
  (typeof config === 'string' ? config : (config as QueryConfig | null)?.text) === 'begin';

/**
 * A pg client that prepares every parameterized statement once per connection and then only binds
 * and executes it, as pgx's statement cache does: PostgreSQL plans it again only when it decides a
 * custom plan pays. A run's hot statements (the ledger entry, pg-boss's send, fetch and complete, the
 * session lookup) spent about 2 ms of PostgreSQL's CPU per run being planned on every call.
 */
export class StatementCachingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  /** A `begin` waits in the socket's buffer for the transaction's first statement (see query()). */
  private beginHeld = false;

  /**
   * pg's query() has many overloads; every form passes through, with a name added when it has values.
   *
   * With pg's pipeline mode (the app's pool), a transaction's `begin` is answered at once and sent in
   * one write with the statement that follows it. Each write to PostgreSQL cost the web process about
   * 0.4 ms of CPU (writev on loopback does the receiver's work and wakes it; issue 16's profile), and a
   * run start is one transaction. Nothing runs outside the transaction: both go in the same packet,
   * and BEGIN cannot fail unless the connection does, which fails the statement with it.
   */
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const query = super.query as (...args: unknown[]) => Promise<unknown>;
    if (this.pipeline && callback === undefined && isBegin(config) && !this.beginHeld) {
      this.beginHeld = true;
      this.connection.stream.cork();
      // Its answer comes before the statement's, which reports a broken connection on its own.
      query.call(this, config, values).catch(() => {});
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 }) as never;
    }
    const answer = query.call(this, this.named(config, values), values, callback);
    if (this.beginHeld) {
      this.beginHeld = false;
      this.connection.stream.uncork();
    }
    return answer as never;
  }

  private named(config: unknown, values: unknown): unknown {
    const query: QueryConfig | undefined =
      typeof config === 'string' ? { text: config } : config && typeof config === 'object' ? config : undefined;
    const parameters = Array.isArray(values) ? values : query?.values;
    if (!query || typeof query.text !== 'string' || query.name !== undefined || typeof query.submit === 'function')
      return config;
    // Without parameters a text may hold several statements, which a prepared statement cannot.
    if (!Array.isArray(parameters) || parameters.length === 0) return config;
    let name = this.names.get(query.text);
    if (!name) {
      if (this.names.size >= MAX_STATEMENTS_PER_CONNECTION) return config;
      name = `basalt_${this.names.size}`;
      this.names.set(query.text, name);
    }
    return { ...query, name };
  }
}
