// Loaded into the Basalt process with --import by `npm run bench -- --pglite` only: answers the
// bench's SQL over the IPC channel on Basalt's own PGlite instance (PGlite allows one connection).
import { PGlite } from '@electric-sql/pglite';

let instance;
const query = PGlite.prototype.query;
PGlite.prototype.query = function (...args) {
  // Basalt's instance is the first (and only) one to run a query in this process.
  // eslint-disable-next-line @typescript-eslint/no-this-alias
  instance ??= this;
  return query.apply(this, args);
};

process.on('message', async ({ id, text, params }) => {
  try {
    if (!instance) throw new Error('PGlite is not open yet');
    const result = await instance.query(text, params);
    process.send({ id, rows: result.rows });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
