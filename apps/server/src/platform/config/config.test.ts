import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ROLE: 'all', DATA_DIR: './data', TOKEN_EXPIRY_DAYS: 90 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SAMPLE_WORKFLOWS_URL).toBe('http://localhost:3000/sample-workflows');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('a non-numeric PORT stops start-up with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc" is invalid/);
  });

  it('a malformed DATABASE_URL is refused with a message naming DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(/DATABASE_URL=<hidden> is invalid/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db' })).not.toThrow(/hunter2/);
  });

  it('names every bad variable at once, one line each', () => {
    try {
      loadConfig({ PORT: '99999', ROLE: 'cook' });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines.every((line) => line.startsWith('Invalid configuration: '))).toBe(true);
      expect(lines.some((line) => line.includes('PORT='))).toBe(true);
      expect(lines.some((line) => line.includes('ROLE='))).toBe(true);
    }
  });

  it('empty variables count as unset, as in a .env with blank lines', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  const secret = 'x'.repeat(32);
  // What every production deployment sets (finding 12); PGlite stands in for the database here.
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: secret,
    PUBLIC_URL: 'https://basalt.example.com',
    ALLOW_EMBEDDED_DATABASE: 'true',
  };

  it('production does not seed demo accounts unless asked to', () => {
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('production refuses to start without an AUTH_SECRET, and a short one anywhere', () => {
    expect(() => loadConfig({ ...production, AUTH_SECRET: '' })).toThrow(/AUTH_SECRET=.*required in production/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET=<hidden> is invalid/);
  });

  it('comma-separated lists are trimmed and lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('Stripe needs both keys; without them the sandbox checkout is on, except in production unless asked for', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY=<hidden> is invalid/,
    );
    expect(loadConfig({}).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig(production).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
  });

  it('PUBLIC_URL drives the sample workflows address and loses its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://basalt.example.com/' });
    expect(config.PUBLIC_URL).toBe('https://basalt.example.com');
    expect(config.SAMPLE_WORKFLOWS_URL).toBe('https://basalt.example.com/sample-workflows');
  });

  it('in development both localhost and 127.0.0.1 may post to a localhost server, and the Vite dev server', () => {
    expect(loadConfig({ PORT: '3000' }).TRUSTED_ORIGINS).toEqual(['http://localhost:5173', 'http://127.0.0.1:3000']);
    expect(loadConfig(production).TRUSTED_ORIGINS).toEqual([]);
  });

  it('TRUST_PROXY is a number of hops or a list of addresses and CIDRs; unset trusts no proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true" is invalid/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY=/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY=/);
  });

  it('outside production a missing AUTH_SECRET is random, never a value from the source; HOST is loopback', () => {
    const [one, two] = [loadConfig({}), loadConfig({})];
    expect(one.AUTH_SECRET).not.toBe(two.AUTH_SECRET);
    expect(one.generatedAuthSecret).toBe(true);
    expect(one.HOST).toBe('127.0.0.1');
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://basalt@db.example.com:5432/basalt',
      PUBLIC_URL: 'https://basalt.example.com',
    });
    expect(production.generatedAuthSecret).toBe(false);
    expect(production.HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
