import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadLazyRoutes } from '@/app/lazy-route';
import { FakeEventSource } from './fake-event-source';

// A test file that imports the router has declared its lazy pages by now: load them before any test.
// Loading means transforming every page module on first use, which takes longer than the default
// hook timeout on a busy two-core machine.
beforeAll(() => preloadLazyRoutes(), 60_000);

// jsdom has no EventSource, and every signed-in page opens the user's event stream (root layout).
beforeEach(() => {
  if (typeof window !== 'undefined') FakeEventSource.install();
});

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Server-rendering tests run in Node, without a page.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
