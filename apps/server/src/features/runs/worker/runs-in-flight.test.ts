import { describe, expect, it } from 'vitest';
import { RunsInFlight } from './runs-in-flight';

/** A run that ends when the test says so. */
function pendingRun() {
  let end!: () => void;
  const promise = new Promise<void>((resolve) => (end = resolve));
  return { promise, end };
}

describe('RunsInFlight', () => {
  it('a worker at its cap waits for a run to end before it claims another batch', async () => {
    const inFlight = new RunsInFlight(2);
    const [first, second] = [pendingRun(), pendingRun()];
    inFlight.track(first.promise);
    inFlight.track(second.promise);
    let roomMade = false;
    const room = inFlight.roomFor(1).then(() => (roomMade = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(roomMade).toBe(false);
    first.end();
    await room;
    expect(inFlight.size).toBe(1);
  });

  it('a batch larger than the cap still goes when nothing is in flight, so the worker never stalls', async () => {
    await expect(new RunsInFlight(2).roomFor(16)).resolves.toBeUndefined();
  });

  it('stopping waits for the runs in flight, and tells how many were left when time ran out', async () => {
    const inFlight = new RunsInFlight(4);
    const quick = pendingRun();
    const stuck = pendingRun();
    inFlight.track(quick.promise);
    setTimeout(quick.end, 10);
    expect(await inFlight.drain(1_000)).toBe(0);
    inFlight.track(stuck.promise);
    expect(await inFlight.drain(20)).toBe(1);
  });
});
