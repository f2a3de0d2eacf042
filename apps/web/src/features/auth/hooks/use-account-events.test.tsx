import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { createTestQueryClient } from '@/testing/render-with-router';
import { signedInAs } from '@/testing/stub-api';
import { sessionQueryKey, type SessionCache } from '../api/get-session';
import { useAccountEvents } from './use-account-events';

function setUp(signedIn = true) {
  const client = createTestQueryClient();
  client.setQueryData<SessionCache>(sessionQueryKey, signedInAs({ tokenBalance: 159 }).body as SessionCache);
  client.setQueryData(['tokens', 'balance'], 159);
  client.setQueryData(['tokens', 'transactions'], { entries: [] });
  client.setQueryData(['runs', 'list', {}], { runs: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook((props: { signedIn: boolean }) => useAccountEvents(props.signedIn), {
    wrapper,
    initialProps: { signedIn },
  });
  const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, hook, isStale };
}

const setVisibility = (state: DocumentVisibilityState) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

describe("the signed-in user's own event stream (issue 41)", () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.restoreAllMocks());

  it('a run ending on a page the user left puts the new balance in the top bar and the token pages at once', () => {
    const { client, isStale } = setUp();
    const stream = FakeEventSource.last('/api/runs/events')!;
    act(() => stream.emit('balance', { balance: 167 }));
    expect(client.getQueryData<SessionCache>(sessionQueryKey)?.user?.tokenBalance).toBe(167);
    expect(client.getQueryData(['tokens', 'balance'])).toBe(167);
    expect(isStale(['tokens', 'transactions'])).toBe(true);
    expect(isStale(['tokens', 'balance'])).toBe(false);
  });

  it('the balance sent on connecting, when nothing changed, reads nothing again', () => {
    const { isStale } = setUp();
    act(() => FakeEventSource.last('/api/runs/events')!.emit('balance', { balance: 159 }));
    expect(isStale(['tokens', 'transactions'])).toBe(false);
  });

  it('a step of any run refreshes the run lists; a malformed balance changes nothing', () => {
    const { client, isStale } = setUp();
    const stream = FakeEventSource.last('/api/runs/events')!;
    act(() => stream.emit('balance', { balance: 'lots' }));
    expect(client.getQueryData<SessionCache>(sessionQueryKey)?.user?.tokenBalance).toBe(159);
    act(() => stream.emit('change', { id: crypto.randomUUID(), status: 'completed' }));
    expect(isStale(['runs', 'list', {}])).toBe(true);
  });

  it('a hidden tab lets its stream go, and reconnects and refreshes the run lists when shown again', () => {
    const { isStale } = setUp();
    const first = FakeEventSource.last('/api/runs/events')!;
    setVisibility('hidden');
    expect(first.closed).toBe(true);
    setVisibility('visible');
    const second = FakeEventSource.last('/api/runs/events')!;
    expect(second).not.toBe(first);
    expect(second.closed).toBe(false);
    expect(isStale(['runs', 'list', {}])).toBe(true);
  });

  it('a visitor opens no stream, and signing out closes it', () => {
    setUp(false);
    expect(FakeEventSource.instances).toHaveLength(0);
    const { hook } = setUp(true);
    hook.rerender({ signedIn: false });
    expect(FakeEventSource.last('/api/runs/events')!.closed).toBe(true);
  });
});
