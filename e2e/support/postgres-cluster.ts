import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './basalt-process';

/** The newest PostgreSQL server installed from Debian's packages (DESIGN §4: 15 on these machines). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No PostgreSQL server under /usr/lib/postgresql: apt-get install -y postgresql');
  return join(root, newest, 'bin');
}

/**
 * A PostgreSQL cluster of a test's own, in .tmp/, on its own port: a test may stop and start it as
 * a failover would, without touching the machine's server. PostgreSQL refuses to run as root, so as
 * root its files belong to the `postgres` user and its commands run as that user.
 */
export function createPostgresCluster(name: string, port: number) {
  const bin = serverBin();
  const folder = join(repoRoot, '.tmp', `${name}-${port}`);
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe', cwd: '/tmp' });
  };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  if (asRoot) {
    const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, idOf('-u'), idOf('-g'));
    chmodSync(folder, 0o700);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']),
    /** A fast shutdown: every connection is ended with 57P01, as in a restart or failover. */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
