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
    expect(() => loadConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL="mysql:\/\/nope" is invalid/);
  });

  it('names every bad variable at once, on one line', () => {
    try {
      loadConfig({ PORT: '99999', ROLE: 'cook' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT=');
      expect(message).toContain('ROLE=');
      expect(message).not.toContain('\n');
    }
  });

  it('empty variables count as unset, as in a .env with blank lines', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('production does not seed demo accounts unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('PUBLIC_URL drives the sample workflows address and loses its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://basalt.example.com/' });
    expect(config.PUBLIC_URL).toBe('https://basalt.example.com');
    expect(config.SAMPLE_WORKFLOWS_URL).toBe('https://basalt.example.com/sample-workflows');
  });
});
