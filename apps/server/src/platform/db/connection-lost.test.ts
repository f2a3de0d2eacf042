import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, retryWhileConnectionLost } from './connection-lost';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a server shutting down, a refused or cut socket, and pg’s own words for a lost connection', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLost(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('looks through drizzle’s wrapper to the driver’s error', () => {
    const lost = new DrizzleQueryError('select 1', [], withCode('read ECONNRESET', 'ECONNRESET'));
    expect(isConnectionLost(lost)).toBe(true);
  });

  it('leaves a statement’s own failures alone: they are bugs or refusals, not an outage', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(isConnectionLost(new Error('Something else'))).toBe(false);
    expect(isConnectionLost('not an error')).toBe(false);
  });
});

describe('retryWhileConnectionLost', () => {
  it('tries again while the connection is lost and answers once the database is back', async () => {
    let calls = 0;
    const answer = await retryWhileConnectionLost(async () => {
      calls += 1;
      if (calls < 3) throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      return 'claimed';
    });
    expect(answer).toBe('claimed');
    expect(calls).toBe(3);
  });

  it('does not repeat work that failed for any other reason', async () => {
    let calls = 0;
    const failing = retryWhileConnectionLost(async () => {
      calls += 1;
      throw withCode('duplicate key value violates unique constraint', '23505');
    });
    await expect(failing).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
  });

  it('gives up after its longest wait with the last error', async () => {
    const lost = retryWhileConnectionLost(
      async () => {
        throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      },
      { maxWaitMs: 0 },
    );
    await expect(lost).rejects.toThrow('ECONNREFUSED');
  });
});
