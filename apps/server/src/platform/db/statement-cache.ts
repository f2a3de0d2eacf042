import pg from 'pg';

/** Per connection; past it, new statements go unnamed (planned each time) as before. */
const MAX_STATEMENTS_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * The app's PostgreSQL client. It prepares every parameterized statement once per connection and then only binds
 * and executes it, as pgx's statement cache does: PostgreSQL plans it again only when it decides a
 * custom plan pays. A run's hot statements (the ledger entry, pg-boss's send, fetch and complete, the
 * session lookup) spent about 2 ms of PostgreSQL's CPU per run being planned on every call.
 */
export class StatementCachingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // When the server drops the connection, pg fails the queries on it and then emits 'error'. A
    // client lent out by a pool (a transaction, pg-boss at work) has no pool listener then, and an
    // unheard 'error' would end the process: the failed query already tells its caller.
    this.on('error', () => {});
  }

  // pg's query() has many overloads; every form passes through, with a name added when it has values.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const query = super.query as (...args: unknown[]) => never;
    return query.call(this, this.named(config, values), values, callback);
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
