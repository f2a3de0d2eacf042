import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-deadlock';

/** drizzle wraps the driver's error; the SQLSTATE is on its cause. */
const failure = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('a transaction chosen as a deadlock victim', () => {
  it('runs again, and its second answer is the answer', async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls++;
      if (calls === 1) throw failure('40P01');
      return 'done';
    });
    expect([answer, calls]).toEqual(['done', 2]);
  });

  it('gives up after three attempts, and never retries any other failure', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw failure('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw failure('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});
