import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database the server, its tests and its tools open: with the extensions the
 * migrations create (pg_trgm for the marketplace's typo correction, decision 063), which PGlite
 * loads only when it is told to at start.
 */
export function createPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { ...options.extensions, pg_trgm } });
}
