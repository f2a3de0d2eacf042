import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('response cache', () => {
  it('concurrent misses share one load, and hits within the ttl load nothing', async () => {
    const cache = new ResponseCache<number>(1000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(10);
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('a stale answer is served once while it refreshes in the background', async () => {
    const cache = new ResponseCache<number>(20);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    await sleep(30);
    expect(await cache.get('a', load)).toBe(1);
    await sleep(5);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('clear() drops every answer, including a load that started before it', async () => {
    const cache = new ResponseCache<string>(1000);
    let release: (value: string) => void = () => {};
    const slow = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('a failed load is not cached', async () => {
    const cache = new ResponseCache<string>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ResponseCache<string>(1000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('a ttl of 0 always loads', async () => {
    const cache = new ResponseCache<number>(0);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
