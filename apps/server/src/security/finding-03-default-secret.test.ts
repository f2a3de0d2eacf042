import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config/config';
import { startBasalt, type RunningBasalt } from '../start-basalt';

// The value config.ts used to fall back to outside production; anyone could read it on GitHub.
const OLD_DEFAULT_SECRET = 'basalt-development-secret-never-use-in-production';

/**
 * Finding 3: outside production the known default AUTH_SECRET let anyone forge a change-e-mail
 * token and walk into the demo admin's session; HOST 0.0.0.0 exposed that, and /dev/mailbox, to
 * the network. A real start (PGlite in a fresh data folder) as `npm start` does it.
 */
describe('finding 3: a development start has its own secret, listens on loopback, and keeps dev pages local', () => {
  let folder: string;
  let basalt: RunningBasalt;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'basalt-finding-03-'));
    const config = loadConfig({
      NODE_ENV: 'development',
      ROLE: 'web',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(folder, 'data'),
    });
    basalt = await startBasalt(config);
  }, 120_000);
  afterAll(async () => {
    await basalt?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a change-e-mail token signed with the old default secret', async () => {
    const token = await createEmailVerificationToken(
      OLD_DEFAULT_SECRET,
      'admin@example.com',
      'admin@example.com',
      3600,
      {
        requestType: 'change-email-verification',
      },
    );
    const response = await fetch(`${basalt.url}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]+/);
  });

  it('keeps the secret it generated in the data folder, readable by its owner only', () => {
    const secretFile = statSync(join(folder, 'data', 'auth-secret'));
    expect(secretFile.mode & 0o777).toBe(0o600);
  });

  it('listens on 127.0.0.1 when HOST is not set', () => {
    expect((basalt.app!.server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('serves /dev/mailbox to loopback clients only', async () => {
    const fromElsewhere = await basalt.app!.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(fromElsewhere.statusCode).toBe(404);
    expect(fromElsewhere.body).not.toContain('admin@example.com');
    const fromThisMachine = await basalt.app!.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(fromThisMachine.statusCode).toBe(200);
  });
});
