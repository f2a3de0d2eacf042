import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from './config';

const SECRET_FILE = 'auth-secret';

function readSecret(path: string): string {
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError([`${path} must hold a secret of 32+ characters (delete it to make one)`]);
  }
  return secret;
}

/**
 * The AUTH_SECRET of a data folder outside production: made at random on the first start and kept
 * in DATA_DIR/auth-secret (mode 0600), so sessions survive restarts and processes sharing the
 * folder agree, while no two installations share a secret anyone can read in the source.
 */
export function dataDirAuthSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  try {
    return readSecret(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole under another name, then linked: processes starting together never read half a
  // secret, and the first link wins.
  const draft = join(dataDir, `.${SECRET_FILE}-${randomUUID()}`);
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readSecret(path);
}

/** The configuration with the data folder's secret when AUTH_SECRET was not set. */
export function withDataDirAuthSecret(config: Config): Config {
  if (!config.generatedAuthSecret) return config;
  return { ...config, AUTH_SECRET: dataDirAuthSecret(config.DATA_DIR) };
}
